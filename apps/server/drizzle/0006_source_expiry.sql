ALTER TABLE "localization_sources" DROP CONSTRAINT "localization_sources_media_file_id_media_files_id_fk";
--> statement-breakpoint
ALTER TABLE "localization_sources" ALTER COLUMN "media_file_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "localization_sources" ADD CONSTRAINT "localization_sources_media_file_id_media_files_id_fk" FOREIGN KEY ("media_file_id") REFERENCES "public"."media_files"("id") ON DELETE set null ON UPDATE no action;
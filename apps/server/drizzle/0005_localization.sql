CREATE TABLE "localization_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"source_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"progress" text DEFAULT '' NOT NULL,
	"error_message" text,
	"source_language" text NOT NULL,
	"target_language" text NOT NULL,
	"source_text" text NOT NULL,
	"duration_seconds" double precision NOT NULL,
	"reserved_tokens" integer DEFAULT 0 NOT NULL,
	"result_file_id" uuid,
	"timing" jsonb,
	"boss_job_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "localization_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"media_file_id" uuid NOT NULL,
	"original_filename" text NOT NULL,
	"duration_seconds" double precision NOT NULL,
	"language" text NOT NULL,
	"transcript_text" text NOT NULL,
	"segments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "localization_jobs" ADD CONSTRAINT "localization_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "localization_jobs" ADD CONSTRAINT "localization_jobs_source_id_localization_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."localization_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "localization_jobs" ADD CONSTRAINT "localization_jobs_result_file_id_media_files_id_fk" FOREIGN KEY ("result_file_id") REFERENCES "public"."media_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "localization_sources" ADD CONSTRAINT "localization_sources_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "localization_sources" ADD CONSTRAINT "localization_sources_media_file_id_media_files_id_fk" FOREIGN KEY ("media_file_id") REFERENCES "public"."media_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "localization_jobs_user_created_idx" ON "localization_jobs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "localization_jobs_status_idx" ON "localization_jobs" USING btree ("status");--> statement-breakpoint
CREATE INDEX "localization_sources_user_idx" ON "localization_sources" USING btree ("user_id");
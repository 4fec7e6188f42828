ALTER TABLE "consent_recordings" DROP CONSTRAINT "consent_recordings_used_by_voice_id_voice_models_id_fk";
--> statement-breakpoint
ALTER TABLE "lipsync_jobs" DROP CONSTRAINT "lipsync_jobs_video_id_videos_id_fk";
--> statement-breakpoint
ALTER TABLE "lipsync_jobs" ALTER COLUMN "video_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "lipsync_jobs" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "localization_jobs" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "lipsync_jobs" ADD CONSTRAINT "lipsync_jobs_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;
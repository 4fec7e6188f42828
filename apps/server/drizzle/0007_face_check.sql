ALTER TABLE "lipsync_jobs" ADD COLUMN "progress_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lipsync_jobs" ADD COLUMN "face_note" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "face_check" text;
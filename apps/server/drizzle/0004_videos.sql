CREATE TABLE "lipsync_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"video_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"progress" text DEFAULT '' NOT NULL,
	"error_message" text,
	"audio_file_id" uuid,
	"timeline_clips" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"use_codeformer" boolean DEFAULT true NOT NULL,
	"duration_seconds" double precision,
	"reserved_tokens" integer DEFAULT 0 NOT NULL,
	"result_video_id" uuid,
	"engine_job_id" text,
	"boss_job_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"upload_method" text NOT NULL,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"original_filename" text NOT NULL,
	"source_file_id" uuid,
	"video_file_id" uuid,
	"poster_file_id" uuid,
	"duration_seconds" double precision,
	"width" integer,
	"height" integer,
	"size_bytes" bigint,
	"error_message" text,
	"boss_job_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lipsync_jobs" ADD CONSTRAINT "lipsync_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lipsync_jobs" ADD CONSTRAINT "lipsync_jobs_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lipsync_jobs" ADD CONSTRAINT "lipsync_jobs_audio_file_id_media_files_id_fk" FOREIGN KEY ("audio_file_id") REFERENCES "public"."media_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lipsync_jobs" ADD CONSTRAINT "lipsync_jobs_result_video_id_videos_id_fk" FOREIGN KEY ("result_video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_source_file_id_media_files_id_fk" FOREIGN KEY ("source_file_id") REFERENCES "public"."media_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_video_file_id_media_files_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."media_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_poster_file_id_media_files_id_fk" FOREIGN KEY ("poster_file_id") REFERENCES "public"."media_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lipsync_jobs_user_created_idx" ON "lipsync_jobs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "lipsync_jobs_status_idx" ON "lipsync_jobs" USING btree ("status");--> statement-breakpoint
CREATE INDEX "videos_user_created_idx" ON "videos" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "videos_status_idx" ON "videos" USING btree ("status");
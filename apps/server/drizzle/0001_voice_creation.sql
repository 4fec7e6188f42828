CREATE TABLE "media_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"relative_path" text NOT NULL,
	"original_filename" text,
	"container" text NOT NULL,
	"duration_seconds" double precision,
	"size_bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reference_clips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"model_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"media_file_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"start_seconds" double precision NOT NULL,
	"duration_seconds" double precision NOT NULL,
	"speaking_rate" double precision,
	"pitch_median" double precision,
	"pitch_mean" double precision,
	"pitch_variation" double precision,
	"energy" double precision,
	"transcript" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voice_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"model_id" uuid NOT NULL,
	"model_name" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" text NOT NULL,
	"error_message" text,
	"boss_job_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "voice_model_inputs" (
	"model_id" uuid NOT NULL,
	"media_file_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "voice_model_inputs_model_id_media_file_id_pk" PRIMARY KEY("model_id","media_file_id")
);
--> statement-breakpoint
CREATE TABLE "voice_models" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"model_name" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"clone_type" text NOT NULL,
	"reference_language" text,
	"categorization_completed" boolean DEFAULT false NOT NULL,
	"categorized_clips" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"profile" jsonb,
	"reference_file_id" uuid,
	"holds_clone" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voice_samples" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"media_file_id" uuid NOT NULL,
	"voice_model_id" uuid,
	"original_filename" text NOT NULL,
	"sample_type" text NOT NULL,
	"duration_seconds" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_clips" ADD CONSTRAINT "reference_clips_model_id_voice_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."voice_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_clips" ADD CONSTRAINT "reference_clips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_clips" ADD CONSTRAINT "reference_clips_media_file_id_media_files_id_fk" FOREIGN KEY ("media_file_id") REFERENCES "public"."media_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_jobs" ADD CONSTRAINT "voice_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_jobs" ADD CONSTRAINT "voice_jobs_model_id_voice_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."voice_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_model_inputs" ADD CONSTRAINT "voice_model_inputs_model_id_voice_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."voice_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_model_inputs" ADD CONSTRAINT "voice_model_inputs_media_file_id_media_files_id_fk" FOREIGN KEY ("media_file_id") REFERENCES "public"."media_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_models" ADD CONSTRAINT "voice_models_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_models" ADD CONSTRAINT "voice_models_reference_file_id_media_files_id_fk" FOREIGN KEY ("reference_file_id") REFERENCES "public"."media_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_samples" ADD CONSTRAINT "voice_samples_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_samples" ADD CONSTRAINT "voice_samples_media_file_id_media_files_id_fk" FOREIGN KEY ("media_file_id") REFERENCES "public"."media_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_samples" ADD CONSTRAINT "voice_samples_voice_model_id_voice_models_id_fk" FOREIGN KEY ("voice_model_id") REFERENCES "public"."voice_models"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_files_path_unique" ON "media_files" USING btree ("relative_path");--> statement-breakpoint
CREATE INDEX "media_files_user_idx" ON "media_files" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reference_clips_model_idx" ON "reference_clips" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "voice_jobs_user_idx" ON "voice_jobs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "voice_jobs_status_idx" ON "voice_jobs" USING btree ("status");--> statement-breakpoint
CREATE INDEX "voice_models_user_idx" ON "voice_models" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "voice_samples_user_idx" ON "voice_samples" USING btree ("user_id");
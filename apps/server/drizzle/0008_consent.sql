CREATE TABLE "consent_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"statement" text NOT NULL,
	"phrase" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"passed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_recordings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"challenge_id" uuid NOT NULL,
	"media_file_id" uuid,
	"has_video" boolean NOT NULL,
	"status" text NOT NULL,
	"words_score" double precision NOT NULL,
	"words_passed" boolean NOT NULL,
	"face_score" double precision,
	"face_passed" boolean,
	"face_descriptor" jsonb,
	"voiceprint" jsonb,
	"used_by_voice_id" uuid,
	"voice_score" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consent_challenges" ADD CONSTRAINT "consent_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_recordings" ADD CONSTRAINT "consent_recordings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_recordings" ADD CONSTRAINT "consent_recordings_challenge_id_consent_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."consent_challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_recordings" ADD CONSTRAINT "consent_recordings_media_file_id_media_files_id_fk" FOREIGN KEY ("media_file_id") REFERENCES "public"."media_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_recordings" ADD CONSTRAINT "consent_recordings_used_by_voice_id_voice_models_id_fk" FOREIGN KEY ("used_by_voice_id") REFERENCES "public"."voice_models"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_challenges_user_idx" ON "consent_challenges" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "consent_recordings_user_created_idx" ON "consent_recordings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "consent_recordings_voice_idx" ON "consent_recordings" USING btree ("used_by_voice_id");
CREATE TABLE "speech_generations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"model_id" uuid,
	"media_file_id" uuid,
	"status" text NOT NULL,
	"text" text NOT NULL,
	"language" text NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tokens_reserved" integer NOT NULL,
	"tokens_charged" integer,
	"duration_seconds" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "speech_generations" ADD CONSTRAINT "speech_generations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speech_generations" ADD CONSTRAINT "speech_generations_model_id_voice_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."voice_models"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speech_generations" ADD CONSTRAINT "speech_generations_media_file_id_media_files_id_fk" FOREIGN KEY ("media_file_id") REFERENCES "public"."media_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "speech_generations_user_status_idx" ON "speech_generations" USING btree ("user_id","status");
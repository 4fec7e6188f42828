CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"industry" text NOT NULL,
	"video_production_hours" text NOT NULL,
	"localization" text NOT NULL,
	"video_length" text NOT NULL,
	"goals" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"country_code" text NOT NULL,
	"company" text,
	"idempotency_key" text,
	"payload_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "leads_idempotency_key_unique" ON "leads" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "leads_payload_hash_created_idx" ON "leads" USING btree ("payload_hash","created_at");
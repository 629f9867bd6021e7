CREATE TABLE "save_idempotency_keys" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"request_hash" text NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "save_idempotency_keys" ADD CONSTRAINT "save_idempotency_keys_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "save_idempotency_keys_expires_idx" ON "save_idempotency_keys" USING btree ("expires_at");
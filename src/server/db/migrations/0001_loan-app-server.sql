CREATE TABLE "captcha_redemptions" (
	"challenge_signature" text PRIMARY KEY NOT NULL,
	"uses" integer DEFAULT 1 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "reference_number" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "applications_reference_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000001 CACHE 1);--> statement-breakpoint
ALTER TABLE "client_logs" ADD COLUMN "size_bytes" integer;--> statement-breakpoint
CREATE INDEX "captcha_redemptions_expires_idx" ON "captcha_redemptions" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_reference_number_unique" UNIQUE("reference_number");
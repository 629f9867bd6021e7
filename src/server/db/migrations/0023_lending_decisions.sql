CREATE TABLE "affordability_copy_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_on" text NOT NULL,
	"produced_at" timestamp with time zone,
	"produced_by" text,
	"document_id" uuid
);
--> statement-breakpoint
ALTER TABLE "application_decisions" ADD COLUMN "affordability_version" integer;--> statement-breakpoint
ALTER TABLE "affordability_copy_requests" ADD CONSTRAINT "affordability_copy_requests_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affordability_copy_requests_application_idx" ON "affordability_copy_requests" USING btree ("application_id");
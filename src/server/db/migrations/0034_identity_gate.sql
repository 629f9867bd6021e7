CREATE TABLE "enhanced_due_diligence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"source_of_funds" text NOT NULL,
	"source_of_wealth" text NOT NULL,
	"recorded_by" text NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"signed_off_by" text,
	"signed_off_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "identity_documents_seen" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"document" text NOT NULL,
	"document_number" text NOT NULL,
	"expires_on" date NOT NULL,
	"note" text NOT NULL,
	"recorded_by" text NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"confirmed_by" text,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "enhanced_due_diligence" ADD CONSTRAINT "enhanced_due_diligence_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_documents_seen" ADD CONSTRAINT "identity_documents_seen_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enhanced_due_diligence_application_idx" ON "enhanced_due_diligence" USING btree ("application_id","recorded_at");--> statement-breakpoint
CREATE INDEX "identity_documents_seen_application_idx" ON "identity_documents_seen" USING btree ("application_id","recorded_at");
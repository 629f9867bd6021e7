CREATE TABLE "affordability_records" (
	"application_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"record" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"complete" boolean NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affordability_records_application_id_version_pk" PRIMARY KEY("application_id","version")
);
--> statement-breakpoint
CREATE TABLE "identity_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"document_kind" text NOT NULL,
	"document_number" text NOT NULL,
	"outcome" text NOT NULL,
	"document_matched" boolean NOT NULL,
	"name_second_source" boolean NOT NULL,
	"politically_exposed" boolean NOT NULL,
	"sanctioned" boolean NOT NULL,
	"evidence" jsonb NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lending_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"storage_reference" text NOT NULL,
	"content_type" text NOT NULL,
	"sha256" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"record_version" integer,
	"actor_kind" text NOT NULL,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"delivered_by" text
);
--> statement-breakpoint
CREATE TABLE "retention_deletions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"run_id" uuid NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"rule" text NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_bank_link_shares" (
	"reference" text NOT NULL,
	"bank" text NOT NULL,
	"accounts" jsonb NOT NULL,
	"shared_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_bank_link_shares_reference_bank_pk" PRIMARY KEY("reference","bank")
);
--> statement-breakpoint
ALTER TABLE "affordability_records" ADD CONSTRAINT "affordability_records_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_checks" ADD CONSTRAINT "identity_checks_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lending_documents" ADD CONSTRAINT "lending_documents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_checks_application_idx" ON "identity_checks" USING btree ("application_id","checked_at");--> statement-breakpoint
CREATE INDEX "lending_documents_application_idx" ON "lending_documents" USING btree ("application_id","kind");
CREATE TABLE "application_audits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"step" integer NOT NULL,
	"form_data" jsonb NOT NULL,
	"form_state" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"guid" text NOT NULL,
	"step" integer DEFAULT 1 NOT NULL,
	"source" text DEFAULT 'Website' NOT NULL,
	"form_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"form_state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"credit_result" text,
	"credit_decision" text,
	"complete" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"applicant_email" text,
	"related_application_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_token_unique" UNIQUE("token"),
	CONSTRAINT "applications_guid_unique" UNIQUE("guid")
);
--> statement-breakpoint
CREATE TABLE "client_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"logging_token" text,
	"message" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversion_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"event_name" text NOT NULL,
	"source_url" text NOT NULL,
	"token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "application_audits" ADD CONSTRAINT "application_audits_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_audits_application_idx" ON "application_audits" USING btree ("application_id","version");--> statement-breakpoint
CREATE INDEX "applications_applicant_email_idx" ON "applications" USING btree ("applicant_email","created_at");--> statement-breakpoint
CREATE INDEX "conversion_events_name_idx" ON "conversion_events" USING btree ("event_name","created_at");
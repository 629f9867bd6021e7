CREATE TABLE "application_decisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"outcome" text NOT NULL,
	"amount" integer,
	"reason" text NOT NULL,
	"comment" text NOT NULL,
	"decided_by" text NOT NULL,
	"state" text DEFAULT 'final' NOT NULL,
	"proposal_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" uuid,
	"actor_id" text NOT NULL,
	"request_id" text,
	"action" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"author_id" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "workflow_status" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "status" text GENERATED ALWAYS AS (coalesce(workflow_status, case when complete then 'submitted' else 'in-progress' end)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "assigned_to" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "workflow_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "submitted_at" timestamp with time zone GENERATED ALWAYS AS (case when complete then updated_at end) STORED;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "amount" bigint GENERATED ALWAYS AS (case when coalesce(nullif(form_data->>'LoanAmountSpecific', ''), form_data->>'LoanAmount') ~ '^[0-9]{1,12}$' then coalesce(nullif(form_data->>'LoanAmountSpecific', ''), form_data->>'LoanAmount')::bigint end) STORED;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "applicant_name" text GENERATED ALWAYS AS (btrim(coalesce((form_data->>'FirstName'), '') || ' ' || coalesce((form_data->>'LastName'), ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "search_last_name" text GENERATED ALWAYS AS (lower(coalesce((form_data->>'LastName'), ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "purpose" text GENERATED ALWAYS AS ((form_data->>'LoanPurpose')) STORED;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "branch" text GENERATED ALWAYS AS (coalesce(nullif((form_data->>'PreferredBranch'), ''), preset_branch)) STORED;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "approval_limit" integer;--> statement-breakpoint
ALTER TABLE "application_decisions" ADD CONSTRAINT "application_decisions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_actions" ADD CONSTRAINT "staff_actions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notes" ADD CONSTRAINT "staff_notes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_decisions_application_idx" ON "application_decisions" USING btree ("application_id","id");--> statement-breakpoint
CREATE INDEX "staff_actions_application_idx" ON "staff_actions" USING btree ("application_id","id");--> statement-breakpoint
CREATE INDEX "staff_notes_application_idx" ON "staff_notes" USING btree ("application_id","id");--> statement-breakpoint
CREATE INDEX "applications_queue_submitted_idx" ON "applications" USING btree ("submitted_at" DESC NULLS LAST,"reference_number" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_queue_status_idx" ON "applications" USING btree ("status","submitted_at" DESC NULLS LAST,"reference_number" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_queue_assigned_idx" ON "applications" USING btree ("assigned_to","status");--> statement-breakpoint
CREATE INDEX "applications_related_idx" ON "applications" USING btree ("related_application_id");--> statement-breakpoint
CREATE INDEX "applications_queue_created_idx" ON "applications" USING btree ("created_at" DESC NULLS LAST,"reference_number" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_search_last_name_idx" ON "applications" USING btree (search_last_name text_pattern_ops);--> statement-breakpoint
CREATE INDEX "applications_search_email_idx" ON "applications" USING btree (applicant_email text_pattern_ops);--> statement-breakpoint
CREATE INDEX "applications_search_name_idx" ON "applications" USING btree (lower(applicant_name) text_pattern_ops);
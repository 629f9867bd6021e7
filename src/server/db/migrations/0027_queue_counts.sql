CREATE TABLE "application_queue_counts" (
	"status" text NOT NULL,
	"assigned_to" text,
	"slot" smallint NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "applications_search_last_name_idx";--> statement-breakpoint
DROP INDEX "applications_search_email_idx";--> statement-breakpoint
DROP INDEX "applications_search_name_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "application_queue_counts_key" ON "application_queue_counts" USING btree ("status",coalesce("assigned_to", ''),"slot");--> statement-breakpoint
CREATE INDEX "applications_search_last_name_idx" ON "applications" USING btree (search_last_name text_pattern_ops,"status","submitted_at","reference_number","amount","applicant_name","purpose","source","branch","assigned_to","workflow_version");--> statement-breakpoint
CREATE INDEX "applications_search_email_idx" ON "applications" USING btree (applicant_email text_pattern_ops,"status","submitted_at","reference_number","amount","applicant_name","purpose","source","branch","assigned_to","workflow_version");--> statement-breakpoint
CREATE INDEX "applications_search_name_idx" ON "applications" USING btree (lower(applicant_name) text_pattern_ops,"search_last_name","status","submitted_at","reference_number","amount","applicant_name","purpose","source","branch","assigned_to","workflow_version");
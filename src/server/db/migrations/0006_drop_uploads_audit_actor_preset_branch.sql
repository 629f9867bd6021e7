DROP TABLE "uploads" CASCADE;--> statement-breakpoint
ALTER TABLE "application_audits" ADD COLUMN "actor_kind" text DEFAULT 'anonymous' NOT NULL;--> statement-breakpoint
ALTER TABLE "application_audits" ADD COLUMN "actor_id" text;--> statement-breakpoint
ALTER TABLE "application_audits" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "preset_branch" text;
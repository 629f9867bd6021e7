ALTER TABLE "email_outbox" ADD COLUMN "application_id" uuid;--> statement-breakpoint
ALTER TABLE "lending_documents" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lending_documents" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lending_documents" ADD COLUMN "opened_by" text;--> statement-breakpoint
UPDATE "lending_documents" SET "opened_at" = "delivered_at", "opened_by" = "delivered_by" WHERE "delivered_by" IN ('portal', 'status-link');--> statement-breakpoint
ALTER TABLE "lending_documents" DROP COLUMN "delivered_at";--> statement-breakpoint
ALTER TABLE "lending_documents" DROP COLUMN "delivered_by";

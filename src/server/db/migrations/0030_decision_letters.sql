CREATE TABLE "decision_letters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'owed' NOT NULL,
	"decision_id" integer NOT NULL,
	"amount" bigint,
	"reason" text NOT NULL,
	"record_version" integer,
	"decided_by" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"document_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"made_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "decision_letters" ADD CONSTRAINT "decision_letters_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "decision_letters_due_idx" ON "decision_letters" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "decision_letters_application_idx" ON "decision_letters" USING btree ("application_id");
CREATE TABLE "information_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"document" text,
	"question" text,
	"due_date" date NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"ask_again_reason" text,
	"previous_id" bigint,
	"answer" text,
	"upload_reference" text,
	"requested_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_at" timestamp with time zone,
	"accepted_by" text,
	"accepted_at" timestamp with time zone,
	"replaced_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "status_application_id" uuid;--> statement-breakpoint
ALTER TABLE "resume_links" ADD COLUMN "purpose" text DEFAULT 'resume' NOT NULL;--> statement-breakpoint
ALTER TABLE "information_requests" ADD CONSTRAINT "information_requests_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "information_requests_application_idx" ON "information_requests" USING btree ("application_id","id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_status_application_id_applications_id_fk" FOREIGN KEY ("status_application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;
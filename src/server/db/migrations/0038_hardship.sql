CREATE TABLE "arrears_reminders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_loan_id" bigint NOT NULL,
	"overdue_since" date NOT NULL,
	"reminded_at" timestamp with time zone,
	"email_id" text,
	"owner_id" text,
	"task_from" date,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hardship_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"customer_loan_id" bigint NOT NULL,
	"account_id" text,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"what_happened" text NOT NULL,
	"can_pay_cents" bigint NOT NULL,
	"months" integer NOT NULL,
	"change" text NOT NULL,
	"state" text DEFAULT 'received' NOT NULL,
	"owner_id" text,
	"received_at" timestamp with time zone NOT NULL,
	"acknowledge_by" date NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"decide_by" date,
	"information_request" text,
	"information_requested_at" timestamp with time zone,
	"information_received_at" timestamp with time zone,
	"arrangement" jsonb,
	"reasons" text,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"disclosure_storage_reference" text,
	"disclosure_sha256" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "hardship_applications_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "hardship_letters" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"hardship_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"email_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_loans" ADD COLUMN "reschedules" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "arrears_reminders" ADD CONSTRAINT "arrears_reminders_customer_loan_id_customer_loans_id_fk" FOREIGN KEY ("customer_loan_id") REFERENCES "public"."customer_loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hardship_applications" ADD CONSTRAINT "hardship_applications_customer_loan_id_customer_loans_id_fk" FOREIGN KEY ("customer_loan_id") REFERENCES "public"."customer_loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hardship_letters" ADD CONSTRAINT "hardship_letters_hardship_id_hardship_applications_id_fk" FOREIGN KEY ("hardship_id") REFERENCES "public"."hardship_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "arrears_reminders_once_idx" ON "arrears_reminders" USING btree ("customer_loan_id","overdue_since");--> statement-breakpoint
CREATE INDEX "hardship_loan_idx" ON "hardship_applications" USING btree ("customer_loan_id","state");--> statement-breakpoint
CREATE INDEX "hardship_owner_idx" ON "hardship_applications" USING btree ("owner_id","state");--> statement-breakpoint
CREATE INDEX "hardship_letters_idx" ON "hardship_letters" USING btree ("hardship_id","id");
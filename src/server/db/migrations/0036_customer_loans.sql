CREATE TABLE "customer_loans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"servicing_loan_id" text NOT NULL,
	"account_number" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_loans_application_id_unique" UNIQUE("application_id"),
	CONSTRAINT "customer_loans_account_number_unique" UNIQUE("account_number")
);
--> statement-breakpoint
ALTER TABLE "customer_loans" ADD CONSTRAINT "customer_loans_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;

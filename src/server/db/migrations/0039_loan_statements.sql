CREATE TABLE "loan_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_loan_id" bigint NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"opening_balance_cents" bigint NOT NULL,
	"closing_balance_cents" bigint NOT NULL,
	"storage_reference" text NOT NULL,
	"sha256" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "loan_statements" ADD CONSTRAINT "loan_statements_customer_loan_id_customer_loans_id_fk" FOREIGN KEY ("customer_loan_id") REFERENCES "public"."customer_loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loan_statements_period_idx" ON "loan_statements" USING btree ("customer_loan_id","period_from");
CREATE TABLE "payout_batches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"due_date" date NOT NULL,
	"count" integer NOT NULL,
	"total_cents" bigint NOT NULL,
	"hash_total" text NOT NULL,
	"file_name" text,
	"file_sha256" text,
	"content" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"batch_id" bigint NOT NULL,
	"reference" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "sandbox_loan_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"loan_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"date" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"principal_cents" bigint NOT NULL,
	"interest_cents" bigint NOT NULL,
	"fee_cents" bigint NOT NULL,
	"external_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_loans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_number" text GENERATED ALWAYS AS (lpad(id::text, 9, '0')) STORED NOT NULL,
	"external_id" text NOT NULL,
	"client_id" bigint NOT NULL,
	"status" text NOT NULL,
	"terms" jsonb NOT NULL,
	"schedule" jsonb NOT NULL,
	"paid" jsonb NOT NULL,
	"submitted_on" date NOT NULL,
	"approved_on" date,
	"disbursed_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_loans_account_number_unique" UNIQUE("account_number"),
	CONSTRAINT "sandbox_loans_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_servicing_clients" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"external_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_servicing_clients_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_batch_id_payout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payout_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_loan_transactions" ADD CONSTRAINT "sandbox_loan_transactions_loan_id_sandbox_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."sandbox_loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_loans" ADD CONSTRAINT "sandbox_loans_client_id_sandbox_servicing_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."sandbox_servicing_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payouts_batch_idx" ON "payouts" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_loan_transactions_once" ON "sandbox_loan_transactions" USING btree ("loan_id","kind","external_id");
CREATE TABLE "bank_statement_submissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_number" text NOT NULL,
	"application_number" text,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"payment_reference" text NOT NULL,
	"outcome" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"loan_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"page_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"transaction_id" text,
	"confirmed_at" timestamp with time zone,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"branch_id" text NOT NULL,
	"branch_name" text NOT NULL,
	"branch_email" text NOT NULL,
	"friend_name" text NOT NULL,
	"friend_phone" text NOT NULL,
	"friend_email" text NOT NULL,
	"customer_number" text,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_notifications_transaction_idx" ON "payment_notifications" USING btree ("transaction_id");
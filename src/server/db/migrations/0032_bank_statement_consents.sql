CREATE TABLE "bank_statement_consents" (
	"reference" text NOT NULL,
	"provider" text NOT NULL,
	"access_token" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statement_consents_reference_provider_pk" PRIMARY KEY("reference","provider")
);

CREATE TABLE "complaint_letters" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"complaint_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"email_id" text,
	"sent_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaint_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"complaint_id" bigint NOT NULL,
	"author_id" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"category" text NOT NULL,
	"what_went_wrong" text NOT NULL,
	"put_right" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"account_id" text,
	"state" text DEFAULT 'received' NOT NULL,
	"outcome" text,
	"owner_id" text,
	"received_at" timestamp with time zone NOT NULL,
	"acknowledge_by" date NOT NULL,
	"resolve_by" date NOT NULL,
	"scheme_from" date NOT NULL,
	"closed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"request_id" text,
	CONSTRAINT "complaints_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "complaint_letters" ADD CONSTRAINT "complaint_letters_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_notes" ADD CONSTRAINT "complaint_notes_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "complaint_letters_once_idx" ON "complaint_letters" USING btree ("complaint_id","kind");--> statement-breakpoint
CREATE INDEX "complaint_notes_complaint_idx" ON "complaint_notes" USING btree ("complaint_id","id");--> statement-breakpoint
CREATE INDEX "complaints_open_idx" ON "complaints" USING btree ("state","scheme_from");--> statement-breakpoint
CREATE INDEX "complaints_owner_idx" ON "complaints" USING btree ("owner_id","state");--> statement-breakpoint
CREATE INDEX "complaints_received_idx" ON "complaints" USING btree ("received_at");
CREATE TABLE "hardship_answers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"hardship_id" bigint NOT NULL,
	"request" text NOT NULL,
	"answer" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hardship_answers" ADD CONSTRAINT "hardship_answers_hardship_id_hardship_applications_id_fk" FOREIGN KEY ("hardship_id") REFERENCES "public"."hardship_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hardship_answers_idx" ON "hardship_answers" USING btree ("hardship_id","id");
ALTER TABLE "applications" ADD COLUMN "owner_account_id" text;--> statement-breakpoint
CREATE INDEX "applications_owner_idx" ON "applications" USING btree ("owner_account_id","created_at");
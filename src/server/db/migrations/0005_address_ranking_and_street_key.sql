DROP INDEX "addresses_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "street_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "place_rank" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "addresses_street_trgm_idx" ON "addresses" USING gin ("street_key" gin_trgm_ops);
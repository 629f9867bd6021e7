CREATE TABLE "address_imports" (
	"file_key" text PRIMARY KEY NOT NULL,
	"lines_done" integer DEFAULT 0 NOT NULL,
	"last_address_id" text,
	"rows_imported" integer DEFAULT 0 NOT NULL,
	"rows_skipped" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source_id" text NOT NULL,
	"generated" boolean DEFAULT false NOT NULL,
	"postal" boolean DEFAULT false NOT NULL,
	"unit_type" text,
	"unit_identifier" text,
	"floor" text,
	"building_name" text,
	"number" text,
	"alpha" text,
	"street_name" text,
	"street" text,
	"street_type" text,
	"suburb" text,
	"city" text,
	"postcode" text,
	"box_type" text,
	"lobby_name" text,
	"mailtown" text,
	"rural_delivery_number" text,
	"lat" double precision,
	"long" double precision,
	"full_address" text NOT NULL,
	"search_text" text NOT NULL,
	"street_search_text" text NOT NULL,
	"number_sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "addresses_source_id_unique" UNIQUE("source_id")
);
--> statement-breakpoint
CREATE INDEX "addresses_search_prefix_idx" ON "addresses" USING btree ("postal","search_text" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "addresses_street_prefix_idx" ON "addresses" USING btree ("postal","street_search_text" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "addresses_search_words_idx" ON "addresses" USING gin (to_tsvector('simple', replace("search_text", '/', ' ')));--> statement-breakpoint
CREATE INDEX "addresses_search_trgm_idx" ON "addresses" USING gin ("search_text" gin_trgm_ops);
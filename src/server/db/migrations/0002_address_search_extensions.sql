-- Address search (issue 3): trigram similarity for misspelt queries, and unaccent for ad-hoc
-- queries by hand. The index's normalised text is computed in TypeScript (unaccent() is not
-- IMMUTABLE). Both extensions ship with PGlite (loaded in db/client.ts) and PostgreSQL contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;

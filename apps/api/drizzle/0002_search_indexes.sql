-- Substring search (DRF's `search`, LIKE '%term%') on large lists needs trigram indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "placement_groups_name_trgm_idx" ON "placement_groups" USING gin ("name" gin_trgm_ops);

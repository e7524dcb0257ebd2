-- The demo seed's exchange rates were never measured: only the demo world's sources convert with them.
-- A database seeded before this migration: the seed writes everything in one transaction, so its rates
-- carry the same created_at (the transaction's now()) as the demo world's demand sources.
ALTER TABLE "fx_rates" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "fx_rates" SET "demo" = true WHERE "created_at" = "updated_at" AND "created_at" IN (SELECT "created_at" FROM "suppliers" WHERE "demo");

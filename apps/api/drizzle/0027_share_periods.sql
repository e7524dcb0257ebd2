DROP INDEX "fill_rates_website_group_key";--> statement-breakpoint
DROP INDEX "shares_stage_key";--> statement-breakpoint
DROP INDEX "supplier_shares_supplier_group_key";--> statement-breakpoint
ALTER TABLE "statistic_refreshes" ALTER COLUMN "website_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "fill_rates" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "fill_rates" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "shares" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "shares" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "statistic_refreshes" ADD COLUMN "supplier_id" integer;--> statement-breakpoint
ALTER TABLE "statistic_refreshes" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "statistic_refreshes" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "statistic_refreshes" ADD COLUMN "days_total" integer;--> statement-breakpoint
ALTER TABLE "statistic_refreshes" ADD COLUMN "days_done" integer;--> statement-breakpoint
ALTER TABLE "statistic_refreshes" ADD COLUMN "done_through" date;--> statement-breakpoint
ALTER TABLE "supplier_shares" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "supplier_shares" ADD COLUMN "end_date" date;--> statement-breakpoint
CREATE INDEX "fill_rates_website_idx" ON "fill_rates" USING btree ("website_id","group_id");--> statement-breakpoint
CREATE INDEX "shares_website_idx" ON "shares" USING btree ("website_id","group_id");--> statement-breakpoint
CREATE INDEX "supplier_shares_supplier_idx" ON "supplier_shares" USING btree ("supplier_id","group_id");--> statement-breakpoint
-- Hand-written (drizzle cannot declare these): a share, supplier share or fill rate is a period,
-- and two periods of one key may not hold on the same day. btree_gist lets one GiST index
-- compare the key's ids by equality and the days by overlap; a null start or end is unbounded.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_period_order" CHECK ("end_date" IS NULL OR "start_date" IS NULL OR "end_date" >= "start_date");--> statement-breakpoint
ALTER TABLE "supplier_shares" ADD CONSTRAINT "supplier_shares_period_order" CHECK ("end_date" IS NULL OR "start_date" IS NULL OR "end_date" >= "start_date");--> statement-breakpoint
ALTER TABLE "fill_rates" ADD CONSTRAINT "fill_rates_period_order" CHECK ("end_date" IS NULL OR "start_date" IS NULL OR "end_date" >= "start_date");--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_stage_period_excl" EXCLUDE USING gist (
  "website_id" WITH =, "type" WITH =, "group_id" WITH =, (coalesce("network_id", 0)) WITH =,
  daterange("start_date", "end_date", '[]') WITH &&
);--> statement-breakpoint
ALTER TABLE "supplier_shares" ADD CONSTRAINT "supplier_shares_period_excl" EXCLUDE USING gist (
  "supplier_id" WITH =, "group_id" WITH =, daterange("start_date", "end_date", '[]') WITH &&
);--> statement-breakpoint
ALTER TABLE "fill_rates" ADD CONSTRAINT "fill_rates_period_excl" EXCLUDE USING gist (
  "website_id" WITH =, "group_id" WITH =, daterange("start_date", "end_date", '[]') WITH &&
);

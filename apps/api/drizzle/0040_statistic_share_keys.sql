-- Shares derived when read (issue 32), first half: the keys a statistic's shares are found by
-- are copied onto the row (the data item's format, the website's network), and the finest rollup,
-- statistic_key_days, is made from the rows' stored stages, so that it agrees with every other
-- rollup and with what was invoiced. Migration 0041 drops the stored stages and installs the
-- functions and trigger that work them out from the share periods.
-- The rollup triggers go first: the backfill below changes no figure, and would otherwise make
-- every rollup subtract and add every row back.
DROP TRIGGER IF EXISTS statistics_rollup_insert ON statistics;--> statement-breakpoint
DROP TRIGGER IF EXISTS statistics_rollup_update ON statistics;--> statement-breakpoint
DROP TRIGGER IF EXISTS statistics_rollup_delete ON statistics;--> statement-breakpoint
CREATE TABLE "statistic_key_days" (
	"website_id" integer NOT NULL,
	"placement_group_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"date" date NOT NULL,
	"status" varchar(16) NOT NULL,
	"complete" boolean NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"requests" bigint DEFAULT 0 NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"viewable_impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"revenue" numeric(30, 6) DEFAULT '0' NOT NULL,
	"supplier_after" numeric(30, 6) DEFAULT '0' NOT NULL,
	"pmp_after" numeric(30, 6) DEFAULT '0' NOT NULL,
	"platform_after" numeric(30, 6) DEFAULT '0' NOT NULL,
	"network_after" numeric(30, 6) DEFAULT '0' NOT NULL,
	CONSTRAINT "statistic_key_days_pk" PRIMARY KEY("website_id","date","group_id","placement_group_id","supplier_id","status","complete")
);
--> statement-breakpoint
ALTER TABLE "statistics" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "statistics" ADD COLUMN "network_id" integer;--> statement-breakpoint
-- The keys as they are now (a refresh of a day re-copies them the same way).
UPDATE "statistics" s SET group_id = d.group_id, network_id = w.network_id
FROM placement_group_data d JOIN placement_groups pg ON pg.id = d.placement_group_id JOIN websites w ON w.id = pg.website_id
WHERE d.id = s.data_id;--> statement-breakpoint
ALTER TABLE "statistics" ALTER COLUMN "group_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "statistic_key_days_supplier_idx" ON "statistic_key_days" USING btree ("supplier_id","group_id","date");--> statement-breakpoint
-- The sums every rollup already holds, by the finest key: the figures reports and invoices showed
-- stay as they were. A row written before share periods (or under a format or network it has
-- since left) may read differently with the periods now; its day's sums follow when a refresh or
-- a share period's walk rebuilds that day.
INSERT INTO statistic_key_days (website_id, placement_group_id, supplier_id, group_id, date, status, complete, rows,
  requests, impressions, viewable_impressions, clicks, revenue, supplier_after, pmp_after, platform_after, network_after)
SELECT website_id, placement_group_id, supplier_id, group_id, date, status, complete, count(*),
  sum(requests), sum(impressions), sum(viewable_impressions), sum(clicks), sum(revenue), sum(supplier_after), sum(pmp_after),
  sum(platform_after), sum(network_after)
FROM statistics GROUP BY website_id, placement_group_id, supplier_id, group_id, date, status, complete;

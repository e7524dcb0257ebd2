CREATE TABLE "statistic_website_totals" (
	"website_id" integer NOT NULL,
	"date" date NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"revenue" numeric(20, 6) DEFAULT '0' NOT NULL,
	"platform_after" numeric(20, 6) DEFAULT '0' NOT NULL,
	"network_after" numeric(20, 6) DEFAULT '0' NOT NULL,
	CONSTRAINT "statistic_website_totals_website_id_date_pk" PRIMARY KEY("website_id","date")
);
--> statement-breakpoint
CREATE INDEX "statistic_website_totals_revenue_idx" ON "statistic_website_totals" USING btree ("date","revenue" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "statistic_website_totals_platform_idx" ON "statistic_website_totals" USING btree ("date","platform_after" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "statistic_website_totals_network_idx" ON "statistic_website_totals" USING btree ("date","network_after" DESC NULLS LAST);--> statement-breakpoint
-- The rollup trigger keeps statistic_website_totals too: the active rows of each website and day,
-- whatever their completeness (the dashboard's yesterday table reads its top rows by index).
CREATE OR REPLACE FUNCTION pubdesk_statistics_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text;
  rollup record;
BEGIN
  changes := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_rows'
    ELSE 'SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1 AS sign, * FROM old_rows'
  END;
  FOR rollup IN
    SELECT * FROM (VALUES
      ('statistic_website_days', 'website_id'),
      ('statistic_group_days', 'website_id, placement_group_id'),
      ('statistic_supplier_days', 'website_id, supplier_id'),
      ('statistic_source_days', 'supplier_id')
    ) AS r(target, keys)
  LOOP
    EXECUTE format($sql$
      INSERT INTO %1$I AS r (%2$s, date, status, complete, rows, requests, impressions, viewable_impressions, clicks,
                             revenue, supplier_after, pmp_after, platform_after, network_after)
      SELECT %2$s, date, status, complete, sum(sign), sum(sign * requests), sum(sign * impressions),
             sum(sign * viewable_impressions), sum(sign * clicks), sum(sign * revenue), sum(sign * supplier_after),
             sum(sign * pmp_after), sum(sign * platform_after), sum(sign * network_after)
      FROM (%3$s) AS c
      GROUP BY %2$s, date, status, complete
      ON CONFLICT (%2$s, date, status, complete) DO UPDATE SET
        rows = r.rows + excluded.rows,
        requests = r.requests + excluded.requests,
        impressions = r.impressions + excluded.impressions,
        viewable_impressions = r.viewable_impressions + excluded.viewable_impressions,
        clicks = r.clicks + excluded.clicks,
        revenue = r.revenue + excluded.revenue,
        supplier_after = r.supplier_after + excluded.supplier_after,
        pmp_after = r.pmp_after + excluded.pmp_after,
        platform_after = r.platform_after + excluded.platform_after,
        network_after = r.network_after + excluded.network_after
    $sql$, rollup.target, rollup.keys, changes);
    IF TG_OP <> 'INSERT' THEN
      EXECUTE format(
        'DELETE FROM %1$I WHERE rows = 0 AND (%2$s, date, status, complete) IN (SELECT %2$s, date, status, complete FROM old_rows)',
        rollup.target, rollup.keys);
    END IF;
  END LOOP;
  EXECUTE format($sql$
    INSERT INTO statistic_website_totals AS r (website_id, date, rows, revenue, platform_after, network_after)
    SELECT website_id, date, sum(sign), sum(sign * revenue), sum(sign * platform_after), sum(sign * network_after)
    FROM (%1$s) AS c
    WHERE status = 'active'
    GROUP BY website_id, date
    ON CONFLICT (website_id, date) DO UPDATE SET
      rows = r.rows + excluded.rows,
      revenue = r.revenue + excluded.revenue,
      platform_after = r.platform_after + excluded.platform_after,
      network_after = r.network_after + excluded.network_after
  $sql$, changes);
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM statistic_website_totals
    WHERE rows = 0 AND (website_id, date) IN (SELECT website_id, date FROM old_rows);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pubdesk_statistics_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM statistic_website_days;
  DELETE FROM statistic_group_days;
  DELETE FROM statistic_supplier_days;
  DELETE FROM statistic_source_days;
  DELETE FROM statistic_website_totals;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Rows written before this migration: summed from the per-website rollup.
INSERT INTO statistic_website_totals (website_id, date, rows, revenue, platform_after, network_after)
SELECT website_id, date, sum(rows), sum(revenue), sum(platform_after), sum(network_after)
FROM statistic_website_days WHERE status = 'active' GROUP BY website_id, date;

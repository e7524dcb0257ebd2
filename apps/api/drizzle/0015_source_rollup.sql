-- A demand source's days over every website, kept by the same trigger as the other rollups.
CREATE TABLE "statistic_source_days" (
	"supplier_id" integer NOT NULL,
	"date" date NOT NULL,
	"status" varchar(16) NOT NULL,
	"complete" boolean NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"requests" bigint DEFAULT 0 NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"viewable_impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"revenue" numeric(20, 6) DEFAULT '0' NOT NULL,
	"supplier_after" numeric(20, 6) DEFAULT '0' NOT NULL,
	"pmp_after" numeric(20, 6) DEFAULT '0' NOT NULL,
	"platform_after" numeric(20, 6) DEFAULT '0' NOT NULL,
	"network_after" numeric(20, 6) DEFAULT '0' NOT NULL,
	CONSTRAINT "statistic_source_days_supplier_id_date_status_complete_pk" PRIMARY KEY("supplier_id","date","status","complete")
);

--> statement-breakpoint
-- The rollup trigger now keeps statistic_source_days too.
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
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Rows written before this migration: summed from the per-website rollup.
INSERT INTO statistic_source_days (supplier_id, date, status, complete, rows, requests, impressions, viewable_impressions, clicks,
  revenue, supplier_after, pmp_after, platform_after, network_after)
SELECT supplier_id, date, status, complete, sum(rows), sum(requests), sum(impressions), sum(viewable_impressions), sum(clicks),
  sum(revenue), sum(supplier_after), sum(pmp_after), sum(platform_after), sum(network_after)
FROM statistic_supplier_days GROUP BY supplier_id, date, status, complete;

CREATE TABLE "statistic_format_totals" (
	"website_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"date" date NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"revenue" numeric(20, 6) DEFAULT '0' NOT NULL,
	"platform_after" numeric(20, 6) DEFAULT '0' NOT NULL,
	"network_after" numeric(20, 6) DEFAULT '0' NOT NULL,
	CONSTRAINT "statistic_format_totals_website_id_group_id_date_pk" PRIMARY KEY("website_id","group_id","date")
);
--> statement-breakpoint
CREATE TABLE "statistic_ranking_counts" (
	"ranking" varchar(16) NOT NULL,
	"date" date NOT NULL,
	"keys" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "statistic_ranking_counts_ranking_date_pk" PRIMARY KEY("ranking","date")
);
--> statement-breakpoint
DROP INDEX "websites_status_idx";--> statement-breakpoint
CREATE INDEX "statistic_format_totals_revenue_idx" ON "statistic_format_totals" USING btree ("date","revenue" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "statistic_format_totals_platform_idx" ON "statistic_format_totals" USING btree ("date","platform_after" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "statistic_format_totals_network_idx" ON "statistic_format_totals" USING btree ("date","network_after" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "statistic_group_days_placement_group_idx" ON "statistic_group_days" USING btree ("placement_group_id");--> statement-breakpoint
CREATE INDEX "websites_status_idx" ON "websites" USING btree ("status","network_id");--> statement-breakpoint
-- The rollup trigger keeps statistic_format_totals too: the active rows of each website, format
-- (the placement group's group type when the row is written) and day. Restated whole (a CREATE OR
-- REPLACE must); the rest is as migration 0029 left it.
CREATE OR REPLACE FUNCTION pubdesk_statistics_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text;
  rollup record;
BEGIN
  -- A placement group moved to another format moves its sums under the exclusive form of this
  -- lock (pubdesk_placement_group_format_moved): it waits for every statistics write in flight,
  -- and a write that follows it reads the group's new format.
  PERFORM pg_advisory_xact_lock_shared(7340034);
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
  -- Each totals table's keys of a day are counted in statistic_ranking_counts as they come (a
  -- row the upsert inserted: xmax 0) and go (a row at 0 deleted), so the ranking's count is one
  -- row, not a count of every key of the day. Counters are taken in day order (no deadlock
  -- between two writers of the same days).
  EXECUTE format($sql$
    WITH up AS (
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
      RETURNING r.date, r.xmax = 0 AS added
    )
    INSERT INTO statistic_ranking_counts AS n (ranking, date, keys)
    SELECT 'website', date, count(*) FROM up WHERE added GROUP BY date ORDER BY date
    ON CONFLICT (ranking, date) DO UPDATE SET keys = n.keys + excluded.keys
  $sql$, changes);
  IF TG_OP <> 'INSERT' THEN
    WITH gone AS (
      DELETE FROM statistic_website_totals
      WHERE rows = 0 AND (website_id, date) IN (SELECT website_id, date FROM old_rows)
      RETURNING date
    )
    UPDATE statistic_ranking_counts AS n SET keys = n.keys - g.removed
    FROM (SELECT date, count(*)::int AS removed FROM gone GROUP BY date) AS g
    WHERE n.ranking = 'website' AND n.date = g.date;
  END IF;
  EXECUTE format($sql$
    WITH up AS (
      INSERT INTO statistic_format_totals AS r (website_id, group_id, date, rows, revenue, platform_after, network_after)
      SELECT c.website_id, pg.group_id, c.date, sum(sign), sum(sign * c.revenue), sum(sign * c.platform_after),
             sum(sign * c.network_after)
      FROM (%1$s) AS c
      JOIN placement_groups pg ON pg.id = c.placement_group_id
      WHERE c.status = 'active'
      GROUP BY c.website_id, pg.group_id, c.date
      ON CONFLICT (website_id, group_id, date) DO UPDATE SET
        rows = r.rows + excluded.rows,
        revenue = r.revenue + excluded.revenue,
        platform_after = r.platform_after + excluded.platform_after,
        network_after = r.network_after + excluded.network_after
      RETURNING r.date, r.xmax = 0 AS added
    )
    INSERT INTO statistic_ranking_counts AS n (ranking, date, keys)
    SELECT 'format', date, count(*) FROM up WHERE added GROUP BY date ORDER BY date
    ON CONFLICT (ranking, date) DO UPDATE SET keys = n.keys + excluded.keys
  $sql$, changes);
  IF TG_OP <> 'INSERT' THEN
    WITH gone AS (
      DELETE FROM statistic_format_totals
      WHERE rows = 0 AND (website_id, date) IN (SELECT website_id, date FROM old_rows)
      RETURNING date
    )
    UPDATE statistic_ranking_counts AS n SET keys = n.keys - g.removed
    FROM (SELECT date, count(*)::int AS removed FROM gone GROUP BY date) AS g
    WHERE n.ranking = 'format' AND n.date = g.date;
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
  DELETE FROM statistic_format_totals;
  DELETE FROM statistic_ranking_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
--> statement-breakpoint
-- A placement group moved to another format takes its days' sums along (from its own rollup),
-- under the lock every statistics write takes shared: no write in flight is counted under a
-- format the group no longer has. A rare edit: a statement per day of the group's statistics.
CREATE FUNCTION pubdesk_placement_group_format_moved() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved record;
  removed int;
  added boolean;
BEGIN
  PERFORM pg_advisory_xact_lock(7340034);
  FOR moved IN
    SELECT website_id, date, sum(rows)::int AS rows, sum(revenue) AS revenue, sum(platform_after) AS platform_after,
           sum(network_after) AS network_after
    FROM statistic_group_days WHERE placement_group_id = NEW.id AND status = 'active' GROUP BY website_id, date
  LOOP
    UPDATE statistic_format_totals SET
      rows = rows - moved.rows,
      revenue = revenue - moved.revenue,
      platform_after = platform_after - moved.platform_after,
      network_after = network_after - moved.network_after
    WHERE website_id = moved.website_id AND group_id = OLD.group_id AND date = moved.date;
    DELETE FROM statistic_format_totals
    WHERE website_id = moved.website_id AND group_id = OLD.group_id AND date = moved.date AND rows = 0;
    GET DIAGNOSTICS removed = ROW_COUNT;
    INSERT INTO statistic_format_totals AS r (website_id, group_id, date, rows, revenue, platform_after, network_after)
    VALUES (moved.website_id, NEW.group_id, moved.date, moved.rows, moved.revenue, moved.platform_after, moved.network_after)
    ON CONFLICT (website_id, group_id, date) DO UPDATE SET
      rows = r.rows + excluded.rows,
      revenue = r.revenue + excluded.revenue,
      platform_after = r.platform_after + excluded.platform_after,
      network_after = r.network_after + excluded.network_after
    RETURNING r.xmax = 0 INTO added;
    UPDATE statistic_ranking_counts SET keys = keys - removed + added::int WHERE ranking = 'format' AND date = moved.date;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER placement_groups_format_moved AFTER UPDATE OF group_id ON placement_groups
FOR EACH ROW WHEN (OLD.group_id IS DISTINCT FROM NEW.group_id) EXECUTE FUNCTION pubdesk_placement_group_format_moved();
--> statement-breakpoint
-- Rows written before this migration: summed from the per-placement-group rollup.
INSERT INTO statistic_format_totals (website_id, group_id, date, rows, revenue, platform_after, network_after)
SELECT d.website_id, pg.group_id, d.date, sum(d.rows), sum(d.revenue), sum(d.platform_after), sum(d.network_after)
FROM statistic_group_days d JOIN placement_groups pg ON pg.id = d.placement_group_id
WHERE d.status = 'active' GROUP BY d.website_id, pg.group_id, d.date;
--> statement-breakpoint
INSERT INTO statistic_ranking_counts (ranking, date, keys)
SELECT 'website', date, count(*) FROM statistic_website_totals GROUP BY date
UNION ALL
SELECT 'format', date, count(*) FROM statistic_format_totals GROUP BY date;

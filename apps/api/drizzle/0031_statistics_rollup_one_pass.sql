-- Two changes that make rewriting a day of statistics cheap (a backdated share's recomputation,
-- a day imported again):
-- 1. The rollup trigger in one pass: the statement's new and old rows are each summed once by their
--    finest key (website, placement group, demand source, day, status, completeness) and every
--    rollup is summed from those few rows, in one statement; before, each of the six rollups read
--    and summed every changed row again (a day of 2,740 rows rewritten: the trigger ~47 -> ~11 ms
--    on PostgreSQL 15). Rollup rows are deleted at 0 only when an upsert left one at 0.
-- 2. Every month's partition keeps half of each page free (fillfactor 50): a row rewritten with
--    new shares then gets its new version on its own page (a HOT update: no index entry, no new
--    page), and a day of a format rewritten in one transaction needs room for every row's second
--    version. The table takes about twice the disk; bench:recompute at 1M rewritten statistics:
--    15.3 s at fillfactor 100, 10.7 s at 70, 8.7-9.2 s at 50. Existing partitions take the setting
--    for the pages written from now on.
-- Restated whole (a CREATE OR REPLACE must); what it keeps is as migration 0030 left it.
CREATE OR REPLACE FUNCTION pubdesk_statistics_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  side text;
  changes text;
  day_rollups text;
  zeroed integer;
  rollup record;
BEGIN
  -- A placement group moved to another format moves its sums under the exclusive form of this
  -- lock (pubdesk_placement_group_format_moved): it waits for every statistics write in flight,
  -- and a write that follows it reads the group's new format.
  PERFORM pg_advisory_xact_lock_shared(7340034);
  -- Each side of the change summed by its finest key on its own (new rows +, old rows -): each
  -- figure is summed once a row, not multiplied by a sign first.
  side := 'SELECT website_id, placement_group_id, supplier_id, date, status, complete, %1$scount(*) AS rows,
      %1$ssum(requests) AS requests, %1$ssum(impressions) AS impressions, %1$ssum(viewable_impressions) AS viewable_impressions,
      %1$ssum(clicks) AS clicks, %1$ssum(revenue) AS revenue, %1$ssum(supplier_after) AS supplier_after,
      %1$ssum(pmp_after) AS pmp_after, %1$ssum(platform_after) AS platform_after, %1$ssum(network_after) AS network_after
    FROM %2$s GROUP BY website_id, placement_group_id, supplier_id, date, status, complete';
  changes := CASE TG_OP
    WHEN 'INSERT' THEN format(side, '', 'new_rows')
    WHEN 'DELETE' THEN format(side, '-', 'old_rows')
    ELSE format(side, '', 'new_rows') || ' UNION ALL ' || format(side, '-', 'old_rows')
  END;
  -- The four day rollups, each an upsert of the finest sums (c) grouped by its own key.
  SELECT string_agg(format($cte$
    %1$s AS (
      INSERT INTO %2$I AS r (%3$s, date, status, complete, rows, requests, impressions, viewable_impressions, clicks,
                             revenue, supplier_after, pmp_after, platform_after, network_after)
      SELECT %3$s, date, status, complete, sum(rows), sum(requests), sum(impressions), sum(viewable_impressions), sum(clicks),
             sum(revenue), sum(supplier_after), sum(pmp_after), sum(platform_after), sum(network_after)
      FROM c GROUP BY %3$s, date, status, complete
      ON CONFLICT (%3$s, date, status, complete) DO UPDATE SET
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
      RETURNING r.rows = 0 AS zero
    )$cte$, name, target, keys), ',')
  INTO day_rollups
  FROM (VALUES
    ('wd', 'statistic_website_days', 'website_id'),
    ('gd', 'statistic_group_days', 'website_id, placement_group_id'),
    ('sd', 'statistic_supplier_days', 'website_id, supplier_id'),
    ('so', 'statistic_source_days', 'supplier_id')
  ) AS r(name, target, keys);
  -- Each totals table's keys of a day are counted in statistic_ranking_counts as they come (a
  -- row the upsert inserted: xmax 0) and go (a row at 0 deleted), so the ranking's count is one
  -- row, not a count of every key of the day. Counters are taken website first, then format,
  -- each in day order (no deadlock between two writers of the same days). The statement answers
  -- how many rollup rows it left at 0.
  EXECUTE format($sql$
    WITH c AS MATERIALIZED (
      SELECT website_id, placement_group_id, supplier_id, date, status, complete, sum(rows) AS rows,
             sum(requests) AS requests, sum(impressions) AS impressions, sum(viewable_impressions) AS viewable_impressions,
             sum(clicks) AS clicks, sum(revenue) AS revenue, sum(supplier_after) AS supplier_after, sum(pmp_after) AS pmp_after,
             sum(platform_after) AS platform_after, sum(network_after) AS network_after
      FROM (%1$s) AS x
      GROUP BY website_id, placement_group_id, supplier_id, date, status, complete
    ),
    %2$s,
    wt AS (
      INSERT INTO statistic_website_totals AS r (website_id, date, rows, revenue, platform_after, network_after)
      SELECT website_id, date, sum(rows), sum(revenue), sum(platform_after), sum(network_after)
      FROM c WHERE status = 'active' GROUP BY website_id, date
      ON CONFLICT (website_id, date) DO UPDATE SET
        rows = r.rows + excluded.rows,
        revenue = r.revenue + excluded.revenue,
        platform_after = r.platform_after + excluded.platform_after,
        network_after = r.network_after + excluded.network_after
      RETURNING r.date, r.xmax = 0 AS added, r.rows = 0 AS zero
    ),
    ft AS (
      INSERT INTO statistic_format_totals AS r (website_id, group_id, date, rows, revenue, platform_after, network_after)
      SELECT c.website_id, pg.group_id, c.date, sum(c.rows), sum(c.revenue), sum(c.platform_after), sum(c.network_after)
      FROM c JOIN placement_groups pg ON pg.id = c.placement_group_id
      WHERE c.status = 'active' GROUP BY c.website_id, pg.group_id, c.date
      ON CONFLICT (website_id, group_id, date) DO UPDATE SET
        rows = r.rows + excluded.rows,
        revenue = r.revenue + excluded.revenue,
        platform_after = r.platform_after + excluded.platform_after,
        network_after = r.network_after + excluded.network_after
      RETURNING r.date, r.xmax = 0 AS added, r.rows = 0 AS zero
    ),
    counted AS (
      INSERT INTO statistic_ranking_counts AS n (ranking, date, keys)
      SELECT ranking, date, count(*) FROM (
        SELECT 'website' AS ranking, date FROM wt WHERE added
        UNION ALL SELECT 'format', date FROM ft WHERE added
      ) AS a GROUP BY ranking, date ORDER BY ranking DESC, date
      ON CONFLICT (ranking, date) DO UPDATE SET keys = n.keys + excluded.keys
    )
    SELECT count(*) FROM (
      SELECT zero FROM wd UNION ALL SELECT zero FROM gd UNION ALL SELECT zero FROM sd UNION ALL SELECT zero FROM so
      UNION ALL SELECT zero FROM wt UNION ALL SELECT zero FROM ft
    ) AS z WHERE zero
  $sql$, changes, day_rollups) INTO zeroed;
  IF zeroed = 0 OR TG_OP = 'INSERT' THEN
    RETURN NULL;
  END IF;
  FOR rollup IN
    SELECT * FROM (VALUES
      ('statistic_website_days', 'website_id'),
      ('statistic_group_days', 'website_id, placement_group_id'),
      ('statistic_supplier_days', 'website_id, supplier_id'),
      ('statistic_source_days', 'supplier_id')
    ) AS r(target, keys)
  LOOP
    EXECUTE format(
      'DELETE FROM %1$I WHERE rows = 0 AND (%2$s, date, status, complete) IN (SELECT %2$s, date, status, complete FROM old_rows)',
      rollup.target, rollup.keys);
  END LOOP;
  -- A totals row gone is a key fewer in its ranking's count of the day.
  FOR rollup IN
    SELECT * FROM (VALUES ('statistic_website_totals', 'website'), ('statistic_format_totals', 'format')) AS r(target, ranking)
  LOOP
    EXECUTE format($sql$
      WITH gone AS (
        DELETE FROM %1$I
        WHERE rows = 0 AND (website_id, date) IN (SELECT website_id, date FROM old_rows)
        RETURNING date
      )
      UPDATE statistic_ranking_counts AS n SET keys = n.keys - g.removed
      FROM (SELECT date, count(*)::int AS removed FROM gone GROUP BY date) AS g
      WHERE n.ranking = %2$L AND n.date = g.date
    $sql$, rollup.target, rollup.ranking);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- As migration 0011 made it, with the partition's fillfactor.
CREATE OR REPLACE FUNCTION pubdesk_statistics_partition(day date) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  first_day date := date_trunc('month', day)::date;
  next_first date := (date_trunc('month', day) + interval '1 month')::date;
  partition_name text := 'statistics_' || to_char(date_trunc('month', day), 'YYYY_MM');
BEGIN
  IF to_regclass(partition_name) IS NOT NULL THEN
    RETURN;
  END IF;
  IF EXISTS (SELECT 1 FROM statistics_default WHERE date >= first_day AND date < next_first) THEN
    RETURN;
  END IF;
  BEGIN
    EXECUTE format('CREATE TABLE IF NOT EXISTS %I PARTITION OF statistics FOR VALUES FROM (%L) TO (%L) WITH (fillfactor = 50)', partition_name, first_day, next_first);
  EXCEPTION WHEN duplicate_table OR unique_violation THEN
    -- Another transaction made it first.
    NULL;
  END;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  part regclass;
BEGIN
  FOR part IN SELECT inhrelid::regclass FROM pg_inherits WHERE inhparent = 'statistics'::regclass LOOP
    EXECUTE format('ALTER TABLE %s SET (fillfactor = 50)', part);
  END LOOP;
END
$$;

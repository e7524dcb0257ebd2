-- Shares derived when read (issue 32), second half. A statistic no longer stores its shares nor
-- its stages (the rollups keep the sums they had: migration 0040 made the finest one from them): they are worked out from the share periods in force on its day (pubdesk_shares_on,
-- pubdesk_stages) when a row is read, summed by the rollup trigger, or rebuilt. A share period
-- that starts in the past then rewrites the rollups of the days it covers, not every raw row of
-- them (bench:recompute: a year of 10M statistics).
--
-- How the rollups stay exact: the trigger adds a written row's stages and subtracts a removed or
-- changed row's, each worked out with the periods as they are when it runs. Between a period's
-- commit and its walk reaching a day, a row changed on that day is subtracted with the new
-- periods from sums made with the old ones; the walk's rebuild then sets each key of the day to
-- what its rows make now (statistic_key_days, the finest rollup, says what each key held, and the
-- difference is added to every rollup), so whatever order the writes came in, a rebuilt day is
-- exact. A rollup row is deleted only when its count and every sum are 0, so such a difference is
-- never dropped with its row before the rebuild takes it back.
--
-- Statement-level triggers keep their transition tables to the trigger function's own queries,
-- so the SQL is built by functions that answer text and the trigger runs it (EXECUTE).
ALTER TABLE "statistics" DROP COLUMN "supplier_after";--> statement-breakpoint
ALTER TABLE "statistics" DROP COLUMN "pmp_after";--> statement-breakpoint
ALTER TABLE "statistics" DROP COLUMN "platform_after";--> statement-breakpoint
ALTER TABLE "statistics" DROP COLUMN "network_after";--> statement-breakpoint
ALTER TABLE "statistics" DROP COLUMN "supplier_share";--> statement-breakpoint
ALTER TABLE "statistics" DROP COLUMN "pmp_share";--> statement-breakpoint
ALTER TABLE "statistics" DROP COLUMN "platform_share";--> statement-breakpoint
ALTER TABLE "statistics" DROP COLUMN "network_share";--> statement-breakpoint
-- The four shares in force on a day for a key (docs/product-rules.md, "Revenue and shares"): the
-- demand source's for the data item's format, then the website's PMP, platform and network shares
-- for it; none configured flows 100%. A network share made for the row's network wins over one
-- without a network.
CREATE FUNCTION pubdesk_shares_on(p_website integer, p_network integer, p_supplier integer, p_group integer, p_day date)
RETURNS TABLE (supplier_share numeric, pmp_share numeric, platform_share numeric, network_share numeric)
LANGUAGE sql STABLE AS $$
  SELECT
    coalesce((SELECT ss.share FROM supplier_shares ss
      WHERE ss.supplier_id = p_supplier AND ss.group_id = p_group
        AND (ss.start_date IS NULL OR ss.start_date <= p_day) AND (ss.end_date IS NULL OR ss.end_date >= p_day)
      ORDER BY ss.id LIMIT 1), 100),
    coalesce((SELECT s.share FROM shares s
      WHERE s.website_id = p_website AND s.type = 'pmp' AND s.group_id = p_group
        AND (s.start_date IS NULL OR s.start_date <= p_day) AND (s.end_date IS NULL OR s.end_date >= p_day)
      ORDER BY s.network_id IS NULL, s.id LIMIT 1), 100),
    coalesce((SELECT s.share FROM shares s
      WHERE s.website_id = p_website AND s.type = 'platform' AND s.group_id = p_group
        AND (s.start_date IS NULL OR s.start_date <= p_day) AND (s.end_date IS NULL OR s.end_date >= p_day)
      ORDER BY s.network_id IS NULL, s.id LIMIT 1), 100),
    coalesce((SELECT s.share FROM shares s
      WHERE s.website_id = p_website AND s.type = 'network' AND s.group_id = p_group
        AND (s.network_id = p_network OR s.network_id IS NULL)
        AND (s.start_date IS NULL OR s.start_date <= p_day) AND (s.end_date IS NULL OR s.end_date >= p_day)
      ORDER BY s.network_id IS NULL, s.id LIMIT 1), 100)
$$;
--> statement-breakpoint
-- Each stage's revenue after its share: the stage's revenue before (the previous stage's after;
-- the supplier's is the gross) times its share / 100, rounded once to six decimals (half away
-- from zero). The share is made a factor by multiplying (exact), not the product divided by 100
-- (NUMERIC division keeps about sixteen significant digits). Each stage is worked out once and
-- handed to the next (a nested expression would work the first one out four times).
CREATE FUNCTION pubdesk_stages(p_revenue numeric, p_supplier numeric, p_pmp numeric, p_platform numeric, p_network numeric)
RETURNS TABLE (supplier_after numeric, pmp_after numeric, platform_after numeric, network_after numeric)
LANGUAGE sql IMMUTABLE AS $$
  SELECT x1.a1, x2.a2, x3.a3, round(x3.a3 * (p_network * 0.01), 6)
  FROM (SELECT round(p_revenue * (p_supplier * 0.01), 6) AS a1) x1
  CROSS JOIN LATERAL (SELECT round(x1.a1 * (p_pmp * 0.01), 6) AS a2) x2
  CROSS JOIN LATERAL (SELECT round(x2.a2 * (p_platform * 0.01), 6) AS a3) x3
$$;
--> statement-breakpoint
-- The query summing the statistics of `rel` (a table or a parenthesised query of statistics
-- columns) by the finest key, each sum signed by `sign` ('' or '-'), the stages worked out with
-- the periods in force on each row's day: the shares are looked up once per key and day, not
-- once per row.
CREATE FUNCTION pubdesk_staged_sums_sql(rel text, sign text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($q$(
    WITH r AS MATERIALIZED (
      SELECT website_id, placement_group_id, supplier_id, group_id, coalesce(network_id, 0) AS network_key, date, status,
             complete, requests, impressions, viewable_impressions, clicks, revenue
      FROM %1$s AS x
    ), k AS MATERIALIZED (
      SELECT kk.website_id, kk.network_key, kk.supplier_id, kk.group_id, kk.date, sh.*
      FROM (SELECT DISTINCT website_id, network_key, supplier_id, group_id, date FROM r) AS kk
      CROSS JOIN LATERAL pubdesk_shares_on(kk.website_id, nullif(kk.network_key, 0), kk.supplier_id, kk.group_id, kk.date) AS sh
    )
    SELECT r.website_id, r.placement_group_id, r.supplier_id, r.group_id, r.date, r.status, r.complete,
      %2$scount(*) AS rows, %2$ssum(r.requests) AS requests, %2$ssum(r.impressions) AS impressions,
      %2$ssum(r.viewable_impressions) AS viewable_impressions, %2$ssum(r.clicks) AS clicks, %2$ssum(r.revenue) AS revenue,
      %2$ssum(st.supplier_after) AS supplier_after, %2$ssum(st.pmp_after) AS pmp_after,
      %2$ssum(st.platform_after) AS platform_after, %2$ssum(st.network_after) AS network_after
    FROM r
    JOIN k ON k.website_id = r.website_id AND k.network_key = r.network_key AND k.supplier_id = r.supplier_id
      AND k.group_id = r.group_id AND k.date = r.date
    CROSS JOIN LATERAL pubdesk_stages(r.revenue, k.supplier_share, k.pmp_share, k.platform_share, k.network_share) AS st
    GROUP BY r.website_id, r.placement_group_id, r.supplier_id, r.group_id, r.date, r.status, r.complete
  )$q$, rel, sign)
$$;
--> statement-breakpoint
-- The statement adding `changes` (signed sums by the finest key, as pubdesk_staged_sums_sql
-- answers) to every rollup: the finest keys summed once, each rollup an upsert of them grouped by
-- its own key, in one statement. Each totals table's keys of a day are counted in
-- statistic_ranking_counts as they come (a row the upsert inserted: xmax 0); counters are taken
-- website first, then format, each in day order (no deadlock between two writers of the same
-- days). The statement answers how many rollup rows it left with nothing in them.
CREATE FUNCTION pubdesk_rollup_apply_sql(changes text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  day_rollups text;
BEGIN
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
      RETURNING r.rows = 0 AND r.requests = 0 AND r.impressions = 0 AND r.viewable_impressions = 0 AND r.clicks = 0
        AND r.revenue = 0 AND r.supplier_after = 0 AND r.pmp_after = 0 AND r.platform_after = 0 AND r.network_after = 0 AS zero
    )$cte$, name, target, keys), ',')
  INTO day_rollups
  FROM (VALUES
    ('kd', 'statistic_key_days', 'website_id, placement_group_id, supplier_id, group_id'),
    ('wd', 'statistic_website_days', 'website_id'),
    ('gd', 'statistic_group_days', 'website_id, placement_group_id'),
    ('sd', 'statistic_supplier_days', 'website_id, supplier_id'),
    ('so', 'statistic_source_days', 'supplier_id')
  ) AS r(name, target, keys);
  RETURN format($sql$
    WITH c AS MATERIALIZED (
      SELECT website_id, placement_group_id, supplier_id, group_id, date, status, complete, sum(rows) AS rows,
             sum(requests) AS requests, sum(impressions) AS impressions, sum(viewable_impressions) AS viewable_impressions,
             sum(clicks) AS clicks, sum(revenue) AS revenue, sum(supplier_after) AS supplier_after, sum(pmp_after) AS pmp_after,
             sum(platform_after) AS platform_after, sum(network_after) AS network_after
      FROM (%1$s) AS x
      GROUP BY website_id, placement_group_id, supplier_id, group_id, date, status, complete
      -- A key the change leaves as it was is not written (a day rebuilt with the same shares).
      HAVING sum(rows) <> 0 OR sum(requests) <> 0 OR sum(impressions) <> 0 OR sum(viewable_impressions) <> 0
        OR sum(clicks) <> 0 OR sum(revenue) <> 0 OR sum(supplier_after) <> 0 OR sum(pmp_after) <> 0
        OR sum(platform_after) <> 0 OR sum(network_after) <> 0
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
      RETURNING r.date, r.xmax = 0 AS added,
        r.rows = 0 AND r.revenue = 0 AND r.platform_after = 0 AND r.network_after = 0 AS zero
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
      RETURNING r.date, r.xmax = 0 AS added,
        r.rows = 0 AND r.revenue = 0 AND r.platform_after = 0 AND r.network_after = 0 AS zero
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
      SELECT zero FROM kd UNION ALL SELECT zero FROM wd UNION ALL SELECT zero FROM gd UNION ALL SELECT zero FROM sd
      UNION ALL SELECT zero FROM so UNION ALL SELECT zero FROM wt UNION ALL SELECT zero FROM ft
    ) AS z WHERE zero
  $sql$, changes, day_rollups);
END
$$;
--> statement-breakpoint
-- The statements deleting the rollup rows left with nothing in them among the keys of `keys_rel`
-- (rows with every rollup's key columns: raw rows, or statistic_key_days rows), the finest rollup
-- last (a rebuild names its keys from it); a totals row gone is a key fewer in its ranking's count.
CREATE FUNCTION pubdesk_rollup_zero_deletes_sql(keys_rel text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT array_agg(statement ORDER BY n) FROM (
    SELECT n, format(
      'DELETE FROM %1$I WHERE rows = 0 AND requests = 0 AND impressions = 0 AND viewable_impressions = 0 AND clicks = 0
         AND revenue = 0 AND supplier_after = 0 AND pmp_after = 0 AND platform_after = 0 AND network_after = 0
         AND (%2$s, date, status, complete) IN (SELECT %2$s, date, status, complete FROM %3$s AS k)',
      target, keys, keys_rel) AS statement
    FROM (VALUES
      (1, 'statistic_website_days', 'website_id'),
      (2, 'statistic_group_days', 'website_id, placement_group_id'),
      (3, 'statistic_supplier_days', 'website_id, supplier_id'),
      (4, 'statistic_source_days', 'supplier_id'),
      (7, 'statistic_key_days', 'website_id, placement_group_id, supplier_id, group_id')
    ) AS r(n, target, keys)
    UNION ALL
    SELECT n, format($sql$
      WITH gone AS (
        DELETE FROM %1$I
        WHERE rows = 0 AND revenue = 0 AND platform_after = 0 AND network_after = 0
          AND (website_id, date) IN (SELECT website_id, date FROM %3$s AS k)
        RETURNING date
      )
      UPDATE statistic_ranking_counts AS n SET keys = n.keys - g.removed
      FROM (SELECT date, count(*)::int AS removed FROM gone GROUP BY date) AS g
      WHERE n.ranking = %2$L AND n.date = g.date
    $sql$, target, ranking, keys_rel)
    FROM (VALUES (5, 'statistic_website_totals', 'website'), (6, 'statistic_format_totals', 'format')) AS t(n, target, ranking)
  ) AS s
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pubdesk_statistics_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text;
  zeroed integer;
  statement text;
BEGIN
  -- A placement group moved to another format moves its sums under the exclusive form of this
  -- lock (pubdesk_placement_group_format_moved): it waits for every statistics write in flight,
  -- and a write that follows it reads the group's new format.
  PERFORM pg_advisory_xact_lock_shared(7340034);
  changes := CASE TG_OP
    WHEN 'INSERT' THEN pubdesk_staged_sums_sql('new_rows', '')
    WHEN 'DELETE' THEN pubdesk_staged_sums_sql('old_rows', '-')
    ELSE pubdesk_staged_sums_sql('new_rows', '') || ' UNION ALL ' || pubdesk_staged_sums_sql('old_rows', '-')
  END;
  EXECUTE pubdesk_rollup_apply_sql(changes) INTO zeroed;
  IF zeroed = 0 OR TG_OP = 'INSERT' THEN
    RETURN NULL;
  END IF;
  FOREACH statement IN ARRAY pubdesk_rollup_zero_deletes_sql('old_rows') LOOP
    EXECUTE statement;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER statistics_rollup_insert AFTER INSERT ON statistics
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pubdesk_statistics_rollup();
--> statement-breakpoint
CREATE TRIGGER statistics_rollup_update AFTER UPDATE ON statistics
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pubdesk_statistics_rollup();
--> statement-breakpoint
CREATE TRIGGER statistics_rollup_delete AFTER DELETE ON statistics
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pubdesk_statistics_rollup();
--> statement-breakpoint
-- The keys a rebuild sets (statistic_key_days rows of a format, `p_group`, of a website,
-- `p_website`, or of a demand source, `p_supplier`, on `p_day`), as a parenthesised query.
CREATE FUNCTION pubdesk_rebuild_keys_sql(p_website integer, p_supplier integer, p_group integer, p_day date)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format('(SELECT * FROM statistic_key_days WHERE group_id = %s AND date = %L AND %s)', p_group, p_day,
    CASE WHEN p_website IS NOT NULL THEN format('website_id = %s', p_website) ELSE format('supplier_id = %s', p_supplier) END)
$$;
--> statement-breakpoint
-- The statement a rebuild runs: what the keys' rows make now, less what the keys hold, added to
-- every rollup. The rows are found by the website and day of each key (an index), then the
-- format and demand source.
CREATE FUNCTION pubdesk_rebuild_sql(p_website integer, p_supplier integer, p_group integer, p_day date)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT pubdesk_rollup_apply_sql(
    pubdesk_staged_sums_sql(format(
      '(SELECT s.* FROM statistics s WHERE s.date = %1$L AND s.group_id = %2$s AND %3$s
          AND s.website_id IN (SELECT DISTINCT website_id FROM %4$s AS k))',
      p_day, p_group,
      CASE WHEN p_website IS NOT NULL THEN format('s.website_id = %s', p_website) ELSE format('s.supplier_id = %s', p_supplier) END,
      pubdesk_rebuild_keys_sql(p_website, p_supplier, p_group, p_day)), '')
    || format(' UNION ALL SELECT website_id, placement_group_id, supplier_id, group_id, date, status, complete, -rows, -requests,
        -impressions, -viewable_impressions, -clicks, -revenue, -supplier_after, -pmp_after, -platform_after, -network_after
      FROM %s AS k', pubdesk_rebuild_keys_sql(p_website, p_supplier, p_group, p_day)))
$$;
--> statement-breakpoint
-- A share period's walk, one day: the keys of a format (`p_group`, the data items' format) of a
-- website (`p_website`) or of a demand source over every website (`p_supplier`) are set to what
-- their rows of `p_day` make with the periods in force now, and the difference is added to every
-- rollup. Two rebuilds of one day take turns (each adds a difference to what the other read);
-- statistics writes need not wait (what they add is added on top). Answers how many keys it read.
CREATE FUNCTION pubdesk_statistics_rebuild(p_website integer, p_supplier integer, p_group integer, p_day date)
RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  keys text := pubdesk_rebuild_keys_sql(p_website, p_supplier, p_group, p_day);
  found integer;
  zeroed integer;
  statement text;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(7340034);
  PERFORM pg_advisory_xact_lock(7340035, p_day - date '2000-01-01');
  EXECUTE format('SELECT count(*)::int FROM %s AS k', keys) INTO found;
  IF found = 0 THEN
    RETURN 0;
  END IF;
  EXECUTE pubdesk_rebuild_sql(p_website, p_supplier, p_group, p_day) INTO zeroed;
  IF zeroed > 0 THEN
    FOREACH statement IN ARRAY pubdesk_rollup_zero_deletes_sql(keys) LOOP
      EXECUTE statement;
    END LOOP;
  END IF;
  RETURN found;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pubdesk_statistics_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM statistic_key_days;
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
-- A placement group moved to another format (migration 0030) takes its days' sums along; the old
-- format's row goes only when its count and every sum are 0, as every rollup row now does (a row
-- left at 0 rows with a difference a walk has yet to take back is kept for it).
CREATE OR REPLACE FUNCTION pubdesk_placement_group_format_moved() RETURNS trigger LANGUAGE plpgsql AS $$
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
    WHERE website_id = moved.website_id AND group_id = OLD.group_id AND date = moved.date
      AND rows = 0 AND revenue = 0 AND platform_after = 0 AND network_after = 0;
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

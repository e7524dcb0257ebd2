-- Daily statistics, partitioned by month, and their rollups (modules/statistics/statistics.table.ts).
CREATE TABLE "statistic_group_days" (
	"website_id" integer NOT NULL,
	"placement_group_id" integer NOT NULL,
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
	CONSTRAINT "statistic_group_days_website_id_placement_group_id_date_status_complete_pk" PRIMARY KEY("website_id","placement_group_id","date","status","complete")
);
--> statement-breakpoint
CREATE TABLE "statistic_supplier_days" (
	"website_id" integer NOT NULL,
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
	CONSTRAINT "statistic_supplier_days_website_id_supplier_id_date_status_complete_pk" PRIMARY KEY("website_id","supplier_id","date","status","complete")
);
--> statement-breakpoint
CREATE TABLE "statistic_website_days" (
	"website_id" integer NOT NULL,
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
	CONSTRAINT "statistic_website_days_website_id_date_status_complete_pk" PRIMARY KEY("website_id","date","status","complete")
);
--> statement-breakpoint
CREATE TABLE "statistics" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "statistics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"date" date NOT NULL,
	"data_id" integer NOT NULL,
	"website_id" integer NOT NULL,
	"placement_group_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"complete" boolean DEFAULT false NOT NULL,
	"requests" bigint DEFAULT 0 NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"viewable_impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"revenue" numeric(20, 6) DEFAULT '0' NOT NULL,
	"supplier_after" numeric(20, 6) DEFAULT '0' NOT NULL,
	"pmp_after" numeric(20, 6) DEFAULT '0' NOT NULL,
	"platform_after" numeric(20, 6) DEFAULT '0' NOT NULL,
	"network_after" numeric(20, 6) DEFAULT '0' NOT NULL,
	"supplier_share" numeric(5, 2) DEFAULT '100' NOT NULL,
	"pmp_share" numeric(5, 2) DEFAULT '100' NOT NULL,
	"platform_share" numeric(5, 2) DEFAULT '100' NOT NULL,
	"network_share" numeric(5, 2) DEFAULT '100' NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statistics_id_date_pk" PRIMARY KEY("id","date")
) PARTITION BY RANGE ("date");
--> statement-breakpoint
ALTER TABLE "statistics" ADD CONSTRAINT "statistics_data_id_placement_group_data_id_fk" FOREIGN KEY ("data_id") REFERENCES "public"."placement_group_data"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "statistics_data_id_date_key" ON "statistics" USING btree ("data_id","date");--> statement-breakpoint
CREATE INDEX "statistics_website_date_idx" ON "statistics" USING btree ("website_id","date");--> statement-breakpoint
-- Rows of a month without its own partition land here, so a write never fails for want of one.
CREATE TABLE "statistics_default" PARTITION OF "statistics" DEFAULT;
--> statement-breakpoint
-- Makes the partition of the month holding `day`, unless it exists. The service calls it before
-- writing a month for the first time. A month whose rows already sit in the default partition
-- keeps them there (making its partition would have to move them past the rollup triggers).
CREATE FUNCTION pubdesk_statistics_partition(day date) RETURNS void LANGUAGE plpgsql AS $$
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
    EXECUTE format('CREATE TABLE IF NOT EXISTS %I PARTITION OF statistics FOR VALUES FROM (%L) TO (%L)', partition_name, first_day, next_first);
  EXCEPTION WHEN duplicate_table OR unique_violation THEN
    -- Another transaction made it first.
    NULL;
  END;
END
$$;
--> statement-breakpoint
-- Keeps the three rollups in step with every insert, update and delete of statistics, in the
-- same transaction: each statement's rows are summed per rollup key (+ for new rows, - for old
-- ones) and added to the rollup rows, and a rollup row that covers no raw row any more goes.
CREATE FUNCTION pubdesk_statistics_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
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
      ('statistic_supplier_days', 'website_id, supplier_id')
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
CREATE TRIGGER statistics_rollup_insert AFTER INSERT ON statistics
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pubdesk_statistics_rollup();
--> statement-breakpoint
CREATE TRIGGER statistics_rollup_update AFTER UPDATE ON statistics
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pubdesk_statistics_rollup();
--> statement-breakpoint
CREATE TRIGGER statistics_rollup_delete AFTER DELETE ON statistics
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pubdesk_statistics_rollup();
--> statement-breakpoint
-- A truncate of the raw rows empties the rollups too (tests, and a full reload). DELETE, not
-- TRUNCATE: the rollups may be named in the same TRUNCATE statement.
CREATE FUNCTION pubdesk_statistics_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM statistic_website_days;
  DELETE FROM statistic_group_days;
  DELETE FROM statistic_supplier_days;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER statistics_rollup_truncate AFTER TRUNCATE ON statistics
  FOR EACH STATEMENT EXECUTE FUNCTION pubdesk_statistics_truncated();

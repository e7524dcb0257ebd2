CREATE TABLE "fx_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fx_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"currency" varchar(3) NOT NULL,
	"date" date NOT NULL,
	"rate" numeric(20, 10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "import_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supplier_id" integer NOT NULL,
	"api_id" integer,
	"start" date NOT NULL,
	"end" date NOT NULL,
	"trigger" varchar(16) NOT NULL,
	"state" varchar(16) DEFAULT 'queued' NOT NULL,
	"data_ids" jsonb,
	"refresh_token" varchar(64),
	"rows_fetched" integer DEFAULT 0 NOT NULL,
	"rows_matched" integer DEFAULT 0 NOT NULL,
	"rows_unmatched" integer DEFAULT 0 NOT NULL,
	"unmatched_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"requested_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "import_staged_rows" (
	"run_id" integer NOT NULL,
	"date" date NOT NULL,
	"data_id" integer NOT NULL,
	"requests" bigint DEFAULT 0 NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"viewable_impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"revenue" numeric DEFAULT '0' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "external_apis" ADD COLUMN "report_name" varchar(300) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "serve_metrics" ADD COLUMN "field" varchar(32) DEFAULT 'impressions' NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_api_id_external_apis_id_fk" FOREIGN KEY ("api_id") REFERENCES "public"."external_apis"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_staged_rows" ADD CONSTRAINT "import_staged_rows_run_id_import_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."import_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fx_rates_currency_date_key" ON "fx_rates" USING btree ("currency","date");--> statement-breakpoint
CREATE UNIQUE INDEX "import_runs_one_running_key" ON "import_runs" USING btree ("supplier_id") WHERE state = 'running';--> statement-breakpoint
CREATE INDEX "import_runs_supplier_idx" ON "import_runs" USING btree ("supplier_id","id");--> statement-breakpoint
CREATE INDEX "import_runs_api_idx" ON "import_runs" USING btree ("api_id","id");--> statement-breakpoint
CREATE INDEX "import_staged_rows_run_date_idx" ON "import_staged_rows" USING btree ("run_id","date");--> statement-breakpoint
-- Serve metrics that existed before say which statistic field they feed, read from their code
-- like the contract's metricFieldOf does for a new one.
UPDATE "serve_metrics" SET "field" = CASE
  WHEN upper("code") ~ 'REVENUE|EARNINGS' THEN 'revenue'
  WHEN upper("code") ~ 'CLICK' THEN 'clicks'
  WHEN upper("code") ~ 'VIEWABLE' THEN 'viewable_impressions'
  WHEN upper("code") ~ 'REQUEST|INVENTORY' THEN 'requests'
  ELSE 'impressions' END;--> statement-breakpoint
-- A database the demo seed filled before this migration keeps its demo world: its sources read
-- through the demo seed's made-up Northwind credentials are demo sources (the only ones the demo
-- connector answers). No real source can match: those credentials sign in nowhere.
UPDATE "suppliers" SET "demo" = true WHERE "api_id" IN (
  SELECT "id" FROM "external_apis" WHERE "account_email" IN (
    'reporting@northwind-gam.iam.gserviceaccount.com', 'adsense@northwind-gam.iam.gserviceaccount.com',
    'reports@northwind.example', 'ops@northwind.example', 'finance@northwind.example'));

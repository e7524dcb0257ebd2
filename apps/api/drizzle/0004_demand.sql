CREATE TABLE "api_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "api_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shortname" varchar(50) NOT NULL,
	CONSTRAINT "api_types_shortname_unique" UNIQUE("shortname")
);
--> statement-breakpoint
CREATE TABLE "external_apis" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "external_apis_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"shortname" varchar(50) NOT NULL,
	"code_sealed" text NOT NULL,
	"account_email" varchar(254) DEFAULT '' NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "serve_metrics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "serve_metrics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(200) NOT NULL,
	"shortname" varchar(50) NOT NULL,
	"code" varchar(200) NOT NULL,
	"type" varchar(16) NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "serve_metrics_shortname_unique" UNIQUE("shortname")
);
--> statement-breakpoint
CREATE TABLE "ads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supplier_id" integer NOT NULL,
	"text" varchar(500) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_shares" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_shares_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supplier_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"share" numeric(5, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "suppliers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(200) NOT NULL,
	"advertiser_id" varchar(100) DEFAULT '' NOT NULL,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"type" varchar(16) DEFAULT 'manual' NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"schedule" varchar(5),
	"api_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "placement_group_data" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "placement_group_data_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(200) NOT NULL,
	"group_id" integer NOT NULL,
	"flag" varchar(16) DEFAULT 'default' NOT NULL,
	"type" varchar(16) DEFAULT 'placement' NOT NULL,
	"dfp_placement_id" varchar(100) DEFAULT '' NOT NULL,
	"dfp_adunit_id" varchar(100) DEFAULT '' NOT NULL,
	"serve_with" varchar(16) DEFAULT 'none' NOT NULL,
	"supplier_id" integer NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"placement_group_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "placement_group_data_metrics" (
	"data_id" integer NOT NULL,
	"metric_id" integer NOT NULL,
	CONSTRAINT "placement_group_data_metrics_data_id_metric_id_pk" PRIMARY KEY("data_id","metric_id")
);
--> statement-breakpoint
ALTER TABLE "external_apis" ADD CONSTRAINT "external_apis_type_id_api_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."api_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_shares" ADD CONSTRAINT "supplier_shares_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_shares" ADD CONSTRAINT "supplier_shares_group_id_group_types_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."group_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_api_id_external_apis_id_fk" FOREIGN KEY ("api_id") REFERENCES "public"."external_apis"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_group_data" ADD CONSTRAINT "placement_group_data_group_id_group_types_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."group_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_group_data" ADD CONSTRAINT "placement_group_data_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_group_data" ADD CONSTRAINT "placement_group_data_placement_group_id_placement_groups_id_fk" FOREIGN KEY ("placement_group_id") REFERENCES "public"."placement_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_group_data_metrics" ADD CONSTRAINT "placement_group_data_metrics_data_id_placement_group_data_id_fk" FOREIGN KEY ("data_id") REFERENCES "public"."placement_group_data"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_group_data_metrics" ADD CONSTRAINT "placement_group_data_metrics_metric_id_serve_metrics_id_fk" FOREIGN KEY ("metric_id") REFERENCES "public"."serve_metrics"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "external_apis_type_shortname_key" ON "external_apis" USING btree ("type_id","shortname");--> statement-breakpoint
CREATE INDEX "serve_metrics_type_priority_idx" ON "serve_metrics" USING btree ("type","priority");--> statement-breakpoint
CREATE UNIQUE INDEX "ads_supplier_text_key" ON "ads" USING btree ("supplier_id","text");--> statement-breakpoint
CREATE INDEX "ads_supplier_idx" ON "ads" USING btree ("supplier_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_shares_supplier_group_key" ON "supplier_shares" USING btree ("supplier_id","group_id");--> statement-breakpoint
CREATE INDEX "placement_group_data_group_idx" ON "placement_group_data" USING btree ("placement_group_id","id");--> statement-breakpoint
CREATE INDEX "placement_group_data_supplier_idx" ON "placement_group_data" USING btree ("supplier_id");--> statement-breakpoint
-- The reporting API types are product data, present on every install (spec: admanager is the default).
INSERT INTO "api_types" ("shortname") VALUES ('admanager'), ('adsense'), ('aniview'), ('netlink'), ('postquare');

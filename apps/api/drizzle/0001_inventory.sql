CREATE TABLE "websites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "websites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(200) NOT NULL,
	"url" varchar(500) NOT NULL,
	"category" varchar(50) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"ad_type" varchar(20) DEFAULT 'display' NOT NULL,
	"network_id" integer,
	"publisher_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(200) NOT NULL,
	"code" varchar(50) DEFAULT '' NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"system_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "placement_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "placement_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(200) NOT NULL,
	"group_id" integer NOT NULL,
	"website_id" integer NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(200) NOT NULL,
	"code" text NOT NULL,
	"website_id" integer NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fill_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fill_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"website_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"rate" numeric(5, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shares" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shares_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"website_id" integer NOT NULL,
	"type" varchar(16) NOT NULL,
	"group_id" integer NOT NULL,
	"share" numeric(5, 2) NOT NULL,
	"network_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "players_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(200) NOT NULL,
	"website_id" integer NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"website_id" integer NOT NULL,
	"total" numeric(14, 4) DEFAULT '0' NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "websites" ADD CONSTRAINT "websites_network_id_users_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "websites" ADD CONSTRAINT "websites_publisher_id_users_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_groups" ADD CONSTRAINT "placement_groups_group_id_group_types_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."group_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_groups" ADD CONSTRAINT "placement_groups_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fill_rates" ADD CONSTRAINT "fill_rates_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fill_rates" ADD CONSTRAINT "fill_rates_group_id_group_types_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."group_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_group_id_group_types_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."group_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_network_id_users_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "websites_created_idx" ON "websites" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "websites_network_idx" ON "websites" USING btree ("network_id","created_at");--> statement-breakpoint
CREATE INDEX "websites_publisher_idx" ON "websites" USING btree ("publisher_id","created_at");--> statement-breakpoint
CREATE INDEX "websites_status_idx" ON "websites" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "group_types_name_key" ON "group_types" USING btree ("name");--> statement-breakpoint
CREATE INDEX "placement_groups_website_idx" ON "placement_groups" USING btree ("website_id","id");--> statement-breakpoint
CREATE INDEX "placement_groups_group_idx" ON "placement_groups" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "tags_website_idx" ON "tags" USING btree ("website_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "fill_rates_website_group_key" ON "fill_rates" USING btree ("website_id","group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shares_stage_key" ON "shares" USING btree ("website_id","type","group_id",coalesce("network_id", 0));--> statement-breakpoint
CREATE INDEX "players_website_idx" ON "players" USING btree ("website_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_website_key" ON "wallets" USING btree ("website_id");
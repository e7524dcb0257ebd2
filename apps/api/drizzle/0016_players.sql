CREATE TABLE "player_ad_scripts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_ad_scripts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ad_id" varchar(500) NOT NULL,
	"ad_width" integer NOT NULL,
	"ad_height" integer NOT NULL,
	"div_id" varchar(200) NOT NULL,
	"website_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_ad_tags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_ad_tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(200) NOT NULL,
	"url" text NOT NULL,
	"website_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_cache_purges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_cache_purges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"url" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(100) NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_parts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_parts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"kind" varchar(24) NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "players_website_idx";--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "player_type" varchar(16) DEFAULT 'instream' NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "desktop_width" integer DEFAULT 640 NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "desktop_height" integer DEFAULT 360 NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "mobile_width" integer DEFAULT 320 NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "mobile_height" integer DEFAULT 180 NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "async" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "dfp" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "config_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "player_ad_scripts" ADD CONSTRAINT "player_ad_scripts_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_ad_tags" ADD CONSTRAINT "player_ad_tags_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_cache_purges" ADD CONSTRAINT "player_cache_purges_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_cache_purges" ADD CONSTRAINT "player_cache_purges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_parts" ADD CONSTRAINT "player_parts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_ad_scripts_website_idx" ON "player_ad_scripts" USING btree ("website_id","id");--> statement-breakpoint
CREATE INDEX "player_ad_tags_website_idx" ON "player_ad_tags" USING btree ("website_id","id");--> statement-breakpoint
CREATE INDEX "player_cache_purges_player_idx" ON "player_cache_purges" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "player_categories_name_key" ON "player_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "player_parts_player_kind_key" ON "player_parts" USING btree ("player_id","kind");--> statement-breakpoint
CREATE INDEX "player_parts_kind_idx" ON "player_parts" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "players_website_idx" ON "players" USING btree ("website_id","id");--> statement-breakpoint
-- Players made before their parts existed (by the website wizard) get the defaults every new player gets (contract players.ts).
INSERT INTO "player_parts" ("player_id", "kind", "data")
SELECT p."id", d."kind", d."data"::jsonb FROM "players" p CROSS JOIN (VALUES
  ('settings', '{"desktop_width":640,"desktop_height":360,"mobile_width":320,"mobile_height":180,"autoplay":{"autoplay":false,"view_percentage":50,"desktop_only":false,"ad_present":false,"require_muted":true,"pause_content_out_view":true,"pause_ad_out_view":false},"append_to_element":{"append":false,"insert_before":false,"selector":""},"allow_analytics":true}'),
  ('platform_settings', '{"total_ad_plays":10,"total_ad_requests":20,"delay_between_requests":30,"debug":false}'),
  ('monetization', '{"monetize":true,"disable_player_ad_block":false,"disable_autoplay_ad_block":false}'),
  ('schedule', '{"type":"vmap","preroll":[],"midroll":[],"postroll":[],"vast":null,"multiple_vast":[],"display_banner":null}'),
  ('style', '{"powered_by_alt":"","clickthrough_url":"","custom_css":"","logo_url":null,"logo_key":null}'),
  ('content', '{"type":"url","external_url":"","video":null,"playlist":null}'),
  ('format', '{"type":"default","position":"bottom_right","companion_position":"none","close_button":true}'),
  ('blocklist', '{"ads":[]}')
) AS d("kind", "data")
ON CONFLICT DO NOTHING;

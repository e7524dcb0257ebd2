CREATE TABLE "ads_txt_checks" (
	"website_id" integer PRIMARY KEY NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"url" varchar(600) NOT NULL,
	"outcome" varchar(16) NOT NULL,
	"reason" varchar(32),
	"http_status" integer,
	"expected" integer NOT NULL,
	"missing" integer,
	"present_keys" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ads_txt_checks" ADD CONSTRAINT "ads_txt_checks_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ads_txt_checks_checked_idx" ON "ads_txt_checks" USING btree ("checked_at");
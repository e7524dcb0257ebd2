CREATE TABLE "statistic_refreshes" (
	"token" varchar(64) PRIMARY KEY NOT NULL,
	"scope" varchar(16) NOT NULL,
	"target" integer NOT NULL,
	"website_id" integer NOT NULL,
	"date" date NOT NULL,
	"state" varchar(16) DEFAULT 'queued' NOT NULL,
	"reason" text,
	"requested_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "statistic_refreshes" ADD CONSTRAINT "statistic_refreshes_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "statistic_refreshes_website_idx" ON "statistic_refreshes" USING btree ("website_id","created_at");
CREATE TABLE "assignments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer,
	"ad_operation_id" integer,
	"account_manager_id" integer,
	"network_id" integer,
	"publisher_id" integer,
	"website_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignments_parties_key" UNIQUE NULLS NOT DISTINCT("organization_id","ad_operation_id","account_manager_id","network_id","publisher_id","website_id"),
	CONSTRAINT "assignments_two_parties" CHECK (num_nonnulls("assignments"."organization_id", "assignments"."ad_operation_id", "assignments"."account_manager_id", "assignments"."network_id", "assignments"."publisher_id", "assignments"."website_id") >= 2)
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "api_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(150) NOT NULL,
	"user_id" integer NOT NULL,
	"key_sealed" text NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"key_tail" varchar(4) NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_organization_id_users_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_ad_operation_id_users_id_fk" FOREIGN KEY ("ad_operation_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_account_manager_id_users_id_fk" FOREIGN KEY ("account_manager_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_network_id_users_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_publisher_id_users_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignments_organization_idx" ON "assignments" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "assignments_ad_operation_idx" ON "assignments" USING btree ("ad_operation_id");--> statement-breakpoint
CREATE INDEX "assignments_account_manager_idx" ON "assignments" USING btree ("account_manager_id");--> statement-breakpoint
CREATE INDEX "assignments_network_idx" ON "assignments" USING btree ("network_id");--> statement-breakpoint
CREATE INDEX "assignments_publisher_idx" ON "assignments" USING btree ("publisher_id");--> statement-breakpoint
CREATE INDEX "assignments_website_idx" ON "assignments" USING btree ("website_id");--> statement-breakpoint
CREATE INDEX "api_keys_user_idx" ON "api_keys" USING btree ("user_id");
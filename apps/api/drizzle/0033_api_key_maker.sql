-- Who made each API key: a key made for someone else (a standing impersonation) stops working when
-- its maker is suspended, loses the impersonation permission, or its user becomes staff. Keys from
-- before this column have no maker on record and act as their user's own.
ALTER TABLE "api_keys" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
-- The staff user who wrote a ticket message signed in as its author (an impersonated session): shown
-- with the message, so that a request made that way does not read as the user's own.
ALTER TABLE "ticket_messages" ADD COLUMN "impersonator_id" integer;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_impersonator_id_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
-- A reset or verification link in the outbox is shown to admins and to its addressee; other
-- readers (developers) get the text with it hidden, since following it signs in as its addressee.
ALTER TABLE "mail_outbox" ADD COLUMN "redacted_text" text;--> statement-breakpoint
-- Messages kept before the column: their key links (/reset/, /verifiy/, /portal/reset/, /portal/verify/) hidden the same way.
UPDATE "mail_outbox"
SET "redacted_text" = regexp_replace("text", '\S*/(portal/)?(reset|verifiy|verify)/[A-Za-z0-9_-]+', '[link hidden: only its addressee and admins see it]', 'g')
WHERE "text" ~ '/(portal/)?(reset|verifiy|verify)/[A-Za-z0-9_-]+';

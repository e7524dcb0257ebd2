ALTER TABLE "users" ADD COLUMN "sessions_revoked_at" timestamp with time zone;--> statement-breakpoint
-- The cached head row (modules/access/access.resolver.ts) carries this column too.
DROP TRIGGER users_access_changed ON users;
--> statement-breakpoint
CREATE TRIGGER users_access_changed AFTER UPDATE OF role, is_active, access_stamp, sessions_revoked_at OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION pubdesk_access_changed();

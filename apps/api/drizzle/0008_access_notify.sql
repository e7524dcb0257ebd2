-- Tells every API process that a user's access changed, so it can drop its cached copy of the
-- user's role, status and access stamp (modules/access/access.resolver.ts). Delivered on commit.
CREATE FUNCTION pubdesk_access_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('pubdesk_access', '*');
  ELSE
    PERFORM pg_notify('pubdesk_access', OLD.id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_access_changed AFTER UPDATE OF role, is_active, access_stamp OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION pubdesk_access_changed();
--> statement-breakpoint
CREATE TRIGGER users_access_truncated AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION pubdesk_access_changed();

-- Tells every API process that the white labels changed, so it drops its copy of the active ones
-- (modules/whitelabel/active-labels.cache.ts): the branding check every console page starts with
-- is then answered from memory. Delivered on commit; one notification a statement.
CREATE FUNCTION pubdesk_whitelist_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('pubdesk_whitelist', '*');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER whitelist_changed AFTER INSERT OR UPDATE OR DELETE ON whitelist
  FOR EACH STATEMENT EXECUTE FUNCTION pubdesk_whitelist_changed();
--> statement-breakpoint
CREATE TRIGGER whitelist_truncated AFTER TRUNCATE ON whitelist
  FOR EACH STATEMENT EXECUTE FUNCTION pubdesk_whitelist_changed();

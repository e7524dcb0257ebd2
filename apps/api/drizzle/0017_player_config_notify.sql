-- Tells every API process that a player's public config may have changed, so it drops its copy
-- (modules/players/public-config.cache.ts). Delivered on commit. Every write to what a player
-- serves bumps its config_version; its status decides whether it is served at all.
CREATE FUNCTION pubdesk_player_config_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('pubdesk_player_config', '*');
  ELSE
    PERFORM pg_notify('pubdesk_player_config', OLD.id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER players_config_changed AFTER UPDATE OF config_version, status OR DELETE ON players
  FOR EACH ROW EXECUTE FUNCTION pubdesk_player_config_changed();
--> statement-breakpoint
CREATE TRIGGER players_config_truncated AFTER TRUNCATE ON players
  FOR EACH STATEMENT EXECUTE FUNCTION pubdesk_player_config_changed();
--> statement-breakpoint
-- A website's status decides whether its players are served: a change makes their configs stale.
CREATE FUNCTION pubdesk_website_players_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE players SET config_version = config_version + 1 WHERE website_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER websites_status_players_stale AFTER UPDATE OF status ON websites
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION pubdesk_website_players_stale();

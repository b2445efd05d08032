-- Who may do what is read from these tables, and each server process keeps what it read for a
-- few seconds (the token and standing caches). A statement that writes one of them tells every
-- process on the channel rally_access, naming the table; PostgreSQL delivers it at commit (never
-- for a rollback) and sends one per table and transaction, whoever writes (the server, a job, SQL
-- by hand). New tokens and users change nothing kept (unknown tokens are never kept): only their
-- updates and deletes are told.
CREATE FUNCTION rally_access_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('rally_access', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['club_admins', 'club_coaches', 'coaches', 'club_members', 'player_followed_clubs', 'club_features', 'club_subscriptions', 'clubs', 'players'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION rally_access_changed()', t || '_access_notify', t);
  END LOOP;
  FOREACH t IN ARRAY ARRAY['auth_tokens', 'users'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION rally_access_changed()', t || '_access_notify', t);
  END LOOP;
END $$;

CREATE INDEX "booking_instances_club_during_idx" ON "booking_instances" USING gist ("club_id",tstzrange("starts_at", "ends_at", '[]'));
--> statement-breakpoint
-- from 0043_bookings_change_notify
-- Every committed change to a club's bookings tells every server process which club changed
-- (NOTIFY rally_bookings '<club_id>', delivered at commit, never for a rollback): their day view
-- caches drop that club's pages (modules/bookings/day-view-cache.ts). Statement triggers with
-- transition tables: one notification per club and statement, whoever writes (other areas'
-- cascades, SQL by hand).
CREATE FUNCTION rally_bookings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('rally_bookings', c::text) FROM (SELECT DISTINCT club_id AS c FROM old_rows) changed;
  ELSE
    PERFORM pg_notify('rally_bookings', c::text) FROM (SELECT DISTINCT club_id AS c FROM new_rows) changed;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['booking_series', 'booking_instances', 'booking_slots', 'booking_coaches', 'booked_persons', 'booking_share_payments'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rally_bookings_changed()', t || '_inserted_notify', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rally_bookings_changed()', t || '_updated_notify', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rally_bookings_changed()', t || '_deleted_notify', t);
  END LOOP;
END $$;

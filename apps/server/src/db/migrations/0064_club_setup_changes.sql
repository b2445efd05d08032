CREATE TABLE "club_setup_changes" (
	"club_id" integer NOT NULL,
	"txid" bigint NOT NULL,
	CONSTRAINT "club_setup_changes_club_id_txid_pk" PRIMARY KEY("club_id","txid")
);
--> statement-breakpoint
-- A club's booking setup changed in this transaction: one row per club and transaction (issue 29;
-- booking-setup.ts). The club's id is the column named by the trigger's argument. A club's own
-- deletion records nothing (its setup is gone with it).
CREATE FUNCTION club_setup_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
BEGIN
  changed := ((CASE WHEN TG_OP = 'DELETE' THEN to_jsonb(OLD) ELSE to_jsonb(NEW) END) ->> TG_ARGV[0])::integer;
  IF changed IS NOT NULL THEN
    INSERT INTO club_setup_changes (club_id, txid)
    VALUES (changed, pg_current_xact_id()::text::bigint)
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER clubs_setup_changed AFTER INSERT OR UPDATE ON clubs FOR EACH ROW EXECUTE FUNCTION club_setup_changed('id');--> statement-breakpoint
CREATE TRIGGER club_features_setup_changed AFTER INSERT OR UPDATE OR DELETE ON club_features FOR EACH ROW EXECUTE FUNCTION club_setup_changed('club_id');--> statement-breakpoint
CREATE TRIGGER club_opening_hours_setup_changed AFTER INSERT OR UPDATE OR DELETE ON club_opening_hours FOR EACH ROW EXECUTE FUNCTION club_setup_changed('club_id');--> statement-breakpoint
CREATE TRIGGER courts_setup_changed AFTER INSERT OR UPDATE OR DELETE ON courts FOR EACH ROW EXECUTE FUNCTION club_setup_changed('club_id');--> statement-breakpoint
CREATE TRIGGER court_groups_setup_changed AFTER INSERT OR UPDATE OR DELETE ON court_groups FOR EACH ROW EXECUTE FUNCTION club_setup_changed('club_id');--> statement-breakpoint
CREATE TRIGGER court_booking_rates_setup_changed AFTER INSERT OR UPDATE OR DELETE ON court_booking_rates FOR EACH ROW EXECUTE FUNCTION club_setup_changed('club_id');--> statement-breakpoint
CREATE TRIGGER membership_type_booking_rates_setup_changed AFTER INSERT OR UPDATE OR DELETE ON membership_type_booking_rates FOR EACH ROW EXECUTE FUNCTION club_setup_changed('club_id');

-- Check-in by a code (issue 29, docs/court-waitlist.md "By a code"): six characters of an
-- alphabet without look-alikes (no 0/O, 1/I; 32 characters, so each random byte maps evenly),
-- from the strong random bytes of gen_random_uuid (its first six bytes are all random).
CREATE FUNCTION rally_check_in_code() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT string_agg(substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', get_byte(b, i) % 32 + 1, 1), '' ORDER BY i)
  FROM (SELECT uuid_send(gen_random_uuid()) AS b) r, generate_series(0, 5) i
$$;
--> statement-breakpoint
CREATE TABLE "court_check_in_codes" (
	"court_id" integer PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"code" text DEFAULT rally_check_in_code() NOT NULL,
	"renewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "court_check_in_codes_club_code_uq" UNIQUE("club_id","code")
);
--> statement-breakpoint
ALTER TABLE "court_check_in_codes" ADD CONSTRAINT "court_check_in_codes_court_fk" FOREIGN KEY ("club_id","court_id") REFERENCES "public"."courts"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every court has its code: the existing ones now, each new one as it is made (whoever makes it).
INSERT INTO "court_check_in_codes" ("court_id", "club_id") SELECT "id", "club_id" FROM "courts";--> statement-breakpoint
CREATE FUNCTION rally_court_check_in_code() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO court_check_in_codes (court_id, club_id) SELECT id, club_id FROM new_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER courts_check_in_code AFTER INSERT ON courts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rally_court_check_in_code();--> statement-breakpoint
-- Check-ins and holds reach the live board and day view (docs/court-board.md): the same
-- '<club>:<from>:<to>' notification on rally_bookings as the bookings tables' triggers send, a
-- check-in with its booking's times, a court waiting-list entry with its held time (an entry
-- only waiting holds nothing and says nothing). Its own function, so rally_bookings_changed stays as it is.
CREATE FUNCTION rally_check_ins_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text;
  spans text;
BEGIN
  changed := CASE TG_OP WHEN 'INSERT' THEN 'new_rows' WHEN 'DELETE' THEN 'old_rows'
    ELSE '(SELECT * FROM old_rows UNION ALL SELECT * FROM new_rows)' END;
  spans := CASE TG_TABLE_NAME
    WHEN 'court_waitlist' THEN format('SELECT r.club_id AS c, r.offer_starts_at AS s, r.offer_ends_at AS e FROM %s r WHERE r.offer_starts_at IS NOT NULL', changed)
    ELSE format('SELECT i.club_id AS c, i.starts_at AS s, i.ends_at AS e FROM %s r JOIN booking_instances i ON i.club_id = r.club_id AND i.id = r.instance_id', changed)
  END;
  EXECUTE format('SELECT pg_notify(''rally_bookings'', c || '':'' || (extract(epoch FROM min(s)) * 1000)::bigint || '':'' || (extract(epoch FROM max(e)) * 1000)::bigint) FROM (%s) spans GROUP BY c', spans);
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['booking_check_ins', 'court_waitlist'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rally_check_ins_changed()', t || '_inserted_notify', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rally_check_ins_changed()', t || '_updated_notify', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rally_check_ins_changed()', t || '_deleted_notify', t);
  END LOOP;
END $$;

CREATE TABLE "court_boards" (
	"club_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "court_boards_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "court_boards" ADD CONSTRAINT "court_boards_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_boards" ADD CONSTRAINT "court_boards_created_by_players_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Narrower day view invalidation (issue 29, docs/court-board.md): each notification on
-- rally_bookings now names the club and the time span the statement touched,
-- '<club>:<from>:<to>' (epoch milliseconds of the earliest start and the latest end), so the day
-- view caches drop only the pages overlapping it, and the live board and day view hear of it.
-- Tables without times take their instances' span (a coach row its instance's, a series, booked
-- person or share payment its series' instances'); a change whose instances are gone (a cascade)
-- is announced by the instances' own delete, and a new series' rows by its instances' insert.
-- An update reports its old rows and its new ones (a booking moved from one day to another).
CREATE OR REPLACE FUNCTION rally_bookings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text;
  spans text;
BEGIN
  changed := CASE TG_OP WHEN 'INSERT' THEN 'new_rows' WHEN 'DELETE' THEN 'old_rows'
    ELSE '(SELECT * FROM old_rows UNION ALL SELECT * FROM new_rows)' END;
  spans := CASE TG_TABLE_NAME
    WHEN 'booking_instances' THEN format('SELECT r.club_id AS c, r.starts_at AS s, r.ends_at AS e FROM %s r', changed)
    WHEN 'booking_slots' THEN format('SELECT r.club_id AS c, lower(r.during) AS s, upper(r.during) AS e FROM %s r', changed)
    WHEN 'booking_coaches' THEN format('SELECT i.club_id AS c, i.starts_at AS s, i.ends_at AS e FROM %s r JOIN booking_instances i ON i.club_id = r.club_id AND i.id = r.instance_id', changed)
    WHEN 'booking_series' THEN format('SELECT i.club_id AS c, i.starts_at AS s, i.ends_at AS e FROM %s r JOIN booking_instances i ON i.club_id = r.club_id AND i.series_id = r.id', changed)
    ELSE format('SELECT i.club_id AS c, i.starts_at AS s, i.ends_at AS e FROM %s r JOIN booking_instances i ON i.club_id = r.club_id AND i.series_id = r.series_id', changed)
  END;
  EXECUTE format('SELECT pg_notify(''rally_bookings'', c || '':'' || (extract(epoch FROM min(s)) * 1000)::bigint || '':'' || (extract(epoch FROM max(e)) * 1000)::bigint) FROM (%s) spans GROUP BY c', spans);
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['booking_series', 'booking_instances', 'booking_slots', 'booking_coaches', 'booked_persons', 'booking_share_payments'] LOOP
    EXECUTE format('DROP TRIGGER %I ON %I', t || '_updated_notify', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rally_bookings_changed()', t || '_updated_notify', t);
  END LOOP;
END $$;

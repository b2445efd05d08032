CREATE TABLE "court_waitlist" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "court_waitlist_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"court_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"status" text DEFAULT 'W' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"offer_court_id" integer,
	"offer_starts_at" timestamp with time zone,
	"offer_ends_at" timestamp with time zone,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"booking_series_id" integer,
	CONSTRAINT "court_waitlist_tenant_uq" UNIQUE("club_id","id")
);
--> statement-breakpoint
ALTER TABLE "court_waitlist" ADD CONSTRAINT "court_waitlist_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_waitlist" ADD CONSTRAINT "court_waitlist_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_waitlist" ADD CONSTRAINT "court_waitlist_created_by_players_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_waitlist" ADD CONSTRAINT "court_waitlist_court_fk" FOREIGN KEY ("club_id","court_id") REFERENCES "public"."courts"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_waitlist" ADD CONSTRAINT "court_waitlist_offer_court_fk" FOREIGN KEY ("club_id","offer_court_id") REFERENCES "public"."courts"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "court_waitlist_club_line_idx" ON "court_waitlist" USING btree ("club_id","created_at","id") WHERE "court_waitlist"."status" in ('W', 'O');--> statement-breakpoint
CREATE INDEX "court_waitlist_club_holds_idx" ON "court_waitlist" USING btree ("club_id","offer_court_id") WHERE "court_waitlist"."status" = 'O';--> statement-breakpoint
CREATE INDEX "court_waitlist_player_idx" ON "court_waitlist" USING btree ("player_id");--> statement-breakpoint
-- A court held for the waiting list takes no other booking (issue 29, docs/court-waitlist.md): a live
-- slot overlapping a held time (an entry in status O) is refused with the double-booking code, on
-- every path. Slot writers take the club's hold lock shared (they never wait for each other); the
-- offer job and the claim take it exclusive, so a hold and a booking of the same time cannot both
-- pass their checks.
CREATE FUNCTION court_waitlist_hold_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT NEW.live THEN
    RETURN NEW;
  END IF;
  PERFORM pg_advisory_xact_lock_shared(4201, NEW.club_id);
  IF EXISTS (
    SELECT 1 FROM court_waitlist w
    WHERE w.club_id = NEW.club_id AND w.status = 'O' AND w.offer_court_id = NEW.court_id
      AND tstzrange(w.offer_starts_at, w.offer_ends_at, '[)') && NEW.during
  ) THEN
    RAISE EXCEPTION 'That time is held for a player on the waiting list.'
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'court_waitlist_hold';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER booking_slots_hold_guard BEFORE INSERT OR UPDATE OF court_id, during, live ON booking_slots
  FOR EACH ROW EXECUTE FUNCTION court_waitlist_hold_guard();
--> statement-breakpoint
CREATE TABLE "booking_check_ins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_check_ins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"instance_id" integer NOT NULL,
	"status" text NOT NULL,
	"method" text NOT NULL,
	"by_player_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_minutes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_check_ins_tenant_uq" UNIQUE("club_id","id"),
	CONSTRAINT "booking_check_ins_instance_uq" UNIQUE("instance_id")
);
--> statement-breakpoint
ALTER TABLE "booking_check_ins" ADD CONSTRAINT "booking_check_ins_by_player_id_players_id_fk" FOREIGN KEY ("by_player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_check_ins" ADD CONSTRAINT "booking_check_ins_instance_fk" FOREIGN KEY ("club_id","instance_id") REFERENCES "public"."booking_instances"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_check_ins_club_at_idx" ON "booking_check_ins" USING btree ("club_id","at");
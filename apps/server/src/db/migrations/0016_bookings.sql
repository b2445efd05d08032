CREATE TABLE "booked_persons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booked_persons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"series_id" integer NOT NULL,
	"player_id" integer,
	"club_member_id" integer,
	"full_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"number" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"paying" boolean DEFAULT true NOT NULL,
	"primary" boolean DEFAULT false NOT NULL,
	"share_minor" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_coaches" (
	"club_id" integer NOT NULL,
	"instance_id" integer NOT NULL,
	"club_coach_id" integer NOT NULL,
	CONSTRAINT "booking_coaches_instance_coach" UNIQUE("instance_id","club_coach_id")
);
--> statement-breakpoint
CREATE TABLE "booking_instances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_instances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"series_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"guests" text DEFAULT '' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	CONSTRAINT "booking_instances_club_id" UNIQUE("club_id","id")
);
--> statement-breakpoint
CREATE TABLE "booking_series" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_series_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"name" text NOT NULL,
	"ttype" text DEFAULT 'C' NOT NULL,
	"sport_id" integer,
	"author_id" integer,
	"player_id" integer,
	"player_name" text DEFAULT '' NOT NULL,
	"player_email" text DEFAULT '' NOT NULL,
	"contact_number" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"recurrence" text DEFAULT 'N' NOT NULL,
	"recurrence_end" date,
	"price_minor" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"paying" boolean DEFAULT true NOT NULL,
	"event_session_id" integer,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_series_club_id" UNIQUE("club_id","id")
);
--> statement-breakpoint
CREATE TABLE "booking_slots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_slots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"instance_id" integer NOT NULL,
	"court_id" integer NOT NULL,
	"during" "tstzrange" NOT NULL,
	"live" boolean DEFAULT true NOT NULL,
	CONSTRAINT "booking_slots_instance_court" UNIQUE("instance_id","court_id")
);
--> statement-breakpoint
ALTER TABLE "booked_persons" ADD CONSTRAINT "booked_persons_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booked_persons" ADD CONSTRAINT "booked_persons_series_fk" FOREIGN KEY ("club_id","series_id") REFERENCES "public"."booking_series"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_coaches" ADD CONSTRAINT "booking_coaches_instance_fk" FOREIGN KEY ("club_id","instance_id") REFERENCES "public"."booking_instances"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_instances" ADD CONSTRAINT "booking_instances_cancelled_by_players_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_instances" ADD CONSTRAINT "booking_instances_series_fk" FOREIGN KEY ("club_id","series_id") REFERENCES "public"."booking_series"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_series" ADD CONSTRAINT "booking_series_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_series" ADD CONSTRAINT "booking_series_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_series" ADD CONSTRAINT "booking_series_author_id_players_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_series" ADD CONSTRAINT "booking_series_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_slots" ADD CONSTRAINT "booking_slots_instance_fk" FOREIGN KEY ("club_id","instance_id") REFERENCES "public"."booking_instances"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booked_persons_series_idx" ON "booked_persons" USING btree ("series_id");--> statement-breakpoint
CREATE INDEX "booked_persons_player_idx" ON "booked_persons" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "booking_coaches_coach_idx" ON "booking_coaches" USING btree ("club_coach_id");--> statement-breakpoint
CREATE INDEX "booking_instances_series_idx" ON "booking_instances" USING btree ("series_id");--> statement-breakpoint
CREATE INDEX "booking_instances_club_time_idx" ON "booking_instances" USING btree ("club_id","starts_at");--> statement-breakpoint
CREATE INDEX "booking_series_club_name_idx" ON "booking_series" USING btree ("club_id",lower("name"));--> statement-breakpoint
CREATE INDEX "booking_series_player_idx" ON "booking_series" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "booking_slots_court_idx" ON "booking_slots" USING btree ("court_id");
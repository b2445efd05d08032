CREATE TABLE "event_coaches" (
	"club_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"club_coach_id" integer NOT NULL,
	CONSTRAINT "event_coaches_uq" UNIQUE("event_id","club_coach_id")
);
--> statement-breakpoint
CREATE TABLE "event_courts" (
	"club_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"court_id" integer NOT NULL,
	CONSTRAINT "event_courts_uq" UNIQUE("event_id","court_id")
);
--> statement-breakpoint
CREATE TABLE "event_membership_type_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_membership_type_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"all_members" boolean DEFAULT false NOT NULL,
	"non_members" boolean DEFAULT false NOT NULL,
	"membership_type_id" integer,
	"can_join_all_sessions" boolean DEFAULT true NOT NULL,
	"can_join_single_session" boolean DEFAULT false NOT NULL,
	"single_session_price_minor" integer,
	"all_sessions_price_minor" integer,
	"refund" boolean DEFAULT true NOT NULL,
	"refund_club_cancel" boolean DEFAULT true NOT NULL,
	CONSTRAINT "event_membership_type_rates_tenant_uq" UNIQUE("club_id","id")
);
--> statement-breakpoint
CREATE TABLE "event_participant_sessions" (
	"club_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"status" text DEFAULT 'J' NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "event_participant_sessions_uq" UNIQUE("participant_id","session_id")
);
--> statement-breakpoint
CREATE TABLE "event_participants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_participants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"player_id" integer,
	"created_by" integer,
	"member" boolean DEFAULT false NOT NULL,
	"agreed_terms" boolean DEFAULT false NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"dob" date,
	"email" text DEFAULT '' NOT NULL,
	"number" text DEFAULT '' NOT NULL,
	"gender" text DEFAULT 'U' NOT NULL,
	"price_minor" integer DEFAULT 0 NOT NULL,
	"paying" boolean DEFAULT true NOT NULL,
	"payment_status" text DEFAULT 'U' NOT NULL,
	"all_sessions" boolean DEFAULT true NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_participants_tenant_uq" UNIQUE("club_id","id")
);
--> statement-breakpoint
CREATE TABLE "event_session_coaches" (
	"club_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"club_coach_id" integer NOT NULL,
	CONSTRAINT "event_session_coaches_uq" UNIQUE("session_id","club_coach_id")
);
--> statement-breakpoint
CREATE TABLE "event_session_courts" (
	"club_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"court_id" integer NOT NULL,
	CONSTRAINT "event_session_courts_uq" UNIQUE("session_id","court_id")
);
--> statement-breakpoint
CREATE TABLE "event_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"number" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"booking_series_id" integer,
	CONSTRAINT "event_sessions_tenant_uq" UNIQUE("club_id","id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"name" text NOT NULL,
	"desc" text DEFAULT '' NOT NULL,
	"ttype" text DEFAULT 'C' NOT NULL,
	"can_join_single_session" boolean DEFAULT false NOT NULL,
	"allow_nonmember" boolean DEFAULT true NOT NULL,
	"allowed_gender" text DEFAULT 'U' NOT NULL,
	"max_participant_session" integer,
	"min_age" integer,
	"max_age" integer,
	"min_ntrp" real,
	"max_ntrp" real,
	"generic_levels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_date" date,
	"end_date" date,
	"num_sessions" integer,
	"def_session_dur_mins" integer,
	"def_start_time" text,
	"recurrence" text DEFAULT 'W' NOT NULL,
	"excluded_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"currency_code" text DEFAULT 'AUD' NOT NULL,
	"member_app_join" boolean DEFAULT true NOT NULL,
	"nonmember_app_join" boolean DEFAULT true NOT NULL,
	"advance_join_days" integer,
	"status" text DEFAULT 'D' NOT NULL,
	"days_of_week" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"member_price_minor" integer,
	"nonmember_price_minor" integer,
	"member_session_price_minor" integer,
	"nonmember_session_price_minor" integer,
	"terms_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_tenant_uq" UNIQUE("club_id","id")
);
--> statement-breakpoint
ALTER TABLE "event_coaches" ADD CONSTRAINT "event_coaches_event_fk" FOREIGN KEY ("club_id","event_id") REFERENCES "public"."events"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_coaches" ADD CONSTRAINT "event_coaches_coach_fk" FOREIGN KEY ("club_id","club_coach_id") REFERENCES "public"."club_coaches"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_courts" ADD CONSTRAINT "event_courts_event_fk" FOREIGN KEY ("club_id","event_id") REFERENCES "public"."events"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_courts" ADD CONSTRAINT "event_courts_court_fk" FOREIGN KEY ("club_id","court_id") REFERENCES "public"."courts"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_membership_type_rates" ADD CONSTRAINT "event_membership_type_rates_event_fk" FOREIGN KEY ("club_id","event_id") REFERENCES "public"."events"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_membership_type_rates" ADD CONSTRAINT "event_membership_type_rates_type_fk" FOREIGN KEY ("club_id","membership_type_id") REFERENCES "public"."membership_types"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_participant_sessions" ADD CONSTRAINT "event_participant_sessions_participant_fk" FOREIGN KEY ("club_id","participant_id") REFERENCES "public"."event_participants"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_participant_sessions" ADD CONSTRAINT "event_participant_sessions_session_fk" FOREIGN KEY ("club_id","session_id") REFERENCES "public"."event_sessions"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_participants" ADD CONSTRAINT "event_participants_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_participants" ADD CONSTRAINT "event_participants_created_by_players_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_participants" ADD CONSTRAINT "event_participants_event_fk" FOREIGN KEY ("club_id","event_id") REFERENCES "public"."events"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_session_coaches" ADD CONSTRAINT "event_session_coaches_session_fk" FOREIGN KEY ("club_id","session_id") REFERENCES "public"."event_sessions"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_session_coaches" ADD CONSTRAINT "event_session_coaches_coach_fk" FOREIGN KEY ("club_id","club_coach_id") REFERENCES "public"."club_coaches"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_session_courts" ADD CONSTRAINT "event_session_courts_session_fk" FOREIGN KEY ("club_id","session_id") REFERENCES "public"."event_sessions"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_session_courts" ADD CONSTRAINT "event_session_courts_court_fk" FOREIGN KEY ("club_id","court_id") REFERENCES "public"."courts"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_sessions" ADD CONSTRAINT "event_sessions_event_fk" FOREIGN KEY ("club_id","event_id") REFERENCES "public"."events"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_players_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_terms_fk" FOREIGN KEY ("club_id","terms_id") REFERENCES "public"."club_terms"("club_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_coaches_coach_idx" ON "event_coaches" USING btree ("club_coach_id");--> statement-breakpoint
CREATE INDEX "event_membership_type_rates_event_idx" ON "event_membership_type_rates" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "event_participant_sessions_session_idx" ON "event_participant_sessions" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "event_participants_event_idx" ON "event_participants" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "event_participants_player_idx" ON "event_participants" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_participants_player_uq" ON "event_participants" USING btree ("event_id","player_id");--> statement-breakpoint
CREATE INDEX "event_session_coaches_coach_idx" ON "event_session_coaches" USING btree ("club_coach_id");--> statement-breakpoint
CREATE INDEX "event_sessions_event_idx" ON "event_sessions" USING btree ("event_id","starts_at");--> statement-breakpoint
CREATE INDEX "event_sessions_club_time_idx" ON "event_sessions" USING btree ("club_id","starts_at");--> statement-breakpoint
CREATE INDEX "events_club_start_idx" ON "events" USING btree ("club_id","start_date");
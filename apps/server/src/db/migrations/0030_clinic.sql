CREATE TABLE "event_waitlist" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_waitlist_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"status" text DEFAULT 'W' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	CONSTRAINT "event_waitlist_tenant_uq" UNIQUE("club_id","id")
);
--> statement-breakpoint
ALTER TABLE "event_waitlist" ADD CONSTRAINT "event_waitlist_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_waitlist" ADD CONSTRAINT "event_waitlist_event_fk" FOREIGN KEY ("club_id","event_id") REFERENCES "public"."events"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_waitlist" ADD CONSTRAINT "event_waitlist_session_fk" FOREIGN KEY ("club_id","session_id") REFERENCES "public"."event_sessions"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_waitlist_live_uq" ON "event_waitlist" USING btree ("session_id","player_id") WHERE "event_waitlist"."status" in ('W', 'O');--> statement-breakpoint
CREATE INDEX "event_waitlist_session_idx" ON "event_waitlist" USING btree ("session_id","status","created_at");
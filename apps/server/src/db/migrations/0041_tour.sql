CREATE TABLE "ladder_challenges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ladder_challenges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"ladder_id" integer NOT NULL,
	"challenger_id" integer NOT NULL,
	"defender_id" integer NOT NULL,
	"challenger_position" integer NOT NULL,
	"defender_position" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"winner_id" integer,
	"match_id" integer,
	"score_text" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"played_at" timestamp with time zone,
	CONSTRAINT "ladder_challenges_tenant_uq" UNIQUE("club_id","id")
);
--> statement-breakpoint
CREATE TABLE "ladder_players" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ladder_players_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"ladder_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"position" integer,
	"is_organiser" boolean DEFAULT false NOT NULL,
	CONSTRAINT "ladder_players_tenant_uq" UNIQUE("club_id","id"),
	CONSTRAINT "ladder_players_once" UNIQUE("ladder_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "player_ladders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_ladders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"name" text NOT NULL,
	"desc" text DEFAULT '' NOT NULL,
	"challenge_places" integer DEFAULT 3 NOT NULL,
	"number_of_sets" integer DEFAULT 3 NOT NULL,
	"match_group_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_ladders_tenant_uq" UNIQUE("club_id","id")
);
--> statement-breakpoint
ALTER TABLE "tournament_fixtures" ADD COLUMN "court_booking_id" integer;--> statement-breakpoint
ALTER TABLE "ladder_challenges" ADD CONSTRAINT "ladder_challenges_created_by_players_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ladder_challenges" ADD CONSTRAINT "ladder_challenges_ladder_fk" FOREIGN KEY ("club_id","ladder_id") REFERENCES "public"."player_ladders"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ladder_challenges" ADD CONSTRAINT "ladder_challenges_challenger_fk" FOREIGN KEY ("club_id","challenger_id") REFERENCES "public"."ladder_players"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ladder_challenges" ADD CONSTRAINT "ladder_challenges_defender_fk" FOREIGN KEY ("club_id","defender_id") REFERENCES "public"."ladder_players"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ladder_players" ADD CONSTRAINT "ladder_players_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ladder_players" ADD CONSTRAINT "ladder_players_ladder_fk" FOREIGN KEY ("club_id","ladder_id") REFERENCES "public"."player_ladders"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_ladders" ADD CONSTRAINT "player_ladders_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_ladders" ADD CONSTRAINT "player_ladders_created_by_players_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ladder_challenges_ladder_idx" ON "ladder_challenges" USING btree ("ladder_id");--> statement-breakpoint
CREATE INDEX "ladder_players_player_idx" ON "ladder_players" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "player_ladders_club_idx" ON "player_ladders" USING btree ("club_id");
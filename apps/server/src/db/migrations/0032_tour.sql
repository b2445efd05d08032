CREATE TABLE "tournament_fixtures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tournament_fixtures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tournament_id" integer NOT NULL,
	"round_id" integer NOT NULL,
	"host_club_id" integer NOT NULL,
	"dated" date NOT NULL,
	"time" text NOT NULL,
	"home_team_id" integer,
	"away_team_id" integer,
	"slot" integer
);
--> statement-breakpoint
CREATE TABLE "tournament_matches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tournament_matches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"fixture_id" integer NOT NULL,
	"number" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"format" text NOT NULL,
	"number_of_sets" integer NOT NULL,
	"court_id" integer,
	"sets" jsonb,
	"winner" integer,
	"cancelled" boolean DEFAULT false NOT NULL,
	"cancelled_by" integer,
	"home_players" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"away_players" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "tournament_matches_tenant_uq" UNIQUE("club_id","id")
);
--> statement-breakpoint
CREATE TABLE "tournament_rounds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tournament_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tournament_id" integer NOT NULL,
	"number" integer NOT NULL,
	"start" date NOT NULL,
	"end" date NOT NULL,
	"kind" text DEFAULT 'RR' NOT NULL,
	CONSTRAINT "tournament_rounds_number_uq" UNIQUE("tournament_id","number")
);
--> statement-breakpoint
ALTER TABLE "tournament_fixtures" ADD CONSTRAINT "tournament_fixtures_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_fixtures" ADD CONSTRAINT "tournament_fixtures_round_id_tournament_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."tournament_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_fixtures" ADD CONSTRAINT "tournament_fixtures_host_club_id_clubs_id_fk" FOREIGN KEY ("host_club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_fixtures" ADD CONSTRAINT "tournament_fixtures_home_team_id_tournament_teams_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."tournament_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_fixtures" ADD CONSTRAINT "tournament_fixtures_away_team_id_tournament_teams_id_fk" FOREIGN KEY ("away_team_id") REFERENCES "public"."tournament_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD CONSTRAINT "tournament_matches_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD CONSTRAINT "tournament_matches_fixture_id_tournament_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."tournament_fixtures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD CONSTRAINT "tournament_matches_court_fk" FOREIGN KEY ("club_id","court_id") REFERENCES "public"."courts"("club_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_rounds" ADD CONSTRAINT "tournament_rounds_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_fixtures_round_idx" ON "tournament_fixtures" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "tournament_fixtures_tournament_idx" ON "tournament_fixtures" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "tournament_matches_fixture_idx" ON "tournament_matches" USING btree ("fixture_id");
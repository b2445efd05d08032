CREATE TABLE "tournament_clubs" (
	"tournament_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	CONSTRAINT "tournament_clubs_tournament_id_club_id_pk" PRIMARY KEY("tournament_id","club_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tournament_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tournament_id" integer NOT NULL,
	"team_id" integer,
	"player_id" integer NOT NULL,
	"rank" integer,
	"gender" text DEFAULT 'U' NOT NULL,
	"is_organiser" boolean DEFAULT false NOT NULL,
	CONSTRAINT "tournament_members_once" UNIQUE("tournament_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_teams" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tournament_teams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tournament_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"name" text NOT NULL,
	"ladder_order" integer,
	CONSTRAINT "tournament_teams_tenant_uq" UNIQUE("club_id","id")
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tournaments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"desc" text DEFAULT '' NOT NULL,
	"start" date NOT NULL,
	"finish" date NOT NULL,
	"sport_id" integer,
	"rules" text DEFAULT '' NOT NULL,
	"params" jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"ready_to_draw" boolean DEFAULT false NOT NULL,
	"draw_complete" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tournament_clubs" ADD CONSTRAINT "tournament_clubs_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_clubs" ADD CONSTRAINT "tournament_clubs_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_members" ADD CONSTRAINT "tournament_members_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_members" ADD CONSTRAINT "tournament_members_team_id_tournament_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."tournament_teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_members" ADD CONSTRAINT "tournament_members_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_teams" ADD CONSTRAINT "tournament_teams_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_teams" ADD CONSTRAINT "tournament_teams_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_created_by_players_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_clubs_club_idx" ON "tournament_clubs" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "tournament_members_player_idx" ON "tournament_members" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "tournament_members_team_idx" ON "tournament_members" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "tournament_teams_tournament_idx" ON "tournament_teams" USING btree ("tournament_id");
CREATE TABLE "match_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "match_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tournament_id" integer,
	"name" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_players" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "match_players_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"match_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"side" integer NOT NULL,
	"team_id" integer,
	"approved" boolean DEFAULT false NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "match_players_once" UNIQUE("match_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "matches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"start" timestamp with time zone NOT NULL,
	"finish" timestamp with time zone,
	"format" text DEFAULT 'S' NOT NULL,
	"surface_id" integer,
	"matchgroup_id" integer,
	"cancelled" boolean DEFAULT false NOT NULL,
	"commenced" boolean DEFAULT true NOT NULL,
	"number_of_sets" integer DEFAULT 3 NOT NULL,
	"match_tiebreak" boolean DEFAULT false NOT NULL,
	"sets" jsonb NOT NULL,
	"retired" integer,
	"winner" integer NOT NULL,
	"recorded_by" integer,
	"rated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_ratings" (
	"player_id" integer NOT NULL,
	"format" text NOT NULL,
	"rating" double precision NOT NULL,
	"rd" double precision NOT NULL,
	"vol" double precision NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	"losses" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_ratings_player_id_format_pk" PRIMARY KEY("player_id","format")
);
--> statement-breakpoint
ALTER TABLE "news_items" ADD COLUMN "club_id" integer;--> statement-breakpoint
ALTER TABLE "news_items" ADD COLUMN "author_id" integer;--> statement-breakpoint
ALTER TABLE "match_groups" ADD CONSTRAINT "match_groups_created_by_players_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_players" ADD CONSTRAINT "match_players_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_players" ADD CONSTRAINT "match_players_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_surface_id_surfaces_id_fk" FOREIGN KEY ("surface_id") REFERENCES "public"."surfaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_matchgroup_id_match_groups_id_fk" FOREIGN KEY ("matchgroup_id") REFERENCES "public"."match_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_recorded_by_players_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_ratings" ADD CONSTRAINT "player_ratings_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_groups_tournament_idx" ON "match_groups" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "match_players_player_idx" ON "match_players" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "matches_start_idx" ON "matches" USING btree ("start");--> statement-breakpoint
CREATE INDEX "matches_group_idx" ON "matches" USING btree ("matchgroup_id");--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_author_id_players_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_items_club_idx" ON "news_items" USING btree ("club_id","created");--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_tenant_uq" UNIQUE("club_id","id");
CREATE TABLE "lottery_draws" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_draws_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"play_date" date NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"seed" integer,
	"inputs" jsonb,
	"results" jsonb,
	"drawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_draws_club_id" UNIQUE("club_id","id"),
	CONSTRAINT "lottery_draws_club_date" UNIQUE("club_id","play_date")
);
--> statement-breakpoint
CREATE TABLE "lottery_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"draw_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"choices" jsonb NOT NULL,
	"outcome" text,
	"slot" text,
	"series_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_requests_club_id" UNIQUE("club_id","id")
);
--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_requests" ADD CONSTRAINT "lottery_requests_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_requests" ADD CONSTRAINT "lottery_requests_draw_fk" FOREIGN KEY ("club_id","draw_id") REFERENCES "public"."lottery_draws"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_requests_club_draw_idx" ON "lottery_requests" USING btree ("club_id","draw_id");--> statement-breakpoint
CREATE INDEX "lottery_requests_club_player_idx" ON "lottery_requests" USING btree ("club_id","player_id","id");
CREATE TABLE "matcha_hit_responses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "matcha_hit_responses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"hit_id" integer NOT NULL,
	"responder_id" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'P' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matcha_hit_responses_tenant_uq" UNIQUE("club_id","id"),
	CONSTRAINT "matcha_hit_responses_one_each" UNIQUE("hit_id","responder_id")
);
--> statement-breakpoint
CREATE TABLE "matcha_hit_targets" (
	"club_id" integer NOT NULL,
	"hit_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	CONSTRAINT "matcha_hit_targets_uq" UNIQUE("hit_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "matcha_hits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "matcha_hits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"creator_id" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"agreed_start" timestamp with time zone,
	"players_needed" integer NOT NULL,
	"num_players_requested" integer NOT NULL,
	"play_format" text DEFAULT 'S' NOT NULL,
	"min_level" integer,
	"max_level" integer,
	"min_age" integer,
	"max_age" integer,
	"gender" text DEFAULT 'A' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"cost" numeric(10, 2) DEFAULT '0' NOT NULL,
	"court_booking_id" integer,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matcha_hits_tenant_uq" UNIQUE("club_id","id")
);
--> statement-breakpoint
ALTER TABLE "matcha_hit_responses" ADD CONSTRAINT "matcha_hit_responses_responder_id_players_id_fk" FOREIGN KEY ("responder_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matcha_hit_responses" ADD CONSTRAINT "matcha_hit_responses_hit_fk" FOREIGN KEY ("club_id","hit_id") REFERENCES "public"."matcha_hits"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matcha_hit_targets" ADD CONSTRAINT "matcha_hit_targets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matcha_hit_targets" ADD CONSTRAINT "matcha_hit_targets_hit_fk" FOREIGN KEY ("club_id","hit_id") REFERENCES "public"."matcha_hits"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matcha_hits" ADD CONSTRAINT "matcha_hits_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matcha_hits" ADD CONSTRAINT "matcha_hits_creator_id_players_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "matcha_hit_responses_responder_idx" ON "matcha_hit_responses" USING btree ("responder_id");--> statement-breakpoint
CREATE INDEX "matcha_hit_targets_player_idx" ON "matcha_hit_targets" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "matcha_hits_club_start_idx" ON "matcha_hits" USING btree ("club_id","start_time");--> statement-breakpoint
CREATE INDEX "matcha_hits_creator_idx" ON "matcha_hits" USING btree ("creator_id");
-- Issue 27: news posts (spec 3 §3 "News post: text, stamp, headline, readmore, firstline, thumb"): a club's story
-- told in Rally. stamp is when it was published (null while a draft); firstline is derived from text.
CREATE TABLE "news_posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer,
	"author_id" integer,
	"headline" text NOT NULL,
	"text" text NOT NULL,
	"readmore" text,
	"thumb" text,
	"status" text DEFAULT 'D' NOT NULL,
	"stamp" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_posts_tenant_uq" UNIQUE("club_id","id")
);
--> statement-breakpoint
ALTER TABLE "news_posts" ADD CONSTRAINT "news_posts_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_posts" ADD CONSTRAINT "news_posts_author_id_players_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_posts_club_idx" ON "news_posts" USING btree ("club_id","status","stamp");
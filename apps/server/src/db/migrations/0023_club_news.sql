ALTER TABLE "news_items" ADD COLUMN "club_id" integer;--> statement-breakpoint
ALTER TABLE "news_items" ADD COLUMN "author_id" integer;--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_author_id_players_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_items_club_idx" ON "news_items" USING btree ("club_id","created");--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_tenant_uq" UNIQUE("club_id","id");
CREATE TABLE "card_consents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_consents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"wording" text NOT NULL,
	"given_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "card_consents_tenant_uq" UNIQUE("club_id","id")
);
--> statement-breakpoint
ALTER TABLE "newsletter_recipients" ADD COLUMN "unsubscribe_hashes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "card_consents" ADD CONSTRAINT "card_consents_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_consents" ADD CONSTRAINT "card_consents_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_consents_live_uq" ON "card_consents" USING btree ("club_id","player_id") WHERE "card_consents"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "card_consents_player_idx" ON "card_consents" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "newsletter_recipients_unsubscribe_idx" ON "newsletter_recipients" USING gin ("unsubscribe_hashes");--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash");
--> statement-breakpoint
-- Issue 25: calendar and unsubscribe tokens are kept as their SHA-256 only (as login tokens are).
-- The hash is hashKey's (src/http/auth.ts: SHA-256 of the token's UTF-8 bytes, lower-case hex),
-- so every link already sent keeps working. sha256() is built into PostgreSQL 11 and later (PGlite too).
UPDATE "calendar_feeds" SET "token_hash" = encode(sha256(convert_to("token", 'UTF8')), 'hex');--> statement-breakpoint
UPDATE "newsletter_recipients" SET "unsubscribe_hashes" = ARRAY[encode(sha256(convert_to("token", 'UTF8')), 'hex')];--> statement-breakpoint
ALTER TABLE "newsletter_recipients" DROP CONSTRAINT "newsletter_recipients_token_uq";--> statement-breakpoint
ALTER TABLE "calendar_feeds" DROP CONSTRAINT "calendar_feeds_token_unique";--> statement-breakpoint
ALTER TABLE "calendar_feeds" ALTER COLUMN "token_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_recipients" DROP COLUMN "token";--> statement-breakpoint
ALTER TABLE "calendar_feeds" DROP COLUMN "token";
ALTER TABLE "club_invitations" ALTER COLUMN "player_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "club_invitations" ADD COLUMN "first_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "club_invitations" ADD COLUMN "last_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "club_invitations" ADD COLUMN "mobile" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "club_invitations" ADD COLUMN "gender" text DEFAULT 'U' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "club_invitations_player_email_uq" ON "club_invitations" USING btree ("club_id","email") WHERE "club_invitations"."kind" = 'player' and "club_invitations"."status" = 'P';
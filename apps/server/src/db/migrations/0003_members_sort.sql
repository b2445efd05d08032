DROP INDEX "club_members_club_idx";--> statement-breakpoint
CREATE INDEX "club_members_club_name_idx" ON "club_members" USING btree ("club_id",lower("last_name"),lower("first_name"),"id");
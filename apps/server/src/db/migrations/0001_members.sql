DROP INDEX "member_groups_club_idx";--> statement-breakpoint
DROP INDEX "membership_types_club_idx";--> statement-breakpoint
CREATE INDEX "club_members_type_idx" ON "club_members" USING btree ("club_id","membership_type_id");--> statement-breakpoint
CREATE INDEX "club_members_group_idx" ON "club_members" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_groups_club_name_uq" ON "member_groups" USING btree ("club_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "membership_types_club_name_uq" ON "membership_types" USING btree ("club_id",lower("name"));--> statement-breakpoint
ALTER TABLE "membership_types" ADD CONSTRAINT "membership_types_prices_ck" CHECK ("membership_types"."annual_price" >= 0 and "membership_types"."monthly_price" >= 0 and ("membership_types"."annual_price" > 0 or "membership_types"."monthly_price" > 0));--> statement-breakpoint
ALTER TABLE "membership_types" ADD CONSTRAINT "membership_types_max_ck" CHECK ("membership_types"."max_number" is null or "membership_types"."max_number" > 0);
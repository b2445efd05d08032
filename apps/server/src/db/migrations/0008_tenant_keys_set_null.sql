-- Custom SQL migration file, put your code below! --
-- Tenant in the keys (docs/DEVELOPING.md): a link between two club rows names the club too, so
-- the database refuses a row of one club pointing at another club's. These four links are
-- cleared (SET NULL) when their target goes, which Drizzle cannot write for a composite key
-- (the column list of ON DELETE SET NULL (col), PostgreSQL 15+); the cascading ones are in the
-- tables files. First, rows that already point across clubs (possible before this constraint) lose that link.
UPDATE "courts" c SET "group_id" = NULL FROM "court_groups" g WHERE g."id" = c."group_id" AND g."club_id" <> c."club_id";--> statement-breakpoint
UPDATE "member_groups" mg SET "membership_type_id" = NULL FROM "membership_types" t WHERE t."id" = mg."membership_type_id" AND t."club_id" <> mg."club_id";--> statement-breakpoint
UPDATE "club_members" m SET "membership_type_id" = NULL FROM "membership_types" t WHERE t."id" = m."membership_type_id" AND t."club_id" <> m."club_id";--> statement-breakpoint
UPDATE "club_members" m SET "group_id" = NULL FROM "member_groups" g WHERE g."id" = m."group_id" AND g."club_id" <> m."club_id";--> statement-breakpoint
-- A rate belongs with its court group, a membership type's price with its rate; a price for another club's type goes.
UPDATE "court_booking_rates" r SET "club_id" = g."club_id" FROM "court_groups" g WHERE g."id" = r."court_group_id" AND g."club_id" <> r."club_id";--> statement-breakpoint
UPDATE "membership_type_booking_rates" p SET "club_id" = r."club_id" FROM "court_booking_rates" r WHERE r."id" = p."booking_rate_id" AND r."club_id" <> p."club_id";--> statement-breakpoint
DELETE FROM "membership_type_booking_rates" p USING "membership_types" t WHERE t."id" = p."membership_type_id" AND t."club_id" <> p."club_id";--> statement-breakpoint
ALTER TABLE "courts" ADD CONSTRAINT "courts_group_fk" FOREIGN KEY ("club_id","group_id") REFERENCES "court_groups"("club_id","id") ON DELETE SET NULL ("group_id");--> statement-breakpoint
ALTER TABLE "member_groups" ADD CONSTRAINT "member_groups_type_fk" FOREIGN KEY ("club_id","membership_type_id") REFERENCES "membership_types"("club_id","id") ON DELETE SET NULL ("membership_type_id");--> statement-breakpoint
ALTER TABLE "club_members" ADD CONSTRAINT "club_members_type_fk" FOREIGN KEY ("club_id","membership_type_id") REFERENCES "membership_types"("club_id","id") ON DELETE SET NULL ("membership_type_id");--> statement-breakpoint
ALTER TABLE "club_members" ADD CONSTRAINT "club_members_group_fk" FOREIGN KEY ("club_id","group_id") REFERENCES "member_groups"("club_id","id") ON DELETE SET NULL ("group_id");
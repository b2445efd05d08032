ALTER TABLE "court_booking_rates" DROP CONSTRAINT "court_booking_rates_court_group_id_court_groups_id_fk";
--> statement-breakpoint
ALTER TABLE "courts" DROP CONSTRAINT "courts_group_id_court_groups_id_fk";
--> statement-breakpoint
ALTER TABLE "membership_type_booking_rates" DROP CONSTRAINT "membership_type_booking_rates_booking_rate_id_court_booking_rates_id_fk";
--> statement-breakpoint
ALTER TABLE "membership_type_booking_rates" DROP CONSTRAINT "membership_type_booking_rates_membership_type_id_membership_types_id_fk";
--> statement-breakpoint
ALTER TABLE "club_members" DROP CONSTRAINT "club_members_membership_type_id_membership_types_id_fk";
--> statement-breakpoint
ALTER TABLE "club_members" DROP CONSTRAINT "club_members_group_id_member_groups_id_fk";
--> statement-breakpoint
ALTER TABLE "member_groups" DROP CONSTRAINT "member_groups_membership_type_id_membership_types_id_fk";
--> statement-breakpoint
ALTER TABLE "court_booking_rates" ADD CONSTRAINT "court_booking_rates_group_fk" FOREIGN KEY ("club_id","court_group_id") REFERENCES "public"."court_groups"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_type_booking_rates" ADD CONSTRAINT "membership_type_booking_rates_rate_fk" FOREIGN KEY ("club_id","booking_rate_id") REFERENCES "public"."court_booking_rates"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_type_booking_rates" ADD CONSTRAINT "membership_type_booking_rates_type_fk" FOREIGN KEY ("club_id","membership_type_id") REFERENCES "public"."membership_types"("club_id","id") ON DELETE cascade ON UPDATE no action;
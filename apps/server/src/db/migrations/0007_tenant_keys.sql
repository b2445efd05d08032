ALTER TABLE "club_admins" ADD CONSTRAINT "club_admins_tenant_uq" UNIQUE("club_id","id");--> statement-breakpoint
ALTER TABLE "club_features" ADD CONSTRAINT "club_features_tenant_uq" UNIQUE("club_id","id");--> statement-breakpoint
ALTER TABLE "club_opening_hours" ADD CONSTRAINT "club_opening_hours_tenant_uq" UNIQUE("club_id","id");--> statement-breakpoint
ALTER TABLE "club_packages" ADD CONSTRAINT "club_packages_tenant_uq" UNIQUE("club_id","id");--> statement-breakpoint
ALTER TABLE "club_subscriptions" ADD CONSTRAINT "club_subscriptions_tenant_uq" UNIQUE("club_id","id");--> statement-breakpoint
ALTER TABLE "club_terms" ADD CONSTRAINT "club_terms_tenant_uq" UNIQUE("club_id","id");--> statement-breakpoint
ALTER TABLE "club_coaches" ADD CONSTRAINT "club_coaches_tenant_uq" UNIQUE("club_id","id");--> statement-breakpoint
ALTER TABLE "court_booking_rates" ADD CONSTRAINT "court_booking_rates_tenant_uq" UNIQUE("club_id","id");--> statement-breakpoint
ALTER TABLE "court_groups" ADD CONSTRAINT "court_groups_tenant_uq" UNIQUE("club_id","id");--> statement-breakpoint
ALTER TABLE "courts" ADD CONSTRAINT "courts_tenant_uq" UNIQUE("club_id","id");--> statement-breakpoint
ALTER TABLE "membership_type_booking_rates" ADD CONSTRAINT "membership_type_booking_rates_tenant_uq" UNIQUE("club_id","id");--> statement-breakpoint
ALTER TABLE "club_members" ADD CONSTRAINT "club_members_tenant_uq" UNIQUE("club_id","id");--> statement-breakpoint
ALTER TABLE "member_groups" ADD CONSTRAINT "member_groups_tenant_uq" UNIQUE("club_id","id");--> statement-breakpoint
ALTER TABLE "membership_types" ADD CONSTRAINT "membership_types_tenant_uq" UNIQUE("club_id","id");
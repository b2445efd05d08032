-- A booked person's register row is of the booking's club; removing the member clears only the link.
ALTER TABLE "booked_persons" ADD CONSTRAINT "booked_persons_member_fk" FOREIGN KEY ("club_id","club_member_id") REFERENCES "public"."club_members"("club_id","id") ON DELETE SET NULL ("club_member_id");

ALTER TABLE "message_groups" ADD COLUMN "clinic_id" integer;--> statement-breakpoint
ALTER TABLE "message_groups" ADD CONSTRAINT "message_groups_clinic_fk" FOREIGN KEY ("club_id","clinic_id") REFERENCES "public"."events"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_groups_clinic_idx" ON "message_groups" USING btree ("clinic_id");
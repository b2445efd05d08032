ALTER TABLE "club_coaches" ADD COLUMN "lesson_price" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "club_coaches" ADD COLUMN "lesson_from" text DEFAULT '07:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "club_coaches" ADD COLUMN "lesson_to" text DEFAULT '21:00' NOT NULL;
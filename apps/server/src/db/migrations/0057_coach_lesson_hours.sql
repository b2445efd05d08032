ALTER TABLE "club_coaches" ADD COLUMN "lesson_hours" jsonb DEFAULT '[{"weekday":0,"open":"07:00","close":"21:00"},{"weekday":1,"open":"07:00","close":"21:00"},{"weekday":2,"open":"07:00","close":"21:00"},{"weekday":3,"open":"07:00","close":"21:00"},{"weekday":4,"open":"07:00","close":"21:00"},{"weekday":5,"open":"07:00","close":"21:00"},{"weekday":6,"open":"07:00","close":"21:00"}]'::jsonb NOT NULL;--> statement-breakpoint
-- Custom (issue 28): each coach's every-day lesson hours become the same hours on each weekday.
UPDATE "club_coaches" SET "lesson_hours" = (
  SELECT jsonb_agg(jsonb_build_object('weekday', d, 'open', "lesson_from", 'close', "lesson_to") ORDER BY d)
  FROM generate_series(0, 6) AS d
);
--> statement-breakpoint
ALTER TABLE "club_coaches" DROP COLUMN "lesson_from";--> statement-breakpoint
ALTER TABLE "club_coaches" DROP COLUMN "lesson_to";
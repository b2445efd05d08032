-- Issue 27: a first membership period shorter than a cycle (bought between rollovers) is priced by
-- the club's rule, the membership feature's param firstPeriodProration: full, day or month. Every
-- club that stored its membership params gets the default, by month, written out, so the rule is a
-- stored fact of each club (not only a default of the code) and reads the same in Club Settings.
UPDATE "club_features" SET "params" = "params" || '{"firstPeriodProration": "month"}'::jsonb
WHERE "feature_id" IN (SELECT "id" FROM "market_features" WHERE "name" = 'membership')
  AND NOT ("params" ? 'firstPeriodProration');
--> statement-breakpoint
UPDATE "market_features" SET "default_params" = "default_params" || '{"firstPeriodProration": "month"}'::jsonb
WHERE "name" = 'membership' AND NOT ("default_params" ? 'firstPeriodProration');

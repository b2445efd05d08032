-- Trigram indexes for the searches that match part of a text (ILIKE '%…%'), which a b-tree cannot
-- serve: the member register's search (members.service.ts memberWhere, 100,000 members) and the
-- club directory's name search. pg_trgm ships with PostgreSQL (contrib) and PGlite
-- (@electric-sql/pglite/contrib/pg_trgm, loaded in db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- The expression is memberWhere's haystack, word for word: the planner uses the index only for
-- that same expression, so change both together.
CREATE INDEX IF NOT EXISTS "club_members_search_trgm_idx" ON "club_members" USING gin (("first_name" || ' ' || "last_name" || chr(1) || "membership_number" || chr(1) || "email_set"::text) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clubs_name_trgm_idx" ON "clubs" USING gin ("name" gin_trgm_ops);
-- Custom SQL migration file, put your code below! --
-- Messages queued before e-mail moved onto the jobs queue get their delivery job (once: keyed by the message).
INSERT INTO "jobs" ("name", "payload", "key", "max_attempts")
SELECT 'mail.deliver', jsonb_build_object('outboxId', "id"), 'mail:' || "id", 8 FROM "outbox" WHERE "status" = 'queued'
ON CONFLICT ("key") DO NOTHING;
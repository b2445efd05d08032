import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import * as clock from '../../clock';

/** The states a job moves through: queued → running → done, or back to queued for a retry, or dead. */
export const jobStates = ['queued', 'running', 'done', 'dead'] as const;
export type JobState = (typeof jobStates)[number];

/**
 * The durable job queue (integrations/jobs/README.md): work that happens after a request, claimed
 * by one worker at a time with FOR UPDATE SKIP LOCKED, retried with backoff, kept when dead.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    payload: jsonb().notNull().default({}),
    state: text({ enum: jobStates }).notNull().default('queued'),
    run_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
    attempts: integer().notNull().default(0),
    max_attempts: integer().notNull().default(5),
    last_error: text(),
    // A job enqueued twice under one key exists once: singletons and each recurring occurrence.
    key: text().unique(),
    // The worker that holds (or last held) the job, and when it last proved it was alive.
    locked_by: text(),
    locked_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
    finished_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    // The claim reads queued jobs in run_at order; the lease check reads running ones.
    index('jobs_state_run_at_idx').on(t.state, t.run_at),
  ],
);

export type JobRow = typeof jobs.$inferSelect;

import { and, asc, desc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { jobs, type JobRow } from './jobs.tables';
import * as clock from '../../clock';

// The queue's statements. Every time is passed in (`now`) rather than read from the database, so
// tests drive the clock; processes on several hosts are expected to keep their clocks in sync.

export type EnqueueOptions = {
  /** Not before this time (a scheduled job); default now. */
  runAt?: Date;
  /** A job with this key already in the table (in any state) makes this call a no-op. */
  key?: string;
  /** Tries before the job is dead; default 5. */
  maxAttempts?: number;
};

/**
 * Adds a job, inside the caller's transaction when given one: it exists only if the caller's
 * work commits. Returns the job's id, or null when `key` is taken.
 */
export async function enqueue(
  tx: Db | Tx,
  name: string,
  payload: unknown = {},
  options: EnqueueOptions = {},
): Promise<number | null> {
  const [row] = await tx
    .insert(jobs)
    // This process's clock, as the claim uses: the database's now() has microseconds that could put
    // a job a fraction of a millisecond after a claim made at once.
    .values({
      name,
      payload,
      run_at: options.runAt ?? clock.now(),
      key: options.key,
      max_attempts: options.maxAttempts,
    })
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  return row?.id ?? null;
}

/**
 * Takes up to `limit` due jobs among `names` for one worker. SKIP LOCKED lets workers on other
 * connections take other rows at the same moment instead of waiting; ARRAY(...) evaluates the
 * locking subquery once, so the UPDATE never claims more than it locked.
 */
export async function claimJobs(
  db: Db,
  options: { workerId: string; names: string[]; limit: number; now: Date },
): Promise<JobRow[]> {
  if (options.limit <= 0 || options.names.length === 0) return [];
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.state, 'queued'), lte(jobs.run_at, options.now), inArray(jobs.name, options.names)))
    .orderBy(asc(jobs.run_at), asc(jobs.id))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({ state: 'running', attempts: sql`${jobs.attempts} + 1`, locked_by: options.workerId, locked_at: options.now })
    .where(sql`${jobs.id} = ANY(ARRAY(${due}))`)
    .returning();
}

/** The job as its worker holds it: a worker whose lease was taken over changes nothing. */
const heldBy = (id: number, workerId: string) =>
  and(eq(jobs.id, id), eq(jobs.state, 'running'), eq(jobs.locked_by, workerId));

/** Marks a job done; false when the worker no longer held it. */
export async function completeJob(db: Db, job: Pick<JobRow, 'id'>, workerId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ state: 'done', finished_at: now, last_error: null })
    .where(heldBy(job.id, workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export type Backoff = { baseMs: number; maxMs: number };
export const defaultBackoff: Backoff = { baseMs: 30_000, maxMs: 3_600_000 };

/** The wait before try `attempts + 1`: base, 2×base, 4×base, … capped at max. */
export const backoffDelay = (attempts: number, backoff: Backoff = defaultBackoff) =>
  Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, attempts - 1));

/** Records a failed try: queued again after the backoff, or dead once its tries are spent. */
export async function failJob(
  db: Db,
  job: Pick<JobRow, 'id' | 'attempts' | 'max_attempts'>,
  workerId: string,
  error: string,
  now: Date,
  backoff: Backoff = defaultBackoff,
): Promise<'queued' | 'dead' | 'lost'> {
  const dead = job.attempts >= job.max_attempts;
  const rows = await db
    .update(jobs)
    .set(
      dead
        ? { state: 'dead', last_error: error, finished_at: now }
        : { state: 'queued', last_error: error, run_at: new Date(now.getTime() + backoffDelay(job.attempts, backoff)) },
    )
    .where(heldBy(job.id, workerId))
    .returning({ id: jobs.id });
  if (rows.length === 0) return 'lost';
  return dead ? 'dead' : 'queued';
}

/** Keeps a worker's running jobs from looking abandoned. */
export async function renewLeases(db: Db, ids: number[], workerId: string, now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(jobs)
    .set({ locked_at: now })
    .where(and(inArray(jobs.id, ids), eq(jobs.state, 'running'), eq(jobs.locked_by, workerId)));
}

/**
 * Running jobs whose worker stopped renewing the lease (it died or lost the database) go back
 * to the queue, or to dead when that was their last try. Returns how many were released.
 */
export async function releaseStaleJobs(db: Db, options: { now: Date; leaseMs: number }): Promise<number> {
  const expired = new Date(options.now.getTime() - options.leaseMs);
  const rows = await db
    .update(jobs)
    .set({
      state: sql`CASE WHEN ${jobs.attempts} >= ${jobs.max_attempts} THEN 'dead' ELSE 'queued' END`,
      run_at: options.now,
      finished_at: sql`CASE WHEN ${jobs.attempts} >= ${jobs.max_attempts} THEN ${options.now}::timestamptz END`,
      last_error: sql`'The worker ' || coalesce(${jobs.locked_by}, '?') || ' stopped renewing its lease.'`,
    })
    .where(and(eq(jobs.state, 'running'), lt(jobs.locked_at, expired)))
    .returning({ id: jobs.id });
  return rows.length;
}

/** Dead jobs, newest first: what an operator looks at (`npm run jobs -- dead`). */
export async function listDeadJobs(db: Db, limit = 100): Promise<JobRow[]> {
  return db
    .select()
    .from(jobs)
    .where(eq(jobs.state, 'dead'))
    .orderBy(desc(jobs.finished_at), desc(jobs.id))
    .limit(limit);
}

/** Gives a dead job a fresh set of tries from now; false when no dead job has this id. */
export async function retryDeadJob(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ state: 'queued', attempts: 0, run_at: now, finished_at: null })
    .where(and(eq(jobs.id, id), eq(jobs.state, 'dead')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Forgets done jobs finished before `before` (dead ones stay until someone looks at them). */
export async function deleteDoneJobs(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(jobs)
    .where(and(eq(jobs.state, 'done'), lt(jobs.finished_at, before)))
    .returning({ id: jobs.id });
  return rows.length;
}

import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { JobRow } from './jobs.tables';
import { claimJobs, completeJob, defaultBackoff, failJob, releaseStaleJobs, renewLeases, type Backoff } from './queue';
import { nextOccurrence, occurrenceKey, scheduleRecurringJobs, type RecurringJob } from './recurring';
import * as clock from '../../clock';

/** One job as its handler sees it. */
export type Job<P = unknown> = {
  id: number;
  name: string;
  payload: P;
  /** This try's number, from 1. */
  attempts: number;
  maxAttempts: number;
  /** When it was due (a recurring job's occurrence). */
  runAt: Date;
  /** A failure now makes the job dead: the handler may record the final outcome. */
  isLastAttempt: boolean;
};

export type JobLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
export type JobContext = { db: Db; log: JobLog; now: () => Date };
/** Does the job's work; throwing fails this try. It may run again after a crash, so it must tolerate a repeat. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each handler types its own payload
export type JobHandler = (job: Job<any>, ctx: JobContext) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

export type WorkerOptions = {
  db: Db;
  log: JobLog;
  handlers: JobHandlers;
  recurring?: RecurringJob[];
  /** Wait between polls when the queue is empty; default 1 s. */
  pollMs?: number;
  /** Jobs run at once by this worker; default 4. */
  concurrency?: number;
  /** A running job whose lease is older than this is taken back; default 5 minutes (renewed every third of it). */
  leaseMs?: number;
  backoff?: Partial<Backoff>;
  /** The clock; tests pass their own. */
  now?: () => Date;
  workerId?: string;
};

const defaults = { pollMs: 1000, concurrency: 4, leaseMs: 5 * 60_000 };
const newWorkerId = () => `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 2000);

/** Runs one claimed job and records the outcome; never throws. Returns the job's new state. */
async function runClaimed(
  row: JobRow,
  workerId: string,
  options: WorkerOptions & { now: () => Date },
): Promise<'done' | 'queued' | 'dead' | 'lost'> {
  const { db, log, now } = options;
  const job: Job = {
    id: row.id,
    name: row.name,
    payload: row.payload,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    runAt: row.run_at,
    isLastAttempt: row.attempts >= row.max_attempts,
  };
  try {
    try {
      await options.handlers[row.name](job, { db, log, now });
    } catch (err) {
      const state = await failJob(db, row, workerId, errorText(err), now(), { ...defaultBackoff, ...options.backoff });
      const fields = { job: { id: row.id, name: row.name, attempts: row.attempts }, err: errorText(err) };
      if (state === 'dead') log.error(fields, 'job dead: no tries left');
      else log.warn(fields, 'job failed; it will be retried');
      return state;
    }
    if (await completeJob(db, row, workerId, now())) return 'done';
    log.warn({ job: { id: row.id, name: row.name } }, 'job finished after its lease was taken over');
    return 'lost';
  } catch (err) {
    // The database refused the bookkeeping: the lease expires and another try follows.
    log.error({ err, job: { id: row.id, name: row.name } }, 'job outcome not recorded');
    return 'lost';
  }
}

/**
 * Runs every job due at `now`, one after another, until none is left (tests and scripts: the
 * clock stands still, so a retry scheduled later waits for a later call). Also schedules the
 * recurring jobs and takes back expired leases first, as the worker does.
 */
export async function runDueJobs(options: Omit<WorkerOptions, 'now' | 'pollMs' | 'concurrency'> & { now?: Date }) {
  const at = options.now ?? clock.now();
  const run = { ...options, now: () => at };
  const workerId = options.workerId ?? newWorkerId();
  const names = Object.keys(options.handlers);
  const counts = { done: 0, queued: 0, dead: 0, lost: 0 };
  await scheduleRecurringJobs(options.db, options.recurring ?? [], at);
  await releaseStaleJobs(options.db, { now: at, leaseMs: options.leaseMs ?? defaults.leaseMs });
  for (;;) {
    const [row] = await claimJobs(options.db, { workerId, names, limit: 1, now: at });
    if (!row) return counts;
    counts[await runClaimed(row, workerId, run)] += 1;
  }
}

export type JobWorker = { workerId: string; stop(): Promise<void> };

/**
 * Polls the queue and runs due jobs, up to `concurrency` at once, until `stop()`: it stops
 * claiming, then resolves once the jobs in hand have finished (SIGTERM: drain requests first,
 * then this). Safe in any number of processes on one PostgreSQL.
 */
export function startJobWorker(options: WorkerOptions): JobWorker {
  const { db, log } = options;
  const pollMs = options.pollMs ?? defaults.pollMs;
  const concurrency = options.concurrency ?? defaults.concurrency;
  const leaseMs = options.leaseMs ?? defaults.leaseMs;
  const now = options.now ?? (() => clock.now());
  const workerId = options.workerId ?? newWorkerId();
  const names = Object.keys(options.handlers);
  const recurring = options.recurring ?? [];
  const running = new Map<number, Promise<unknown>>();
  let stopping = false;
  let wake: (() => void) | null = null;
  let slotFreed = false;
  let lastRelease = 0;
  let scheduled = '';

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wake = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      wake = done;
    });

  const tick = async () => {
    const at = now();
    // One insert per recurring job only when its next occurrence changes, not on every poll.
    const next = recurring.map((job) => occurrenceKey(job.name, nextOccurrence(job, at))).join('|');
    if (next !== scheduled) {
      await scheduleRecurringJobs(db, recurring, at);
      scheduled = next;
    }
    if (at.getTime() - lastRelease >= leaseMs / 4) {
      const released = await releaseStaleJobs(db, { now: at, leaseMs });
      if (released > 0) log.warn({ released }, 'jobs of a stopped worker taken back');
      lastRelease = at.getTime();
    }
    const free = concurrency - running.size;
    if (free <= 0 || stopping) return;
    for (const row of await claimJobs(db, { workerId, names, limit: free, now: now() })) {
      const done = runClaimed(row, workerId, { ...options, now }).finally(() => {
        running.delete(row.id);
        slotFreed = true;
        wake?.();
      });
      running.set(row.id, done);
    }
  };

  const loop = (async () => {
    while (!stopping) {
      try {
        await tick();
      } catch (err) {
        log.error({ err }, 'job worker: polling the queue failed');
      }
      // A finished job wakes the loop early, so a busy queue keeps every slot filled.
      if (!stopping && !slotFreed) await sleep(pollMs);
      slotFreed = false;
    }
  })();

  const heartbeat = setInterval(() => {
    renewLeases(db, [...running.keys()], workerId, now()).catch((err) =>
      log.error({ err }, 'job worker: renewing leases failed'),
    );
  }, leaseMs / 3);
  heartbeat.unref();

  return {
    workerId,
    async stop() {
      stopping = true;
      wake?.();
      await loop;
      await Promise.allSettled(running.values());
      clearInterval(heartbeat);
    },
  };
}

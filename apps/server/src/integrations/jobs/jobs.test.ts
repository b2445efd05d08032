import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers';
import type { Database } from '../../db/client';
import { jobs } from './jobs.tables';
import { claimJobs, completeJob, enqueue, listDeadJobs, retryDeadJob } from './queue';
import { runDueJobs, startJobWorker, type JobHandlers, type JobLog } from './worker';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(jobs);
});

const log: JobLog = { info: () => {}, warn: () => {}, error: () => {} };
const t0 = new Date('2030-01-07T09:00:00Z');
const later = (ms: number, from = t0) => new Date(from.getTime() + ms);
const jobNamed = async (name: string) => (await database.db.select().from(jobs).where(eq(jobs.name, name)))[0];
const run = (handlers: JobHandlers, now: Date, extra: Partial<Parameters<typeof runDueJobs>[0]> = {}) =>
  runDueJobs({ db: database.db, log, handlers, now, backoff: { baseMs: 1000 }, ...extra });

describe('enqueue', () => {
  it('belongs to the caller’s transaction: a rollback leaves no job', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueue(tx, 'noop', {});
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await database.db.select().from(jobs)).toEqual([]);
  });

  it('keeps one job per key', async () => {
    const first = await enqueue(database.db, 'singleton', { n: 1 }, { key: 'the-one' });
    const second = await enqueue(database.db, 'singleton', { n: 2 }, { key: 'the-one' });
    expect(first).toBeTypeOf('number');
    expect(second).toBeNull();
    expect(await database.db.select().from(jobs)).toMatchObject([{ id: first, payload: { n: 1 } }]);
  });
});

describe('running jobs', () => {
  it('retries a failing job with doubling waits, then marks it done', async () => {
    let calls = 0;
    const handlers: JobHandlers = {
      async flaky() {
        calls += 1;
        if (calls < 3) throw new Error(`refused ${calls}`);
      },
    };
    await enqueue(database.db, 'flaky', {}, { runAt: t0 });
    expect(await run(handlers, t0)).toMatchObject({ queued: 1 });
    expect(await jobNamed('flaky')).toMatchObject({
      state: 'queued',
      attempts: 1,
      last_error: 'refused 1',
      run_at: later(1000),
    });
    expect(await run(handlers, later(999))).toMatchObject({ queued: 0, done: 0 });
    expect(await run(handlers, later(1000))).toMatchObject({ queued: 1 });
    expect(await jobNamed('flaky')).toMatchObject({ attempts: 2, last_error: 'refused 2', run_at: later(1000 + 2000) });
    expect(await run(handlers, later(3000))).toMatchObject({ done: 1 });
    expect(await jobNamed('flaky')).toMatchObject({
      state: 'done',
      attempts: 3,
      last_error: null,
      finished_at: later(3000),
    });
    expect(calls).toBe(3);
  });

  it('keeps a job dead after its last try, with the reason, until someone retries it', async () => {
    const handlers: JobHandlers = {
      async broken(job) {
        throw new Error(`no luck on try ${job.attempts}${job.isLastAttempt ? ' (last)' : ''}`);
      },
    };
    await enqueue(database.db, 'broken', { what: 'it' }, { runAt: t0, maxAttempts: 3 });
    let at = t0;
    for (let i = 0; i < 5; i += 1) {
      await run(handlers, at);
      at = later(60_000, at);
    }
    const dead = await jobNamed('broken');
    expect(dead).toMatchObject({
      state: 'dead',
      attempts: 3,
      last_error: 'no luck on try 3 (last)',
      payload: { what: 'it' },
    });
    expect((await listDeadJobs(database.db)).map((j) => j.id)).toEqual([dead.id]);

    expect(await retryDeadJob(database.db, dead.id, at)).toBe(true);
    expect(await jobNamed('broken')).toMatchObject({ state: 'queued', attempts: 0, run_at: at });
    expect(await retryDeadJob(database.db, dead.id, at)).toBe(false); // no longer dead
  });

  it('runs a scheduled job at its time, not before', async () => {
    const ran: Date[] = [];
    const handlers: JobHandlers = {
      async reminder(job) {
        ran.push(job.runAt);
      },
    };
    await enqueue(database.db, 'reminder', {}, { runAt: later(3_600_000) });
    expect(await run(handlers, later(3_599_999))).toMatchObject({ done: 0 });
    expect(await run(handlers, later(3_600_000))).toMatchObject({ done: 1 });
    expect(ran).toEqual([later(3_600_000)]);
  });

  it('leaves jobs alone that no handler here knows', async () => {
    await enqueue(database.db, 'someone-else', {}, { runAt: t0 });
    expect(await run({}, t0)).toMatchObject({ done: 0 });
    expect(await jobNamed('someone-else')).toMatchObject({ state: 'queued', attempts: 0 });
  });
});

describe('recurring jobs', () => {
  it('enqueues each occurrence once however many workers schedule it, and runs it at its time', async () => {
    const ran: Date[] = [];
    const handlers: JobHandlers = {
      async digest(job) {
        ran.push(job.runAt);
      },
    };
    const recurring = [{ name: 'digest', dailyAt: '07:30' as const, timeZone: 'Australia/Sydney' }];
    // 09:00 UTC is 20:00 in Sydney (summer time): the next occurrence is 07:30 tomorrow there, 20:30 UTC.
    await Promise.all([1, 2, 3, 4, 5].map((n) => run(handlers, t0, { recurring, workerId: `worker-${n}` })));
    const occurrence = new Date('2030-01-07T20:30:00Z');
    expect(await database.db.select({ run_at: jobs.run_at, key: jobs.key }).from(jobs)).toEqual([
      { run_at: occurrence, key: `recurring:digest:${occurrence.toISOString()}` },
    ]);
    await Promise.all([1, 2, 3].map(() => run(handlers, later(1000, occurrence), { recurring })));
    expect(ran).toEqual([occurrence]);
    // The next day's is now waiting.
    expect((await database.db.select().from(jobs).where(eq(jobs.state, 'queued'))).map((j) => j.run_at)).toEqual([
      later(86_400_000, occurrence),
    ]);
  });

  it('aligns an interval to the clock, so every process computes the same instants', async () => {
    const handlers: JobHandlers = { async tick() {} };
    const recurring = [{ name: 'tick', everyMs: 15 * 60_000 }];
    await run(handlers, new Date('2030-01-07T09:07:00Z'), { recurring });
    await run(handlers, new Date('2030-01-07T09:14:59Z'), { recurring });
    expect((await database.db.select().from(jobs)).map((j) => j.run_at)).toEqual([new Date('2030-01-07T09:15:00Z')]);
  });
});

describe('leases', () => {
  it('takes back the job of a worker that died, and ignores that worker if it comes back', async () => {
    const ran: string[] = [];
    const handlers: JobHandlers = {
      async work() {
        ran.push('again');
      },
    };
    await enqueue(database.db, 'work', {}, { runAt: t0 });
    const [claimed] = await claimJobs(database.db, { workerId: 'gone', names: ['work'], limit: 5, now: t0 });
    expect(claimed).toMatchObject({ state: 'running', locked_by: 'gone', attempts: 1 });

    expect(await run(handlers, later(60_000), { leaseMs: 120_000 })).toMatchObject({ done: 0 }); // lease still valid
    expect(await run(handlers, later(120_001), { leaseMs: 120_000, workerId: 'alive' })).toMatchObject({ done: 1 });
    expect(await jobNamed('work')).toMatchObject({ state: 'done', attempts: 2, locked_by: 'alive' });
    expect(ran).toEqual(['again']);
    expect(await completeJob(database.db, claimed, 'gone', later(130_000))).toBe(false);
  });

  it('a job whose worker died on its last try is dead, not retried', async () => {
    await enqueue(database.db, 'work', {}, { runAt: t0, maxAttempts: 1 });
    await claimJobs(database.db, { workerId: 'gone', names: ['work'], limit: 1, now: t0 });
    await run({ async work() {} }, later(600_000), { leaseMs: 120_000 });
    expect(await jobNamed('work')).toMatchObject({
      state: 'dead',
      last_error: 'The worker gone stopped renewing its lease.',
    });
  });
});

describe('startJobWorker', () => {
  it('runs due jobs up to its concurrency, and stop() waits for the running ones', async () => {
    const started: number[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const handlers: JobHandlers = {
      async slow(job) {
        started.push((job.payload as { n: number }).n);
        await gate;
      },
    };
    for (const n of [1, 2, 3]) await enqueue(database.db, 'slow', { n });
    const worker = startJobWorker({ db: database.db, log, handlers, pollMs: 10, concurrency: 2 });
    await expect.poll(() => started.length).toBe(2);

    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stopped).toBe(false);
    expect(await database.db.select({ state: jobs.state }).from(jobs).where(eq(jobs.state, 'running'))).toHaveLength(2);

    release();
    await stopping;
    const states = (await database.db.select({ state: jobs.state }).from(jobs)).map((j) => j.state).sort();
    expect(states).toEqual(['done', 'done', 'queued']); // the third was never claimed after stop()
    expect(started).toHaveLength(2);
  });
});

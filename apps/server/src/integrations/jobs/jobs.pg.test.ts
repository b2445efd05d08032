import { count, eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers';
import { openPostgres, type Database } from '../../db/client';
import { outbox } from '../mail/mail.tables';
import { mailJobHandlers } from '../mail/mail.jobs';
import { queueMail, type Mailer } from '../mail/mailer';
import { jobs } from './jobs.tables';
import { startJobWorker, type JobLog } from './worker';
import * as clock from '../../clock';

// PostgreSQL only (npm run test:pg): PGlite is one connection, so it cannot show two workers racing.

const log: JobLog = { info: () => {}, warn: () => {}, error: () => {} };
const MAILS = 1000;

describe.skipIf(!inject('pgUrl'))('two workers on separate pools', () => {
  let first: Database;
  let second: Database;
  beforeAll(async () => {
    first = await openTestDatabase();
    const url = ((first.db as unknown as { $client: pg.Pool }).$client.options as { connectionString: string })
      .connectionString;
    second = openPostgres(url, 5);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it(`deliver ${MAILS} queued mails, each exactly once`, { timeout: 120_000 }, async () => {
    let started = clock.nowMs();
    await first.db.transaction(async (tx) => {
      for (let i = 0; i < MAILS; i += 1)
        await queueMail(tx, { to: `member${i}@example.org`, subject: `Mail ${i}`, text: 'Hello' });
    });

    console.log(`two workers: ${MAILS} mails queued in ${clock.nowMs() - started} ms`);
    started = clock.nowMs();
    const deliveries = new Map<number, number>();
    const byWorker = { first: 0, second: 0 };
    const mailerFor = (who: keyof typeof byWorker): Mailer => ({
      queue: queueMail,
      async deliver(mail) {
        deliveries.set(mail.id, (deliveries.get(mail.id) ?? 0) + 1);
        byWorker[who] += 1;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 2)); // a server's round trip
        return 'sent';
      },
    });
    const workers = [
      startJobWorker({ db: first.db, log, handlers: mailJobHandlers(mailerFor('first')), pollMs: 20, concurrency: 4 }),
      startJobWorker({
        db: second.db,
        log,
        handlers: mailJobHandlers(mailerFor('second')),
        pollMs: 20,
        concurrency: 4,
      }),
    ];
    try {
      await expect
        .poll(async () => (await first.db.select({ n: count() }).from(outbox).where(eq(outbox.status, 'sent')))[0].n, {
          timeout: 100_000,
          interval: 200,
        })
        .toBe(MAILS);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }

    console.log(`two workers: ${MAILS} mails delivered in ${clock.nowMs() - started} ms`);
    expect(deliveries.size).toBe(MAILS);
    expect([...deliveries.values()].every((n) => n === 1)).toBe(true);
    expect(byWorker.first).toBeGreaterThan(0);
    expect(byWorker.second).toBeGreaterThan(0);
    const states = await first.db
      .select({ state: jobs.state, attempts: jobs.attempts, n: count() })
      .from(jobs)
      .groupBy(jobs.state, jobs.attempts);
    expect(states).toEqual([{ state: 'done', attempts: 1, n: MAILS }]);
    const [{ holders }] = await first.db
      .select({ holders: sql<number>`count(distinct ${jobs.locked_by})::int` })
      .from(jobs);
    expect(holders).toBe(2);
  });
});

import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { jobs } from '../jobs/jobs.tables';
import { enqueue } from '../jobs/queue';
import { outbox } from './mail.tables';
import { createMailer, DELIVER_MAIL_JOB, MAIL_MAX_ATTEMPTS, queueMail, type Mailer } from './mailer';
import * as clock from '../../clock';

const mail = (to: string) => ({
  to,
  subject: 'Court 3 is open again',
  text: 'Reset here: http://x/reset-password?key=secret',
});
const outboxRow = async (t: TestApp, id: number) => (await t.db.select().from(outbox).where(eq(outbox.id, id)))[0];
const jobOf = async (t: TestApp, id: number) =>
  (
    await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `mail:${id}`))
  )[0];
const seconds = (from: Date, s: number) => new Date(from.getTime() + s * 1000);

describe('mailer without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('queues the message and its delivery job in the transaction; the job logs it', async () => {
    expect(t.config.smtpUrl).toBeUndefined();
    const id = await t.db.transaction((tx) => t.app.deps.mailer.queue(tx, mail('queued@example.org')));
    expect(await outboxRow(t, id)).toMatchObject({ to: 'queued@example.org', status: 'queued', sent_at: null });
    expect(await jobOf(t, id)).toMatchObject({
      name: DELIVER_MAIL_JOB,
      state: 'queued',
      payload: { outboxId: id },
      max_attempts: MAIL_MAX_ATTEMPTS,
    });

    expect(await t.runJobs()).toMatchObject({ done: 1 });
    const logged = await outboxRow(t, id);
    expect(logged).toMatchObject({ status: 'logged', error: null });
    expect(logged.sent_at).toBeInstanceOf(Date);
    expect(await jobOf(t, id)).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('sends nothing when the transaction that queued it rolls back', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await t.app.deps.mailer.queue(tx, mail('rolled-back@example.org'));
        throw new Error('the command failed');
      }),
    ).rejects.toThrow('the command failed');
    expect(await t.db.select().from(outbox).where(eq(outbox.to, 'rolled-back@example.org'))).toEqual([]);
    expect(await t.runJobs()).toMatchObject({ done: 0 });
  });

  it('logs recipient and subject only: links in the text are secrets', async () => {
    const lines: unknown[] = [];
    const log = { info: (...args: unknown[]) => lines.push(args) } as unknown as FastifyBaseLogger;
    await createMailer({ from: 'x@y', log }).deliver({ id: 1, ...mail('reader@example.org') });
    expect(JSON.stringify(lines)).toContain('reader@example.org');
    expect(JSON.stringify(lines)).toContain('Court 3 is open again');
    expect(JSON.stringify(lines)).not.toContain('key=secret');
  });
});

describe('mail delivery as a job', () => {
  let t: TestApp;
  const sent: number[] = [];
  let failures = 0;
  // A mail server that refuses while `failures` lasts.
  const mailer: Mailer = {
    queue: queueMail,
    async deliver(message) {
      if (failures > 0) {
        failures -= 1;
        throw new Error('421 Service not available, try again later');
      }
      sent.push(message.id);
      return 'sent';
    },
  };
  beforeAll(async () => {
    t = await createTestApp({}, { mailer });
  });
  afterAll(() => t.close());

  it('retries a refused message with growing waits, keeping the reason, then sends it once', async () => {
    failures = 2;
    const id = await queueMail(t.db, mail('retry@example.org'));
    const t0 = new Date(clock.nowMs() + 1000);
    expect(await t.runJobs(t0)).toMatchObject({ queued: 1 });
    expect(await outboxRow(t, id)).toMatchObject({
      status: 'queued',
      error: '421 Service not available, try again later',
    });
    const first = await jobOf(t, id);
    expect(first).toMatchObject({
      state: 'queued',
      attempts: 1,
      last_error: '421 Service not available, try again later',
    });
    expect(first.run_at).toEqual(seconds(t0, 30));

    expect(await t.runJobs(seconds(t0, 29))).toMatchObject({ queued: 0, done: 0 }); // not yet due
    expect(await t.runJobs(seconds(t0, 30))).toMatchObject({ queued: 1 });
    expect((await jobOf(t, id)).run_at).toEqual(seconds(t0, 30 + 60)); // doubled

    expect(await t.runJobs(seconds(t0, 90))).toMatchObject({ done: 1 });
    expect(await outboxRow(t, id)).toMatchObject({ status: 'sent', error: null });
    expect(await jobOf(t, id)).toMatchObject({ state: 'done', attempts: 3 });
    expect(sent.filter((m) => m === id)).toHaveLength(1);
  });

  it('gives up after its tries: the message is failed and the job dead, both with the reason', async () => {
    failures = 1000;
    const id = await queueMail(t.db, mail('dead@example.org'));
    let at = new Date(clock.nowMs() + 1000);
    for (let i = 0; i < MAIL_MAX_ATTEMPTS; i += 1) {
      await t.runJobs(at);
      at = seconds(at, 3600);
    }
    expect(await jobOf(t, id)).toMatchObject({
      state: 'dead',
      attempts: MAIL_MAX_ATTEMPTS,
      last_error: '421 Service not available, try again later',
    });
    expect(await outboxRow(t, id)).toMatchObject({
      status: 'failed',
      error: '421 Service not available, try again later',
      sent_at: null,
    });
    expect(await t.runJobs(seconds(at, 86_400))).toMatchObject({ done: 0, queued: 0, dead: 0 });
    failures = 0;
  });

  it('never sends a message twice, even when a second job names it', async () => {
    const id = await queueMail(t.db, mail('once@example.org'));
    await enqueue(t.db, DELIVER_MAIL_JOB, { outboxId: id }); // a stray duplicate, without the key
    expect(await t.runJobs()).toMatchObject({ done: 2 });
    expect(sent.filter((m) => m === id)).toHaveLength(1);
    const done = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, DELIVER_MAIL_JOB), eq(jobs.state, 'done')));
    expect(done.filter((j) => (j.payload as { outboxId: number }).outboxId === id)).toHaveLength(2);
  });
});

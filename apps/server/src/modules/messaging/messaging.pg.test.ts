import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ThreadDetail } from '@rally/domain';
import { isPostgres, atOnce, times } from '../../../test/concurrency';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { clubs, newsletterRecipients } from '../../db/schema';
import type { Mailer, OutboxMail } from '../../integrations/mail/mailer';
import { queueMail } from '../../integrations/mail/mailer';
import { claimRecipients, INTERRUPTED, sendBatch, startSending } from './newsletters.service';

// Races a rule could lose (PostgreSQL only: npm run test:pg): a read position that must never move
// back, and a newsletter that nobody may receive twice however many workers send it at once.

describe.runIf(isPostgres)('messaging races', () => {
  const delivered: OutboxMail[] = [];
  const mailer: Mailer = {
    queue: queueMail,
    async deliver(mail) {
      delivered.push(mail);
      return 'sent';
    },
  };
  let t: TestApp;
  let riverside = 0;
  let comms = '';
  let agent = '';
  beforeAll(async () => {
    t = await createTestApp({}, { mailer });
    [{ id: riverside }] = await t.db.select({ id: clubs.id }).from(clubs).where(eq(clubs.name, 'Riverside Tennis Club'));
    comms = await login(t.app, 'comms@example.com');
    agent = await login(t.app, 'agent@example.com');
  });
  afterAll(() => t?.close());
  const call = (authorization: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: { authorization }, ...(payload === undefined ? {} : { payload: payload as object }) });

  it('read_up_to never moves back when twenty marks arrive at once in any order', async () => {
    const group = (await call(comms, 'POST', '/api/messagegroup/', { club: riverside, name: 'Race', ttype: 'D' })).json();
    const thread: ThreadDetail = (await call(comms, 'POST', '/api/thread/', { club: riverside, subject: 'Race', text: 'first', group_set: [group.id] })).json();
    const ids = [thread.comment_set[0].id];
    for (let i = 0; i < 19; i += 1) ids.push((await call(comms, 'POST', '/api/comment/', { thread: thread.id, text: `c${i}` })).json().id);
    const opened: ThreadDetail = (await call(agent, 'GET', `/api/thread/${thread.id}/`)).json();
    const shuffled = [...ids].sort(() => Math.random() - 0.5);
    const answers = await atOnce(t.app, times(20, (i) => ({ method: 'PATCH', url: `/api/playerthread/${opened.player_thread.id}/`, authorization: agent, payload: { read_up_to: shuffled[i] } })));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const after: ThreadDetail = (await call(agent, 'GET', `/api/thread/${thread.id}/`)).json();
    expect(after.player_thread.read_up_to).toBe(Math.max(...ids));
    expect(after.unread).toBe(0);
  });

  it('a newsletter to 5,000 members sent by four batch runs at once, started twice: each member gets exactly one', { timeout: 300_000 }, async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => ({ first_name: `R${i}`, last_name: 'Racer', email_set: [`racer${i}@race.example`] }));
    const added = await call(agent, 'POST', `/api/cmember/bulk/?club=${riverside}`, rows);
    expect(added.statusCode).toBe(201);
    const ids = added.json().members.map((m: { id: number }) => m.id);
    const group = (await call(comms, 'POST', '/api/messagegroup/', { club: riverside, name: 'Racers', ttype: 'P', player_set: ids })).json();
    const n = (await call(comms, 'POST', '/api/newsletter/', { club: riverside, subject: 'Race news', html: '<p>Go</p>', group_set: [group.id] })).json();
    const sent = (await call(comms, 'POST', `/api/newsletter/${n.id}/send/`, {})).json();
    await Promise.all([startSending(t.db, n.id, sent.send_at), startSending(t.db, n.id, sent.send_at)]);
    const [{ total }] = await t.db.select({ total: count() }).from(newsletterRecipients).where(eq(newsletterRecipients.newsletter_id, n.id));
    expect(total).toBe(5000);
    const now = () => new Date();
    for (let round = 0; round < 10; round += 1) {
      await Promise.all(Array.from({ length: 4 }, () => sendBatch(t.db, mailer, 'http://rally.test', n.id, now).catch(() => undefined)));
    }
    const mine = delivered.filter((m) => m.subject === 'Race news');
    expect(mine).toHaveLength(5000);
    expect(new Set(mine.map((m) => m.to)).size).toBe(5000);
    expect((await call(comms, 'GET', `/api/newsletter/${n.id}/`)).json()).toMatchObject({ status: 'T', progress: { total: 5000, sent: 5000 } });
  });

  it('a worker killed half-way through a batch: after the lease its untouched claims are sent by the others, the one delivery in flight is failed, nobody gets two', { timeout: 300_000 }, async () => {
    const rows = Array.from({ length: 300 }, (_, i) => ({ first_name: `K${i}`, last_name: 'Killed', email_set: [`killed${i}@race.example`] }));
    const added = await call(agent, 'POST', `/api/cmember/bulk/?club=${riverside}`, rows);
    expect(added.statusCode).toBe(201);
    const group = (await call(comms, 'POST', '/api/messagegroup/', { club: riverside, name: 'Killed', ttype: 'P', player_set: added.json().members.map((m: { id: number }) => m.id) })).json();
    const n = (await call(comms, 'POST', '/api/newsletter/', { club: riverside, subject: 'Killed news', html: '<p>Go</p>', group_set: [group.id] })).json();
    const sent = (await call(comms, 'POST', `/api/newsletter/${n.id}/send/`, {})).json();
    await startSending(t.db, n.id, sent.send_at);
    // The dead worker: claimed a batch eleven minutes ago, had handed the first of it to SMTP, then died.
    const dead = await claimRecipients(t.db, n.id, () => new Date(Date.now() - 11 * 60_000));
    expect(dead.claimed).toHaveLength(200);
    const inFlight = dead.claimed[0];
    await t.db.update(newsletterRecipients).set({ status: 'sending' }).where(and(eq(newsletterRecipients.id, inFlight.id)));
    // The restarted workers: four batch runs at once, a few rounds.
    const now = () => new Date();
    for (let round = 0; round < 4; round += 1) {
      await Promise.all(Array.from({ length: 4 }, () => sendBatch(t.db, mailer, 'http://rally.test', n.id, now).catch(() => undefined)));
    }
    const mine = delivered.filter((m) => m.subject === 'Killed news');
    expect(mine).toHaveLength(299);
    expect(new Set(mine.map((m) => m.to)).size).toBe(299);
    expect(mine.some((m) => m.to === inFlight.email)).toBe(false);
    const detail = (await call(comms, 'GET', `/api/newsletter/${n.id}/`)).json();
    expect(detail).toMatchObject({ status: 'T', progress: { total: 300, sent: 299, failed: 1, queued: 0 } });
    const failed = (await call(comms, 'GET', `/api/newsletter/${n.id}/recipients/?status=failed`)).json();
    expect(failed.results).toEqual([expect.objectContaining({ email: inFlight.email, reason: INTERRUPTED })]);
  });
});

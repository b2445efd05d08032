import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ThreadDetail } from '@rally/domain';
import { isPostgres, atOnce, times } from '../../../test/concurrency';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { clubs, newsletterRecipients } from '../../db/schema';
import type { Mailer, OutboxMail } from '../../integrations/mail/mailer';
import { queueMail } from '../../integrations/mail/mailer';
import { sendBatch, startSending } from './newsletter-delivery.service';
import * as clock from '../../clock';

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
    [{ id: riverside }] = await t.db
      .select({ id: clubs.id })
      .from(clubs)
      .where(eq(clubs.name, 'Riverside Tennis Club'));
    comms = await login(t.app, 'comms@example.com');
    agent = await login(t.app, 'agent@example.com');
  });
  afterAll(() => t?.close());
  const call = (authorization: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { authorization },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('read_up_to never moves back when twenty marks arrive at once in any order', async () => {
    const group = (
      await call(comms, 'POST', '/api/messagegroup/', { club: riverside, name: 'Race', ttype: 'D' })
    ).json();
    const thread: ThreadDetail = (
      await call(comms, 'POST', '/api/thread/', {
        club: riverside,
        subject: 'Race',
        text: 'first',
        group_set: [group.id],
      })
    ).json();
    const ids = [thread.comment_set[0].id];
    for (let i = 0; i < 19; i += 1)
      ids.push((await call(comms, 'POST', '/api/comment/', { thread: thread.id, text: `c${i}` })).json().id);
    const opened: ThreadDetail = (await call(agent, 'GET', `/api/thread/${thread.id}/`)).json();
    const shuffled = [...ids].sort(() => Math.random() - 0.5);
    const answers = await atOnce(
      t.app,
      times(20, (i) => ({
        method: 'PATCH',
        url: `/api/playerthread/${opened.player_thread.id}/`,
        authorization: agent,
        payload: { read_up_to: shuffled[i] },
      })),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const after: ThreadDetail = (await call(agent, 'GET', `/api/thread/${thread.id}/`)).json();
    expect(after.player_thread.read_up_to).toBe(Math.max(...ids));
    expect(after.unread).toBe(0);
  });

  it(
    'a newsletter to 5,000 members sent by four batch runs at once, started twice: each member gets exactly one',
    { timeout: 300_000 },
    async () => {
      const rows = Array.from({ length: 5000 }, (_, i) => ({
        first_name: `R${i}`,
        last_name: 'Racer',
        email_set: [`racer${i}@race.example`],
      }));
      const added = await call(agent, 'POST', `/api/cmember/bulk/?club=${riverside}`, rows);
      expect(added.statusCode).toBe(201);
      const ids = added.json().members.map((m: { id: number }) => m.id);
      const group = (
        await call(comms, 'POST', '/api/messagegroup/', {
          club: riverside,
          name: 'Racers',
          ttype: 'P',
          player_set: ids,
        })
      ).json();
      const n = (
        await call(comms, 'POST', '/api/newsletter/', {
          club: riverside,
          subject: 'Race news',
          html: '<p>Go</p>',
          group_set: [group.id],
        })
      ).json();
      const sent = (await call(comms, 'POST', `/api/newsletter/${n.id}/send/`, {})).json();
      await Promise.all([startSending(t.db, n.id, sent.send_at), startSending(t.db, n.id, sent.send_at)]);
      const [{ total }] = await t.db
        .select({ total: count() })
        .from(newsletterRecipients)
        .where(eq(newsletterRecipients.newsletter_id, n.id));
      expect(total).toBe(5000);
      const now = () => clock.now();
      for (let round = 0; round < 10; round += 1) {
        await Promise.all(
          Array.from({ length: 4 }, () =>
            sendBatch(t.db, mailer, 'http://rally.test', n.id, now).catch(() => undefined),
          ),
        );
      }
      const mine = delivered.filter((m) => m.subject === 'Race news');
      expect(mine).toHaveLength(5000);
      expect(new Set(mine.map((m) => m.to)).size).toBe(5000);
      expect((await call(comms, 'GET', `/api/newsletter/${n.id}/`)).json()).toMatchObject({
        status: 'T',
        progress: { total: 5000, sent: 5000 },
      });
    },
  );

  it(
    '5,000 members, the worker killed half-way through the send, the others restarted: every member gets it, the copy in flight goes again under the same Message-ID, no other copy twice',
    { timeout: 900_000 },
    async () => {
      const rows = Array.from({ length: 5000 }, (_, i) => ({
        first_name: `K${i}`,
        last_name: 'Killed',
        email_set: [`killed${i}@race.example`],
      }));
      const added = await call(agent, 'POST', `/api/cmember/bulk/?club=${riverside}`, rows);
      expect(added.statusCode).toBe(201);
      const group = (
        await call(comms, 'POST', '/api/messagegroup/', {
          club: riverside,
          name: 'Killed',
          ttype: 'P',
          player_set: added.json().members.map((m: { id: number }) => m.id),
        })
      ).json();
      const n = (
        await call(comms, 'POST', '/api/newsletter/', {
          club: riverside,
          subject: 'Killed news',
          html: '<p>Go</p>',
          group_set: [group.id],
        })
      ).json();
      const sent = (await call(comms, 'POST', `/api/newsletter/${n.id}/send/`, {})).json();
      await startSending(t.db, n.id, sent.send_at);
      // The worker that dies: it runs batch after batch (its clock eleven minutes behind, so its
      // claims' lease has passed for the others); the SMTP server accepts its 2,500th copy, half-way
      // through its 13th batch, and the worker is killed before it records that: it never answers
      // again, which is all the database sees of a killed process (each step committed on its own).
      let handed = 0;
      const dying: Mailer = {
        queue: queueMail,
        deliver(mail) {
          delivered.push(mail);
          handed += 1;
          return handed === 2500 ? new Promise<never>(() => undefined) : Promise.resolve('sent' as const);
        },
      };
      void (async () => {
        for (;;)
          await sendBatch(t.db, dying, 'http://rally.test', n.id, () => new Date(clock.nowMs() - 11 * 60_000)).catch(
            () => undefined,
          );
      })();
      await vi.waitFor(() => expect(handed).toBe(2500), { timeout: 600_000, interval: 100 });
      const [inFlight] = await t.db
        .select()
        .from(newsletterRecipients)
        .where(and(eq(newsletterRecipients.newsletter_id, n.id), eq(newsletterRecipients.status, 'sending')));
      expect(
        await t.db
          .select({ n: count() })
          .from(newsletterRecipients)
          .where(and(eq(newsletterRecipients.newsletter_id, n.id), eq(newsletterRecipients.status, 'claimed'))),
      ).toEqual([{ n: 100 }]);
      expect(
        await t.db
          .select({ n: count() })
          .from(newsletterRecipients)
          .where(and(eq(newsletterRecipients.newsletter_id, n.id), eq(newsletterRecipients.status, 'sent'))),
      ).toEqual([{ n: 2499 }]);
      // The restarted workers: four batch runs at once, round after round, until it is sent.
      const now = () => clock.now();
      for (
        let round = 0;
        round < 20 && (await call(comms, 'GET', `/api/newsletter/${n.id}/`)).json().status !== 'T';
        round += 1
      ) {
        await Promise.all(
          Array.from({ length: 4 }, () =>
            sendBatch(t.db, mailer, 'http://rally.test', n.id, now).catch(() => undefined),
          ),
        );
      }
      const mine = delivered.filter((m) => m.subject === 'Killed news');
      // Every member received it; one handoff more than members: the copy in flight, sent again.
      expect(new Set(mine.map((m) => m.to)).size).toBe(5000);
      expect(mine).toHaveLength(5001);
      const twice = mine.filter((m) => m.to === inFlight.email);
      expect(twice).toHaveLength(2);
      expect(twice[0].messageId).toBe(twice[1].messageId);
      // One message per member: one Message-ID per address, none shared between addresses.
      const ids = new Map<string, Set<string>>();
      for (const m of mine) ids.set(m.to, (ids.get(m.to) ?? new Set()).add(m.messageId!));
      expect([...ids.values()].every((set) => set.size === 1)).toBe(true);
      expect(new Set(mine.map((m) => m.messageId)).size).toBe(5000);
      const detail = (await call(comms, 'GET', `/api/newsletter/${n.id}/`)).json();
      expect(detail).toMatchObject({ status: 'T', progress: { total: 5000, sent: 5000, failed: 0, queued: 0 } });
    },
  );
});

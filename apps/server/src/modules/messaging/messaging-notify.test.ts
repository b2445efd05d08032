import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ThreadDetail } from '@rally/domain';
import { outbox } from '../../db/schema';
import { messagingFixture, type MessagingFixture } from './messaging.test-helpers';
import * as clock from '../../clock';

let f: MessagingFixture;
beforeAll(async () => {
  f = await messagingFixture();
});
afterAll(() => f.close());

describe('e-mail about a thread', () => {
  it('e-mails each recipient once per thread and quiet period, with a link back to the thread', async () => {
    const ids = await f.addMembers(2, (i) => ({ email_set: [['one', 'two'][i] + '@audience.example'] }));
    const g = await f.addGroup({ name: 'Two', ttype: 'P', player_set: ids });
    const started: ThreadDetail = (
      await f.call('comms', 'POST', '/api/thread/', {
        club: f.riverside,
        subject: 'Ball machine',
        text: 'Fixed.',
        group_set: [g.id],
      })
    ).json();
    await f.t.runJobs();
    const mails = await f.t.db.select().from(outbox).where(eq(outbox.subject, 'Riverside Tennis Club: Ball machine'));
    expect(mails.map((m) => m.to).sort()).toEqual(['one@audience.example', 'two@audience.example']);
    expect(mails[0].text).toContain(`/inbox?club=${f.riverside}&thread=${started.id}`);
    // Three replies within one quiet period: one more e-mail each, after the period.
    for (const text of ['a', 'b', 'c']) await f.call('comms', 'POST', '/api/comment/', { thread: started.id, text });
    await f.t.runJobs(new Date(clock.nowMs() + 11 * 60_000));
    expect(
      await f.t.db.select().from(outbox).where(eq(outbox.subject, 'Riverside Tennis Club: Ball machine')),
    ).toHaveLength(4);
  });
});

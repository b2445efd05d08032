import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { clubs, newsletterRecipients } from '../../db/schema';
import { EMAIL_TURNED_OFF } from '../messaging/newsletter-delivery.service';
import * as clock from '../../clock';

// A newsletter's notices (issue 28): each recipient with a login is told in-app as the recipients
// are resolved; one who turned newsletter e-mail off in the notification settings is skipped by the
// e-mail (with the reason on the recipients' list), and the others are still e-mailed.

let t: TestApp;
let riverside = 0;
const tokens: Record<string, string> = {};
const call = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: tokens[who] }, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  [{ id: riverside }] = await t.db.select({ id: clubs.id }).from(clubs).where(eq(clubs.name, 'Riverside Tennis Club'));
  for (const email of ['comms@example.com', 'player@example.com']) tokens[email] = await login(t.app, email);
});
afterAll(() => t.close());

it("tells Pat in-app and honours Pat's e-mail switch for newsletters", async () => {
  const off = await call('player@example.com', 'PUT', '/api/notification/preferences/', {
    preferences: [{ kind: 'newsletter', push: true, email: false }],
  });
  expect(off.statusCode, off.body).toBe(200);
  const draft = await call('comms@example.com', 'POST', '/api/newsletter/', {
    club: riverside,
    subject: 'Autumn at Riverside',
    html: '<p>Hello</p>',
    all_members: true,
  });
  expect(draft.statusCode, draft.body).toBe(201);
  const id = draft.json().id;
  expect((await call('comms@example.com', 'POST', `/api/newsletter/${id}/send/`, {})).statusCode).toBe(200);
  let now = clock.nowMs();
  for (let i = 0; i < 4; i += 1) {
    await t.runJobs(new Date(now));
    now += 10 * 60_000;
  }
  const rows = await t.db
    .select({
      email: newsletterRecipients.email,
      status: newsletterRecipients.status,
      reason: newsletterRecipients.reason,
    })
    .from(newsletterRecipients)
    .where(and(eq(newsletterRecipients.newsletter_id, id)));
  expect(rows.find((r) => r.email === 'player@example.com')).toEqual({
    email: 'player@example.com',
    status: 'skipped',
    reason: EMAIL_TURNED_OFF,
  });
  expect(rows.some((r) => r.status === 'sent')).toBe(true);
  const mine = (await call('player@example.com', 'GET', '/api/notification/')).json();
  expect(mine.results[0]).toMatchObject({ kind: 'newsletter', title: 'Autumn at Riverside', link: '/news' });
});

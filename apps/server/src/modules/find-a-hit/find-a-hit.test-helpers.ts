import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { clubFeatures, clubMembers, marketFeatures, outbox, players, users } from '../../db/schema';
import { createTestApp, login } from '../../../test/helpers';
import { bookingsFixture, weekdayIn } from '../bookings/bookings.test-helpers';

// What the find-a-hit tests share: the bookings fixture (a court group of Riverside's own with two
// courts and known rules), logins of players and staff, and request helpers naming the caller.
// Pat Player and Carlos Coach are Riverside members, and so is Andy Applicant here (the demo has
// him lapsed: his membership is renewed for these tests); Fiona Fees administers Riverside but is not a member;
// Olivia Other is Harbour's AGENT.

export const hitEmails = {
  pat: 'player@example.com',
  andy: 'applicant@example.com',
  carlos: 'coach@example.com',
  fees: 'fees@example.com',
  matcha: 'matcha@example.com',
  agent: 'agent@example.com',
  other: 'other-agent@example.com',
} as const;
export type HitCaller = keyof typeof hitEmails;

export async function matchaFixture() {
  const t = await createTestApp();
  const b = await bookingsFixture(t);
  const tokens = {} as Record<HitCaller, string>;
  for (const [who, email] of Object.entries(hitEmails) as [HitCaller, string][])
    tokens[who] = await login(t.app, email);
  const ids = {} as Record<HitCaller, number>;
  for (const [who, email] of Object.entries(hitEmails) as [HitCaller, string][]) {
    ids[who] = (
      await t.db
        .select({ id: players.id })
        .from(players)
        .innerJoin(users, eq(users.id, players.user_id))
        .where(eq(users.email, email))
    )[0].id;
  }
  await t.db
    .update(clubMembers)
    .set({ expires: null, subscription_status: 'C' })
    .where(and(eq(clubMembers.club_id, b.club), eq(clubMembers.player_id, ids.andy)));
  const call = (who: HitCaller, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: tokens[who] },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const expectCall = async (
    status: number,
    who: HitCaller,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => {
    const res = await call(who, method, url, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return res.body ? res.json() : null;
  };
  const day = weekdayIn(2);
  /** Posts a hit at Riverside as `who`: 09:00–11:00 local, two days on, singles, unless fields say otherwise. */
  const post = (who: HitCaller, fields: Record<string, unknown> = {}) =>
    call(who, 'POST', '/api/matchahitrequest/', {
      club: b.club,
      start_time: `${day}T09:00`,
      end_time: `${day}T11:00`,
      ...fields,
    });
  const board = async (who: HitCaller, query = '') =>
    (await expectCall(200, who, 'GET', `/api/matchahitrequest/${query}`)).results as { id: number; status: string }[];
  const setMatcha = async (params: Record<string, boolean>, clubId = b.club) => {
    const [feature] = await t.db
      .select({ id: clubFeatures.id, params: clubFeatures.params })
      .from(clubFeatures)
      .innerJoin(marketFeatures, eq(marketFeatures.id, clubFeatures.feature_id))
      .where(and(eq(clubFeatures.club_id, clubId), eq(marketFeatures.name, 'matcha')));
    await t.db
      .update(clubFeatures)
      .set({ params: { ...feature.params, ...params } })
      .where(eq(clubFeatures.id, feature.id));
  };
  const mailsTo = async (who: HitCaller) => t.db.select().from(outbox).where(eq(outbox.to, hitEmails[who]));
  return { t, b, ids, call, expectCall, post, board, setMatcha, mailsTo, day, club: b.club, close: () => t.close() };
}
export type MatchaFixture = Awaited<ReturnType<typeof matchaFixture>>;

/** A hit request's API path, with an action (`respond`, `accept`, …) when given. */
export const hitUrl = (id: number, action = '') => `/api/matchahitrequest/${id}/${action ? `${action}/` : ''}`;

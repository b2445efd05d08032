import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { yearsBefore } from '@rally/domain';
import { clubFeatures, clubs, marketFeatures } from '../../db/schema';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import * as clock from '../../clock';

// What the members API tests share: the app on a fresh copy of the demo database, the demo clubs,
// logins by role, and request helpers that say who is calling.

export type Caller = 'agent' | 'fees' | 'bookings' | 'other';
const emails: Record<Caller, string> = {
  agent: 'agent@example.com',
  fees: 'fees@example.com',
  bookings: 'bookings@example.com',
  other: 'other-agent@example.com',
};

export async function membersFixture() {
  const t: TestApp = await createTestApp();
  const clubId = async (name: string) =>
    (await t.db.select({ id: clubs.id }).from(clubs).where(eq(clubs.name, name)))[0].id;
  const riverside = await clubId('Riverside Tennis Club');
  const harbour = await clubId('Harbour Tennis Centre');
  // Harbour's demo package (Starter) has no Membership feature, so its members API answers 403
  // (the package gate); these tests use Harbour as a second club with a register: switch it on.
  const [membership] = await t.db
    .select({ id: marketFeatures.id })
    .from(marketFeatures)
    .where(eq(marketFeatures.name, 'membership'));
  await t.db
    .insert(clubFeatures)
    .values({ club_id: harbour, feature_id: membership.id, enabled: true, params: {} })
    .onConflictDoUpdate({ target: [clubFeatures.club_id, clubFeatures.feature_id], set: { enabled: true } });
  /** Merges `params` into the club's membership feature params (billing cycles, rollover, renewal). */
  const setMembershipParams = async (club: number, params: Record<string, unknown>) => {
    const [row] = await t.db
      .select({ params: clubFeatures.params })
      .from(clubFeatures)
      .where(and(eq(clubFeatures.club_id, club), eq(clubFeatures.feature_id, membership.id)));
    await t.db
      .update(clubFeatures)
      .set({ params: { ...row.params, ...params } })
      .where(and(eq(clubFeatures.club_id, club), eq(clubFeatures.feature_id, membership.id)));
  };
  // The demo register has monthly members, but Riverside's demo feature keeps the default cycles
  // (yearly only): these tests let Riverside offer monthly memberships too, as a club with monthly
  // members would (membership-cycles.test.ts switches it off again).
  await setMembershipParams(riverside, { MonthlyCycleEnabled: true });
  const tokens = {} as Record<Caller, string>;
  for (const [who, email] of Object.entries(emails) as [Caller, string][]) tokens[who] = await login(t.app, email);

  const call = (
    who: Caller,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: tokens[who], ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** Today in Riverside's time zone, and dates relative to it. */
  const today = clock.todayIn('Australia/Sydney');
  const daysFromToday = (days: number) => DateTime.fromISO(today).plus({ days }).toISODate()!;
  /** A date of birth that makes someone exactly `age` today (plus `days` later, so slightly younger). */
  const bornAged = (age: number, days = 0) => DateTime.fromISO(yearsBefore(today, age)).plus({ days }).toISODate()!;

  return { t, riverside, harbour, setMembershipParams, call, today, daysFromToday, bornAged, close: () => t.close() };
}

export type MembersFixture = Awaited<ReturnType<typeof membersFixture>>;

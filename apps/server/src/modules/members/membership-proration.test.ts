import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { login } from '../../../test/helpers';
import { enqueue } from '../../integrations/jobs/queue';
import { clubMembers, membershipCharges, membershipTypes } from './members.tables';
import { membersFixture, type MembersFixture } from './members.test-helpers';
import { MEMBERSHIP_RENEWALS_JOB } from './membership-renewals';
import * as clock from '../../clock';

// A membership bought between rollovers (issue 27, docs/membership-fees.md "A short first period"):
// the quote (the offer), the charge (join by card, the desk's cash), the fees view and the renewal
// all price the short period by the club's rule. The clock is held at Monday 7 December 2026 in
// Sydney, so the first yearly period runs 7 Dec 2026 – 30 Jun 2027: 206 days of 365, 7 months of 12.

let f: MembersFixture;
let player: string;
let harbourType: number;
let riversideType: number;
const sydney = (local: string) => DateTime.fromISO(local, { zone: 'Australia/Sydney' }).toJSDate();
const rollover = { SingleRolloverDate: true, annualRolloverDate: '07-01', AnnualCycleEnabled: true };

beforeAll(async () => {
  clock.setClock(sydney('2026-12-07T10:00'));
  f = await membersFixture();
  player = await login(f.t.app, 'player@example.com');
  [{ id: harbourType }] = await f.t.db
    .select({ id: membershipTypes.id })
    .from(membershipTypes)
    .where(and(eq(membershipTypes.club_id, f.harbour), eq(membershipTypes.name, 'Full member')));
  [{ id: riversideType }] = await f.t.db
    .insert(membershipTypes)
    .values({ club_id: f.riverside, name: 'Proration adult', annual_price: '300.00', monthly_price: '0' })
    .returning({ id: membershipTypes.id });
  await f.setMembershipParams(f.harbour, rollover);
  await f.setMembershipParams(f.riverside, rollover);
});
afterAll(() => {
  clock.resetClock();
  return f.close();
});

const addMember = async (values: Partial<typeof clubMembers.$inferInsert> = {}) =>
  (
    await f.t.db
      .insert(clubMembers)
      .values({
        club_id: f.riverside,
        first_name: 'Pro',
        last_name: 'Rata',
        membership_type_id: riversideType,
        billing_cycle: 'A',
        ...values,
      })
      .returning()
  )[0];
const feeOf = async (member: number) =>
  (await f.call('fees', 'GET', `/api/membershipfees/?club=${f.riverside}`))
    .json()
    .results.find((r: { member: number }) => r.member === member);

describe('a first period shorter than a cycle', () => {
  it('the offer quotes the period and its price by the club rule, and the join charges what it quoted', async () => {
    await f.setMembershipParams(f.harbour, { firstPeriodProration: 'month' });
    const offer = (
      await f.t.app.inject({
        method: 'GET',
        url: `/api/clubmembership/offer/?club=${f.harbour}`,
        headers: { authorization: player },
      })
    ).json();
    expect(offer.proration).toBe('month');
    const type = offer.types.find((t: { id: number }) => t.id === harbourType);
    // 380.00 a year × 7 started months of 12 = 221.666… → 221.67.
    expect(type.periods).toEqual([
      {
        billing_cycle: 'A',
        start: '2026-12-07',
        end: '2027-06-30',
        amount: '221.67',
        full_price: '380.00',
        prorated: true,
      },
    ]);
    const joined = await f.t.app.inject({
      method: 'POST',
      url: '/api/clubmembership/join/',
      headers: { authorization: player },
      payload: { club: f.harbour, membership_type: harbourType, billing_cycle: 'A', agree_terms: true },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json().charge).toMatchObject({
      amount: '221.67',
      period_start: '2026-12-07',
      period_end: '2027-06-30',
      status: 'P',
    });
    expect(joined.json().member).toMatchObject({ expires: '2027-06-30', sub_status: 'C' });
  });

  it.each([
    ['day', '169.32'], // 300.00 × 206 / 365 = 169.315… → 169.32
    ['month', '175.00'], // 300.00 × 7 / 12
    ['full', '300.00'],
  ] as const)(
    'by %s: the fees view shows %s for the period before the desk records it, and the charge is that',
    async (rule, amount) => {
      await f.setMembershipParams(f.riverside, { firstPeriodProration: rule });
      const member = await addMember();
      expect(await feeOf(member.id)).toMatchObject({
        state: 'unpaid',
        amount,
        period_start: '2026-12-07',
        period_end: '2027-06-30',
        prorated: rule !== 'full',
      });
      const paid = await f.call('fees', 'POST', `/api/clubmember/${member.id}/record_payment/`, { method: 'S' });
      expect(paid.statusCode, paid.body).toBe(201);
      expect(paid.json().charge).toMatchObject({ amount, period_start: '2026-12-07', period_end: '2027-06-30' });
      // Paid to the rollover: the next period is a whole year at the whole price.
      expect(await feeOf(member.id)).toMatchObject({
        state: 'paid',
        amount: '300.00',
        period_start: '2027-07-01',
        period_end: '2028-06-30',
        prorated: false,
        last_paid: '2026-12-07',
      });
    },
  );

  it('the renewal of an expiry off the rollover is prorated; the one after, from the rollover, is whole', async () => {
    await f.setMembershipParams(f.riverside, { firstPeriodProration: 'month' });
    // Leave the demo register out of the run.
    await f.t.db.update(clubMembers).set({ subscription_status: 'U' });
    const member = await addMember({
      expires: '2027-01-31',
      subscription_status: 'C',
      email_set: ['rata@example.com'],
    });
    const now = sydney('2027-02-01T01:00');
    await enqueue(f.t.db, MEMBERSHIP_RENEWALS_JOB, {});
    const back = clock.setClock(now);
    try {
      await f.t.runJobs(now);
    } finally {
      back();
    }
    const [charge] = await f.t.db
      .select()
      .from(membershipCharges)
      .where(and(eq(membershipCharges.member_id, member.id), eq(membershipCharges.status, 'O')));
    // February to June: 5 started months of 12 of 300.00.
    expect(charge).toMatchObject({ amount: '125.00', period_start: '2027-02-01', period_end: '2027-06-30' });
    // The fees view shows what the renewal wrote (the outstanding charge), not a new price.
    expect(await feeOf(member.id)).toMatchObject({ amount: '125.00', period_start: '2027-02-01' });
  });
});

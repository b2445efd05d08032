import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { simulatedPaymentMethodId } from '@rally/domain';
import { login } from '../../../test/helpers';
import { outbox } from '../../integrations/mail/mail.tables';
import { enqueue } from '../../integrations/jobs/queue';
import { clubFeatures } from '../clubs/clubs.tables';
import { marketFeatures } from '../reference/reference.tables';
import { clubMembers, membershipCharges, membershipTypes } from './members.tables';
import { membersFixture, type MembersFixture } from './members.test-helpers';
import { MEMBERSHIP_RENEWALS_JOB } from './membership-renewals';
import * as clock from '../../clock';

// Renewals across time: the tests hold the clock (src/clock.ts). The file's day is 1 December 2026,
// before every scenario below (they run from 2027 to 2031); the jobs run at the instants each
// scenario names (runJobs(now), the clock moved there while they run). Riverside is in
// Australia/Sydney.

let f: MembersFixture;
let typeId: number;
const sydney = (local: string) => DateTime.fromISO(local, { zone: 'Australia/Sydney' }).toJSDate();
beforeAll(async () => {
  clock.setClock(sydney('2026-12-01T09:00'));
  f = await membersFixture();
  // The demo register's memberships all run out by mid-2027: leave them out (lapsed) so each run
  // here looks at this file's members only.
  await f.t.db.update(clubMembers).set({ subscription_status: 'U' });
  [{ id: typeId }] = await f.t.db
    .insert(membershipTypes)
    .values({ club_id: f.riverside, name: 'Renewal adult', annual_price: '300.00', monthly_price: '30.00' })
    .returning({ id: membershipTypes.id });
});
afterAll(() => f.close());

const renewAt = async (now: Date) => {
  await enqueue(f.t.db, MEMBERSHIP_RENEWALS_JOB, {});
  const back = clock.setClock(now);
  try {
    await f.t.runJobs(now);
  } finally {
    back();
  }
};
const addMember = async (email: string, values: Partial<typeof clubMembers.$inferInsert>) =>
  (
    await f.t.db
      .insert(clubMembers)
      .values({
        club_id: f.riverside,
        first_name: 'Rene',
        last_name: 'Wal',
        email_set: [email],
        membership_type_id: typeId,
        billing_cycle: 'A',
        subscription_status: 'C',
        ...values,
      })
      .returning()
  )[0];
const chargesOf = (memberId: number) =>
  f.t.db
    .select()
    .from(membershipCharges)
    .where(eq(membershipCharges.member_id, memberId))
    .orderBy(membershipCharges.period_start);
// Reminders and pay links; a paid charge's receipt (issue 30: every payment's receipt is e-mailed) counts apart.
const isReceipt = (m: { subject: string }) => m.subject.startsWith('Your receipt from');
const mailsTo = async (to: string) =>
  (await f.t.db.select().from(outbox).where(eq(outbox.to, to))).filter((m) => !isReceipt(m)).length;
const receiptsTo = async (to: string) =>
  (await f.t.db.select().from(outbox).where(eq(outbox.to, to))).filter(isReceipt).length;
const memberRow = async (id: number) => (await f.t.db.select().from(clubMembers).where(eq(clubMembers.id, id)))[0];
async function setMembershipParams(params: Record<string, unknown>) {
  const [feature] = await f.t.db
    .select({ id: clubFeatures.id, params: clubFeatures.params })
    .from(clubFeatures)
    .innerJoin(marketFeatures, eq(marketFeatures.id, clubFeatures.feature_id))
    .where(and(eq(clubFeatures.club_id, f.riverside), eq(marketFeatures.name, 'membership')));
  await f.t.db
    .update(clubFeatures)
    .set({ params: { ...feature.params, ...params } })
    .where(eq(clubFeatures.id, feature.id));
}

describe('forced renewal on the annual rollover date', () => {
  it("charges once on the club's local date, reminds every week, and paying the charge makes the member current", async () => {
    const member = await addMember('annual@example.com', { expires: '2027-06-30' });
    await renewAt(sydney('2027-06-30T23:30'));
    expect(await chargesOf(member.id)).toEqual([]);

    await renewAt(sydney('2027-07-01T00:30'));
    const [charge] = await chargesOf(member.id);
    expect(charge).toMatchObject({
      status: 'O',
      amount: '300.00',
      billing_cycle: 'A',
      recurring: true,
      period_start: '2027-07-01',
      period_end: '2028-06-30',
      next_charge: '2027-07-08',
    });
    expect((await memberRow(member.id)).subscription_status).toBe('O');
    expect(await mailsTo('annual@example.com')).toBe(1);

    // Run again (a later hour, another worker): nothing new.
    await renewAt(sydney('2027-07-01T02:00'));
    await renewAt(sydney('2027-07-03T09:00'));
    expect(await chargesOf(member.id)).toHaveLength(1);
    expect(await mailsTo('annual@example.com')).toBe(1);

    // A week on, the reminder goes again.
    await renewAt(sydney('2027-07-08T01:00'));
    expect(await mailsTo('annual@example.com')).toBe(2);
    expect((await chargesOf(member.id))[0].next_charge).toBe('2027-07-15');

    // The fees view shows the member overdue; paying pays that charge and restores C.
    const row = (await f.call('fees', 'GET', `/api/membershipfees/?club=${f.riverside}&state=overdue`))
      .json()
      .results.find((r: { member: number }) => r.member === member.id);
    expect(row).toMatchObject({ state: 'overdue', amount: '300.00', sub_status: 'O' });
    const paid = await f.call('fees', 'POST', `/api/clubmember/${member.id}/record_payment/`, { method: 'S' });
    expect(paid.statusCode).toBe(201);
    expect(paid.json().charge).toMatchObject({
      id: charge.id,
      status: 'P',
      method: 'S',
      period_start: '2027-07-01',
      period_end: '2028-06-30',
      next_charge: null,
    });
    expect(await memberRow(member.id)).toMatchObject({ subscription_status: 'C', expires: '2028-06-30' });
    expect(await receiptsTo('annual@example.com')).toBe(1);
    await renewAt(sydney('2027-07-15T01:00'));
    expect(await mailsTo('annual@example.com')).toBe(2);
  }, 120_000);
});

describe('a year of monthly renewals', () => {
  it('makes each monthly charge once, on the 1st in Sydney, through summer and winter time', async () => {
    await setMembershipParams({ MonthlyCycleEnabled: true, monthlyRolloverDay: 1 });
    const member = await addMember('monthly@example.com', { billing_cycle: 'M', expires: '2026-12-31' });
    for (let month = 1; month <= 12; month += 1) {
      const first = DateTime.fromObject({ year: 2027, month, day: 1 }, { zone: 'Australia/Sydney' });
      await renewAt(first.minus({ minutes: 30 }).toJSDate()); // 23:30 the day before: not yet
      expect(await chargesOf(member.id), `before ${first.toISODate()}`).toHaveLength(month - 1);
      await renewAt(first.plus({ minutes: 30 }).toJSDate());
      await renewAt(first.plus({ hours: 3 }).toJSDate()); // a second run the same day
      const charges = await chargesOf(member.id);
      expect(charges, `on ${first.toISODate()}`).toHaveLength(month);
      expect(charges[month - 1]).toMatchObject({
        status: 'O',
        amount: '30.00',
        period_start: first.toISODate(),
        period_end: first.endOf('month').toISODate(),
      });
      expect(
        (await f.call('fees', 'POST', `/api/clubmember/${member.id}/record_payment/`, { method: 'Q' })).statusCode,
      ).toBe(201);
    }
    const charges = await chargesOf(member.id);
    expect(charges.map((c) => c.period_start)).toEqual(
      Array.from({ length: 12 }, (_, i) => DateTime.fromObject({ year: 2027, month: i + 1, day: 1 }).toISODate()),
    );
    expect(charges.every((c) => c.status === 'P')).toBe(true);
    expect(await mailsTo('monthly@example.com')).toBe(12);
    expect((await memberRow(member.id)).expires).toBe('2027-12-31');
  }, 240_000);
});

describe('optional renewal', () => {
  it('lets the membership lapse (U) without a charge', async () => {
    await setMembershipParams({ membershipRenewal: 'optional' });
    const member = await addMember('optin@example.com', { expires: '2028-06-30' });
    await renewAt(sydney('2028-07-01T08:00'));
    expect(await chargesOf(member.id)).toEqual([]);
    expect((await memberRow(member.id)).subscription_status).toBe('U');
    expect(await mailsTo('optin@example.com')).toBe(0);
    await setMembershipParams({ membershipRenewal: 'forced' });
  });
});

describe('renewals by card (members who bought online)', () => {
  const playerOf = async (email: string) =>
    (
      await f.t.db
        .select({ p: clubMembers.player_id })
        .from(clubMembers)
        .where(
          sql`${clubMembers.email_set} @> ${JSON.stringify([email])}::jsonb and ${clubMembers.player_id} is not null`,
        )
    )[0].p!;
  /** A member linked to the player whose last period was paid by card (as after buying online). */
  const cardMember = async (email: string, values: Partial<typeof clubMembers.$inferInsert>) => {
    const member = await addMember(email, { player_id: await playerOf(email), ...values });
    await f.t.db.insert(membershipCharges).values({
      club_id: f.riverside,
      member_id: member.id,
      player_id: member.player_id,
      membership_type_id: typeId,
      billing_cycle: member.billing_cycle!,
      amount: '0.00',
      currency: 'aud',
      status: 'P',
      method: 'C',
      recurring: true,
      period_start: '2026-01-01',
      period_end: member.expires!,
      paid_at: clock.now(),
    });
    return member;
  };

  it('charges the card once a month for a year, on the 1st in Sydney, however often the job runs', async () => {
    await setMembershipParams({ MonthlyCycleEnabled: true, monthlyRolloverDay: 1, membershipRenewal: 'forced' });
    const member = await cardMember('player@example.com', {
      billing_cycle: 'M',
      expires: '2026-12-31',
      email_set: ['card-monthly@example.com'],
    });
    for (let month = 1; month <= 12; month += 1) {
      const first = DateTime.fromObject({ year: 2027, month, day: 1 }, { zone: 'Australia/Sydney' });
      await renewAt(first.minus({ minutes: 30 }).toJSDate());
      await renewAt(first.plus({ minutes: 30 }).toJSDate());
      await renewAt(first.plus({ hours: 5 }).toJSDate());
      const row = await memberRow(member.id);
      expect(row, `on ${first.toISODate()}`).toMatchObject({
        subscription_status: 'C',
        expires: first.endOf('month').toISODate(),
      });
    }
    const charges = (await chargesOf(member.id)).slice(1);
    expect(charges.map((c) => c.period_start)).toEqual(
      Array.from({ length: 12 }, (_, i) => DateTime.fromObject({ year: 2027, month: i + 1, day: 1 }).toISODate()),
    );
    expect(charges.every((c) => c.status === 'P' && c.method === 'C' && c.amount === '30.00')).toBe(true);
    const ids = charges.map((c) => c.transaction_id);
    expect(new Set(ids).size).toBe(12);
    const mine = (
      await f.t.app.inject({
        url: '/api/transaction/mine/?page_size=100',
        headers: { authorization: await login(f.t.app, 'player@example.com') },
      })
    ).json();
    const renewals = mine.results.filter((t: { item_ref: string | null }) =>
      charges.some((c) => t.item_ref === `membership_charge:${c.id}`),
    );
    expect(renewals).toHaveLength(12);
    expect(renewals.every((t: { status: string; kind: string }) => t.status === 'P' && t.kind === 'M')).toBe(true);
    expect(await mailsTo('card-monthly@example.com')).toBe(0);
  }, 300_000);

  it('opt-in renewal: the member who chose it (auto_renew) is charged by card, the one who did not lapses; the member switches it by the API', async () => {
    await setMembershipParams({ membershipRenewal: 'optional' });
    const auth = await login(f.t.app, 'player@example.com');
    const optedIn = await cardMember('player@example.com', {
      billing_cycle: 'A',
      expires: '2030-06-30',
      email_set: ['optin-card@example.com'],
    });
    const switched = await f.t.app.inject({
      method: 'POST',
      url: `/api/clubmembership/${optedIn.id}/auto_renew/`,
      headers: { authorization: auth },
      payload: { auto_renew: true },
    });
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toMatchObject({
      member: optedIn.id,
      auto_renew: true,
      next_charge: { date: '2030-07-01', amount: '300.00', overdue: false },
    });
    const stays = await addMember('optout@example.com', { expires: '2030-06-30' });
    await renewAt(sydney('2030-07-01T01:00'));
    await renewAt(sydney('2030-07-01T02:00'));
    expect(await memberRow(optedIn.id)).toMatchObject({ subscription_status: 'C', expires: '2031-06-30' });
    expect((await chargesOf(optedIn.id)).filter((c) => c.period_start === '2030-07-01')).toEqual([
      expect.objectContaining({ status: 'P', method: 'C', amount: '300.00' }),
    ]);
    expect((await memberRow(stays.id)).subscription_status).toBe('U');
    expect(await chargesOf(stays.id)).toEqual([]);
    // Switched off: the next period end lapses it.
    const off = await f.t.app.inject({
      method: 'POST',
      url: `/api/clubmembership/${optedIn.id}/auto_renew/`,
      headers: { authorization: auth },
      payload: { auto_renew: false },
    });
    expect(off.json()).toMatchObject({ auto_renew: false, next_charge: null });
    await renewAt(sydney('2031-07-01T01:00'));
    expect((await memberRow(optedIn.id)).subscription_status).toBe('U');
    await setMembershipParams({ membershipRenewal: 'forced' });
    const refused = await f.t.app.inject({
      method: 'POST',
      url: `/api/clubmembership/${optedIn.id}/auto_renew/`,
      headers: { authorization: auth },
      payload: { auto_renew: true },
    });
    expect(refused.json()).toEqual({ reason: 'This club renews memberships automatically: cancel renewal instead.' });
  }, 120_000);

  it('a declined renewal: overdue, e-mailed a pay link, retried on the schedule; a good card restores C', async () => {
    const auth = await login(f.t.app, 'applicant@example.com');
    const { id: customer } = (
      await f.t.app.inject({ url: '/api/stripecustomer/', headers: { authorization: auth } })
    ).json();
    const addCard = (number: string) =>
      f.t.app.inject({
        method: 'POST',
        url: `/api/stripecustomer/${customer}/add_payment_method/`,
        headers: { authorization: auth },
        payload: {
          payment_method_id: simulatedPaymentMethodId({ number, exp_month: 12, exp_year: 2034 }),
          make_default: true,
        },
      });
    expect((await addCard('4000000000000002')).statusCode).toBe(201);
    const member = await cardMember('applicant@example.com', {
      billing_cycle: 'A',
      expires: '2029-06-30',
      email_set: ['card-declined@example.com'],
    });

    await renewAt(sydney('2029-07-01T00:30'));
    let [, charge] = await chargesOf(member.id);
    expect(charge).toMatchObject({
      status: 'O',
      method: 'C',
      period_start: '2029-07-01',
      next_charge: '2029-07-02',
      transaction_id: expect.any(Number),
    });
    expect((await memberRow(member.id)).subscription_status).toBe('O');
    const [mail] = await f.t.db.select().from(outbox).where(eq(outbox.to, 'card-declined@example.com'));
    expect(mail.text).toContain('Your card was declined.');
    expect(mail.text).toContain(`/clubs/membership?clubId=${f.riverside}`);

    await renewAt(sydney('2029-07-01T05:00')); // same day: nothing new
    expect(await mailsTo('card-declined@example.com')).toBe(1);
    await renewAt(sydney('2029-07-02T01:00')); // retry 1: declined again
    [, charge] = await chargesOf(member.id);
    expect(charge).toMatchObject({ status: 'O', next_charge: '2029-07-04' });
    expect(await mailsTo('card-declined@example.com')).toBe(2);

    expect((await addCard('4242424242424242')).statusCode).toBe(201);
    await renewAt(sydney('2029-07-04T01:00')); // retry 2: paid
    [, charge] = await chargesOf(member.id);
    expect(charge).toMatchObject({ status: 'P', method: 'C', next_charge: null });
    expect(await memberRow(member.id)).toMatchObject({ subscription_status: 'C', expires: '2030-06-30' });
    await renewAt(sydney('2029-07-08T01:00'));
    expect(await mailsTo('card-declined@example.com')).toBe(2);
  }, 120_000);
});

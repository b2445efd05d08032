import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { nextMembershipPeriod, periodPrice } from '@rally/domain';
import { outbox } from '../../integrations/mail/mail.tables';
import { clubFeatures } from '../clubs/clubs.tables';
import { marketFeatures } from '../reference/reference.tables';
import { clubMembers, membershipCharges, membershipTypes } from './members.tables';
import { membersFixture, type MembersFixture } from './members.test-helpers';

let f: MembersFixture;
let typeId: number;
beforeAll(async () => {
  f = await membersFixture();
  [{ id: typeId }] = await f.t.db
    .insert(membershipTypes)
    .values({ club_id: f.riverside, name: 'Fees test adult', annual_price: '300.00', monthly_price: '30.00' })
    .returning({ id: membershipTypes.id });
});
afterAll(() => f.close());

const addMember = async (values: Partial<typeof clubMembers.$inferInsert>) =>
  (
    await f.t.db
      .insert(clubMembers)
      .values({
        club_id: f.riverside,
        first_name: 'Fay',
        last_name: 'Feepayer',
        membership_type_id: typeId,
        billing_cycle: 'A',
        ...values,
      })
      .returning()
  )[0];
const feesOf = async (memberId: number) =>
  (await f.call('fees', 'GET', `/api/membershipfees/?club=${f.riverside}`))
    .json()
    .results.find((r: { member: number }) => r.member === memberId);
const rolloverParams = { SingleRolloverDate: true, annualRolloverDate: '07-01', monthlyRolloverDay: 1 };

describe('recording a cash or cheque payment', () => {
  it('keeps a paid charge record and makes the member current to the end of the period the rollover gives', async () => {
    const member = await addMember({ email_set: ['fay@example.com'] });
    expect((await feesOf(member.id)).state).toBe('unpaid');
    const res = await f.call('fees', 'POST', `/api/clubmember/${member.id}/record_payment/`, {
      method: 'S',
      note: 'Paid at the desk',
    });
    expect(res.statusCode).toBe(201);
    const period = nextMembershipPeriod(null, f.today, 'A', rolloverParams);
    const body = res.json();
    expect(body.member).toMatchObject({ id: member.id, expires: period.end, sub_status: 'C', is_expired: false });
    expect(body.charge).toMatchObject({
      member: member.id,
      purpose: 'membership',
      membership_type: typeId,
      billing_cycle: 'A',
      // A first period to the rollover, priced by the club's rule (by month, the default).
      amount: periodPrice('300.00', 'aud', 'A', period, 'month'),
      currency: 'aud',
      status: 'P',
      method: 'S',
      recurring: false,
      period_start: period.start,
      period_end: period.end,
      note: 'Paid at the desk',
      transaction: expect.any(Number),
    });
    // Every charge record has its payments transaction: cash (S), paid, kind M, on the charge record.
    const txn = (await f.call('agent', 'GET', `/api/transaction/${body.charge.transaction}/`)).json();
    expect(txn).toMatchObject({
      kind: 'M',
      status: 'P',
      payment_method: 'S',
      amount: body.charge.amount,
      item_ref: `membership_charge:${body.charge.id}`,
      payer_name: 'Fay Feepayer',
    });
    const receipts = (await f.call('agent', 'GET', `/api/clubmember/${member.id}/charges/`)).json();
    expect(receipts).toEqual([body.charge]);
    expect((await feesOf(member.id)).state).not.toBe('unpaid');
    // The last payment's date is the club's (Sydney): 23:30 UTC on the 15th is the 16th there.
    await f.t.db
      .update(membershipCharges)
      .set({ paid_at: new Date('2026-01-15T23:30:00Z') })
      .where(eq(membershipCharges.id, body.charge.id));
    expect((await feesOf(member.id)).last_paid).toBe('2026-01-16');
  });

  it('refuses a cycle the club does not offer, a member with no type, and a method other than cash or cheque', async () => {
    await f.setMembershipParams(f.riverside, { MonthlyCycleEnabled: false });
    const monthly = await addMember({ billing_cycle: 'M' });
    const refused = await f.call('fees', 'POST', `/api/clubmember/${monthly.id}/record_payment/`, { method: 'Q' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      reason: 'This club does not offer monthly memberships.',
      errors: { billing_cycle: ['This club does not offer monthly memberships.'] },
    });

    // Once the club's membership feature allows monthly billing, the same payment goes through.
    const [feature] = await f.t.db
      .select({ id: clubFeatures.id, params: clubFeatures.params })
      .from(clubFeatures)
      .innerJoin(marketFeatures, eq(marketFeatures.id, clubFeatures.feature_id))
      .where(and(eq(clubFeatures.club_id, f.riverside), eq(marketFeatures.name, 'membership')));
    await f.t.db
      .update(clubFeatures)
      .set({ params: { ...feature.params, MonthlyCycleEnabled: true } })
      .where(eq(clubFeatures.id, feature.id));
    const paid = await f.call('fees', 'POST', `/api/clubmember/${monthly.id}/record_payment/`, { method: 'Q' });
    expect(paid.statusCode).toBe(201);
    expect(paid.json().charge).toMatchObject({
      amount: '30.00',
      method: 'Q',
      period_end: nextMembershipPeriod(null, f.today, 'M', rolloverParams).end,
      transaction: expect.any(Number),
    });
    expect((await f.call('agent', 'GET', `/api/transaction/${paid.json().charge.transaction}/`)).json()).toMatchObject({
      status: 'P',
      payment_method: 'Q',
      amount: '30.00',
    });

    const typeless = await addMember({ membership_type_id: null });
    expect(
      (await f.call('fees', 'POST', `/api/clubmember/${typeless.id}/record_payment/`, { method: 'S' })).json().reason,
    ).toBe('This member has no membership type. Give them one first.');
    const card = await f.call('fees', 'POST', `/api/clubmember/${monthly.id}/record_payment/`, { method: 'C' });
    expect(card.statusCode).toBe(400);
    expect(card.json().errors).toEqual({ method: ['Choose cash or cheque'] });
  });

  it("is the members area's: COURT_BOOKINGS gets 403, another club's AGENT 404", async () => {
    const member = await addMember({});
    expect(
      (await f.call('bookings', 'POST', `/api/clubmember/${member.id}/record_payment/`, { method: 'S' })).statusCode,
    ).toBe(403);
    expect(
      (await f.call('other', 'POST', `/api/clubmember/${member.id}/record_payment/`, { method: 'S' })).statusCode,
    ).toBe(404);
    expect((await f.call('other', 'GET', `/api/membershipfees/?club=${f.riverside}`)).statusCode).toBe(404);
  });
});

describe('the fees view and reminders', () => {
  it('shows an overdue member with the days overdue and the amount; a reminder goes to them; paying makes them current from today', async () => {
    const expired = DateTime.fromISO(f.today).minus({ days: 10 }).toISODate()!;
    const member = await addMember({
      first_name: 'Owen',
      last_name: 'Overdue',
      email_set: ['owen@example.com'],
      expires: expired,
      subscription_status: 'O',
    });
    const fees = (await f.call('fees', 'GET', `/api/membershipfees/?club=${f.riverside}&state=overdue`)).json();
    const row = fees.results.find((r: { member: number }) => r.member === member.id);
    expect(row).toMatchObject({
      name: 'Owen Overdue',
      state: 'overdue',
      days_overdue: 10,
      // What paying today buys: from today to the rollover, by the club's rule.
      amount: periodPrice('300.00', 'aud', 'A', nextMembershipPeriod(null, f.today, 'A', rolloverParams), 'month'),
      currency: 'aud',
      expires: expired,
      email: 'owen@example.com',
    });
    expect(fees.results.every((r: { state: string }) => r.state === 'overdue')).toBe(true);
    expect(fees.totals.overdue.count).toBe(fees.results.length);

    const reminded = await f.call('fees', 'POST', '/api/membershipfees/remind/', {
      club: f.riverside,
      members: [member.id],
    });
    expect(reminded.json()).toEqual({ sent: 1, without_email: [] });
    const [mail] = await f.t.db.select().from(outbox).where(eq(outbox.to, 'owen@example.com'));
    expect(mail.subject).toBe('Riverside Tennis Club: your membership fee is overdue');
    expect(mail.text).toContain(`The amount due is ${row.amount} AUD.`);

    const paid = (await f.call('fees', 'POST', `/api/clubmember/${member.id}/record_payment/`, { method: 'S' })).json();
    expect(paid.charge.period_start).toBe(f.today);
    expect(paid.member.sub_status).toBe('C');
    expect((await feesOf(member.id)).state).not.toBe('overdue');
  });

  it('refuses a reminder when nobody named is overdue', async () => {
    const member = await addMember({ expires: DateTime.fromISO(f.today).plus({ years: 1 }).toISODate()! });
    const res = await f.call('fees', 'POST', '/api/membershipfees/remind/', {
      club: f.riverside,
      members: [member.id],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().reason).toBe('None of these members is overdue.');
  });
});

describe("charging a member's card on file (the desk)", () => {
  it("charges the linked player's default card for an amount and purpose, once per Idempotency-Key; refuses a member without an account and other roles", async () => {
    const [linked] = await f.t.db
      .select()
      .from(clubMembers)
      .where(and(eq(clubMembers.club_id, f.riverside), eq(clubMembers.email_set, ['player@example.com'])));
    expect(linked.player_id).not.toBeNull();
    const charge = () =>
      f.call(
        'fees',
        'POST',
        `/api/clubmember/${linked.id}/charge_card/`,
        { amount: 25, description: 'Ball machine hire' },
        { 'idempotency-key': 'desk-1' },
      );
    const res = await charge();
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      kind: 'M',
      status: 'P',
      amount: '25.00',
      desc: 'Ball machine hire',
      item_ref: `club_member:${linked.id}`,
      player: linked.player_id,
      card_last4: '4242',
    });
    expect((await charge()).json().id).toBe(res.json().id);
    const noAccount = await addMember({ email_set: ['no-account@example.com'] });
    expect(
      (
        await f.call('fees', 'POST', `/api/clubmember/${noAccount.id}/charge_card/`, {
          amount: 5,
          description: 'Balls',
        })
      ).json(),
    ).toEqual({ reason: 'This member has no Rally account, so no card on file.' });
    expect(
      (
        await f.call('bookings', 'POST', `/api/clubmember/${linked.id}/charge_card/`, {
          amount: 5,
          description: 'Balls',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await f.call('fees', 'POST', `/api/clubmember/${linked.id}/charge_card/`, { amount: 0, description: 'Balls' }))
        .statusCode,
    ).toBe(400);
  });
});

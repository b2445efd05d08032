import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { enqueue } from '../../integrations/jobs/queue';
import { clubMembers, membershipCharges, membershipTypes } from './members.tables';
import { membersFixture, type MembersFixture } from './members.test-helpers';
import { MEMBERSHIP_RENEWALS_JOB } from './membership-renewals';
import * as clock from '../../clock';

// The billing cycles the club's membership feature allows (AnnualCycleEnabled,
// MonthlyCycleEnabled, DefaultCycle) hold wherever a membership's cycle is set: the register's
// PATCH, the bulk import and bulk change, moving members off a deleted type, and the renewal job
// (which renews a cycle the club has since switched off on its DefaultCycle). Also renewal under
// the anniversary rule (SingleRolloverDate off). docs/membership-fees.md "Allowed billing cycles".
// The tests hold the clock (src/clock.ts): the file's day is 1 December 2026, before every
// scenario's dates; the renewal job runs at the instants each names, the clock moved there.

let f: MembersFixture;
let typeId: number;
const NOT_MONTHLY = 'This club does not offer monthly memberships.';
const sydney = (local: string) => DateTime.fromISO(local, { zone: 'Australia/Sydney' }).toJSDate();
beforeAll(async () => {
  clock.setClock(sydney('2026-12-01T09:00'));
  f = await membersFixture();
  // The demo register's memberships all run out by mid-2027: leave them out of the renewal runs.
  await f.t.db.update(clubMembers).set({ subscription_status: 'U' });
  [{ id: typeId }] = await f.t.db
    .insert(membershipTypes)
    .values({ club_id: f.riverside, name: 'Cycle test adult', annual_price: '300.00', monthly_price: '30.00' })
    .returning({ id: membershipTypes.id });
  await f.setMembershipParams(f.riverside, {
    AnnualCycleEnabled: true,
    MonthlyCycleEnabled: false,
    DefaultCycle: 'A',
    SingleRolloverDate: true,
    annualRolloverDate: '07-01',
  });
});
afterAll(() => f.close());

const bulk = (method: 'POST' | 'PATCH', rows: unknown, query = '') =>
  f.call('fees', method, `/api/cmember/bulk/?club=${f.riverside}${query}`, rows);
const addMember = async (values: Partial<typeof clubMembers.$inferInsert>) =>
  (
    await f.t.db
      .insert(clubMembers)
      .values({
        club_id: f.riverside,
        first_name: 'Cy',
        last_name: 'Cle',
        membership_type_id: typeId,
        billing_cycle: 'A',
        subscription_status: 'C',
        ...values,
      })
      .returning()
  )[0];
const memberRow = async (id: number) => (await f.t.db.select().from(clubMembers).where(eq(clubMembers.id, id)))[0];
const chargesOf = (memberId: number) =>
  f.t.db
    .select()
    .from(membershipCharges)
    .where(eq(membershipCharges.member_id, memberId))
    .orderBy(membershipCharges.period_start);
const renewAt = async (now: Date) => {
  await enqueue(f.t.db, MEMBERSHIP_RENEWALS_JOB, {});
  const back = clock.setClock(now);
  try {
    await f.t.runJobs(now);
  } finally {
    back();
  }
};

describe('a cycle the club does not allow, in the register', () => {
  it('PATCH membership: refused with the rule as the reason and a field error on the cycle; allowed once the club offers it', async () => {
    const member = await addMember({ membership_type_id: null, billing_cycle: null, subscription_status: null });
    const res = await f.call('fees', 'PATCH', `/api/clubmember/${member.id}/membership/`, {
      membership_type: typeId,
      billing_cycle: 'M',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ reason: NOT_MONTHLY, errors: { billing_cycle: [NOT_MONTHLY] } });
    expect(await memberRow(member.id)).toMatchObject({ membership_type_id: null, billing_cycle: null });
    // No cycle given: the club's default.
    const yearly = await f.call('fees', 'PATCH', `/api/clubmember/${member.id}/membership/`, {
      membership_type: typeId,
    });
    expect(yearly.json()).toMatchObject({ membership_type: typeId, billing_cycle: 'A' });
    // Moving a yearly member to monthly is setting the cycle: refused too.
    expect(
      (await f.call('fees', 'PATCH', `/api/clubmember/${member.id}/membership/`, { billing_cycle: 'M' })).json().reason,
    ).toBe(NOT_MONTHLY);

    await f.setMembershipParams(f.riverside, { MonthlyCycleEnabled: true });
    try {
      const monthly = await f.call('fees', 'PATCH', `/api/clubmember/${member.id}/membership/`, { billing_cycle: 'M' });
      expect(monthly.statusCode).toBe(200);
      expect(monthly.json()).toMatchObject({ billing_cycle: 'M' });
    } finally {
      await f.setMembershipParams(f.riverside, { MonthlyCycleEnabled: false });
    }
  });

  it('keeps the cycle of a membership left as it was (a demo monthly member whose expiry changes)', async () => {
    const [demo] = await f.t.db
      .select()
      .from(clubMembers)
      .where(and(eq(clubMembers.club_id, f.riverside), eq(clubMembers.billing_cycle, 'M')))
      .limit(1);
    const res = await f.call('fees', 'PATCH', `/api/clubmember/${demo.id}/membership/`, { expires: '2027-12-31' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ billing_cycle: 'M', expires: '2027-12-31' });
    // Another type with the same switched-off cycle is a new membership: refused.
    const other = await f.call('fees', 'PATCH', `/api/clubmember/${demo.id}/membership/`, { membership_type: typeId });
    expect(other.json()).toEqual({ reason: NOT_MONTHLY, errors: { billing_cycle: [NOT_MONTHLY] } });
  });

  it('a new member takes the DefaultCycle when none is given (monthly where the club defaults to monthly)', async () => {
    await f.setMembershipParams(f.riverside, { MonthlyCycleEnabled: true, DefaultCycle: 'M' });
    try {
      const res = await bulk('POST', [{ first_name: 'Dee', last_name: 'Fault', membership_type: typeId }]);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().members[0]).toMatchObject({ billing_cycle: 'M' });
    } finally {
      await f.setMembershipParams(f.riverside, { MonthlyCycleEnabled: false, DefaultCycle: 'A' });
    }
  });

  it('the import lists the cycle as a row problem (preview and import), and writes nothing', async () => {
    const rows = [
      { first_name: 'Ann', last_name: 'Ual', membership_type: typeId, billing_cycle: 'A' },
      { first_name: 'Mo', last_name: 'Nthly', membership_type: typeId, billing_cycle: 'M' },
    ];
    const preview = await bulk('POST', rows, '&preview=True');
    expect(preview.statusCode).toBe(200);
    expect(preview.json().error_rows).toEqual([
      expect.objectContaining({
        row: 2,
        error: `Row 2: Billing cycle: ${NOT_MONTHLY}`,
        errors: { billing_cycle: [NOT_MONTHLY] },
      }),
    ]);
    const res = await bulk('POST', rows);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      reason: `Row 2: Billing cycle: ${NOT_MONTHLY}`,
      error_rows: [expect.objectContaining({ row: 2 })],
    });
    expect((await f.call('fees', 'GET', `/api/clubmember/?club=${f.riverside}&search=Nthly`)).json().count).toBe(0);

    // The bulk change too.
    const member = await addMember({ first_name: 'Bulk', last_name: 'Changer' });
    const patched = await bulk('PATCH', [{ id: member.id, billing_cycle: 'M' }]);
    expect(patched.statusCode).toBe(400);
    expect(patched.json().reason).toBe(`Row 1: Billing cycle: ${NOT_MONTHLY}`);
    expect((await memberRow(member.id)).billing_cycle).toBe('A');
  });

  it('moving members off a deleted type keeps their cycle only where the club allows it', async () => {
    const [from] = await f.t.db
      .insert(membershipTypes)
      .values({ club_id: f.riverside, name: 'Old monthly only', annual_price: '0', monthly_price: '20.00' })
      .returning();
    const [to] = await f.t.db
      .insert(membershipTypes)
      .values({ club_id: f.riverside, name: 'New both', annual_price: '200.00', monthly_price: '20.00' })
      .returning();
    const member = await addMember({ membership_type_id: from.id, billing_cycle: 'M' });
    const res = await f.call('fees', 'DELETE', `/api/clubmembershiptype/${from.id}/?move_to=${to.id}`);
    expect(res.statusCode, res.body).toBe(204);
    expect(await memberRow(member.id)).toMatchObject({ membership_type_id: to.id, billing_cycle: 'A' });
  });
});

describe('the renewal job and a cycle the club has since switched off', () => {
  it('renews on the DefaultCycle: the charge, the member and the cash payment are yearly', async () => {
    const member = await addMember({
      billing_cycle: 'M',
      expires: '2027-12-31',
      email_set: ['was-monthly@example.com'],
    });
    await renewAt(sydney('2028-01-01T01:00'));
    const [charge] = await chargesOf(member.id);
    // The single rollover date (1 July) ends the first yearly period on 30 June: six months of
    // twelve, priced by the club's rule (by month, the default): half of 300.00.
    expect(charge).toMatchObject({
      status: 'O',
      billing_cycle: 'A',
      amount: '150.00',
      period_start: '2028-01-01',
      period_end: '2028-06-30',
    });
    expect(await memberRow(member.id)).toMatchObject({ billing_cycle: 'A', subscription_status: 'O' });
    const paid = await f.call('fees', 'POST', `/api/clubmember/${member.id}/record_payment/`, {
      method: 'Q',
      note: 'Cheque 100231',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({
      member: { billing_cycle: 'A', sub_status: 'C', expires: '2028-06-30' },
      charge: { id: charge.id, status: 'P', method: 'Q', transaction: expect.any(Number) },
    });
    const txn = (await f.call('agent', 'GET', `/api/transaction/${paid.json().charge.transaction}/`)).json();
    expect(txn).toMatchObject({
      kind: 'M',
      status: 'P',
      payment_method: 'Q',
      // The renewal charge as written (the short period to the rollover, by month).
      amount: '150.00',
      item_ref: `membership_charge:${charge.id}`,
    });
  });
});

describe('renewal under the anniversary rule (SingleRolloverDate off)', () => {
  it("charges on the member's own anniversary date, a year (or a month) from the period's start", async () => {
    await f.setMembershipParams(f.riverside, { SingleRolloverDate: false, MonthlyCycleEnabled: true });
    try {
      const yearly = await addMember({
        first_name: 'Anni',
        last_name: 'Versary',
        expires: '2028-03-14',
        email_set: ['anni@example.com'],
      });
      const monthly = await addMember({
        first_name: 'Mona',
        last_name: 'Versary',
        billing_cycle: 'M',
        expires: '2028-02-14',
        email_set: ['mona@example.com'],
      });
      await renewAt(sydney('2028-02-14T23:30'));
      expect(await chargesOf(monthly.id)).toEqual([]);
      await renewAt(sydney('2028-02-15T00:30'));
      expect(await chargesOf(monthly.id)).toEqual([
        expect.objectContaining({
          status: 'O',
          billing_cycle: 'M',
          amount: '30.00',
          period_start: '2028-02-15',
          period_end: '2028-03-14',
        }),
      ]);

      await renewAt(sydney('2028-03-14T23:30'));
      expect(await chargesOf(yearly.id)).toEqual([]);
      await renewAt(sydney('2028-03-15T00:30'));
      const [charge] = await chargesOf(yearly.id);
      expect(charge).toMatchObject({
        status: 'O',
        billing_cycle: 'A',
        amount: '300.00',
        period_start: '2028-03-15',
        period_end: '2029-03-14',
      });
      const paid = await f.call('fees', 'POST', `/api/clubmember/${yearly.id}/record_payment/`, { method: 'S' });
      expect(paid.json().member).toMatchObject({ sub_status: 'C', expires: '2029-03-14' });

      // The next one a year on, on the same anniversary, not before.
      await renewAt(sydney('2029-03-14T23:30'));
      expect(await chargesOf(yearly.id)).toHaveLength(1);
      await renewAt(sydney('2029-03-15T00:30'));
      const charges = await chargesOf(yearly.id);
      expect(charges.map((c) => [c.period_start, c.period_end, c.status])).toEqual([
        ['2028-03-15', '2029-03-14', 'P'],
        ['2029-03-15', '2030-03-14', 'O'],
      ]);
    } finally {
      await f.setMembershipParams(f.riverside, { SingleRolloverDate: true, MonthlyCycleEnabled: false });
    }
  }, 120_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { courtSlots, periodPrice, simulatedPaymentMethodId, type Availability } from '@rally/domain';
import { login } from '../../../test/helpers';
import { enqueue } from '../../integrations/jobs/queue';
import { clubMembers, membershipCharges, membershipTypes } from './members.tables';
import { membersFixture, type MembersFixture } from './members.test-helpers';
import { MEMBERSHIP_RENEWALS_JOB } from './membership-renewals';
import * as clock from '../../clock';

// "An overdue member books as a non-member until paid" (issue 11), end to end through the APIs:
// the renewal job charges the card of a member who bought online, the card is declined, the
// member is overdue (O); their court booking's quote and the booking itself are priced and allowed
// as a non-member's; once they pay the renewal by card they quote and book as a member again.
// Riverside's demo outdoor courts on a weekday before 17:00: 10.00 a member, 20.00 a non-member.

let f: MembersFixture;
let auth: string;
let memberId: number;
beforeAll(async () => {
  f = await membersFixture();
  auth = await login(f.t.app, 'applicant@example.com');
});
afterAll(() => f.close());

const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
  f.t.app.inject({ method, url, headers: { authorization: auth }, ...(payload ? { payload } : {}) });
const addCard = async (number: string) => {
  const { id: customer } = (await as('GET', '/api/stripecustomer/')).json();
  const res = await as('POST', `/api/stripecustomer/${customer}/add_payment_method/`, {
    payment_method_id: simulatedPaymentMethodId({ number, exp_month: 12, exp_year: 2034 }),
    make_default: true,
  });
  expect(res.statusCode, res.body).toBe(201);
};
/** A weekday at least five days ahead (within the outdoor courts' 14 days of advance booking). */
const bookingDate = () => {
  let d = DateTime.fromISO(f.daysFromToday(5));
  while (d.weekday > 5) d = d.plus({ days: 1 });
  return d.toISODate()!;
};
/** Free off-peak hours (before 17:00) of the demo's outdoor courts on `date`, as the caller sees them. */
async function freeOffPeak(date: string) {
  const res = await as('GET', `/api/club/${f.riverside}/availability/?date=${date}&duration=60`);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as Availability;
  const slots = body.courts
    .filter((c) => body.groups[c.group].name === 'Outdoor courts')
    .flatMap((c) =>
      courtSlots(body, c)
        .filter((s) => s.free && s.start >= '08:00' && s.end <= '16:00' && s.start.endsWith(':00'))
        .map((s) => ({ court: c.id, ...s })),
    );
  return { as: body.as, slots };
}

describe('a renewal declined by the card through the renewal job', () => {
  it('makes the member overdue, booking as a non-member; paying makes them a member again', async () => {
    // Ann Applicant is on Riverside's register (linked); she bought her membership online (last
    // period paid by card) and it ended yesterday. Her card on file now declines.
    const player = (
      await f.t.db
        .select({ p: clubMembers.player_id })
        .from(clubMembers)
        .where(and(eq(clubMembers.club_id, f.riverside), eq(clubMembers.email_set, ['applicant@example.com'])))
    )[0].p!;
    const [type] = await f.t.db
      .select()
      .from(membershipTypes)
      .where(and(eq(membershipTypes.club_id, f.riverside), eq(membershipTypes.name, 'Adult')));
    const [member] = await f.t.db
      .update(clubMembers)
      .set({ membership_type_id: type.id, billing_cycle: 'A', expires: f.daysFromToday(-1), subscription_status: 'C' })
      .where(and(eq(clubMembers.club_id, f.riverside), eq(clubMembers.player_id, player)))
      .returning();
    memberId = member.id;
    await f.t.db.insert(membershipCharges).values({
      club_id: f.riverside,
      member_id: member.id,
      player_id: player,
      membership_type_id: type.id,
      billing_cycle: 'A',
      amount: '420.00',
      currency: 'aud',
      status: 'P',
      method: 'C',
      recurring: true,
      period_start: f.daysFromToday(-366),
      period_end: f.daysFromToday(-1),
      paid_at: clock.now(),
    });
    await addCard('4000000000000002');

    const date = bookingDate();
    await enqueue(f.t.db, MEMBERSHIP_RENEWALS_JOB, {});
    await f.t.runJobs(clock.now());
    const renewal = (
      await f.t.db
        .select()
        .from(membershipCharges)
        .where(and(eq(membershipCharges.member_id, member.id), eq(membershipCharges.status, 'O')))
    )[0];
    // The period runs from today to the next rollover: priced by month, the club's default rule.
    expect(renewal).toMatchObject({
      method: 'C',
      amount: periodPrice(
        '420.00',
        renewal.currency,
        'A',
        { start: renewal.period_start, end: renewal.period_end },
        'month',
      ),
      period_start: f.today,
      transaction_id: expect.any(Number),
    });
    expect((await f.call('agent', 'GET', `/api/transaction/${renewal.transaction_id}/`)).json()).toMatchObject({
      status: 'F',
      failure_reason: 'Your card was declined.',
    });
    expect((await f.t.db.select().from(clubMembers).where(eq(clubMembers.id, member.id)))[0].subscription_status).toBe(
      'O',
    );

    // Overdue: the bookings API prices and allows her booking as a non-member's.
    const overdue = await freeOffPeak(date);
    expect(overdue.as).toBe('nonmember');
    const first = overdue.slots[0];
    const second = overdue.slots.find((s) => s.court !== first.court || s.start >= first.end)!;
    const slotBody = (s: typeof first) => ({ start: `${date}T${s.start}`, end: `${date}T${s.end}`, court: s.court });
    const quote = await as('POST', `/api/club/${f.riverside}/book/quote/`, slotBody(first));
    expect(quote.json()).toMatchObject({ allowed: true, reasons: [], price: '20.00', as: 'nonmember' });
    const booked = await as('POST', `/api/club/${f.riverside}/book/`, slotBody(first));
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json()).toMatchObject({ price: '20.00', local_start: `${date}T${first.start}` });

    // She pays the overdue renewal online with a good card: current again, a member for bookings.
    await addCard('4242424242424242');
    const paid = await as('POST', `/api/clubmembership/${memberId}/pay/`, {});
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ member: { sub_status: 'C' }, charge: { id: renewal.id, status: 'P' } });
    const memberQuote = await as('POST', `/api/club/${f.riverside}/book/quote/`, slotBody(second));
    expect(memberQuote.json()).toMatchObject({ allowed: true, reasons: [], price: '10.00', as: 'member' });
    const memberBooking = await as('POST', `/api/club/${f.riverside}/book/`, slotBody(second));
    expect(memberBooking.statusCode, memberBooking.body).toBe(201);
    expect(memberBooking.json()).toMatchObject({ price: '10.00' });
  }, 60_000);
});

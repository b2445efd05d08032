import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingsFixture, weekdayIn, type BookingsFixture } from './bookings.test-helpers';

// The dashboard's reads: one series for the form and the series view, the member search of the
// booking form, and the booked persons' names in the calendar's list.

let f: BookingsFixture;
beforeAll(async () => {
  f = await bookingsFixture();
});
afterAll(() => f.close());

describe('reading a series', () => {
  it('gives the series with its persons and instances; a coach reads it but may not change it; another club gets 404', async () => {
    const date = weekdayIn(3);
    const member = await f.memberOfType(f.adult.id);
    const created = await f.expectCall(201, 'agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
      name: 'Reads',
      ttype: 'C',
      recurrence: 'N',
      court_set: [f.courts[0]],
      start_date: `${date}T08:00`,
      end_date: `${date}T09:00`,
      booked_person_set: [
        { club_member: member.id, full_name: `${member.first_name} ${member.last_name}`, paying: true },
      ],
    });
    const series = await f.expectCall(200, 'bookings', 'GET', `/api/courtbookingseries/${created.id}/`);
    expect(series).toMatchObject({ id: created.id, name: 'Reads', may_change: true, court_set: [f.courts[0]] });
    expect(series.booked_person_set[0]).toMatchObject({ club_member: member.id, paying: true });
    expect(series.booking_instance_set).toHaveLength(1);

    const asCoach = await f.expectCall(200, 'coach', 'GET', `/api/courtbookingseries/${created.id}/`);
    expect(asCoach.may_change).toBe(false);
    await f.expectCall(404, 'other', 'GET', `/api/courtbookingseries/${created.id}/`);
    await f.expectCall(403, 'fees', 'GET', `/api/courtbookingseries/${created.id}/`);

    const day = await f.expectCall(
      200,
      'agent',
      'GET',
      `/api/courtbookinginstance/?club=${f.club}&booking_series=${created.id}`,
    );
    expect(day.results[0].people).toEqual([`${member.first_name} ${member.last_name}`]);
  });
});

describe('the member search of the booking form', () => {
  it("finds the club's members by name with the kind they book as; nothing for an empty search; staff only", async () => {
    const member = await f.memberOfType(f.adult.id);
    const found = await f.expectCall(
      200,
      'bookings',
      'GET',
      `/api/courtbookingperson/?club=${f.club}&search=${encodeURIComponent(member.last_name)}`,
    );
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(20);
    expect(found.find((p: { id: number }) => p.id === member.id)).toMatchObject({
      name: `${member.first_name} ${member.last_name}`,
      // The picker tells two members of one name apart by number and e-mail (personOptionLabel).
      membership_number: expect.any(String),
      email: expect.any(String),
      kind: 'member',
      membership_type: f.adult.id,
    });
    expect(await f.expectCall(200, 'agent', 'GET', `/api/courtbookingperson/?club=${f.club}&search=`)).toEqual([]);
    await f.expectCall(200, 'coach', 'GET', `/api/courtbookingperson/?club=${f.club}&search=a`);
    await f.expectCall(403, 'fees', 'GET', `/api/courtbookingperson/?club=${f.club}&search=a`);
    await f.expectCall(404, 'other', 'GET', `/api/courtbookingperson/?club=${f.club}&search=a`);
  });
});

describe('the allowed-check while editing', () => {
  it("does not count the edited series' own instances as clashes", async () => {
    const date = weekdayIn(4);
    const created = await f.expectCall(201, 'agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
      name: 'Edit me',
      ttype: 'C',
      recurrence: 'N',
      court_set: [f.courts[1]],
      start_date: `${date}T09:00`,
      end_date: `${date}T10:00`,
    });
    const moved = { start: `${date}T09:30`, end: `${date}T10:30`, court_set: [f.courts[1]] };
    const fresh = await f.allowed('agent', moved);
    expect(fresh.allowed).toBe(false);
    expect(fresh.reasons.join(' ')).toContain('Edit me');
    const editing = await f.allowed('agent', { ...moved, booking_series: created.id });
    expect(editing).toMatchObject({ allowed: true, reasons: [] });
  });
});

describe('the series view with its payments', () => {
  it('lists the transactions of a series paid in cash at the desk', async () => {
    const date = weekdayIn(6);
    const created = await f.expectCall(201, 'agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
      name: 'Paid at the desk',
      ttype: 'C',
      recurrence: 'N',
      court_set: [f.courts[0]],
      start_date: `${date}T12:00`,
      end_date: `${date}T13:00`,
      booked_person_set: [{ full_name: 'Gina Guest', email: 'gina@example.com', paying: true }],
    });
    expect(created.price).toBe('20.00');
    expect((await f.expectCall(200, 'agent', 'GET', `/api/courtbookingseries/${created.id}/`)).transaction_set).toEqual(
      [],
    );
    await f.expectCall(200, 'bookings', 'POST', `/api/courtbookingseries/${created.id}/pay_booking/`, {
      payment_method: 'S',
    });
    const series = await f.expectCall(200, 'agent', 'GET', `/api/courtbookingseries/${created.id}/`);
    expect(series.transaction_set).toHaveLength(1);
    expect(series.transaction_set[0]).toMatchObject({
      status: 'P',
      payment_method: 'S',
      amount: '20.00',
      currency: 'AUD',
    });
  });
});

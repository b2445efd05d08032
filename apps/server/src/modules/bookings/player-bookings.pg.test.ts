import { inject } from 'vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingsFixture, weekdayIn, type BookingsFixture } from './bookings.test-helpers';

// Players booking for themselves under requests at once (issue 9), on PostgreSQL only (PGlite runs
// one transaction at a time): two players racing for one slot, and a paid booking cancelled many
// times at once, which must cancel once and refund once.
describe.runIf(Boolean(inject('pgUrl')))('player bookings under many requests at once (PostgreSQL)', () => {
  let f: BookingsFixture;
  beforeAll(async () => {
    f = await bookingsFixture();
    await f.t.db.execute(
      `update club_features set params = params || '{"MaxBookingMinutesPerDayMember": 6000}'::jsonb where club_id = ${f.club}` as never,
    );
  });
  afterAll(() => f.close());

  const rowsOf = async <T>(text: string) => ((await f.t.db.execute(text as never)) as unknown as { rows: T[] }).rows;

  it('50 booking requests for one slot: 1 created, the rest 409, no 5xx', async () => {
    const date = weekdayIn(2);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        f.call('player', 'POST', `/api/club/${f.club}/book/`, {
          start: `${date}T13:00`,
          end: `${date}T14:00`,
          court: f.courts[0],
        }),
      ),
    );
    const counts: Record<number, number> = {};
    for (const a of answers) counts[a.statusCode] = (counts[a.statusCode] ?? 0) + 1;
    expect(counts).toEqual({ 201: 1, 409: 49 });
  });

  it('20 cancels of a paid booking at once: cancelled once, refunded once', async () => {
    await f.t.db.execute(
      `update court_groups set payment_on_app = true, refund_cancelled = true, refund_cancelled_by = 1 where id = ${f.group.id}` as never,
    );
    const date = weekdayIn(3);
    const made = await f.expectCall(201, 'player', 'POST', `/api/club/${f.club}/book/`, {
      start: `${date}T10:00`,
      end: `${date}T11:00`,
      court: f.courts[1],
    });
    const paid = await f.expectCall(
      200,
      'player',
      'POST',
      `/api/courtbookingseries/${made.booking_series}/pay_booking/`,
      { payment_method: 'C' },
    );
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => f.call('player', 'POST', `/api/mybooking/${made.id}/cancel/`)),
    );
    const counts: Record<number, number> = {};
    for (const a of answers) counts[a.statusCode] = (counts[a.statusCode] ?? 0) + 1;
    expect(counts).toEqual({ 200: 1, 400: 19 });
    const refunds = await rowsOf<{ n: number; total: number }>(
      `select count(*)::int as n, coalesce(sum(amount_minor), 0)::int as total from refunds where transaction_id = ${paid.transaction.id}`,
    );
    expect(refunds[0]).toEqual({ n: 1, total: 1000 });
  });
});

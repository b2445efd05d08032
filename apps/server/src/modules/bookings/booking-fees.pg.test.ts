import { inject } from 'vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as clock from '../../clock';
import { markNoShows } from './check-in-no-shows';
import { bookingsFixture, weekdayIn, type BookingsFixture } from './bookings.test-helpers';

// The no-show fee under many workers at once (issue 29), on PostgreSQL only (PGlite runs one
// transaction at a time): eight no-show runs at once mark the booking once and charge its fee once,
// to Pat's card on file (he allowed Riverside to charge it): one fee row, one payment, one receipt.
describe.runIf(Boolean(inject('pgUrl')))('the no-show fee under many workers at once (PostgreSQL)', () => {
  let f: BookingsFixture;
  beforeAll(async () => {
    f = await bookingsFixture();
    await f.t.db.execute(
      `update club_features set params = params || '{"CheckInRequired": true, "CheckInMinutesAfter": 10, "NoShowFee": 12.5, "MaxBookingMinutesPerDayMember": 600}'::jsonb where club_id = ${f.club}` as never,
    );
  });
  afterAll(() => f.close());

  const rowsOf = async <T>(text: string) => ((await f.t.db.execute(text as never)) as unknown as { rows: T[] }).rows;

  it('is charged once however many workers mark the no-show at once', async () => {
    const date = weekdayIn(3);
    const made = await f.expectCall(201, 'player', 'POST', `/api/club/${f.club}/book/`, {
      start: `${date}T16:00`,
      end: `${date}T17:00`,
      court: f.courts[0],
    });
    const restore = clock.setClock(new Date(made.start).getTime() + 11 * 60_000, { stopped: true });
    try {
      const deps = { ...f.t.app.deps, log: f.t.app.log };
      const runs = await Promise.all(Array.from({ length: 8 }, () => markNoShows(f.t.db, f.club, 10, deps)));
      expect(runs.flat().filter((id) => id === made.id)).toEqual([made.id]);
      const fees = await rowsOf<{ status: string; amount_minor: number }>(
        `select status, amount_minor from booking_fees where instance_id = ${made.id}`,
      );
      expect(fees).toEqual([{ status: 'P', amount_minor: 1250 }]);
      const payments = await rowsOf<{ status: string; n: number }>(
        `select status, count(*)::int as n from transactions where club_id = ${f.club} and idempotency_key like 'booking_fee:${made.id}:N%' group by status`,
      );
      expect(payments).toEqual([{ status: 'P', n: 1 }]);
      const receipts = await rowsOf<{ n: number }>(
        `select count(*)::int as n from outbox where "to" = 'player@example.com' and subject = 'Receipt: Riverside Tennis Club charged 12.50 AUD to your card'`,
      );
      expect(receipts).toEqual([{ n: 1 }]);
    } finally {
      restore();
    }
  });
});

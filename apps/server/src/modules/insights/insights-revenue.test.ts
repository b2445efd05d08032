import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refunds, transactions } from '../../db/schema';
import { bookingsFixture, ZONE, type BookingsFixture } from '../bookings/bookings.test-helpers';

// The revenue report against payments whose figures are known by construction, in 2025 (the demo's
// payments are of the last weeks), at Riverside (Sydney): a payment just after local midnight on
// 1 April is April's although it is still 31 March in UTC.

let f: BookingsFixture;
const at = (local: string) => DateTime.fromISO(local, { zone: ZONE }).toJSDate();
let n = 0;

async function pay(kind: 'B' | 'S' | 'M' | 'E' | 'O', amount: number, local: string, status: 'P' | 'R' | 'F' = 'P') {
  n += 1;
  const [t] = await f.t.db
    .insert(transactions)
    .values({
      club_id: f.club,
      kind,
      status,
      amount_minor: amount,
      currency: 'aud',
      idempotency_key: `revenue-test:${n}`,
      gateway_key: `revenue-test:${n}`,
      created_at: at(local),
      updated_at: at(local),
    })
    .returning();
  return t.id;
}

async function refund(transaction: number, amount: number, local: string, status: 'P' | 'F' = 'P') {
  n += 1;
  await f.t.db.insert(refunds).values({
    club_id: f.club,
    transaction_id: transaction,
    amount_minor: amount,
    status,
    idempotency_key: `revenue-test-refund:${n}`,
    created_at: at(local),
  });
}

beforeAll(async () => {
  f = await bookingsFixture();
  await pay('B', 5000, '2025-03-03T10:00');
  await pay('S', 1200, '2025-03-31T23:30');
  const membership = await pay('M', 8000, '2025-04-01T00:30', 'R');
  await refund(membership, 8000, '2025-04-02T09:00');
  const clinic = await pay('E', 2500, '2025-04-10T18:00');
  await refund(clinic, 100, '2025-04-11T09:00', 'F'); // failed: nothing went back
  await refund(clinic, 500, '2025-05-02T09:00'); // after the range
  await pay('B', 9999, '2025-03-10T10:00', 'F'); // declined: never captured
  await pay('B', 3000, '2025-02-10T10:00'); // the previous period
});
afterAll(() => f?.close());

const url = (query: string) => `/api/reports/revenue/?club=${f.club}&${query}`;
const zero = { gross_minor: 0, refunds_minor: 0, net_minor: 0 };

describe('GET /api/reports/revenue/', () => {
  it('adds up money by source per month in the club’s zone, refunds netted when made, with the previous period', async () => {
    const report = await f.expectCall(200, 'agent', 'GET', url('datefrom=2025-03-01&dateto=2025-04-30&interval=month'));
    expect(report).toMatchObject({ currency: 'aud', interval: 'month', time_zone: ZONE });
    expect(report.totals).toMatchObject({
      gross_minor: 16_700,
      refunds_minor: 8000,
      net_minor: 8700,
      payments: 4,
      refunds: 1,
    });
    expect(report.totals.by_source).toEqual({
      B: { gross_minor: 5000, refunds_minor: 0, net_minor: 5000 },
      S: { gross_minor: 1200, refunds_minor: 0, net_minor: 1200 },
      M: { gross_minor: 8000, refunds_minor: 8000, net_minor: 0 },
      E: { gross_minor: 2500, refunds_minor: 0, net_minor: 2500 },
      O: zero,
    });
    expect(report.previous).toEqual({ gross_minor: 3000, refunds_minor: 0, net_minor: 3000 });
    expect(
      report.periods.map((p: { start: string; end: string; gross_minor: number; net_minor: number }) => [
        p.start,
        p.end,
        p.gross_minor,
        p.net_minor,
      ]),
    ).toEqual([
      ['2025-03-01', '2025-03-31', 6200, 6200],
      ['2025-04-01', '2025-04-30', 10_500, 2500],
    ]);
  });

  it('draws weeks from Monday, clipped to the range, empty weeks included', async () => {
    const report = await f.expectCall(200, 'fees', 'GET', url('datefrom=2025-03-26&dateto=2025-04-05&interval=week'));
    expect(report.periods).toHaveLength(2);
    expect(report.periods[0]).toMatchObject({ start: '2025-03-26', end: '2025-03-30', ...zero });
    expect(report.periods[1]).toMatchObject({
      start: '2025-03-31',
      end: '2025-04-05',
      gross_minor: 9200,
      refunds_minor: 8000,
      net_minor: 1200,
    });
    expect(report.periods[1].by_source.S).toEqual({ gross_minor: 1200, refunds_minor: 0, net_minor: 1200 });
  });

  it('refuses a bad interval or range in words', async () => {
    const bad = await f.call('agent', 'GET', url('datefrom=2025-03-01&dateto=2025-04-30&interval=day'));
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Choose week or month');
    const backwards = await f.call('agent', 'GET', url('datefrom=2025-04-01&dateto=2025-03-01'));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain('The end date is before the start date.');
  });

  it('is for AGENT, MEMBERSHIP_FEES and COURT_BOOKINGS; a coach is refused and strangers get 404', async () => {
    await f.expectCall(200, 'bookings', 'GET', url('datefrom=2025-03-01&dateto=2025-03-31'));
    expect((await f.call('coach', 'GET', url('datefrom=2025-03-01&dateto=2025-03-31'))).statusCode).toBe(403);
    expect((await f.call('player', 'GET', url('datefrom=2025-03-01&dateto=2025-03-31'))).statusCode).toBe(404);
    expect((await f.call('other', 'GET', url('datefrom=2025-03-01&dateto=2025-03-31'))).statusCode).toBe(404);
  });
});

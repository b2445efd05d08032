import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubs, receiptCounters, receipts } from '../../db/schema';
import { resetClock, setClock } from '../../clock';
import { atOnce, isPostgres, statusCounts, times } from '../../../test/concurrency';
import { createTestApp, login, type TestApp } from '../../../test/helpers';

// Receipt numbers under many payments at once, on PostgreSQL only (npm run test:pg): PGlite runs
// one transaction at a time. Each payment's transaction takes the club's counter for the year
// (INSERT … ON CONFLICT DO UPDATE … RETURNING, which holds the row until it commits), so twenty
// payments at once get the numbers 1 to 20 of the year, each once, with no gap.

describe.runIf(isPostgres)('receipt numbers under many payments at once (PostgreSQL)', () => {
  let t: TestApp;
  let club = 0;

  beforeAll(async () => {
    t = await createTestApp();
    [{ id: club }] = await t.db.select({ id: clubs.id }).from(clubs).where(eq(clubs.name, 'Riverside Tennis Club'));
  });
  afterAll(async () => {
    await t.close();
    resetClock();
  });

  it('20 concurrent payments take the numbers 1 to 20 of the year, each once', async () => {
    // A year no demo payment is in: its sequence starts here.
    setClock('2040-03-01T10:00:00+11:00');
    const pos = await login(t.app, 'pos@example.com');
    const player = await login(t.app, 'player@example.com');
    const customer = (
      await t.app.inject({ method: 'GET', url: '/api/stripecustomer/', headers: { authorization: player } })
    ).json().id;
    // Pat's card on file (the demo consent lets Riverside charge it), each request a payment of its own.
    const answers = await atOnce(
      t.app,
      times(20, (i) => ({
        method: 'POST',
        url: `/api/stripecustomer/${customer}/charge/`,
        authorization: pos,
        payload: { club, purpose: 'S', amount: 10 + i, description: `Raced receipt ${i}` },
      })),
    );
    expect(statusCounts(answers)).toEqual({ 201: 20 });
    const numbers = answers.map((a) => a.json().receipt_number as string);
    expect(numbers.map((n) => n.slice(0, 5))).toEqual(Array(20).fill('2040-'));
    expect(numbers.map((n) => Number(n.slice(5))).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    const stored = await t.db
      .select()
      .from(receipts)
      .where(and(eq(receipts.club_id, club), eq(receipts.year, 2040)));
    expect(stored.map((r) => r.seq).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    // Each its own payment's.
    expect(new Set(stored.map((r) => r.transaction_id)).size).toBe(20);
    const [counter] = await t.db
      .select()
      .from(receiptCounters)
      .where(and(eq(receiptCounters.club_id, club), eq(receiptCounters.year, 2040)));
    expect(counter.last).toBe(20);
  });
});

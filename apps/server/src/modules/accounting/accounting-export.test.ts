import { afterAll, describe, expect, it } from 'vitest';
import { XERO_JOURNAL_HEADER, xeroJournalRows, type JournalLine } from '@rally/domain';
import { storeTestApp } from '../store/store.test-helpers';
import * as clock from '../../clock';

// The accounting export through the API (issue 30, docs/accounting-export.md): a small fixture of
// store sales (one with tax), a member's card charge and a refund the next day, at Riverside
// (Australia/Sydney) in April 2027; the Xero manual journal's columns and rows, each day's journal
// balancing, and the summary agreeing with the Payments section's totals for the same dates.

const { s, key, call, ok, product, memberId, setTax } = storeTestApp();
const restore = clock.setClock('2027-04-06T10:00:00+10:00');
afterAll(() => restore());

const range = 'datefrom=2027-04-06&dateto=2027-04-07';

describe('the accounting export', () => {
  it('lists the payments and refunds as Xero manual journal lines, with a summary equal to the Payments totals', async () => {
    await setTax(10, true);
    const racquet = await product({ name: 'Export racquet', member_price: 110, nonmember_price: 110, tax_rate: 10 });
    const lesson = await product({ name: 'Export lesson', member_price: 40, nonmember_price: 40, tax_rate: 0 });
    const cash = await ok(201, 'pos', 'POST', '/api/pos/checkout/', {
      club: s.club,
      products: [{ product_id: racquet.id, quantity: 1 }],
      payment_method: 'S',
      name: 'Walk-in',
      idempotency_key: key(),
    });
    expect(cash.sale).toMatchObject({ total_cost: '110.00', total_tax: '10.00' });
    await ok(201, 'pos', 'POST', '/api/pos/checkout/', {
      club: s.club,
      products: [{ product_id: lesson.id, quantity: 1 }],
      payment_method: 'Q',
      name: 'Walk-in',
      idempotency_key: key(),
    });
    const member = await memberId('player@example.com');
    const fee = await s.t.app.inject({
      method: 'POST',
      url: `/api/clubmember/${member}/charge_card/`,
      headers: { authorization: s.auth.fees, 'idempotency-key': key() },
      payload: { amount: 25, description: 'Ball machine hire' },
    });
    expect(fee.statusCode, fee.body).toBe(201);
    // The next day, 30.00 of the racquet is given back in cash.
    const back = clock.advanceClock(24 * 3600_000);
    try {
      await ok(201, 'agent', 'POST', `/api/transaction/${cash.transaction.id}/refund/`, {
        amount: 30,
        reason: 'Price match',
      });
    } finally {
      back();
    }

    const exported = await ok(200, 'agent', 'GET', `/api/accounting/export/?club=${s.club}&${range}`);
    expect(exported.format).toBe('Xero manual journal (CSV import)');
    const summary = Object.fromEntries(
      exported.summary.map((a: { account: string; amount: string }) => [a.account, a.amount]),
    );
    expect(summary).toEqual({
      court_hire: '0.00',
      clinics: '0.00',
      store: '140.00',
      memberships: '25.00',
      other: '0.00',
      tax: '10.00',
      refunds: '30.00',
      account_credit: '0.00',
      credit_adjustments: '0.00',
    });
    expect(exported).toMatchObject({
      income_total: '175.00',
      refunds_total: '30.00',
      net: '145.00',
      payments: 3,
      refunds: 1,
    });

    // The Payments section's totals for the same dates: the same figures.
    const listed = await ok(200, 'agent', 'GET', `/api/transaction/?dest_club=${s.club}&${range}`);
    expect(listed.totals).toEqual([
      {
        currency: 'AUD',
        payments: 3,
        paid: exported.income_total,
        refunded: exported.refunds_total,
        net: exported.net,
      },
    ]);

    // The file: Xero's header, dates dd/mm/yyyy, credits negative, each day's journal balancing.
    const rows = xeroJournalRows(exported.lines);
    expect(rows[0]).toEqual([...XERO_JOURNAL_HEADER]);
    expect(rows[0].slice(0, 6)).toEqual(['*Narration', '*Date', 'Description', '*AccountCode', '*TaxRate', '*Amount']);
    const lines = exported.lines as JournalLine[];
    const racquetLine = lines.find((l) => l.description.startsWith(`Payment ${cash.transaction.id}:`))!;
    expect(racquetLine).toMatchObject({
      narration: 'Rally: Riverside Tennis Club takings 06/04/2027',
      date: '06/04/2027',
      account_code: '202',
      tax_rate: 'BAS Excluded',
      amount: '-100.00',
    });
    expect(lines.find((l) => l.description === `Tax in payment ${cash.transaction.id}`)).toMatchObject({
      account_code: '820',
      amount: '-10.00',
    });
    const refundLine = lines.find((l) => l.description.startsWith('Refund '))!;
    expect(refundLine).toMatchObject({ date: '07/04/2027', account_code: '210', amount: '30.00' });
    expect(refundLine.description).toContain('Price match');
    expect(lines.filter((l) => l.date === '06/04/2027').map((l) => [l.account_code, l.amount])).toEqual([
      ['202', '-100.00'],
      ['820', '-10.00'],
      ['202', '-40.00'],
      ['203', '-25.00'],
      ['610', '25.00'],
      ['611', '40.00'],
      ['612', '110.00'],
    ]);
    expect(lines.filter((l) => l.date === '07/04/2027').map((l) => [l.account_code, l.amount])).toEqual([
      ['210', '30.00'],
      ['612', '-30.00'],
    ]);
    const byJournal = new Map<string, number>();
    for (const l of lines)
      byJournal.set(l.narration, (byJournal.get(l.narration) ?? 0) + Math.round(Number(l.amount) * 100));
    expect([...byJournal.values()]).toEqual([0, 0]);
    expect(rows[1]).toEqual([
      racquetLine.narration,
      '06/04/2027',
      racquetLine.description,
      '202',
      'BAS Excluded',
      -100,
      '',
      '',
      '',
      '',
    ]);
  });

  it('a range with nothing in it is an empty journal with zero totals', async () => {
    const empty = await ok(
      200,
      'agent',
      'GET',
      `/api/accounting/export/?club=${s.club}&datefrom=2027-05-01&dateto=2027-05-31`,
    );
    expect(empty).toMatchObject({ income_total: '0.00', refunds_total: '0.00', net: '0.00', lines: [] });
  });

  it('is for Payments staff: the store-only role gets 403, a player 404, a reversed range 400', async () => {
    expect((await call('pos', 'GET', `/api/accounting/export/?club=${s.club}&${range}`)).statusCode).toBe(403);
    expect((await call('player', 'GET', `/api/accounting/export/?club=${s.club}&${range}`)).statusCode).toBe(404);
    expect((await call('fees', 'GET', `/api/accounting/export/?club=${s.club}&${range}`)).statusCode).toBe(200);
    const reversed = await call(
      'agent',
      'GET',
      `/api/accounting/export/?club=${s.club}&datefrom=2027-04-07&dateto=2027-04-06`,
    );
    expect(reversed.statusCode).toBe(400);
  });
});

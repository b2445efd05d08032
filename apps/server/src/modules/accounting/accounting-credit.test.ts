import { afterAll, describe, expect, it } from 'vitest';
import { simulatedPaymentMethodId, type JournalLine } from '@rally/domain';
import { storeTestApp } from '../store/store.test-helpers';
import * as clock from '../../clock';

// Account credit in the accounting export (issue 30, docs/accounting-export.md "Account credit"):
// on one club-local day at Riverside, a staff adjustment, a cash top-up, a spend at the till by
// account and a card sale refunded to club credit. The day's journal still balances; top-ups and
// refunds to credit raise Account credit held (835), the spend lowers it, the adjustment moves it
// against Account credit adjustments (480); the summary agrees with the ledger and with the
// Account credit view's totals.

const { s, key, ok, product, memberId } = storeTestApp();
const restore = clock.setClock('2027-06-15T10:00:00+10:00');
afterAll(() => restore());
const range = 'datefrom=2027-06-15&dateto=2027-06-15';
const cents = (amount: string) => Math.round(Number(amount) * 100);

describe('account credit in the accounting export', () => {
  it('posts credit movements to the liability, each journal balanced, the summary agreeing with the Account credit view', async () => {
    const member = await memberId('player@example.com');
    const found = await ok(200, 'pos', 'GET', `/api/pos/members/?club=${s.club}&search=player%40example.com`);
    const player = found[0].player as number;
    await ok(201, 'agent', 'POST', '/api/accountcredit/adjust/', {
      club: s.club,
      player,
      amount: 50,
      reason: 'Goodwill for the rained-out final',
    });
    const topUp = await ok(201, 'agent', 'POST', '/api/accountcredit/topup/', {
      club: s.club,
      player,
      amount: 20,
      payment_method: 'S',
      idempotency_key: key(),
    });
    const balls = await product({ name: 'Credit balls', member_price: 7.5, nonmember_price: 7.5 });
    const spend = await ok(201, 'pos', 'POST', '/api/pos/checkout/', {
      club: s.club,
      member,
      products: [{ product_id: balls.id, quantity: 1 }],
      payment_method: 'A',
      idempotency_key: key(),
    });
    const shirt = await product({ name: 'Credit shirt', member_price: 30, nonmember_price: 30 });
    const sale = await ok(201, 'pos', 'POST', '/api/pos/checkout/', {
      club: s.club,
      member,
      products: [{ product_id: shirt.id, quantity: 1 }],
      payment_method: 'C',
      payment_method_id: simulatedPaymentMethodId({ number: '4242424242424242', exp_month: 12, exp_year: 2034 }),
      idempotency_key: key(),
    });
    await ok(201, 'agent', 'POST', `/api/transaction/${sale.transaction.id}/refund/`, {
      amount: 10,
      reason: 'Wrong size',
      to_credit: true,
    });

    const exported = await ok(200, 'agent', 'GET', `/api/accounting/export/?club=${s.club}&${range}`);
    const lines = exported.lines as JournalLine[];
    const of = (code: string) => lines.filter((l) => l.account_code === code).map((l) => l.amount);
    // The top-up is no income: a credit to the liability, its cash debited as any payment's.
    expect(lines.find((l) => l.description.startsWith(`Payment ${topUp.transaction.id}:`))).toMatchObject({
      account_code: '835',
      amount: '-20.00',
    });
    expect(of('260')).toEqual([]);
    // The spend is store income, balanced by the liability (a debit); the refund to credit debits
    // Refunds and credits the liability, not the card's clearing account.
    expect(lines.find((l) => l.description.startsWith(`Payment ${spend.transaction.id}:`))).toMatchObject({
      account_code: '202',
      amount: '-7.50',
    });
    expect(of('480')).toEqual(['50.00']);
    // The day's account side nets the spend (7.50 debit) and the refund to credit (10.00 credit).
    expect(of('835')).toEqual(['-20.00', '-50.00', '-2.50']);
    expect(lines.find((l) => l.description.startsWith('Account credit held:'))).toMatchObject({
      description: 'Account credit held: spent by account less given back as credit',
      amount: '-2.50',
    });
    expect(of('610')).toEqual(['30.00']);
    expect(of('612')).toEqual(['20.00']);
    // Each journal balances.
    const byJournal = new Map<string, number>();
    for (const l of lines) byJournal.set(l.narration, (byJournal.get(l.narration) ?? 0) + cents(l.amount));
    expect([...byJournal.values()]).toEqual([0]);

    const summary = Object.fromEntries(
      exported.summary.map((a: { account: string; amount: string }) => [a.account, a.amount]),
    );
    expect(summary).toMatchObject({ account_credit: '72.50', credit_adjustments: '50.00', refunds: '10.00' });
    expect(exported.credit).toMatchObject({
      topups: '20.00',
      refunds_to_credit: '10.00',
      spent: '7.50',
      adjustments: '50.00',
      net: '72.50',
    });
    // The ledger agrees: what was held at the end less at the start is the net; at the end of
    // today it is what the Account credit view totals.
    expect(cents(exported.credit.held_at_end) - cents(exported.credit.held_at_start)).toBe(7250);
    const view = await ok(200, 'agent', 'GET', `/api/accountcredit/?club=${s.club}`);
    expect(exported.credit.held_at_end).toBe(view.totals.balance);
  });
});

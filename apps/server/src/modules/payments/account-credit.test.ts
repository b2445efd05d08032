import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { simulatedPaymentMethodId } from '@rally/domain';
import { creditEntries, refunds } from '../../db/schema';
import { storeTestApp } from '../store/store.test-helpers';

// Account credit through the API (docs/account-credit.md): a payment refunded to club credit (no
// gateway call, never past what is refundable), spent at the till by account, refused past the
// balance or the club's limit with the club's money format, adjustments with a reason, top-ups at
// the desk once per key, statements whose balance is the sum of their entries, and who may see what.

const { s, key, call, ok, product } = storeTestApp();
const card = simulatedPaymentMethodId({ number: '4242424242424242', exp_month: 12, exp_year: 2034 });

/** The demo player's member id and player id at Riverside. */
async function pat() {
  const found = await ok(200, 'pos', 'GET', `/api/pos/members/?club=${s.club}&search=player%40example.com`);
  return { member: found[0].id as number, player: found[0].player as number };
}

async function sell(price: number, payment_method: 'C' | 'S' | 'A', extra: Record<string, unknown> = {}) {
  const p = await product({ name: `Credit test ${price}`, member_price: price, nonmember_price: price });
  const { member } = await pat();
  return call('pos', 'POST', '/api/pos/checkout/', {
    club: s.club,
    member,
    products: [{ product_id: p.id, quantity: 1 }],
    payment_method,
    idempotency_key: key(),
    ...extra,
  });
}

async function statement(who: 'agent' | 'fees' = 'agent') {
  const { player } = await pat();
  return ok(200, who, 'GET', `/api/accountcredit/player/${player}/?club=${s.club}`);
}

const minor = (amount: string) => Math.round(Number(amount) * 100);

describe('account credit', () => {
  it('refunds a card payment to club credit: a refund on record, no gateway call, the credit on the statement', async () => {
    const before = minor((await statement()).balance);
    const sale = await sell(30, 'C', { payment_method_id: card });
    expect(sale.statusCode, sale.body).toBe(201);
    const t = sale.json().transaction;
    const refund = await ok(201, 'agent', 'POST', `/api/transaction/${t.id}/refund/`, {
      amount: 20,
      reason: 'Racket returned',
      to_credit: true,
    });
    expect(refund.refund).toMatchObject({ amount: '20.00', status: 'P', to_credit: true, refund_id: null });
    expect(refund.transaction).toMatchObject({ status: 'R', refunded: '20.00', refundable: '10.00' });
    // The cap: what is left refundable, to credit or to the card.
    const over = await call('agent', 'POST', `/api/transaction/${t.id}/refund/`, {
      amount: 15,
      reason: 'Again',
      to_credit: true,
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().reason).toMatch(/cannot be more than the 10\.00 AUD not yet refunded/);
    const st = await statement();
    expect(minor(st.balance)).toBe(before + 2000);
    expect(st.entries[0]).toMatchObject({ kind: 'R', amount: '20.00', transaction: t.id, refund: refund.refund.id });
    // The player sees it on their own statement.
    const mine = await ok(200, 'player', 'GET', '/api/accountcredit/mine/');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ club: s.club, balance: st.balance, currency: 'AUD' });
  });

  it('spends credit at the till (method A) and refuses a spend past the balance in the club’s money format', async () => {
    const before = minor((await statement()).balance);
    const spent = await sell(7.5, 'A');
    expect(spent.statusCode, spent.body).toBe(201);
    expect(spent.json().transaction).toMatchObject({ payment_method: 'A', status: 'P', amount: '7.50' });
    const after = await statement();
    expect(minor(after.balance)).toBe(before - 750);
    expect(after.entries[0]).toMatchObject({ kind: 'S', amount: '-7.50', transaction: spent.json().transaction.id });
    // Not enough: nothing sold, nothing written.
    const count = async () => (await s.t.db.select().from(creditEntries)).length;
    const n = await count();
    const refused = await sell(500, 'A');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().reason).toBe(`Not enough credit: ${after.balance} AUD left.`);
    expect(await count()).toBe(n);
    // A spend is a payment like any other in the Payments list, paid by Account.
    const list = await ok(200, 'agent', 'GET', `/api/transaction/?club=${s.club}`);
    expect(list.results.find((r: { id: number }) => r.id === spent.json().transaction.id)).toMatchObject({
      payment_method: 'A',
    });
  });

  it('refunds a payment by account back to the account, whatever the refund asks', async () => {
    const before = minor((await statement()).balance);
    const spent = (await sell(2, 'A')).json();
    await ok(201, 'agent', 'POST', `/api/transaction/${spent.transaction.id}/refund/`, { reason: 'Wrong size' });
    const after = await statement();
    expect(minor(after.balance)).toBe(before);
    expect(after.entries[0]).toMatchObject({ kind: 'R', amount: '2.00' });
  });

  it('refuses a walk-in paying by account, and a walk-in’s payment refunded to credit', async () => {
    const p = await product({ name: 'Walk-in thing', member_price: 5, nonmember_price: 5 });
    const res = await call('pos', 'POST', '/api/pos/checkout/', {
      club: s.club,
      products: [{ product_id: p.id, quantity: 1 }],
      payment_method: 'A',
      name: 'Walk In',
      idempotency_key: key(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().reason).toBe('Only a player with a Rally account can pay from account credit.');
    const cash = await ok(201, 'pos', 'POST', '/api/pos/checkout/', {
      club: s.club,
      products: [{ product_id: p.id, quantity: 1 }],
      payment_method: 'S',
      name: 'Walk In',
      idempotency_key: key(),
    });
    const back = await call('agent', 'POST', `/api/transaction/${cash.transaction.id}/refund/`, {
      reason: 'x',
      to_credit: true,
    });
    expect(back.statusCode).toBe(400);
    expect(back.json().reason).toBe("Only a player's payment can be refunded to club credit.");
  });

  it('takes adjustments with a reason, never below zero without a limit; the limit lets it go that far and no further', async () => {
    const { player } = await pat();
    const noReason = await call('agent', 'POST', '/api/accountcredit/adjust/', { club: s.club, player, amount: 5 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toEqual(['Reason is required']);
    const balance = minor((await statement()).balance);
    const tooMuch = await call('agent', 'POST', '/api/accountcredit/adjust/', {
      club: s.club,
      player,
      amount: -(balance / 100 + 0.01),
      reason: 'Correction',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().reason).toBe(`Not enough credit: ${(balance / 100).toFixed(2)} AUD left.`);
    const down = await ok(201, 'agent', 'POST', '/api/accountcredit/adjust/', {
      club: s.club,
      player,
      amount: -(balance / 100),
      reason: 'To zero',
    });
    expect(down).toMatchObject({ kind: 'A', reason: 'To zero', balance_after: '0.00' });
    // The club allows 25.00 below zero (Club Store settings' AccountLimit).
    const features = await ok(200, 'agent', 'GET', `/api/clubfeature/?club=${s.club}`);
    const pos = features.results.find((f: { feature: { name: string } }) => f.feature.name === 'pointofsale');
    await ok(200, 'pos', 'PATCH', `/api/clubfeature/${pos.id}/`, { params: { AccountLimit: 25 } });
    expect((await statement()).available).toBe('25.00');
    expect((await sell(20, 'A')).statusCode).toBe(201);
    const refused = await sell(6, 'A');
    expect(refused.json().reason).toBe('Not enough credit: 5.00 AUD left.');
    expect((await sell(5, 'A')).statusCode).toBe(201);
    const st = await statement();
    expect(st).toMatchObject({ balance: '-25.00', available: '0.00', limit: '25.00' });
    await ok(200, 'pos', 'PATCH', `/api/clubfeature/${pos.id}/`, { params: { AccountLimit: 0 } });
    // Back to zero, for the tests after.
    await ok(201, 'agent', 'POST', '/api/accountcredit/adjust/', { club: s.club, player, amount: 25, reason: 'Paid' });
  });

  it('tops up at the desk in cash once per key, as a payment of its own', async () => {
    const { player } = await pat();
    const before = minor((await statement()).balance);
    const body = { club: s.club, player, amount: 40, payment_method: 'S', idempotency_key: 'topup-test-0001' };
    const first = await ok(201, 'agent', 'POST', '/api/accountcredit/topup/', body);
    expect(first.entry).toMatchObject({ kind: 'T', amount: '40.00', reason: 'Top-up by cash' });
    expect(first.transaction).toMatchObject({ kind: 'O', payment_method: 'S', status: 'P', amount: '40.00' });
    const again = await ok(201, 'agent', 'POST', '/api/accountcredit/topup/', body);
    expect(again.entry.id).toBe(first.entry.id);
    expect(again.transaction.id).toBe(first.transaction.id);
    expect(minor((await statement()).balance)).toBe(before + 4000);
  });

  it('gives statements whose balance is the sum of their entries, and the club’s balances with totals', async () => {
    const st = await statement('fees');
    const sum = st.entries.reduce((n: number, e: { amount: string }) => n + minor(e.amount), 0);
    expect(minor(st.balance)).toBe(sum);
    // Each entry's running balance, newest first, ends at the balance.
    expect(st.entries[0].balance_after).toBe(st.balance);
    const all = await ok(200, 'agent', 'GET', `/api/accountcredit/?club=${s.club}`);
    const { player } = await pat();
    expect(all.results.find((r: { player: number }) => r.player === player)).toMatchObject({
      balance: st.balance,
      entries: st.entries.length,
    });
    const total = all.results.reduce((n: number, r: { balance: string }) => n + minor(r.balance), 0);
    expect(minor(all.totals.balance)).toBe(total);
    expect(all.totals.accounts).toBe(all.results.length);
    // The till sees the same balance.
    const till = await ok(200, 'pos', 'GET', `/api/accountcredit/player/${player}/balance/?club=${s.club}`);
    expect(till).toEqual({ balance: st.balance, available: st.available });
  });

  it('lets only the club’s Payments staff see balances and move money; the store reads a balance only', async () => {
    const { player } = await pat();
    expect((await call('player', 'GET', `/api/accountcredit/?club=${s.club}`)).statusCode).toBe(404);
    expect((await call('pos', 'GET', `/api/accountcredit/?club=${s.club}`)).statusCode).toBe(403);
    expect((await call('other', 'GET', `/api/accountcredit/?club=${s.club}`)).statusCode).toBe(404);
    expect((await call('other', 'GET', `/api/accountcredit/player/${player}/?club=${s.club}`)).statusCode).toBe(404);
    const adjust = { club: s.club, player, amount: 1000, reason: 'Free money' };
    expect((await call('pos', 'POST', '/api/accountcredit/adjust/', adjust)).statusCode).toBe(403);
    expect((await call('player', 'POST', '/api/accountcredit/adjust/', adjust)).statusCode).toBe(404);
    expect(
      (await call('player', 'GET', `/api/accountcredit/player/${player}/balance/?club=${s.club}`)).statusCode,
    ).toBe(404);
    expect((await call(null, 'GET', '/api/accountcredit/mine/')).statusCode).toBe(401);
    // Someone who is no player of the club: not found, nothing written.
    const harbourOnly = await call('agent', 'POST', '/api/accountcredit/adjust/', { ...adjust, player: 999999 });
    expect(harbourOnly.statusCode).toBe(404);
    // The ledger is append-only, in the database too.
    await expect(s.t.db.execute(sql`update credit_entries set amount_minor = 1`)).rejects.toThrow();
    expect((await s.t.db.select().from(refunds).where(eq(refunds.to_credit, true))).length).toBeGreaterThan(0);
  });
});

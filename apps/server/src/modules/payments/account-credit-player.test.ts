import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekdayIn, playerBookingsFixture, type PlayerBookingsFixture } from '../bookings/bookings.test-helpers';
import { desc, eq } from 'drizzle-orm';
import { simulatedPaymentMethodId, type MyBooking } from '@rally/domain';
import { outbox } from '../../db/schema';

// A player paying with their own account credit (issue 30, docs/account-credit.md "A player pays
// by account"): their court booking (pay_booking) and their share from My bookings, by the ledger's
// one spend (its lock, its limit, its refusal): method A in the transaction lists and on the
// statement, a receipt issued; a spend past what is left refused with nothing written.

let f: PlayerBookingsFixture;
const minor = (amount: string) => Math.round(Number(amount) * 100);
const count = async (table: string) =>
  Number(((await f.sql(`select count(*)::int as n from ${table}`)) as unknown as { rows: { n: number }[] }).rows[0].n);

/** Pat's statement at Riverside, as he sees it on /payments. */
async function patCredit() {
  const mine = await f.expectCall(200, 'player', 'GET', '/api/accountcredit/mine/');
  return mine.find((s: { club: number }) => s.club === f.club) ?? { balance: '0.00', entries: [] };
}

/** Staff set Pat's balance to exactly `amount` by an adjustment. */
async function setCredit(amount: number) {
  const now = minor((await patCredit()).balance);
  const delta = amount * 100 - now;
  if (delta !== 0)
    await f.expectCall(201, 'agent', 'POST', '/api/accountcredit/adjust/', {
      club: f.club,
      player: f.pat,
      amount: delta / 100,
      reason: 'Test balance',
    });
}

let slot = 6;
/** Pat books an hour on a Test court (10.00 for a member, paid in the app). */
async function book() {
  const date = weekdayIn(2);
  slot += 1;
  const hh = String(slot).padStart(2, '0');
  return f.expectCall(201, 'player', 'POST', `/api/club/${f.club}/book/`, {
    start: `${date}T${hh}:00`,
    end: `${date}T${String(slot + 1).padStart(2, '0')}:00`,
    court: f.courts[0],
    partners: [],
    guests: [],
  }) as Promise<MyBooking>;
}

beforeAll(async () => {
  f = await playerBookingsFixture();
  await f.sql(`update court_groups set payment_on_app = true where id = ${f.group.id}`);
});
afterAll(() => f.close());

describe('a player pays by account', () => {
  it('pays their own court booking from their credit: method A everywhere, the receipt, the balance down', async () => {
    await setCredit(25);
    const booked = await book();
    expect(booked).toMatchObject({ payment: 'app', price: '10.00' });
    const paid = await f.expectCall(
      200,
      'player',
      'POST',
      `/api/courtbookingseries/${booked.booking_series}/pay_booking/`,
      {
        payment_method: 'A',
      },
    );
    expect(paid.transaction).toMatchObject({ payment_method: 'A', status: 'P', amount: '10.00', kind: 'B' });
    expect(paid.transaction.receipt_number).toMatch(/^\d{4}-\d{6}$/);
    // The statement: 15.00 left, the spend naming the booking's payment.
    const st = await patCredit();
    expect(st.balance).toBe('15.00');
    expect(st.entries[0]).toMatchObject({ kind: 'S', amount: '-10.00', transaction: paid.transaction.id });
    // Both transaction lists say Account.
    const mine = await f.expectCall(200, 'player', 'GET', '/api/transaction/mine/');
    expect(mine.results.find((t: { id: number }) => t.id === paid.transaction.id)).toMatchObject({
      payment_method: 'A',
    });
    const staff = await f.expectCall(200, 'agent', 'GET', `/api/transaction/?club=${f.club}`);
    expect(staff.results.find((t: { id: number }) => t.id === paid.transaction.id)).toMatchObject({
      payment_method: 'A',
      receipt_number: paid.transaction.receipt_number,
    });
    // My bookings: nothing left to pay.
    const again = (await f.expectCall(200, 'player', 'GET', '/api/mybooking/?page_size=100')).results.find(
      (b: MyBooking) => b.id === booked.id,
    );
    expect(again).toMatchObject({ my_to_pay: '0.00', can_pay: false });
  });

  it('refuses a spend past the balance in the club’s money format, with nothing written', async () => {
    await setCredit(6.5);
    const booked = await book();
    const before = {
      entries: await count('credit_entries'),
      transactions: await count('transactions'),
      receipts: await count('receipts'),
    };
    const refused = await f.call('player', 'POST', `/api/courtbookingseries/${booked.booking_series}/pay_booking/`, {
      payment_method: 'A',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().reason).toBe('Not enough credit: 6.50 AUD left.');
    // From My bookings too: the same sentence.
    const share = await f.call('player', 'POST', `/api/mybooking/${booked.id}/pay/`, { payment_method: 'A' });
    expect(share.statusCode).toBe(400);
    expect(share.json().reason).toBe('Not enough credit: 6.50 AUD left.');
    expect({
      entries: await count('credit_entries'),
      transactions: await count('transactions'),
      receipts: await count('receipts'),
    }).toEqual(before);
    expect((await patCredit()).balance).toBe('6.50');
  });

  it('pays their share from My bookings by account once, however often asked', async () => {
    await setCredit(30);
    const booked = await book();
    const first = await f.expectCall(200, 'player', 'POST', `/api/mybooking/${booked.id}/pay/`, {
      payment_method: 'A',
    });
    expect(first.transaction).toMatchObject({ payment_method: 'A', status: 'P', amount: '10.00' });
    expect(first.booking).toMatchObject({ my_to_pay: '0.00', can_pay: false });
    // Asked again: the first payment is the answer, nothing spent twice.
    const again = await f.expectCall(200, 'player', 'POST', `/api/mybooking/${booked.id}/pay/`, {
      payment_method: 'A',
    });
    expect(again.transaction.id).toBe(first.transaction.id);
    expect((await patCredit()).balance).toBe('20.00');
  });

  it('takes card or account only from a player: cash is the staff’s', async () => {
    const booked = await book();
    const cash = await f.call('player', 'POST', `/api/courtbookingseries/${booked.booking_series}/pay_booking/`, {
      payment_method: 'S',
    });
    expect(cash.statusCode).toBe(400);
    const bad = await f.call('player', 'POST', `/api/mybooking/${booked.id}/pay/`, { payment_method: 'S' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.payment_method).toEqual(['Pay by card or from your account credit.']);
  });
});

const card = (number: string) => simulatedPaymentMethodId({ number, exp_month: 12, exp_year: 2034 });
let keys = 0;
const topUp = (amount: number, number = '4242424242424242', key = `my-topup-${++keys}`) =>
  f.call('player', 'POST', '/api/accountcredit/mine/topup/', {
    club: f.club,
    amount,
    payment_method_id: card(number),
    idempotency_key: key,
  });

describe('a player tops up by card', () => {
  it('credits the account once per key, the payment on record with its receipt mailed', async () => {
    await setCredit(5);
    const res = await topUp(20, '4242424242424242', 'my-topup-once');
    expect(res.statusCode, res.body).toBe(201);
    const { entry, transaction } = res.json();
    expect(transaction).toMatchObject({ kind: 'O', status: 'P', payment_method: 'C', amount: '20.00' });
    expect(transaction.receipt_number).toMatch(/^\d{4}-\d{6}$/);
    expect(entry).toMatchObject({ kind: 'T', amount: '20.00', transaction: transaction.id, balance_after: '25.00' });
    // Asked again with the same key: the same payment, nothing credited twice.
    const again = await topUp(20, '4242424242424242', 'my-topup-once');
    expect(again.statusCode).toBe(201);
    expect(again.json().transaction.id).toBe(transaction.id);
    expect((await patCredit()).balance).toBe('25.00');
    // The receipt's e-mail, to Pat.
    const [mail] = await f.t.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'player@example.com'))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(mail.subject).toContain(transaction.receipt_number);
    expect(mail.text).toContain('Total: 20.00 AUD');
  });

  it('a card asking for authentication credits nothing until authenticated, then the same call credits it', async () => {
    await setCredit(0);
    const first = await topUp(15, '4000002500003155', 'my-topup-3ds');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().entry).toBeNull();
    expect(first.json().transaction).toMatchObject({ status: 'A' });
    expect(first.json().transaction.client_secret).toBeTruthy();
    expect((await patCredit()).balance).toBe('0.00');
    await f.expectCall(200, 'player', 'POST', `/api/transaction/${first.json().transaction.id}/authenticate/`, {
      approved: true,
    });
    const done = await topUp(15, '4000002500003155', 'my-topup-3ds');
    expect(done.json().entry).toMatchObject({ kind: 'T', amount: '15.00' });
    expect((await patCredit()).balance).toBe('15.00');
  });

  it('a declined card credits nothing and answers the bank’s reason; a club the player does not play at is not found', async () => {
    await setCredit(0);
    const declined = await topUp(10, '4000000000000002');
    expect(declined.statusCode).toBe(400);
    expect((await patCredit()).balance).toBe('0.00');
    const elsewhere = await f.call('player', 'POST', '/api/accountcredit/mine/topup/', {
      club: 999999,
      amount: 10,
      idempotency_key: 'nowhere-0001',
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(404);
  });
});

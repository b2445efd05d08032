import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { resetClock, setClock } from '../../clock';
import { clubs, outbox, players, receipts, users } from '../../db/schema';
import { enablePointOfSale, failOnceMailer } from './payments.test-helpers';

// Receipts (issue 30, docs/receipts.md) through the API: a number from the club's own sequence
// for every payment and refund (per club, per local year; a rolled-back payment takes none), the
// snapshot that keeps what the receipt said, the PDF read back as text, who may download it, and
// the receipt that goes out with an off-session charge of a saved card.

/** The outbox fails once when asked to: a till's cash sale then rolls back after its receipt was numbered. */
const { mailer, failNext } = failOnceMailer();

let t: TestApp;
const auth: Record<string, string> = {};
let riverside = 0;
let harbour = 0;
let pat = 0;
let seq = 0;
const key = () => `receipt-test-${++seq}`;

async function call(who: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) {
  return t.app.inject({ method, url, payload: payload as object, headers: { authorization: auth[who] } });
}
async function ok(status: number, who: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) {
  const res = await call(who, method, url, payload);
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}

/** A cash sale at the till of `club` (two of a product at `price`, tax 10 % inside), by `who`. */
async function cashSale(who: 'pos' | 'other-agent', club: number, price: number, email = 'walkin@example.com') {
  const product = await ok(201, who, 'POST', '/api/clubproduct/', {
    club,
    name: `Receipt balls ${++seq}`,
    category: 'balls',
    member_price: price,
    nonmember_price: price,
    tax_rate: 10,
  });
  return ok(201, who, 'POST', '/api/pos/checkout/', {
    club,
    products: [{ product_id: product.id, quantity: 2 }],
    payment_method: 'S',
    name: 'Wendy Walk-in',
    email,
    idempotency_key: key(),
  });
}

async function pdfText(url: string, who = 'agent') {
  const res = await call(who, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
  return { text: (await extractText(pdf, { mergePages: true })).text, disposition: res.headers['content-disposition'] };
}

const seqOf = (number: string) => Number(number.split('-')[1]);

const people = [
  'player@example.com',
  'agent@example.com',
  'pos@example.com',
  'other-agent@example.com',
  'coach@example.com',
];
async function logIn() {
  for (const email of people) auth[email.split('@')[0]] = await login(t.app, email);
}

beforeAll(async () => {
  // The file's own clock: a June in Sydney (receipt years are the club's local years).
  setClock('2031-06-10T10:00:00+10:00');
  t = await createTestApp({}, { mailer });
  await logIn();
  [{ id: riverside }] = await t.db.select({ id: clubs.id }).from(clubs).where(eq(clubs.name, 'Riverside Tennis Club'));
  [{ id: harbour }] = await t.db.select({ id: clubs.id }).from(clubs).where(eq(clubs.name, 'Harbour Tennis Centre'));
  [{ id: pat }] = await t.db
    .select({ id: players.id })
    .from(players)
    .innerJoin(users, eq(users.id, players.user_id))
    .where(eq(users.email, 'player@example.com'));
  // Harbour sells at a till too (its package lacks the Point of Sale by default).
  await enablePointOfSale(t, harbour);
  await ok(200, 'agent', 'PATCH', `/api/club/${riverside}/`, { tax_id: 'ABN 51 824 753 556' });
});
afterAll(async () => {
  await t.close();
  resetClock();
});

describe('receipt numbers', () => {
  it('numbers each payment and each refund from the club’s own sequence for its local year', async () => {
    const number = (n: number) => `2031-${String(n).padStart(6, '0')}`;
    const first = await cashSale('pos', riverside, 11);
    const n = seqOf(first.transaction.receipt_number);
    expect(first.transaction.receipt_number).toBe(number(n));
    const second = await cashSale('pos', riverside, 22);
    expect(second.transaction.receipt_number).toBe(number(n + 1));
    const refund = await ok(201, 'agent', 'POST', `/api/transaction/${first.transaction.id}/refund/`, {
      amount: 5,
      reason: 'One tin was flat',
    });
    expect(refund.refund.receipt_number).toBe(number(n + 2));
    const read = await ok(200, 'agent', 'GET', `/api/transaction/${first.transaction.id}/`);
    expect(read).toMatchObject({ receipt_number: number(n), refund_set: [{ receipt_number: number(n + 2) }] });
    // Another club counts on its own.
    const harbourBefore = await t.db
      .select()
      .from(receipts)
      .where(and(eq(receipts.club_id, harbour), eq(receipts.year, 2031)));
    expect((await cashSale('other-agent', harbour, 9)).transaction.receipt_number).toBe(
      number(harbourBefore.length + 1),
    );
    // The club's year, not the server's: 00:30 on 1 January in Sydney is still 31 December in UTC.
    setClock('2032-01-01T00:30:00+11:00');
    await logIn();
    expect((await cashSale('pos', riverside, 11)).transaction.receipt_number).toBe('2032-000001');
    expect((await cashSale('pos', riverside, 11)).transaction.receipt_number).toBe('2032-000002');
    setClock('2031-12-31T23:30:00+11:00');
    expect((await cashSale('pos', riverside, 11)).transaction.receipt_number).toBe(number(n + 3));
    setClock('2031-06-10T12:00:00+10:00');
  });

  it('gives no number to a payment whose database transaction rolled back', async () => {
    const before = await cashSale('pos', riverside, 7);
    failNext();
    const failed = await call('pos', 'POST', '/api/pos/checkout/', {
      club: riverside,
      products: [
        {
          product_id: (
            await ok(201, 'pos', 'POST', '/api/clubproduct/', {
              club: riverside,
              name: 'Rolled back',
              category: 'balls',
              member_price: 3,
              nonmember_price: 3,
            })
          ).id,
          quantity: 1,
        },
      ],
      payment_method: 'S',
      name: 'Rolled Back',
      email: 'rolled@example.com',
      idempotency_key: key(),
    });
    expect(failed.statusCode).toBe(500);
    const after = await cashSale('pos', riverside, 7);
    expect(seqOf(after.transaction.receipt_number)).toBe(seqOf(before.transaction.receipt_number) + 1);
    const rows = await t.db.select().from(receipts).where(eq(receipts.club_id, riverside));
    expect(new Set(rows.map((r) => r.number)).size).toBe(rows.length);
  });
});

describe('a receipt', () => {
  it('is a PDF with its number, the club’s name, address and tax id, each line with its tax and the total', async () => {
    const sale = await cashSale('pos', riverside, 11);
    const number = sale.transaction.receipt_number as string;
    const { text, disposition } = await pdfText(`/api/transaction/${sale.transaction.id}/receipt/`);
    expect(disposition).toBe(`attachment; filename="receipt-${number}.pdf"`);
    expect(text).toContain(`Receipt ${number}`);
    expect(text).toContain('Riverside Tennis Club');
    expect(text).toContain('12 River Road');
    expect(text).toContain('ABN 51 824 753 556');
    expect(text).toMatch(/2 × Receipt balls \d+/);
    expect(text).toContain('10 %: 2.00 AUD'); // 22.00 with 10 % inside: 2.00
    expect(text).toContain('Total: 22.00 AUD');
    expect(text).toContain('Paid with: Cash');
    // The buyer's e-mail is this receipt, with its number.
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'walkin@example.com'))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(mail.text).toContain(`Receipt number: ${number}`);
    expect(mail.text).toContain('Total: 22.00 AUD');
  });

  it('keeps what it said when the club is renamed later', async () => {
    const sale = await cashSale('pos', riverside, 11);
    await ok(200, 'agent', 'PATCH', `/api/club/${riverside}/`, { tax_id: 'ABN 00 000 000 000' });
    await t.db.update(clubs).set({ name: 'Renamed Tennis Club' }).where(eq(clubs.id, riverside));
    try {
      const { text } = await pdfText(`/api/transaction/${sale.transaction.id}/receipt/`);
      expect(text).toContain('Riverside Tennis Club');
      expect(text).toContain('ABN 51 824 753 556');
      expect(text).not.toContain('Renamed');
    } finally {
      await t.db.update(clubs).set({ name: 'Riverside Tennis Club' }).where(eq(clubs.id, riverside));
      await ok(200, 'agent', 'PATCH', `/api/club/${riverside}/`, { tax_id: 'ABN 51 824 753 556' });
    }
  });

  it('of a refund is a PDF of its own, naming the payment’s receipt', async () => {
    const sale = await cashSale('pos', riverside, 11);
    const { refund } = await ok(201, 'agent', 'POST', `/api/transaction/${sale.transaction.id}/refund/`, {
      reason: 'Returned unopened',
    });
    const { text, disposition } = await pdfText(
      `/api/transaction/${sale.transaction.id}/refunds/${refund.id}/receipt/`,
    );
    expect(disposition).toContain(`refund-receipt-${refund.receipt_number}.pdf`);
    expect(text).toContain(`Refund receipt ${refund.receipt_number}`);
    expect(text).toContain(`Refund of receipt ${sale.transaction.receipt_number}`);
    expect(text).toContain('Total refunded: 22.00 AUD');
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `Your refund receipt from Riverside Tennis Club: ${refund.receipt_number}`));
    expect(mail.to).toBe('walkin@example.com');
  });

  it('is the payer’s and the club’s Payments staff’s only', async () => {
    // A charge of Pat's card on file at the till (the demo consent allows it): the receipt goes out with it.
    const charged = await ok(
      201,
      'pos',
      'POST',
      `/api/stripecustomer/${(await ok(200, 'player', 'GET', '/api/stripecustomer/')).id}/charge/`,
      {
        club: riverside,
        purpose: 'S',
        amount: 12.5,
        description: 'Balls',
      },
    );
    expect(charged.receipt_number).toMatch(/^\d{4}-\d{6}$/);
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.to, 'player@example.com'),
          eq(outbox.subject, 'Receipt: Riverside Tennis Club charged 12.50 AUD to your card'),
        ),
      )
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(mail.text).toContain(`Receipt number: ${charged.receipt_number}`);
    expect(mail.text).toContain('Paid with: Card (Visa ending 4242)');
    expect(charged.player).toBe(pat);
    const url = `/api/transaction/${charged.id}/receipt/`;
    expect((await pdfText(url, 'player')).text).toContain(charged.receipt_number);
    // Anyone else is answered as for the payment itself.
    for (const who of ['coach', 'other-agent']) {
      const res = await call(who, 'GET', url);
      expect([403, 404]).toContain(res.statusCode);
      const payment = await call(who, 'GET', `/api/transaction/${charged.id}/`);
      expect([res.statusCode, res.json()]).toEqual([payment.statusCode, payment.json()]);
    }
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });
});

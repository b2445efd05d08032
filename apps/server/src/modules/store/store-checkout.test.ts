import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { simulatedPaymentMethodId } from '@rally/domain';
import { outbox, transactions } from '../../db/schema';
import { storeTestApp } from './store.test-helpers';

// The Club Store's checkout through the API (docs/store.md): by a member's card, a club customer's
// card, a card taken by phone, cash and cheque; a decline; authentication at the till; one charge
// per key; a refund in part from Payments.

const { s, key, call, ok, product, memberId } = storeTestApp();

describe('checkout', () => {
  it("charges a member's card on file as a store sale (kind S) at the priced total, e-mails a receipt, and answers the same sale again for the same key", async () => {
    const a = await product({ name: 'Sale A', member_price: 10, nonmember_price: 12 });
    const b = await product({ name: 'Sale B', member_price: 5, nonmember_price: 6, tax_rate: 10 });
    const member = await memberId('player@example.com');
    const body = {
      club: s.club,
      member,
      discount: 10,
      products: [
        { product_id: a.id, quantity: 2 },
        { product_id: b.id, quantity: 1 },
      ],
      payment_method: 'C',
      idempotency_key: key(),
    };
    const priced = await ok(200, 'pos', 'POST', '/api/pos/cart_details/', body);
    const sold = await ok(201, 'pos', 'POST', '/api/pos/checkout/', body);
    expect(sold.sale).toMatchObject({
      status: 'paid',
      total_cost: priced.total_cost,
      total_tax: priced.total_tax,
      discount: priced.discount,
      payment_method: 'C',
      buyer_email: 'player@example.com',
    });
    expect(sold.transaction).toMatchObject({
      kind: 'S',
      status: 'P',
      amount: '22.50',
      payment_method: 'C',
      card_last4: '4242',
      item_ref: `store_sale:${sold.sale.id}`,
      item_name: 'Sale A × 2, Sale B',
      quantity: 1,
    });
    const mail = await s.t.db.select().from(outbox).where(eq(outbox.to, 'player@example.com'));
    const receipt = mail.find((m) => m.text.includes(`S-${sold.sale.id}`));
    expect(receipt?.subject).toMatch(/^Your receipt from Riverside/);
    expect(receipt?.text).toContain('Total: 22.50 AUD');
    // Asked again: the same sale, no second charge.
    const again = await ok(201, 'pos', 'POST', '/api/pos/checkout/', body);
    expect(again.sale.id).toBe(sold.sale.id);
    expect(again.replayed).toBe(true);
    const charged = await s.t.db
      .select()
      .from(transactions)
      .where(eq(transactions.item_ref, `store_sale:${sold.sale.id}`));
    expect(charged).toHaveLength(1);
    // It is in the Payments list.
    const list = await ok(200, 'agent', 'GET', `/api/transaction/?dest_club=${s.club}&kind=S&status=P`);
    expect(list.results[0].id).toBe(sold.transaction.id);
  });

  it('a declined card answers 400 with the reason, keeps the failed payment, and the same key pays once the card is changed', async () => {
    const a = await product({ name: 'Declined A' });
    const walkIn = await ok(201, 'pos', 'POST', '/api/clubcustomer/', {
      club: s.club,
      name: 'Dee Clined',
      email: 'dee@example.com',
    });
    await ok(201, 'pos', 'POST', `/api/clubcustomer/${walkIn.id}/add_payment_method/`, {
      payment_method_id: simulatedPaymentMethodId({ number: '4000000000000002', exp_month: 12, exp_year: 2034 }),
    });
    const body = { club: s.club, products: [{ product_id: a.id, quantity: 1 }], idempotency_key: key() };
    const declined = await call('pos', 'POST', `/api/clubcustomer/${walkIn.id}/charge/`, body);
    expect(declined.statusCode).toBe(400);
    expect(declined.json().reason).toBe('Your card was declined.');
    const failed = await ok(200, 'agent', 'GET', `/api/transaction/?dest_club=${s.club}&status=F&kind=S`);
    expect(failed.results[0]).toMatchObject({ payer_name: 'Dee Clined', failure_code: 'card_declined' });
    // A card taken by phone replaces it: only brand, last four and expiry are kept.
    const moto = await ok(201, 'pos', 'POST', `/api/clubcustomer/${walkIn.id}/create_moto_details/`, {
      card_number: '5555 5555 5555 4444',
      card_expiry_month: 11,
      card_expiry_year: 2033,
      cvc: '123',
    });
    expect(moto.card).toEqual({ card_type: 'M', last4: '4444', exp_month: 11, exp_year: 2033 });
    const paid = await ok(201, 'pos', 'POST', `/api/clubcustomer/${walkIn.id}/charge/`, body);
    expect(paid.transaction).toMatchObject({ status: 'P', card_last4: '4444', club_customer: walkIn.id });
    expect(paid.sale).toMatchObject({ status: 'paid', club_customer: walkIn.id, buyer_email: 'dee@example.com' });
    const stored = JSON.stringify(
      await s.t.app
        .inject({ url: `/api/clubcustomer/?club=${s.club}&search=Dee`, headers: { authorization: s.auth.pos } })
        .then((r) => r.json()),
    );
    expect(stored).not.toContain('5555555555554444');
    expect(stored).not.toContain('123"');
  });

  it("completes at the till a sale whose card asks for the cardholder's authentication", async () => {
    const a = await product({ name: 'Auth A', member_price: 20, nonmember_price: 20 });
    const member = await memberId('player@example.com');
    const threeDs = (number: string) => simulatedPaymentMethodId({ number, exp_month: 12, exp_year: 2034 });
    const body = {
      club: s.club,
      member,
      products: [{ product_id: a.id, quantity: 1 }],
      payment_method: 'C',
      payment_method_id: threeDs('4000002500003155'),
      idempotency_key: key(),
    };
    const waiting = await ok(201, 'pos', 'POST', '/api/pos/checkout/', body);
    expect(waiting.sale.status).toBe('pending');
    expect(waiting.transaction).toMatchObject({ status: 'A' });
    expect(waiting.client_secret).toMatch(/_secret_/);
    const mails = async () =>
      (await s.t.db.select().from(outbox).where(eq(outbox.to, 'player@example.com'))).filter((m) =>
        m.text.includes(`S-${waiting.sale.id}`),
      );
    expect(await mails()).toHaveLength(0);
    // Staff of the store only (FEES has Payments but not the store): 403.
    expect(
      (await call('fees', 'POST', `/api/pos/sale/${waiting.sale.id}/authenticate/`, { approved: true })).statusCode,
    ).toBe(403);
    const done = await ok(200, 'pos', 'POST', `/api/pos/sale/${waiting.sale.id}/authenticate/`, { approved: true });
    expect(done.sale).toMatchObject({ id: waiting.sale.id, status: 'paid' });
    expect(done.transaction).toMatchObject({ id: waiting.transaction.id, status: 'P', card_last4: '3155' });
    expect(await mails()).toHaveLength(1);
    // Asked again: as it stands, nothing charged or mailed again.
    expect(
      await ok(200, 'pos', 'POST', `/api/pos/sale/${waiting.sale.id}/authenticate/`, { approved: true }),
    ).toMatchObject({ sale: { status: 'paid' }, replayed: true });
    expect(await mails()).toHaveLength(1);

    // The cardholder fails the step: 400 with the reason, the sale failed; the same key pays with another card.
    const second = { ...body, idempotency_key: key() };
    const pending = await ok(201, 'pos', 'POST', '/api/pos/checkout/', second);
    const failed = await call('pos', 'POST', `/api/pos/sale/${pending.sale.id}/authenticate/`, { approved: false });
    expect(failed.statusCode).toBe(400);
    expect(failed.json().reason).toBe('The card could not be authenticated.');
    expect(await ok(200, 'pos', 'GET', `/api/pos/sale/${pending.sale.id}/`)).toMatchObject({
      status: 'failed',
      transaction: { status: 'F', failure_code: 'payment_intent_authentication_failure' },
    });
    const paid = await ok(201, 'pos', 'POST', '/api/pos/checkout/', { ...second, payment_method_id: undefined });
    expect(paid.sale).toMatchObject({ id: pending.sale.id, status: 'paid' });

    // Authenticated, then declined by the issuer.
    const third = await ok(201, 'pos', 'POST', '/api/pos/checkout/', {
      ...body,
      payment_method_id: threeDs('4000008260003178'),
      idempotency_key: key(),
    });
    const declined = await call('pos', 'POST', `/api/pos/sale/${third.sale.id}/authenticate/`, { approved: true });
    expect(declined.json().reason).toBe('Your card has insufficient funds.');
    expect(
      (await call('other', 'POST', `/api/pos/sale/${third.sale.id}/authenticate/`, { approved: true })).statusCode,
    ).toBe(404);
  });

  it('a walk-in card taken by phone is a mail / telephone order: no authentication step', async () => {
    const a = await product({ name: 'Phone A', member_price: 8, nonmember_price: 8 });
    const c = await ok(201, 'pos', 'POST', '/api/clubcustomer/', {
      club: s.club,
      name: 'Tele Phone',
      email: 'tele@example.com',
    });
    await ok(201, 'pos', 'POST', `/api/clubcustomer/${c.id}/create_moto_details/`, {
      card_number: '4000 0025 0000 3155',
      card_expiry_month: 12,
      card_expiry_year: 2034,
      cvc: '123',
    });
    const sold = await ok(201, 'pos', 'POST', `/api/clubcustomer/${c.id}/charge/`, {
      club: s.club,
      products: [{ product_id: a.id, quantity: 1 }],
      idempotency_key: key(),
    });
    expect(sold).toMatchObject({ sale: { status: 'paid' }, transaction: { status: 'P', card_last4: '3155' } });
  });

  it('refuses a moto card with a bad number or a past expiry', async () => {
    const c = await ok(201, 'pos', 'POST', '/api/clubcustomer/', {
      club: s.club,
      name: 'Phone Order',
      email: 'phone@example.com',
    });
    const bad = await call('pos', 'POST', `/api/clubcustomer/${c.id}/create_moto_details/`, {
      card_number: '4242424242424241',
      card_expiry_month: 12,
      card_expiry_year: 2034,
      cvc: '123',
    });
    expect(bad.json().reason).toBe('Enter a valid card number');
    const old = await call('pos', 'POST', `/api/clubcustomer/${c.id}/create_moto_details/`, {
      card_number: '4242424242424242',
      card_expiry_month: 1,
      card_expiry_year: 2020,
      cvc: '123',
    });
    expect(old.json().reason).toBe('Your card has expired.');
  });

  it('records cash and cheque as paid; a card needs a member or a customer', async () => {
    const a = await product({ name: 'Cash A', member_price: 3, nonmember_price: 3.5 });
    const cash = await ok(201, 'pos', 'POST', '/api/pos/checkout/', {
      club: s.club,
      products: [{ product_id: a.id, quantity: 2 }],
      payment_method: 'S',
      name: 'Walk-in',
      email: 'walkin@example.com',
      idempotency_key: key(),
    });
    expect(cash.transaction).toMatchObject({ status: 'P', payment_method: 'S', amount: '7.00', payer_name: 'Walk-in' });
    const cheque = await ok(201, 'pos', 'POST', '/api/pos/checkout/', {
      club: s.club,
      products: [{ product_id: a.id, quantity: 1 }],
      payment_method: 'Q',
      idempotency_key: key(),
    });
    expect(cheque.transaction).toMatchObject({ status: 'P', payment_method: 'Q' });
    const card = await call('pos', 'POST', '/api/pos/checkout/', {
      club: s.club,
      products: [{ product_id: a.id, quantity: 1 }],
      payment_method: 'C',
      idempotency_key: key(),
    });
    expect(card.statusCode).toBe(400);
    expect(card.json().reason).toBe('Choose a member or a customer whose card to charge.');
    const nothing = await call('pos', 'POST', '/api/pos/checkout/', {
      club: s.club,
      products: [{ product_id: a.id, quantity: 1 }],
      discount: 100,
      payment_method: 'S',
      idempotency_key: key(),
    });
    expect(nothing.json().reason).toBe('The total must be greater than 0.');
  });

  it('a sale is refunded in part from Payments', async () => {
    const a = await product({ name: 'Refund A', member_price: 40, nonmember_price: 40 });
    const sold = await ok(201, 'pos', 'POST', '/api/pos/checkout/', {
      club: s.club,
      member: await memberId('player@example.com'),
      products: [{ product_id: a.id, quantity: 1 }],
      payment_method: 'C',
      idempotency_key: key(),
    });
    const refunded = await ok(201, 'agent', 'POST', `/api/transaction/${sold.transaction.id}/refund/`, {
      amount: 15,
      reason: 'Returned one item',
    });
    expect(refunded.transaction).toMatchObject({ status: 'R', refunded: '15.00', refundable: '25.00' });
  });
});

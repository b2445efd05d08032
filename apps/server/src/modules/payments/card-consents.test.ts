import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cardConsentMessages, cardConsentWording, simulatedPaymentMethodId } from '@rally/domain';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { nowMs, setClock } from '../../clock';
import { clubMembers, clubs, outbox, paymentCards, players, storeProducts, transactions, users } from '../../db/schema';
import { cardConsents } from './payments.tables';
import { enablePointOfSale } from './payments.test-helpers';

// Consent to charge a card on file (issue 25). Before it, any club the player merely followed
// could charge their saved card any amount through POST /api/stripecustomer/{id}/charge/, at
// once and without a word to them (Harbour's AGENT charged AUD 987.65 to Pat's Visa). Now a club
// charges a card on file without the player only for a member on its register who allowed that
// club (wording and time recorded), every such charge e-mails the player a receipt, and the 404
// never tells who follows the club. The demo player, Pat, is a member at Riverside (with a demo
// consent) and follows Harbour.

let t: TestApp;
const auth: Record<string, string> = {};
let riverside = 0;
let harbour = 0;
let pat = 0;
let customer = 0;

const call = (
  who: string,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) => t.app.inject({ method, url, headers: { authorization: auth[who], ...headers }, ...(payload ? { payload } : {}) });
const patTransactions = async (club: number) =>
  t.db
    .select()
    .from(transactions)
    .where(and(eq(transactions.club_id, club), eq(transactions.player_id, pat)));
const lastMailTo = async (to: string) =>
  (await t.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(1))[0];
const riversideConsent = async () =>
  (await call('player', 'GET', '/api/cardconsent/')).json().find((c: { club: number }) => c.club === riverside);

beforeAll(async () => {
  t = await createTestApp();
  for (const email of [
    'player@example.com',
    'agent@example.com',
    'other-agent@example.com',
    'pos@example.com',
    'fees@example.com',
  ])
    auth[email.split('@')[0]] = await login(t.app, email);
  [{ id: riverside }] = await t.db.select({ id: clubs.id }).from(clubs).where(eq(clubs.name, 'Riverside Tennis Club'));
  [{ id: harbour }] = await t.db.select({ id: clubs.id }).from(clubs).where(eq(clubs.name, 'Harbour Tennis Centre'));
  [{ id: pat }] = await t.db
    .select({ id: players.id })
    .from(players)
    .innerJoin(users, eq(users.id, players.user_id))
    .where(eq(users.email, 'player@example.com'));
  customer = (await call('player', 'GET', '/api/stripecustomer/')).json().id;
  // Harbour sells at a till too (its package lacks the Point of Sale by default): its AGENT may charge.
  await enablePointOfSale(t, harbour);
});
let putClockBack: (() => void) | undefined;
afterEach(() => putClockBack?.());
afterAll(() => t.close());

describe('a club charging a card on file', () => {
  it('refuses a club the player only follows with the 404 of a customer that does not exist, charging nothing', async () => {
    const before = await patTransactions(harbour);
    const follower = await call('other-agent', 'POST', `/api/stripecustomer/${customer}/charge/`, {
      club: harbour,
      purpose: 'S',
      amount: 987.65,
    });
    const missing = await call('other-agent', 'POST', '/api/stripecustomer/999999/charge/', {
      club: harbour,
      purpose: 'S',
      amount: 987.65,
    });
    expect(follower.statusCode).toBe(404);
    expect(follower.json()).toEqual({ reason: 'Customer not found.' });
    expect(follower.json()).toEqual(missing.json());
    expect(await patTransactions(harbour)).toEqual(before);
  });

  it('charges a member who allowed the club, and e-mails them the receipt', async () => {
    const res = await call(
      'pos',
      'POST',
      `/api/stripecustomer/${customer}/charge/`,
      { club: riverside, purpose: 'S', amount: 12.5, description: 'Balls' },
      { 'idempotency-key': 'consent-sale-1' },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'P', amount: '12.50' });
    const mail = await lastMailTo('player@example.com');
    expect(mail.subject).toBe('Receipt: Riverside Tennis Club charged 12.50 AUD to your card');
    expect(mail.text).toContain('Riverside Tennis Club charged 12.50 AUD to Visa ending 4242 for: Balls.');
    expect(mail.text).toContain(`Payment number ${res.json().id}`);
    expect(mail.text).toContain('http://localhost:3000/payments');
    // The same request again charges (and mails) nothing more.
    const outboxBefore = (await t.db.select().from(outbox)).length;
    expect(
      (
        await call(
          'pos',
          'POST',
          `/api/stripecustomer/${customer}/charge/`,
          { club: riverside, purpose: 'S', amount: 12.5, description: 'Balls' },
          { 'idempotency-key': 'consent-sale-1' },
        )
      ).json().id,
    ).toBe(res.json().id);
    expect((await t.db.select().from(outbox)).length).toBe(outboxBefore);
  });

  it('refuses every way staff charge a card on file once the member withdraws, and takes a card typed at the till', async () => {
    const consent = await riversideConsent();
    const withdrawn = await call('player', 'DELETE', `/api/cardconsent/${consent.consent.id}/`);
    expect(withdrawn.json()).toEqual({ detail: 'Riverside Tennis Club may no longer charge your cards on file.' });
    const refused = cardConsentMessages.refused('Pat Player', 'Riverside Tennis Club');
    const before = (await patTransactions(riverside)).length;

    const sale = await call('pos', 'POST', `/api/stripecustomer/${customer}/charge/`, {
      club: riverside,
      purpose: 'S',
      amount: 5,
    });
    expect(sale.statusCode).toBe(400);
    expect(sale.json()).toEqual({ reason: refused, errors: { payment_method: [refused] } });
    // Naming the saved card does not make it a card at the till.
    const saved = simulatedPaymentMethodId({ number: '4242424242424242', exp_month: 12, exp_year: 2034 });
    expect(
      (
        await call('pos', 'POST', `/api/stripecustomer/${customer}/charge/`, {
          club: riverside,
          purpose: 'S',
          amount: 5,
          payment_method_id: saved,
        })
      ).json().reason,
    ).toBe(refused);

    const [member] = await t.db
      .select()
      .from(clubMembers)
      .where(and(eq(clubMembers.club_id, riverside), eq(clubMembers.player_id, pat)));
    const fee = await call('fees', 'POST', `/api/clubmember/${member.id}/charge_card/`, {
      amount: 20,
      description: 'Ball machine hire',
    });
    expect(fee.statusCode).toBe(400);
    expect(fee.json().reason).toBe(refused);

    const [product] = await t.db.select().from(storeProducts).where(eq(storeProducts.club_id, riverside)).limit(1);
    const cart = {
      club: riverside,
      member: member.id,
      products: [{ product_id: product.id, quantity: 1 }],
      payment_method: 'C',
    };
    const onFile = await call('pos', 'POST', '/api/pos/checkout/', { ...cart, idempotency_key: 'consent-till-1' });
    expect(onFile.statusCode).toBe(400);
    expect(onFile.json().reason).toBe(refused);
    expect((await patTransactions(riverside)).length).toBe(before);

    // A card the member hands over at the till is theirs to use: no consent needed.
    const typed = simulatedPaymentMethodId({ number: '5555555555554444', exp_month: 11, exp_year: 2033 });
    const atTill = await call('pos', 'POST', '/api/pos/checkout/', {
      ...cart,
      payment_method_id: typed,
      idempotency_key: 'consent-till-2',
    });
    expect(atTill.statusCode, atTill.body).toBe(201);
    // Nor does the player paying for themself.
    expect((await patTransactions(riverside)).length).toBe(before + 1);
  });

  it('records a consent given as the card is saved, with its wording and time; only for clubs whose register holds the player', async () => {
    // A stopped clock a minute on (the logins stay valid), so the consent's time is known exactly.
    const givenAt = new Date(Math.floor(nowMs() / 1000) * 1000 + 60_000);
    putClockBack = setClock(givenAt, { stopped: true });
    expect((await riversideConsent()).consent).toBeNull();
    const cards = (await t.db.select().from(paymentCards)).length;
    const follower = await call('player', 'POST', `/api/stripecustomer/${customer}/add_payment_method/`, {
      payment_method_id: simulatedPaymentMethodId({ number: '378282246310005', exp_month: 1, exp_year: 2035 }),
      consent_clubs: [harbour],
    });
    expect(follower.statusCode).toBe(400);
    expect(follower.json()).toEqual({
      reason: cardConsentMessages.notOnRegister,
      errors: { consent_clubs: [cardConsentMessages.notOnRegister] },
    });
    expect((await t.db.select().from(paymentCards)).length).toBe(cards);

    const saved = await call('player', 'POST', `/api/stripecustomer/${customer}/add_payment_method/`, {
      payment_method_id: simulatedPaymentMethodId({ number: '378282246310005', exp_month: 1, exp_year: 2035 }),
      consent_clubs: [riverside],
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const wording = cardConsentWording('Riverside Tennis Club');
    expect(await riversideConsent()).toEqual({
      club: riverside,
      club_name: 'Riverside Tennis Club',
      wording,
      consent: { id: expect.any(Number), wording, given_at: givenAt.toISOString() },
    });
    // Harbour, which Pat only follows, is not on the list: there is nothing to allow there.
    expect(
      (await call('player', 'GET', '/api/cardconsent/')).json().map((c: { club: number }) => c.club),
    ).not.toContain(harbour);
    expect(
      (
        await call('pos', 'POST', `/api/stripecustomer/${customer}/charge/`, {
          club: riverside,
          purpose: 'S',
          amount: 3,
        })
      ).statusCode,
    ).toBe(201);
  });

  it('keeps withdrawn consents on record; a consent is withdrawn by its player only; giving it again is a new record', async () => {
    const live = (await riversideConsent()).consent;
    expect((await call('agent', 'DELETE', `/api/cardconsent/${live.id}/`)).statusCode).toBe(404);
    expect((await call('player', 'DELETE', `/api/cardconsent/${live.id}/`)).statusCode).toBe(200);
    expect((await call('player', 'DELETE', `/api/cardconsent/${live.id}/`)).json()).toEqual({
      reason: 'Consent not found.',
    });
    const given = await call('player', 'POST', '/api/cardconsent/', { club: riverside });
    expect(given.statusCode).toBe(201);
    expect(given.json().consent.id).not.toBe(live.id);
    expect((await call('player', 'POST', '/api/cardconsent/', { club: harbour })).json()).toEqual({
      reason: cardConsentMessages.notOnRegister,
      errors: { club: [cardConsentMessages.notOnRegister] },
    });
    const rows = await t.db
      .select()
      .from(cardConsents)
      .where(and(eq(cardConsents.club_id, riverside), eq(cardConsents.player_id, pat)));
    expect(rows.filter((r) => r.withdrawn_at !== null).length).toBeGreaterThanOrEqual(2);
    expect(
      await t.db
        .select()
        .from(cardConsents)
        .where(and(eq(cardConsents.player_id, pat), isNull(cardConsents.withdrawn_at))),
    ).toHaveLength(1);
  });
});

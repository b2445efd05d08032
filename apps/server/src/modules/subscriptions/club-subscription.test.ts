import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { simulatedPaymentMethodId, subscriptionBillingMessages, toMinor } from '@rally/domain';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { outbox } from '../../integrations/mail/mail.tables';
import { transactions } from '../payments/payments.tables';
import { packages } from '../reference/reference.tables';
import { clubPackages } from '../clubs/clubs.tables';
import { clubSubscriptionCharges, clubSubscriptions } from './subscriptions.tables';

// The club's own subscription billed (issue 11, docs/club-subscription.md): a club signs up (P),
// its AGENT pays with their card on file (C), changes package and cycle mid-period (prorated),
// the jobs queue renews it on the day the period ends (held clock: the period's end plus an
// hour), a declined renewal makes it overdue (O), retried, then suspended (U) after the grace
// period, and paying restores C. The demo player (player@example.com) has Visa 4242 on file.

let t: TestApp;
let agent: string;
let clubId: number;
let subId: number;
let clubPackageId: number;
const ids: Record<string, number> = {};
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  t = await createTestApp();
  agent = await login(t.app, 'player@example.com');
  for (const p of await t.db.select({ id: packages.id, name: packages.name }).from(packages)) ids[p.name] = p.id;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/club/',
    headers: { authorization: agent },
    payload: {
      name: 'Billing Test Club',
      street_address: '1 Ledger Lane',
      city: 'Sydney',
      state: 'NSW',
      postcode: '2000',
      phone: '',
      url: '',
      email: 'office@billing-test.example',
      country: 'au',
      currency: 'AUD',
      time_zone: 'Australia/Sydney',
      package: ids.Club,
      billing_cycle: 'M',
    },
  });
  expect(res.statusCode).toBe(201);
  clubId = res.json().id;
  [{ id: subId }] = await t.db
    .select({ id: clubSubscriptions.id })
    .from(clubSubscriptions)
    .where(eq(clubSubscriptions.club_id, clubId));
  [{ id: clubPackageId }] = await t.db
    .select({ id: clubPackages.id })
    .from(clubPackages)
    .where(eq(clubPackages.club_id, clubId));
});
afterAll(() => t.close());

const as = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, auth = agent) =>
  t.app.inject({ method, url, headers: { authorization: auth }, ...(payload ? { payload } : {}) });
const billing = async () => (await as('GET', `/api/clubsubscription/?club=${clubId}`)).json();
const quote = async (body: object) =>
  (await as('POST', '/api/clubsubscriptionprice/', { club: clubId, ...body })).json();
const minor = (amount: string) => toMinor(amount, 'aud')!;
const subRow = async () => (await t.db.select().from(clubSubscriptions).where(eq(clubSubscriptions.id, subId)))[0];
const chargesOf = async () =>
  t.db
    .select()
    .from(clubSubscriptionCharges)
    .where(eq(clubSubscriptionCharges.subscription_id, subId))
    .orderBy(clubSubscriptionCharges.id);
const useCard = async (number: string) => {
  const { id: customer } = (await as('GET', '/api/stripecustomer/')).json();
  const res = await as('POST', `/api/stripecustomer/${customer}/add_payment_method/`, {
    payment_method_id: simulatedPaymentMethodId({ number, exp_month: 12, exp_year: 2034 }),
    make_default: true,
  });
  expect(res.statusCode).toBeLessThan(300);
};
const mails = async (subject: string) =>
  (
    await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, 'player@example.com')))
  ).filter((m) => m.subject.includes(subject)).length;
const runAt = async (at: Date) => t.runJobs(at);
const enqueueBilling = async (at: Date) => {
  const { enqueue } = await import('../../integrations/jobs/queue');
  await enqueue(t.db, 'clubs.subscriptions', {}, { runAt: at });
  await runAt(at);
};

describe('the club subscription, billed', () => {
  it('starts pending (P): no payer, nothing charged, nothing due yet', async () => {
    const b = await billing();
    expect(b).toMatchObject({
      id: subId,
      club: clubId,
      status: 'P',
      package_name: 'Club',
      billing_cycle: 'M',
      payer: null,
      next_charge: null,
      charges: [],
      expires: null,
    });
  });

  it('only the AGENT sees and pays it', async () => {
    const other = await login(t.app, 'agent@example.com');
    expect((await as('GET', `/api/clubsubscription/?club=${clubId}`, undefined, other)).statusCode).toBe(404);
    expect((await as('POST', `/api/clubsubscription/${subId}/pay/`, {}, other)).json()).toEqual({
      reason: subscriptionBillingMessages.notFound,
    });
  });

  it('a card that asks for authentication leaves it P until the payment completes, then C', async () => {
    await useCard('4000002500003155');
    const res = await as('POST', `/api/clubsubscription/${subId}/pay/`, {});
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.client_secret).toEqual(expect.any(String));
    expect(body.subscription.status).toBe('P');
    expect(body.charge).toMatchObject({ purpose: 'first', status: 'O' });
    const done = await as('POST', `/api/transaction/${body.transaction}/authenticate/`, { approved: true });
    expect(done.json().status).toBe('P');
    const again = (await as('POST', `/api/clubsubscription/${subId}/pay/`, {})).json();
    expect(again.subscription.status).toBe('C');
    expect(again.charge).toMatchObject({ purpose: 'first', status: 'P' });
    expect(await chargesOf()).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(transactions)
        .where(eq(transactions.item_ref, `club_subscription_charge:${again.charge.id}`)),
    ).toHaveLength(1);
  });

  it('once paid: current (C) for a month, with the next charge and the history', async () => {
    await useCard('4242424242424242');
    const q = await quote({});
    const b = await billing();
    expect(b.status).toBe('C');
    expect(b.payer).toMatchObject({ name: expect.any(String) });
    expect(b.charges).toHaveLength(1);
    expect(b.charges[0]).toMatchObject({ amount: q.monthly_price, status: 'P', billing_cycle: 'M' });
    const start = new Date(b.period_start);
    const end = new Date(b.expires);
    expect(end.getTime() - start.getTime()).toBeGreaterThanOrEqual(28 * DAY);
    expect(end.getTime() - start.getTime()).toBeLessThanOrEqual(31 * DAY);
    expect(b.next_charge).toEqual({ date: b.expires, amount: q.monthly_price, currency: 'AUD', overdue: false });
  });

  it('quotes a package change with proration before it is made, then charges that figure and switches the features', async () => {
    const q = await quote({ package: ids['Club Plus'] });
    expect(q.proration).toMatchObject({ days_left: expect.any(Number), period_days: expect.any(Number) });
    const p = q.proration;
    expect(minor(p.due_now)).toBe(Math.max(0, minor(p.price) - minor(p.unused_credit)));
    const res = await as('PATCH', `/api/clubpackage/${clubPackageId}/`, { package: ids['Club Plus'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().charge).toMatchObject({
      purpose: 'change',
      status: 'P',
      amount: p.due_now,
      package_name: 'Club Plus',
    });
    expect(res.json().subscription).toMatchObject({ package: ids['Club Plus'], status: 'C' });
    const b = await billing();
    expect(b.package_name).toBe('Club Plus');
    expect(b.expires).toBe(p.period_end);
  });

  it('a change of billing cycle starts a new yearly period now, less the unused month', async () => {
    const q = await quote({ billing_cycle: 'A' });
    expect(minor(q.proration.due_now)).toBe(minor(q.annual_price) - minor(q.proration.unused_credit));
    const res = await as('POST', `/api/clubpackage/${clubPackageId}/change_billing_cycle/`, { billing_cycle: 'A' });
    expect(res.statusCode).toBe(200);
    expect(res.json().charge).toMatchObject({
      purpose: 'change',
      status: 'P',
      billing_cycle: 'A',
      amount: q.proration.due_now,
    });
    const b = await billing();
    expect(b.billing_cycle).toBe('A');
    expect(new Date(b.expires).getTime() - new Date(b.period_start).getTime()).toBeGreaterThanOrEqual(365 * DAY);
  });

  it('a downgrade whose credit exceeds its price charges nothing and keeps the credit; the gate follows the package', async () => {
    const q = await quote({ package: ids.Starter });
    expect(minor(q.proration.due_now)).toBe(0);
    const res = await as('PATCH', `/api/clubpackage/${clubPackageId}/`, { package: ids.Starter });
    expect(res.json().charge).toMatchObject({ amount: '0.00', status: 'P' });
    const b = await billing();
    expect(b.credit).toBe(q.proration.credit_left);
    expect(minor(b.credit)).toBeGreaterThan(0);
    expect((await as('GET', `/api/clubmember/?club=${clubId}`)).statusCode).toBe(403);
    // Back to Club: paid from the credit first.
    const back = await as('PATCH', `/api/clubpackage/${clubPackageId}/`, { package: ids.Club });
    expect(back.statusCode).toBe(200);
    expect((await as('GET', `/api/clubmember/?club=${clubId}`)).statusCode).toBe(200);
  });

  it('the jobs queue renews on the day the period ends, once however often it runs', async () => {
    const before = await subRow();
    const chargesBefore = (await chargesOf()).length;
    const at = new Date(before.expires!.getTime() + HOUR);
    await enqueueBilling(at);
    await enqueueBilling(at);
    await enqueueBilling(new Date(at.getTime() + 2 * HOUR));
    const after = await subRow();
    const charges = await chargesOf();
    expect(charges).toHaveLength(chargesBefore + 1);
    expect(charges.at(-1)).toMatchObject({ purpose: 'renewal', status: 'P' });
    expect(charges.at(-1)!.period_start.toISOString()).toBe(before.expires!.toISOString());
    expect(after.status).toBe('C');
    expect(after.expires!.getTime()).toBe(charges.at(-1)!.period_end.getTime());
    expect(after.credit_minor).toBe(0);
  });

  it('a declined renewal makes it overdue (O), e-mails, retries on schedule, then suspends it (U); paying restores C', async () => {
    await useCard('4000000000000002');
    const due = (await subRow()).expires!;
    await enqueueBilling(new Date(due.getTime() + HOUR));
    expect((await subRow()).status).toBe('O');
    expect(await mails('payment failed')).toBe(1);
    const [renewal] = (await chargesOf()).filter((c) => c.status === 'O');
    expect(renewal).toMatchObject({ purpose: 'renewal', failure_reason: 'Your card was declined.' });
    expect(renewal.next_charge!.toISOString()).toBe(new Date(due.getTime() + DAY).toISOString());
    const b = await billing();
    expect(b.next_charge).toMatchObject({ overdue: true });
    expect(b.suspends_on).toBe(new Date(due.getTime() + 14 * DAY).toISOString());
    // The retry a day later declines again and reminds; before then nothing is tried.
    await enqueueBilling(new Date(due.getTime() + 12 * HOUR));
    expect(await mails('overdue')).toBe(0);
    await enqueueBilling(new Date(due.getTime() + DAY + HOUR));
    expect(await mails('overdue')).toBe(1);
    expect((await subRow()).status).toBe('O');
    // Changing package while overdue is refused.
    expect((await as('PATCH', `/api/clubpackage/${clubPackageId}/`, { package: ids.Starter })).json()).toEqual({
      reason: subscriptionBillingMessages.payOverdueFirst,
    });
    // After the grace period: suspended, gated areas refuse with the sentence.
    await enqueueBilling(new Date(due.getTime() + 14 * DAY + HOUR));
    expect((await subRow()).status).toBe('U');
    expect(await mails('suspended')).toBe(1);
    const gated = await as('GET', `/api/clubmember/?club=${clubId}`);
    expect(gated.statusCode).toBe(403);
    expect(gated.json().reason).toBe(subscriptionBillingMessages.suspended);
    // A good card pays the outstanding renewal: current again, from the old due date.
    await useCard('4242424242424242');
    const paid = (await as('POST', `/api/clubsubscription/${subId}/pay/`, {})).json();
    expect(paid.subscription.status).toBe('C');
    expect(paid.charge).toMatchObject({ purpose: 'renewal', status: 'P' });
    expect(new Date(paid.subscription.period_start).toISOString()).toBe(due.toISOString());
    expect((await as('GET', `/api/clubmember/?club=${clubId}`)).statusCode).toBe(200);
  });

  it('pay on a current subscription with nothing due only records the payer', async () => {
    await useCard('4000000000000002');
    const res = await as('POST', `/api/clubsubscription/${subId}/pay/`, {});
    // Current with nothing due: pay only records the payer.
    expect(res.statusCode).toBe(200);
    expect(res.json().charge).toBeNull();
    await useCard('4242424242424242');
  });

  it('cancelled: current to the end of the period, then unsubscribed (U); resume undoes it', async () => {
    expect((await as('POST', `/api/clubsubscription/${subId}/resume/`)).json()).toEqual({
      reason: subscriptionBillingMessages.notCancelled,
    });
    const cancelled = (await as('POST', `/api/clubsubscription/${subId}/cancel/`)).json();
    expect(cancelled).toMatchObject({ status: 'C', cancel_at_period_end: true, next_charge: null });
    expect((await as('POST', `/api/clubsubscription/${subId}/resume/`)).json()).toMatchObject({
      cancel_at_period_end: false,
    });
    await as('POST', `/api/clubsubscription/${subId}/cancel/`);
    const end = (await subRow()).expires!;
    const count = (await chargesOf()).length;
    await enqueueBilling(new Date(end.getTime() + HOUR));
    expect((await subRow()).status).toBe('U');
    expect(await chargesOf()).toHaveLength(count);
    expect(await mails('has ended')).toBe(1);
    // Subscribing again: a new period from now at the full price.
    const again = (await as('POST', `/api/clubsubscription/${subId}/pay/`, {})).json();
    expect(again.subscription.status).toBe('C');
    expect(again.charge).toMatchObject({ purpose: 'first', status: 'P' });
  });

  it('a declined first payment (P or U) answers 400 with the card reason and stays as it was', async () => {
    await t.db.update(clubSubscriptions).set({ status: 'U' }).where(eq(clubSubscriptions.id, subId));
    await useCard('4000000000000002');
    const res = await as('POST', `/api/clubsubscription/${subId}/pay/`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().reason).toBe('Your card was declined.');
    expect((await subRow()).status).toBe('U');
    expect((await chargesOf()).at(-1)).toMatchObject({ purpose: 'first', status: 'F' });
  });
});

describe('a new club whose AGENT has no card on file', () => {
  it('is asked for a card; a declined one is not recorded as the payer; a typed card that is approved pays', async () => {
    const coach = await login(t.app, 'coach2@example.com');
    const created = await as(
      'POST',
      '/api/club/',
      {
        name: 'No Card Tennis',
        street_address: '2 Ledger Lane',
        city: 'Sydney',
        state: 'NSW',
        postcode: '2000',
        phone: '',
        url: '',
        email: 'office@no-card.example',
        country: 'au',
        currency: 'AUD',
        time_zone: 'Australia/Sydney',
        package: ids.Club,
        billing_cycle: 'M',
      },
      coach,
    );
    expect(created.statusCode).toBe(201);
    const club = created.json().id;
    const read = async () => (await as('GET', `/api/clubsubscription/?club=${club}`, undefined, coach)).json();
    const sub = (await read()).id;
    const pay = (body: object) => as('POST', `/api/clubsubscription/${sub}/pay/`, body, coach);
    const card = (number: string) => simulatedPaymentMethodId({ number, exp_month: 12, exp_year: 2034 });

    expect((await pay({})).json()).toEqual({ reason: subscriptionBillingMessages.noCard });
    expect(await read()).toMatchObject({ status: 'P', payer: null });

    const declined = await pay({ payment_method_id: card('4000000000000002') });
    expect(declined.statusCode).toBe(400);
    expect(declined.json().reason).toBe('Your card was declined.');
    // The failed attempt is in the history, and nobody is shown as paying.
    expect(await read()).toMatchObject({ status: 'P', payer: null, charges: [{ purpose: 'first', status: 'F' }] });

    const paid = await pay({ payment_method_id: card('4242424242424242') });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().subscription).toMatchObject({
      status: 'C',
      payer: { name: expect.any(String), card: 'Visa •••• 4242' },
    });
  });
});

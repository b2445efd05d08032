import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { atOnce, isPostgres, statusCounts, times } from '../../../test/concurrency';
import { transactions } from '../payments/payments.tables';
import { packages } from '../reference/reference.tables';
import { clubPackages } from '../clubs/clubs.tables';
import { clubSubscriptionCharges, clubSubscriptions } from './subscriptions.tables';

// The club subscription under many requests at once (PostgreSQL): five first payments make one
// charge; five identical package changes make one prorated charge (the subscription row is
// locked before any charge record is made, and one outstanding record a subscription).

describe.runIf(isPostgres)('club subscription billing, many requests at once (PostgreSQL)', () => {
  let t: TestApp;
  let authorization: string;
  let clubId: number;
  let subId: number;
  let clubPackageId: number;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp();
    authorization = await login(t.app, 'player@example.com');
    for (const p of await t.db.select({ id: packages.id, name: packages.name }).from(packages)) ids[p.name] = p.id;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/club/',
      headers: { authorization },
      payload: {
        name: 'Race Billing Club',
        street_address: '1 Fast Lane',
        city: 'Sydney',
        state: '',
        postcode: '',
        phone: '',
        url: '',
        email: 'race@example.com',
        country: 'AU',
        currency: 'aud',
        time_zone: 'Australia/Sydney',
        package: ids.Club,
        billing_cycle: 'M',
      },
    });
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

  const charges = () =>
    t.db.select().from(clubSubscriptionCharges).where(eq(clubSubscriptionCharges.subscription_id, subId));

  it('five first payments at once: one charge, one capture', async () => {
    const answers = await atOnce(
      t.app,
      times(5, () => ({ method: 'POST', url: `/api/clubsubscription/${subId}/pay/`, authorization, payload: {} })),
    );
    expect(statusCounts(answers)).toEqual({ 200: 5 });
    const rows = await charges();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: 'first', status: 'P' });
    expect(
      await t.db
        .select()
        .from(transactions)
        .where(eq(transactions.item_ref, `club_subscription_charge:${rows[0].id}`)),
    ).toHaveLength(1);
  });

  it('five identical package changes at once: one prorated charge, the package changed once', async () => {
    const answers = await atOnce(
      t.app,
      times(5, () => ({
        method: 'PATCH',
        url: `/api/clubpackage/${clubPackageId}/`,
        authorization,
        payload: { package: ids['Club Plus'] },
      })),
    );
    expect(statusCounts(answers)).toEqual({ 200: 5 });
    const changes = (await charges()).filter((c) => c.purpose === 'change');
    expect(changes).toHaveLength(1);
    expect(changes[0].status).toBe('P');
    const [sub] = await t.db.select().from(clubSubscriptions).where(eq(clubSubscriptions.id, subId));
    expect(sub.package_id).toBe(ids['Club Plus']);
  });

  it('a package change and a cycle change at once: both applied, one after the other, each charged once', async () => {
    const answers = await atOnce(t.app, [
      { method: 'PATCH', url: `/api/clubpackage/${clubPackageId}/`, authorization, payload: { package: ids.Club } },
      {
        method: 'POST',
        url: `/api/clubpackage/${clubPackageId}/change_billing_cycle/`,
        authorization,
        payload: { billing_cycle: 'A' },
      },
    ]);
    expect(statusCounts(answers)).toEqual({ 200: 2 });
    const [sub] = await t.db.select().from(clubSubscriptions).where(eq(clubSubscriptions.id, subId));
    expect(sub).toMatchObject({ package_id: ids.Club, billing_cycle: 'A', status: 'C' });
    expect((await charges()).filter((c) => c.purpose === 'change')).toHaveLength(3);
    expect((await charges()).every((c) => c.status === 'P')).toBe(true);
  });
});

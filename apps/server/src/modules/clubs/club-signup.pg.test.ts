import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { atOnce, isPostgres, statusCounts, times } from '../../../test/concurrency';
import { packages } from '../reference/reference.tables';
import { clubAdmins, clubs } from './clubs.tables';

describe.runIf(isPostgres)('club sign-up, many requests at once (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('one player signing up ten clubs at once gets one unverified club and nine 409s', async () => {
    const authorization = await login(t.app, 'player@example.com');
    const [pkg] = await t.db.select({ id: packages.id }).from(packages).where(eq(packages.name, 'Starter'));
    const answers = await atOnce(
      t.app,
      times(10, (i) => ({
        method: 'POST',
        url: '/api/club/',
        authorization,
        payload: {
          name: `Race Club ${i}`,
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
          package: pkg.id,
          billing_cycle: 'A',
        },
      })),
    );
    expect(statusCounts(answers)).toEqual({ 201: 1, 409: 9 });
    // Of the ten this test asked for (the demo has unverified clubs of its own: docs/operator.md).
    const owned = await t.db
      .select({ id: clubs.id })
      .from(clubs)
      .innerJoin(clubAdmins, eq(clubAdmins.club_id, clubs.id))
      .where(and(eq(clubs.verified, false), like(clubs.name, 'Race Club %')));
    expect(owned.length).toBe(1);
  });
});

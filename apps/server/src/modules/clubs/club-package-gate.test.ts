import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { packages } from '../reference/reference.tables';
import { clubPackages } from './clubs.tables';
import { useClubTestApp } from './club-settings.test-helpers';

// The package gate (issue 11): an area whose feature the club's package lacks answers 403 with a
// sentence naming the feature and the package that has it (src/access/access.ts, the one place
// every route guard and service verb goes through); after upgrading, 200.

const { state, call } = useClubTestApp();

const packageId = async (name: string) =>
  (await state.t.db.select({ id: packages.id }).from(packages).where(eq(packages.name, name)))[0].id;
const clubPackageId = async (club: number) =>
  (await state.t.db.select({ id: clubPackages.id }).from(clubPackages).where(eq(clubPackages.club_id, club)))[0].id;
const membershipRefusal =
  "This club's subscription does not include the Membership feature. It comes with the Club package: an AGENT of the club can change the package under Club Settings › Subscription.";

describe('the package gate', () => {
  it('the members API answers 403 naming the feature and the package while the club lacks Membership, 200 after upgrading', async () => {
    // Harbour is on Starter (court bookings and Matcha): no Membership.
    const list = await call('GET', `/api/clubmember/?club=${state.harbour}`, 'other-agent@example.com');
    expect(list.statusCode).toBe(403);
    expect(list.json().reason).toBe(membershipRefusal);
    const fees = await call('GET', `/api/membershipfees/?club=${state.harbour}`, 'other-agent@example.com');
    expect(fees.statusCode).toBe(403);
    expect(fees.json().reason).toBe(membershipRefusal);
    // Areas the package has still answer.
    expect((await call('GET', `/api/courtgroup/?club=${state.harbour}`, 'other-agent@example.com')).statusCode).toBe(
      200,
    );

    const up = await call(
      'PATCH',
      `/api/clubpackage/${await clubPackageId(state.harbour)}/`,
      'other-agent@example.com',
      { package: await packageId('Club') },
    );
    expect(up.statusCode).toBe(200);
    expect((await call('GET', `/api/clubmember/?club=${state.harbour}`, 'other-agent@example.com')).statusCode).toBe(
      200,
    );

    // Dropping it again closes the area again.
    await call('PATCH', `/api/clubpackage/${await clubPackageId(state.harbour)}/`, 'other-agent@example.com', {
      package: await packageId('Starter'),
    });
    expect((await call('GET', `/api/clubmember/?club=${state.harbour}`, 'other-agent@example.com')).statusCode).toBe(
      403,
    );
  });

  it('names the package of each gated feature (clinics: Club Plus)', async () => {
    const res = await call('POST', '/api/clubterms/', 'other-agent@example.com', { club: state.harbour });
    expect(res.statusCode).toBe(403);
    expect(res.json().reason).toContain('the Clinics feature. It comes with the Club Plus package');
  });

  it('someone with no standing still gets 404, not the gate', async () => {
    expect((await call('GET', `/api/clubmember/?club=${state.harbour}`, 'agent@example.com')).statusCode).toBe(404);
  });
});

import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { marketFeatures } from '../reference/reference.tables';
import { clubFeatures } from './clubs.tables';
import { useClubTestApp } from './club-settings.test-helpers';

const { state, call } = useClubTestApp();

const featureId = async (name: string, club = state.riverside) =>
  (
    await state.t.db
      .select({ id: clubFeatures.id })
      .from(clubFeatures)
      .innerJoin(marketFeatures, eq(marketFeatures.id, clubFeatures.feature_id))
      .where(and(eq(clubFeatures.club_id, club), eq(marketFeatures.name, name)))
  )[0].id;
const patch = async (name: string, email: string, body: unknown, club?: number) =>
  call('PATCH', `/api/clubfeature/${await featureId(name, club)}/`, email, body);

describe('PATCH /api/clubfeature/{id}/ params', () => {
  it('merges params over the stored ones, drops unknown keys and answers the feature', async () => {
    const res = await patch('pointofsale', 'pos@example.com', { params: { DefaultTax: 10, Other: 1 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      club: state.riverside,
      enabled: true,
      feature: { name: 'pointofsale' },
      params: { DefaultTax: 10, TaxInclusivePrice: true },
    });
    expect(res.json().params).not.toHaveProperty('Other');
  });

  it('fills in defaults of params never stored', async () => {
    await state.t.db
      .update(clubFeatures)
      .set({ params: {} })
      .where(eq(clubFeatures.id, await featureId('clinics')));
    const res = await patch('clinics', 'bookings@example.com', { params: { allowNonMembers: false } });
    expect(res.json().params).toEqual({ sessionDurationMins: 30, allowNonMembers: false });
    const matcha = await patch('matcha', 'matcha@example.com', { params: {} });
    expect(matcha.json().params).toEqual({
      matchaMembersOnly: true,
      matchaNonMemberCanRequest: false,
      matchaNonMemberCanAccept: false,
    });
  });

  it.each([
    [
      'membership',
      { DefaultCycle: 'M' },
      { 'params.DefaultCycle': ['The default cycle must be one of the enabled cycles'] },
    ],
    [
      'membership',
      { AnnualCycleEnabled: false },
      { 'params.AnnualCycleEnabled': ['Enable at least one billing cycle'] },
    ],
    ['membership', { annualRolloverDate: '02-30' }, { 'params.annualRolloverDate': ['Enter a date as MM-DD'] }],
    ['membership', { monthlyRolloverDay: 31 }, { 'params.monthlyRolloverDay': ['Must be less than or equal to 28'] }],
    [
      'courtbooking',
      { MaxBookingMinutesPerDayMember: 45 },
      { 'params.MaxBookingMinutesPerDayMember': ['Must be a multiple of 30'] },
    ],
    ['pointofsale', { DefaultTax: -5 }, { 'params.DefaultTax': ['Must be a positive number'] }],
    ['clinics', { sessionDurationMins: 20 }, { 'params.sessionDurationMins': ['Must be a multiple of 15'] }],
    ['matcha', { matchaMembersOnly: 'yes' }, { 'params.matchaMembersOnly': ['Must be true or false'] }],
  ])('%s refuses %j', async (name, params, errors) => {
    const res = await patch(name, 'agent@example.com', { params });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ reason: 'Invalid feature settings', errors });
  });

  it("lets only the feature's area change its params", async () => {
    expect((await patch('pointofsale', 'fees@example.com', { params: { DefaultTax: 5 } })).statusCode).toBe(403);
    expect(
      (await patch('membership', 'fees@example.com', { params: { membershipRenewal: 'optional' } })).json().params
        .membershipRenewal,
    ).toBe('optional');
    expect((await patch('courtbooking', 'matcha@example.com', { params: { AllCourtsLights: true } })).statusCode).toBe(
      403,
    );
    expect(
      (await patch('courtbooking', 'bookings@example.com', { params: { AllCourtsLights: true } })).statusCode,
    ).toBe(200);
    expect((await patch('matcha', 'coach@example.com', { params: {} })).statusCode).toBe(403);
    expect((await patch('matcha', 'other-agent@example.com', { params: {} })).statusCode).toBe(404);
  });
});

describe('PATCH /api/clubfeature/{id}/ enabled', () => {
  it('switching is AGENT only', async () => {
    const res = await patch('matcha', 'matcha@example.com', { enabled: false });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      reason: "Only the club's AGENT may change the club's features, payment account and subscription.",
    });
    // Sending the current value is not a switch.
    expect((await patch('matcha', 'matcha@example.com', { enabled: true })).statusCode).toBe(200);
  });

  it('switches off, and on again only when the club is ready', async () => {
    expect((await patch('pointofsale', 'agent@example.com', { enabled: false })).json().enabled).toBe(false);
    const refused = await patch('pointofsale', 'agent@example.com', { enabled: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      reason: "Connect the club's payment account first.",
      errors: { enabled: ["Connect the club's payment account first."] },
    });
    expect(
      (
        await call(
          'POST',
          `/api/clubfeature/${await featureId('pointofsale')}/can_enable_mem_feature/`,
          'agent@example.com',
        )
      ).json(),
    ).toEqual({ result: false, reasons: ["Connect the club's payment account first."] });
    expect((await patch('courtbooking', 'agent@example.com', { enabled: false })).json().enabled).toBe(false);
    expect((await patch('courtbooking', 'agent@example.com', { enabled: true })).json().enabled).toBe(true);
  });

  it('never switches on a feature the package lacks', async () => {
    // Harbour is on Starter (court bookings and matcha): give it a membership row the package does not include.
    const [membership] = await state.t.db
      .select({ id: marketFeatures.id })
      .from(marketFeatures)
      .where(eq(marketFeatures.name, 'membership'));
    const [row] = await state.t.db
      .insert(clubFeatures)
      .values({ club_id: state.harbour, feature_id: membership.id, enabled: false })
      .returning();
    const res = await call('PATCH', `/api/clubfeature/${row.id}/`, 'other-agent@example.com', { enabled: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().reason).toBe('Your package does not include Membership. Choose a package with it first.');
    const check = (
      await call('POST', `/api/clubfeature/${row.id}/can_enable_mem_feature/`, 'other-agent@example.com')
    ).json();
    // (Whether Harbour has membership types is the members area's demo data; the other two reasons are certain.)
    expect(check.result).toBe(false);
    expect(check.reasons[0]).toBe('Your package does not include Membership. Choose a package with it first.');
    expect(check.reasons.at(-1)).toBe("Connect the club's payment account first.");
  });
});

describe('GET /api/clubfeature/ (every dashboard page reads it)', () => {
  it('is revalidated with its ETag: a 304 while unchanged, the new list after a change, never to a stranger', async () => {
    const url = `/api/clubfeature/?club=${state.riverside}&page_size=1000`;
    const first = await call('GET', url, 'agent@example.com');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toMatch(/Authorization/);
    const etag = first.headers.etag as string;
    const again = await call('GET', url, 'agent@example.com', undefined, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The guard comes first: another club's AGENT with the same tag is told nothing.
    expect((await call('GET', url, 'other-agent@example.com', undefined, { 'if-none-match': etag })).statusCode).toBe(
      404,
    );
    // Any change to the club's features makes another list (here straight in the table).
    const matcha = (first.json().results as { feature: { name: string }; enabled: boolean }[]).find(
      (f) => f.feature.name === 'matcha',
    )!;
    await state.t.db
      .update(clubFeatures)
      .set({ enabled: !matcha.enabled })
      .where(eq(clubFeatures.id, await featureId('matcha')));
    const changed = await call('GET', url, 'agent@example.com', undefined, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });
});

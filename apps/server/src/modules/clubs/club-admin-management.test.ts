import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clubAdmins, clubs } from './clubs.tables';
import { useClubTestApp } from './club-settings.test-helpers';

const { state, call, playerIdOf } = useClubTestApp();

const adminIdOf = async (email: string, club = state.riverside) =>
  (
    await state.t.db
      .select({ id: clubAdmins.id })
      .from(clubAdmins)
      .where(and(eq(clubAdmins.club_id, club), eq(clubAdmins.player_id, await playerIdOf(email))))
  )[0]?.id;
const lastAgent = 'A club needs at least one active AGENT. Make another administrator an active AGENT first.';

describe('PATCH /api/clubadmin/{id}/', () => {
  it('approves the pending applicant with roles; the club detail lists them', async () => {
    const id = await adminIdOf('applicant@example.com');
    const res = await call('PATCH', `/api/clubadmin/${id}/`, 'agent@example.com', {
      status: 'A',
      roles: ['COURT_BOOKINGS', 'N'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id,
      player: await playerIdOf('applicant@example.com'),
      club: state.riverside,
      status: 'A',
      access: 'S',
      roles: ['C', 'N'],
      player_name: 'Andy Applicant',
      email: 'applicant@example.com',
    });
    const detail = (await call('GET', `/api/club/${state.riverside}/`, 'agent@example.com')).json();
    expect(detail.admin_set.find((a: { id: number }) => a.id === id)).toMatchObject({ status: 'A', roles: ['C', 'N'] });
    // The new administrator can now open Club Settings.
    expect(
      (await call('POST', `/api/club/${state.riverside}/can_enable_courts/`, 'applicant@example.com')).statusCode,
    ).toBe(200);
  });

  it('suspends and reactivates an administrator, and changes roles', async () => {
    const id = await adminIdOf('fees@example.com');
    expect((await call('PATCH', `/api/clubadmin/${id}/`, 'agent@example.com', { status: 'S' })).json()).toMatchObject({
      status: 'S',
      roles: ['F'],
    });
    // A suspended administrator has no standing: the club's settings answer 404.
    expect((await call('POST', `/api/club/${state.riverside}/can_enable_courts/`, 'fees@example.com')).statusCode).toBe(
      404,
    );
    expect(
      (await call('PATCH', `/api/clubadmin/${id}/`, 'agent@example.com', { status: 'A', roles: ['F', 'P'] })).json(),
    ).toMatchObject({ status: 'A', roles: ['F', 'P'] });
    expect((await call('PATCH', `/api/clubadmin/${id}/`, 'agent@example.com', { roles: ['F'] })).json()).toMatchObject({
      roles: ['F'],
    });
  });

  it.each([
    [{ status: 'A', roles: [] }, 'roles', 'Choose at least one role'],
    [{ status: 'P' }, 'status', 'An administrator cannot be set back to pending'],
  ])('refuses %j', async (body, field, message) => {
    const res = await call('PATCH', `/api/clubadmin/${await adminIdOf('pos@example.com')}/`, 'agent@example.com', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ reason: message, errors: { [field]: [message] } });
  });

  it('refuses unknown roles and statuses with field messages', async () => {
    const id = await adminIdOf('pos@example.com');
    const role = await call('PATCH', `/api/clubadmin/${id}/`, 'agent@example.com', { roles: ['COMMUNICATIONS'] });
    expect(role.statusCode).toBe(400);
    expect(role.json().reason).toBe('Unknown role');
    expect((await call('PATCH', `/api/clubadmin/${id}/`, 'agent@example.com', { status: 'X' })).json().reason).toBe(
      'Status must be A (active), P (pending) or S (suspended)',
    );
  });

  it('never demotes or suspends the last active AGENT, and allows it once there is another', async () => {
    const agent = await adminIdOf('agent@example.com');
    for (const body of [{ roles: ['C'] }, { status: 'S' }]) {
      const res = await call('PATCH', `/api/clubadmin/${agent}/`, 'agent@example.com', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().reason).toBe(lastAgent);
    }
    const comms = await adminIdOf('comms@example.com');
    expect(
      (await call('PATCH', `/api/clubadmin/${comms}/`, 'agent@example.com', { roles: ['A', 'N'] })).statusCode,
    ).toBe(200);
    expect(
      (await call('PATCH', `/api/clubadmin/${agent}/`, 'comms@example.com', { roles: ['A', 'C'] })).statusCode,
    ).toBe(200);
    // Two AGENTs: either may drop the role while the other keeps it, but not both.
    expect((await call('PATCH', `/api/clubadmin/${comms}/`, 'comms@example.com', { roles: ['N'] })).statusCode).toBe(
      200,
    );
    const res = await call('PATCH', `/api/clubadmin/${agent}/`, 'agent@example.com', { roles: ['C'] });
    expect(res.json().reason).toBe(lastAgent);
    await call('PATCH', `/api/clubadmin/${agent}/`, 'agent@example.com', { roles: ['A'] });
  });

  it('is AGENT only: other roles get 403, other clubs 404', async () => {
    const id = await adminIdOf('pos@example.com');
    for (const email of ['fees@example.com', 'matcha@example.com', 'bookings@example.com', 'coach@example.com']) {
      const res = await call('PATCH', `/api/clubadmin/${id}/`, email, { roles: ['A'] });
      expect(res.statusCode, email).toBe(403);
      expect(res.json()).toEqual({ reason: 'You are not authorised to perform this action' });
    }
    const other = await call('PATCH', `/api/clubadmin/${id}/`, 'other-agent@example.com', { roles: ['A'] });
    expect(other.statusCode).toBe(404);
    expect((await call('PATCH', '/api/clubadmin/999999/', 'agent@example.com', { roles: ['A'] })).json()).toEqual({
      reason: 'Administrator not found.',
    });
  });
});

describe('POST /api/clubadmin/ by an AGENT', () => {
  it('invites a Rally player by e-mail; they become an active administrator when they accept', async () => {
    const res = await call('POST', '/api/clubadmin/', 'agent@example.com', {
      club: state.riverside,
      email: 'Player@Example.com',
      roles: ['MATCHA'],
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({
      club: state.riverside,
      kind: 'admin',
      roles: ['M'],
      email: 'player@example.com',
      status: 'P',
    });
    expect((await call('GET', `/api/clubfeature/?club=${state.riverside}`, 'player@example.com')).statusCode).toBe(404);
    const twice = await call('POST', '/api/clubadmin/', 'agent@example.com', {
      club: state.riverside,
      email: 'player@example.com',
      roles: ['M'],
    });
    expect(twice.json()).toEqual({
      reason: 'This player already has a pending invitation from the club.',
      errors: { email: ['This player already has a pending invitation from the club.'] },
    });
    expect((await call('POST', `/api/invitation/${res.json().id}/accept/`, 'player@example.com')).statusCode).toBe(200);
    const mine = (
      await call('GET', `/api/clubadmin/?player=${await playerIdOf('player@example.com')}`, 'player@example.com')
    ).json().results;
    expect(mine.find((a: { club: number }) => a.club === state.riverside)).toMatchObject({ status: 'A', roles: ['M'] });
    const again = await call('POST', '/api/clubadmin/', 'agent@example.com', {
      club: state.riverside,
      email: 'player@example.com',
      roles: ['M'],
    });
    expect(again.json()).toEqual({
      reason: 'This player is already an administrator of the club, or has applied to be one.',
      errors: { email: ['This player is already an administrator of the club, or has applied to be one.'] },
    });
  });

  it.each([
    [
      { email: 'nobody@example.com', roles: ['C'] },
      'email',
      'No Rally player has verified this email address. Ask them to sign up and confirm their email first.',
    ],
    [{ email: 'bad', roles: ['C'] }, 'email', 'Please provide a valid email address'],
    [{ email: 'player@example.com', roles: [] }, 'roles', 'Choose at least one role'],
  ])('refuses %j', async (body, field, message) => {
    const res = await call('POST', '/api/clubadmin/', 'agent@example.com', { club: state.riverside, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ reason: message, errors: { [field]: [message] } });
  });

  it('is AGENT only', async () => {
    expect(
      (
        await call('POST', '/api/clubadmin/', 'fees@example.com', {
          club: state.riverside,
          email: 'coach@example.com',
          roles: ['C'],
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call('POST', '/api/clubadmin/', 'other-agent@example.com', {
          club: state.riverside,
          email: 'coach@example.com',
          roles: ['C'],
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('DELETE /api/clubadmin/{id}/', () => {
  it('refuses an application and removes an administrator', async () => {
    const applied = await call('POST', '/api/clubadmin/', 'coach2@example.com', { club: state.riverside });
    expect(applied.statusCode).toBe(201);
    expect((await call('DELETE', `/api/clubadmin/${applied.json().id}/`, 'agent@example.com')).statusCode).toBe(204);
    expect(await adminIdOf('coach2@example.com')).toBeUndefined();
  });

  it('lets anyone withdraw their own record, but never the last active AGENT', async () => {
    const applied = (await call('POST', '/api/clubadmin/', 'coach@example.com', { club: state.harbour })).json();
    expect((await call('DELETE', `/api/clubadmin/${applied.id}/`, 'coach@example.com')).statusCode).toBe(204);
    const res = await call('DELETE', `/api/clubadmin/${await adminIdOf('agent@example.com')}/`, 'agent@example.com');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ reason: lastAgent });
    const harbourAgent = await adminIdOf('other-agent@example.com', state.harbour);
    expect((await call('DELETE', `/api/clubadmin/${harbourAgent}/`, 'other-agent@example.com')).json()).toEqual({
      reason: lastAgent,
    });
  });

  it('is AGENT only for others’ records', async () => {
    const id = await adminIdOf('pos@example.com');
    expect((await call('DELETE', `/api/clubadmin/${id}/`, 'bookings@example.com')).statusCode).toBe(403);
    expect((await call('DELETE', `/api/clubadmin/${id}/`, 'other-agent@example.com')).statusCode).toBe(404);
    expect(await adminIdOf('pos@example.com')).toBe(id);
  });
});

describe("the club's payment account, one fact", () => {
  it('Settings (the club), the set-up checklist and Payments read one state: none, pending, connected', async () => {
    const read = async () => {
      const club = (await call('GET', `/api/club/${state.riverside}/`, 'agent@example.com')).json();
      const setup = (await call('GET', `/api/club/${state.riverside}/setup/`, 'agent@example.com')).json();
      const step = setup.steps.find((s: { key: string }) => s.key === 'payment_account');
      return { account: club.payment_account, done: step.done };
    };
    const set = (values: { stripe_account: string | null; connect_available: boolean }) =>
      state.t.db.update(clubs).set(values).where(eq(clubs.id, state.riverside));
    try {
      expect(await read()).toEqual({ account: { state: 'none', account: null }, done: false });
      // The demo's card payments name no account the club does not have.
      const paid = (
        await call('GET', `/api/transaction/?dest_club=${state.riverside}&status=P&page_size=1000`, 'agent@example.com')
      ).json();
      expect(paid.results.filter((t: { receiver_account: string | null }) => t.receiver_account)).toEqual([]);
      await set({ stripe_account: 'acct_1Riverside', connect_available: false });
      expect(await read()).toEqual({ account: { state: 'pending', account: 'acct_1Riverside' }, done: false });
      await set({ stripe_account: 'acct_1Riverside', connect_available: true });
      expect(await read()).toEqual({ account: { state: 'connected', account: 'acct_1Riverside' }, done: true });
    } finally {
      await set({ stripe_account: null, connect_available: false });
    }
  });
});

describe('GET /api/clubadmin/{id}/stripe_authorize/', () => {
  it('gives the AGENT the authorisation link, and the simulated gateway connects the club', async () => {
    const id = await adminIdOf('agent@example.com');
    const res = await call('GET', `/api/clubadmin/${id}/stripe_authorize/`, 'agent@example.com', undefined, {
      accept: 'application/json',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      url: `http://localhost:3000/clubs/dashboard/club-info?clubId=${state.riverside}&tab=subscription&stripe=simulated-connected`,
    });
    const [club] = await state.t.db.select().from(clubs).where(eq(clubs.id, state.riverside));
    expect(club).toMatchObject({ connect_available: true, stripe_account: `acct_simulated_${state.riverside}` });
    const redirect = await call('GET', `/api/clubadmin/${id}/stripe_authorize/`, 'agent@example.com');
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe(res.json().url);
  });

  it("is the AGENT's own record only; other roles 403, other clubs 404", async () => {
    const agent = await adminIdOf('agent@example.com');
    const comms = await adminIdOf('comms@example.com');
    expect((await call('GET', `/api/clubadmin/${comms}/stripe_authorize/`, 'agent@example.com')).json()).toEqual({
      reason: 'Connect the payment account from your own administrator record.',
    });
    expect((await call('GET', `/api/clubadmin/${agent}/stripe_authorize/`, 'fees@example.com')).statusCode).toBe(403);
    expect((await call('GET', `/api/clubadmin/${agent}/stripe_authorize/`, 'other-agent@example.com')).statusCode).toBe(
      404,
    );
  });
});

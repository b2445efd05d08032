import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { users } from '../auth/auth.tables';
import { players } from '../players/players.tables';
import { clubs } from './clubs.tables';

let t: TestApp;
let riverside: number;
let harbour: number;
beforeAll(async () => {
  t = await createTestApp();
  const all = await t.db.select({ id: clubs.id, name: clubs.name }).from(clubs);
  riverside = all.find((c) => c.name === 'Riverside Tennis Club')!.id;
  harbour = all.find((c) => c.name === 'Harbour Tennis Centre')!.id;
});
afterAll(() => t.close());

const playerIdOf = async (email: string) =>
  (
    await t.db
      .select({ id: players.id })
      .from(players)
      .innerJoin(users, eq(users.id, players.user_id))
      .where(eq(users.email, email))
  )[0].id;

const apply = (club: unknown, authorization?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/clubadmin/',
    payload: { club },
    headers: authorization ? { authorization } : {},
  });

describe('POST /api/clubadmin/', () => {
  it('records an application: pending, access S, no roles; a second one is refused', async () => {
    const auth = await login(t.app, 'player@example.com');
    const res = await apply(riverside, auth);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      player: await playerIdOf('player@example.com'),
      club: riverside,
      status: 'P',
      access: 'S',
      roles: [],
    });

    const again = await apply(riverside, auth);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ reason: 'You have already applied to administer this club.' });
  });

  it('refuses a pending applicant and an existing administrator', async () => {
    expect((await apply(riverside, await login(t.app, 'applicant@example.com'))).json()).toEqual({
      reason: 'You have already applied to administer this club.',
    });
    const agent = await apply(riverside, await login(t.app, 'agent@example.com'));
    expect(agent.statusCode).toBe(400);
    expect(agent.json().reason).toBe('You have already applied to administer this club.');
  });

  it('answers an unknown club with 404 and a missing club with the required message', async () => {
    const auth = await login(t.app, 'coach@example.com');
    const missing = await apply(999999, auth);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ reason: 'Club not found.' });
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/clubadmin/',
      payload: {},
      headers: { authorization: auth },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ reason: 'Club is required', errors: { club: ['Club is required'] } });
    expect((await apply('abc', auth)).json().reason).toBe('Club is required');
    expect((await apply(1.5, auth)).json().reason).toBe('Club is required');
  });

  it('needs a login', async () => {
    expect((await apply(riverside)).statusCode).toBe(401);
  });
});

describe('GET /api/clubadmin/?player=', () => {
  it("lists the caller's own records with the club's name", async () => {
    const auth = await login(t.app, 'applicant@example.com');
    const me = await playerIdOf('applicant@example.com');
    await apply(harbour, auth);
    const res = await t.app.inject({ url: `/api/clubadmin/?player=${me}`, headers: { authorization: auth } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ count: 2, next: null, previous: null });
    expect(body.results).toEqual([
      {
        id: expect.any(Number),
        player: me,
        club: riverside,
        club_name: 'Riverside Tennis Club',
        status: 'P',
        access: 'S',
        roles: [],
      },
      {
        id: expect.any(Number),
        player: me,
        club: harbour,
        club_name: 'Harbour Tennis Centre',
        status: 'P',
        access: 'S',
        roles: [],
      },
    ]);
    // Without ?player= the list is the caller's too.
    expect((await t.app.inject({ url: '/api/clubadmin/', headers: { authorization: auth } })).json().count).toBe(2);
  });

  it('shows an active AGENT their roles', async () => {
    const auth = await login(t.app, 'agent@example.com');
    const body = (
      await t.app.inject({
        url: `/api/clubadmin/?player=${await playerIdOf('agent@example.com')}`,
        headers: { authorization: auth },
      })
    ).json();
    expect(body.results).toEqual([expect.objectContaining({ club: riverside, status: 'A', roles: ['A'] })]);
  });

  it("gives an empty page for another player's id", async () => {
    const auth = await login(t.app, 'player@example.com');
    const res = await t.app.inject({
      url: `/api/clubadmin/?player=${await playerIdOf('agent@example.com')}`,
      headers: { authorization: auth },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('needs a login', async () => {
    expect((await t.app.inject({ url: '/api/clubadmin/?player=1' })).statusCode).toBe(401);
  });
});

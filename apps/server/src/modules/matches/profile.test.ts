import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { players, users } from '../../db/schema';

// GET /api/player/{id}/profile/ (issue 14): another player's profile, for players who share a
// club or a match with them; never an e-mail or phone number.

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const who = { pat: 'player@example.com', carlos: 'coach@example.com' } as const;
type Who = keyof typeof who | 'sam';

beforeAll(async () => {
  t = await createTestApp();
  for (const [k, email] of Object.entries(who)) {
    tokens[k] = await login(t.app, email);
    ids[k] = (
      await t.db
        .select({ id: players.id })
        .from(players)
        .innerJoin(users, eq(users.id, players.user_id))
        .where(eq(users.email, email))
    )[0].id;
  }
  // Sam has just signed up: no club, no match.
  const signup = await t.app.inject({
    method: 'POST',
    url: '/api/register/',
    payload: {
      full_name: 'Sam Stranger',
      email: 'sam.stranger@example.org',
      password: 'a-long-password',
      password2: 'a-long-password',
    },
  });
  expect(signup.statusCode).toBe(201);
  tokens.sam = await login(t.app, 'sam.stranger@example.org', 'a-long-password');
  ids.sam = (
    await t.app.inject({ method: 'GET', url: '/api/user/', headers: { authorization: tokens.sam } })
  ).json().results[0].player_set[0].id;
});
afterAll(() => t.close());

const call = (w: Who, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: tokens[w] },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('GET /api/player/{id}/profile/', () => {
  it('shows a clubmate their name, clubs in common and approved matches told from their side; no contact details', async () => {
    const before = (await call('pat', 'GET', `/api/player/${ids.carlos}/profile/`)).json();
    expect(before).toMatchObject({
      id: ids.carlos,
      full_name: 'Carlos Coach',
      is_me: false,
      record: { wins: 0, losses: 0 },
      recent_matches: [],
    });
    expect(before.clubs_in_common.map((c: { name: string }) => c.name)).toContain('Riverside Tennis Club');

    const recorded = await call('pat', 'POST', '/api/match/', {
      start: '2026-11-20',
      format: 'S',
      sides: [{ players: [ids.pat] }, { players: [ids.carlos] }],
      sets: [{ games: [6, 3] }, { games: [7, 6], tiebreak: [7, 4] }],
    });
    expect(recorded.statusCode).toBe(201);
    // Not approved yet: not on the profile.
    expect((await call('pat', 'GET', `/api/player/${ids.carlos}/profile/`)).json().recent_matches).toEqual([]);
    await call('carlos', 'PATCH', `/api/match/${recorded.json().id}/`, { approved: true });

    const res = await call('pat', 'GET', `/api/player/${ids.carlos}/profile/`);
    expect(res.statusCode).toBe(200);
    const profile = res.json();
    expect(profile).toMatchObject({
      record: { wins: 0, losses: 1 },
      recent_form: ['L'],
      matcha_level: { number: expect.any(Number), losses: 1 },
      recent_matches: [
        {
          id: recorded.json().id,
          format: 'S',
          won: false,
          score_text: '3-6 6-7(4-7)',
          partners: [],
          opponents: [{ id: ids.pat, name: 'Pat Player' }],
        },
      ],
    });
    const text = JSON.stringify(profile);
    expect(text).not.toMatch(/@|example\.com|\+61/);
    expect(Object.keys(profile).sort()).toEqual([
      'clubs_in_common',
      'full_name',
      'id',
      'is_me',
      'matcha_doubles_level',
      'matcha_level',
      'recent_form',
      'recent_matches',
      'record',
    ]);
    expect((await call('pat', 'GET', `/api/player/${ids.pat}/profile/`)).json()).toMatchObject({
      is_me: true,
      record: { wins: 1, losses: 0 },
    });
  });

  it('is 404 for a player who shares no club or match with the caller, as for one who does not exist', async () => {
    const stranger = await call('sam', 'GET', `/api/player/${ids.pat}/profile/`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ reason: 'Player not found.' });
    expect((await call('pat', 'GET', '/api/player/999999/profile/')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/player/${ids.pat}/profile/` })).statusCode).toBe(401);
  });

  it("GET /api/player/{id}/matcha/ answers a stranger's id as a missing one: the same 404, so no id is confirmed to exist", async () => {
    const stranger = await call('sam', 'GET', `/api/player/${ids.pat}/matcha/`);
    const missing = await call('sam', 'GET', '/api/player/999999/matcha/');
    expect(stranger.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(stranger.json()).toEqual(missing.json());
    expect(stranger.json()).toEqual({ reason: 'Player not found.' });
    // Players who share a club see each other's levels; everyone sees their own.
    expect((await call('pat', 'GET', `/api/player/${ids.carlos}/matcha/`)).statusCode).toBe(200);
    expect((await call('sam', 'GET', `/api/player/${ids.sam}/matcha/`)).statusCode).toBe(200);
  });

  it('shows a player they played a match with, though they share no club', async () => {
    const recorded = await call('sam', 'POST', '/api/match/', {
      start: '2026-11-21',
      format: 'S',
      sides: [{ players: [ids.sam] }, { players: [ids.pat] }],
      sets: [{ games: [6, 0] }, { games: [6, 0] }],
    });
    expect(recorded.statusCode).toBe(201);
    const res = await call('sam', 'GET', `/api/player/${ids.pat}/profile/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ full_name: 'Pat Player', clubs_in_common: [] });
  });
});

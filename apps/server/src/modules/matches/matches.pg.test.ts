import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atOnce, isPostgres, times } from '../../../test/concurrency';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { players, users } from '../../db/schema';

// A match counts for ratings exactly once (issue 14): the last approvals arriving together, or one
// player's approval sent many times at once, rate it once. PostgreSQL only (npm run test:pg).
describe.runIf(isPostgres)('match approvals at once (PostgreSQL)', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const emails = {
    pat: 'player@example.com',
    carlos: 'coach@example.com',
    andy: 'applicant@example.com',
    mia: 'matcha@example.com',
  };
  beforeAll(async () => {
    t = await createTestApp();
    for (const [k, email] of Object.entries(emails)) {
      tokens[k] = await login(t.app, email);
      ids[k] = (
        await t.db
          .select({ id: players.id })
          .from(players)
          .innerJoin(users, eq(users.id, players.user_id))
          .where(eq(users.email, email))
      )[0].id;
    }
  });
  afterAll(() => t.close());
  const profile = async (k: string) =>
    (await t.app.inject({ url: `/api/player/${ids[k]}/matcha/`, headers: { authorization: tokens.pat } })).json();

  it('10 approvals of one entry at once: the match is rated once', async () => {
    const match = (
      await t.app.inject({
        method: 'POST',
        url: '/api/match/',
        headers: { authorization: tokens.pat },
        payload: {
          start: '2026-11-20',
          sides: [{ players: [ids.pat] }, { players: [ids.carlos] }],
          sets: [{ games: [6, 1] }, { games: [6, 1] }],
        },
      })
    ).json();
    const answers = await atOnce(
      t.app,
      times(10, () => ({
        method: 'PATCH',
        url: `/api/match/${match.id}/`,
        authorization: tokens.carlos,
        payload: { approved: true },
      })),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect((await profile('pat')).matcha_level).toMatchObject({ wins: 1, losses: 0 });
    expect((await profile('carlos')).matcha_level).toMatchObject({ wins: 0, losses: 1 });
  });

  it('the last three approvals of a doubles match at once: rated once', async () => {
    const match = (
      await t.app.inject({
        method: 'POST',
        url: '/api/match/',
        headers: { authorization: tokens.pat },
        payload: {
          start: '2026-11-21',
          format: 'D',
          sides: [{ players: [ids.pat, ids.andy] }, { players: [ids.carlos, ids.mia] }],
          sets: [{ games: [6, 4] }, { games: [6, 4] }],
        },
      })
    ).json();
    const answers = await atOnce(
      t.app,
      ['andy', 'carlos', 'mia'].map((k) => ({
        method: 'PATCH' as const,
        url: `/api/match/${match.id}/`,
        authorization: tokens[k],
        payload: { approved: true },
      })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    for (const k of ['pat', 'andy'])
      expect((await profile(k)).matcha_doubles_level).toMatchObject({ wins: 1, losses: 0 });
    for (const k of ['carlos', 'mia'])
      expect((await profile(k)).matcha_doubles_level).toMatchObject({ wins: 0, losses: 1 });
  });
});

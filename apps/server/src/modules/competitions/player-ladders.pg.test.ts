import { describe, expect, inject, it } from 'vitest';
import type { PlayerLadder } from '@rally/domain';
import { tournamentEmails, tournamentTestApp } from './tournaments.test-helpers';

// The ladder's rules hold under requests at once: every change locks the ladder row FOR UPDATE
// and checks again under the lock. PostgreSQL only (npm run test:pg): PGlite runs one
// transaction at a time.
describe.runIf(Boolean(inject('pgUrl')))('the player ladder under many requests at once (PostgreSQL)', () => {
  const { s, call } = tournamentTestApp();
  const tally = (answers: { statusCode: number }[]) =>
    answers.reduce<Record<number, number>>((acc, a) => ({ ...acc, [a.statusCode]: (acc[a.statusCode] ?? 0) + 1 }), {});

  it('two players challenging the same player 10 times each at once: one challenge; one result of it entered 10 times: one result', async () => {
    let l = (
      await call('pat', 'POST', '/api/playerladder/', {
        name: 'Race ladder',
        club: s.riverside,
        challenge_places: 2,
        play: true,
      })
    ).json() as PlayerLadder;
    for (const w of ['carlos', 'andy', 'agent'] as const)
      l = (await call('pat', 'POST', `/api/playerladder/${l.id}/player/`, { email: tournamentEmails[w] })).json();
    const carlos = l.players[1].id;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(i % 2 ? 'andy' : 'agent', 'POST', `/api/playerladder/${l.id}/challenge/`, { defender: carlos }),
      ),
    );
    expect(tally(answers)).toEqual({ 201: 1, 400: 19 });
    const [c] = ((await call('pat', 'GET', `/api/playerladder/${l.id}/`)).json() as PlayerLadder).challenges;
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('pat', 'POST', `/api/ladderchallenge/${c.id}/result/`, { sets: [{ games: [6, 1] }, { games: [6, 1] }] }),
      ),
    );
    expect(tally(results)).toEqual({ 200: 1, 400: 9 });
    const after = (await call('pat', 'GET', `/api/playerladder/${l.id}/`)).json() as PlayerLadder;
    expect(after.players.map((p) => p.position)).toEqual([1, 2, 3, 4]);
    expect(new Set(after.players.map((p) => p.id)).size).toBe(4);
  });
});

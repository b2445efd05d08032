import { describe, expect, it } from 'vitest';
import { challengeLadderMessages as rule, playerLadderMessages as msg, type PlayerLadder } from '@rally/domain';
import { tournamentEmails, tournamentTestApp, type Who } from './tournaments.test-helpers';

// The player ladder (docs/competitions.md "The player ladder"): a challenge ladder at Riverside.

const { s, call } = tournamentTestApp();

const order = (l: PlayerLadder) => l.players.map((p) => [p.position, p.name]);
const idOf = (l: PlayerLadder, who: Who) => l.players.find((p) => p.player === s.ids[who])!.id;

/** Pat's ladder at Riverside (Pat on top, then Carlos, Andy, the agent, the booking administrator), two places up. */
async function ladder() {
  const made = await call('pat', 'POST', '/api/playerladder/', {
    name: 'Singles ladder',
    club: s.riverside,
    challenge_places: 2,
    play: true,
  });
  expect(made.statusCode, made.body).toBe(201);
  let l = made.json() as PlayerLadder;
  for (const w of ['carlos', 'andy', 'agent', 'staff'] as const) {
    const res = await call('pat', 'POST', `/api/playerladder/${l.id}/player/`, { email: tournamentEmails[w] });
    expect(res.statusCode, res.body).toBe(201);
    l = res.json();
  }
  return l;
}

describe('the player ladder', () => {
  it('is made at a club the organiser plays at; organisers add players at the bottom; strangers get 404', async () => {
    const refused = await call('staff', 'POST', '/api/playerladder/', {
      name: 'Harbour ladder',
      club: s.harbour,
      challenge_places: 2,
    });
    expect(refused.json()).toMatchObject({ reason: msg.notAClubPlayer, errors: { club: [msg.notAClubPlayer] } });
    expect(
      (await call('pat', 'POST', '/api/playerladder/', { name: '', club: s.riverside, challenge_places: 0 })).json()
        .reason,
    ).toBe('Invalid ladder details');
    const l = await ladder();
    expect(order(l).map(([p]) => p)).toEqual([1, 2, 3, 4, 5]);
    expect(l.players.map((p) => p.player)).toEqual([s.ids.pat, s.ids.carlos, s.ids.andy, s.ids.agent, s.ids.staff]);
    expect(l).toMatchObject({
      is_organiser: true,
      challenge_places: 2,
      number_of_sets: 3,
      club_name: 'Riverside Tennis Club',
    });
    expect(
      (await call('pat', 'POST', `/api/playerladder/${l.id}/player/`, { email: tournamentEmails.carlos })).json(),
    ).toEqual({ reason: msg.onLadderAlready });
    expect(
      (await call('pat', 'POST', `/api/playerladder/${l.id}/player/`, { email: 'nobody@example.com' })).json(),
    ).toMatchObject({ reason: msg.playerNotFound });
    expect(
      (await call('carlos', 'POST', `/api/playerladder/${l.id}/player/`, { email: tournamentEmails.other })).json(),
    ).toEqual({ reason: msg.organiserOnly });
    expect((await call('other', 'GET', `/api/playerladder/${l.id}/`)).json()).toEqual({ reason: msg.notFound });
    const mine = (await call('andy', 'GET', '/api/playerladder/')).json();
    expect(mine.results).toContainEqual(
      expect.objectContaining({ id: l.id, my_position: 3, players: 5, is_organiser: false }),
    );
  });

  it('challenges up to the limit above; the challenger who wins takes the place, those between move down; results go to the match diary', async () => {
    const l = await ladder();
    const [pat, carlos, andy, agent, staff] = (['pat', 'carlos', 'andy', 'agent', 'staff'] as const).map((w) =>
      idOf(l, w),
    );
    // The booking administrator (5th) may challenge the 3rd and 4th, not higher.
    const seen = (await call('staff', 'GET', `/api/playerladder/${l.id}/`)).json() as PlayerLadder;
    expect(seen.players.filter((p) => p.can_challenge).map((p) => p.id)).toEqual([andy, agent]);
    const far = await call('staff', 'POST', `/api/playerladder/${l.id}/challenge/`, { defender: pat });
    expect(far.json().reason).toBe(rule.tooFar('Pat Player', 2));
    expect(
      (await call('andy', 'POST', `/api/playerladder/${l.id}/challenge/`, { defender: staff })).json().reason,
    ).toMatch(/only challenge players above you/);
    const made = await call('staff', 'POST', `/api/playerladder/${l.id}/challenge/`, { defender: andy });
    expect(made.statusCode, made.body).toBe(201);
    const busy = await call('agent', 'POST', `/api/playerladder/${l.id}/challenge/`, { defender: andy });
    expect(busy.json().reason).toMatch(/already has an open challenge/);
    expect(
      (await call('staff', 'POST', `/api/playerladder/${l.id}/challenge/`, { defender: agent })).json().reason,
    ).toBe(rule.challengerBusy);
    expect((await call('agent', 'POST', `/api/playerladder/${l.id}/challenge/`, { defender: carlos })).statusCode).toBe(
      201,
    );
    const open = ((await call('pat', 'GET', `/api/playerladder/${l.id}/`)).json() as PlayerLadder).challenges;
    const first = open.find((c) => c.challenger === staff)!;
    const second = open.find((c) => c.challenger === agent)!;
    expect(first).toMatchObject({ status: 'open', challenger_position: 5, defender_position: 3 });
    // Only the two players or an organiser enter the result; the score must be a real one.
    expect(
      (
        await call('andy', 'POST', `/api/ladderchallenge/${second.id}/result/`, {
          sets: [{ games: [6, 1] }, { games: [6, 1] }],
        })
      ).json(),
    ).toEqual({ reason: msg.notYourChallenge });
    const bad = await call('andy', 'POST', `/api/ladderchallenge/${first.id}/result/`, {
      sets: [{ games: [6, 5] }, { games: [6, 1] }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.sets[0]).toMatch(/6-5/);
    // The challenger wins: place 3, Andy and the agent move down one.
    const won = await call('andy', 'POST', `/api/ladderchallenge/${first.id}/result/`, {
      sets: [{ games: [6, 4] }, { games: [3, 6] }, { games: [7, 6], tiebreak: [7, 4] }],
    });
    expect(won.statusCode, won.body).toBe(200);
    const after = won.json() as PlayerLadder;
    expect(after.players.map((p) => p.id)).toEqual([pat, carlos, staff, andy, agent]);
    const played = after.challenges.find((c) => c.id === first.id)!;
    expect(played).toMatchObject({ status: 'played', winner: staff, score_text: '6-4 3-6 7-6(7-4)' });
    expect(after.players.find((p) => p.id === staff)).toMatchObject({ won: 1, lost: 0, position: 3 });
    expect(
      (
        await call('andy', 'POST', `/api/ladderchallenge/${first.id}/result/`, {
          sets: [{ games: [6, 0] }, { games: [6, 0] }],
        })
      ).json(),
    ).toEqual({ reason: msg.notOpen });
    // In both players' diaries, in the ladder's match group: Andy recorded it (approved), the winner approves it there.
    const diary = (await call('staff', 'GET', '/api/match/')).json().results as {
      id: number;
      matchgroup: number | null;
      approved: boolean;
      playermatch_set: { player: number; approved: boolean }[];
    }[];
    const match = diary.find((m) => m.id === played.match)!;
    expect(match.matchgroup).not.toBeNull();
    expect(match.playermatch_set).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ player: s.ids.andy, approved: true }),
        expect.objectContaining({ player: s.ids.staff, approved: false }),
      ]),
    );
    // The defender wins: nothing moves.
    const held = await call('carlos', 'POST', `/api/ladderchallenge/${second.id}/result/`, {
      sets: [{ games: [4, 6] }, { games: [4, 6] }],
    });
    expect((held.json() as PlayerLadder).players.map((p) => p.id)).toEqual([pat, carlos, staff, andy, agent]);
  });

  it('withdrawing moves nobody; taking a player off closes the gap and withdraws their challenge', async () => {
    const l = await ladder();
    const [pat, carlos, andy, agent, staff] = (['pat', 'carlos', 'andy', 'agent', 'staff'] as const).map((w) =>
      idOf(l, w),
    );
    const made = (
      await call('andy', 'POST', `/api/playerladder/${l.id}/challenge/`, { defender: carlos })
    ).json() as PlayerLadder;
    const c = made.challenges[0];
    expect((await call('agent', 'POST', `/api/ladderchallenge/${c.id}/withdraw/`)).json()).toEqual({
      reason: msg.notYourChallenge,
    });
    const off = await call('carlos', 'POST', `/api/ladderchallenge/${c.id}/withdraw/`);
    expect(off.json().challenges[0]).toMatchObject({ status: 'withdrawn' });
    expect((off.json() as PlayerLadder).players.map((p) => p.id)).toEqual([pat, carlos, andy, agent, staff]);
    await call('staff', 'POST', `/api/playerladder/${l.id}/challenge/`, { defender: andy });
    expect((await call('carlos', 'DELETE', `/api/ladderplayer/${andy}/`)).json()).toEqual({
      reason: msg.organiserOnly,
    });
    const gone = await call('pat', 'DELETE', `/api/ladderplayer/${andy}/`);
    expect(gone.statusCode, gone.body).toBe(200);
    const now = gone.json() as PlayerLadder;
    expect(now.players.map((p) => [p.id, p.position])).toEqual([
      [pat, 1],
      [carlos, 2],
      [agent, 3],
      [staff, 4],
    ]);
    expect(now.challenges.some((x) => x.status === 'open')).toBe(false);
  });

  it('taking a player off keeps their past challenges, shown as removed; they may come back', async () => {
    const l = await ladder();
    const [pat, carlos, andy] = (['pat', 'carlos', 'andy'] as const).map((w) => idOf(l, w));
    const made = (
      await call('andy', 'POST', `/api/playerladder/${l.id}/challenge/`, { defender: carlos })
    ).json() as PlayerLadder;
    const played = await call('andy', 'POST', `/api/ladderchallenge/${made.challenges[0].id}/result/`, {
      sets: [{ games: [6, 2] }, { games: [6, 3] }],
    });
    expect(played.statusCode, played.body).toBe(200);
    const withdrawn = (
      await call('agent', 'POST', `/api/playerladder/${l.id}/challenge/`, { defender: andy })
    ).json() as PlayerLadder;
    const open = withdrawn.challenges.find((c) => c.status === 'open')!;
    const gone = await call('pat', 'DELETE', `/api/ladderplayer/${andy}/`);
    expect(gone.statusCode, gone.body).toBe(200);
    const now = gone.json() as PlayerLadder;
    expect(now.players.map((p) => p.id)).not.toContain(andy);
    const past = now.challenges.find((c) => c.id === made.challenges[0].id)!;
    expect(past).toMatchObject({
      status: 'played',
      challenger: andy,
      challenger_name: 'Andy Applicant',
      challenger_removed: true,
      defender_removed: false,
      winner: andy,
      score_text: '6-2 6-3',
    });
    expect(now.challenges.find((c) => c.id === open.id)).toMatchObject({ status: 'withdrawn', defender_removed: true });
    // Carlos's record keeps the loss; Andy no longer lists the ladder as his, and cannot be taken off twice.
    expect(now.players.find((p) => p.id === carlos)).toMatchObject({ won: 0, lost: 1 });
    expect(
      ((await call('andy', 'GET', '/api/playerladder/')).json().results as { id: number }[]).map((x) => x.id),
    ).not.toContain(l.id);
    expect((await call('pat', 'DELETE', `/api/ladderplayer/${andy}/`)).statusCode).toBe(404);
    // Added again: at the bottom, with his past challenge his again.
    const back = (
      await call('pat', 'POST', `/api/playerladder/${l.id}/player/`, { email: tournamentEmails.andy })
    ).json() as PlayerLadder;
    expect(back.players.at(-1)).toMatchObject({ id: andy, position: 5, won: 1, lost: 0 });
    expect(back.challenges.find((c) => c.id === past.id)).toMatchObject({ challenger_removed: false });
    expect(back.players[0].id).toBe(pat);
  });
});

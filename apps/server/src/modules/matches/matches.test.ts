import { and, eq } from 'drizzle-orm';
import { outbox } from '../../integrations/mail/mail.tables';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { glicko2Update, GLICKO_DEFAULT, matchMessages } from '@rally/domain';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { players, users } from '../../db/schema';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const who = {
  pat: 'player@example.com',
  carlos: 'coach@example.com',
  andy: 'applicant@example.com',
  mia: 'matcha@example.com',
} as const;
type Who = keyof typeof who;

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
});
afterAll(() => t.close());

const call = (w: Who, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: tokens[w] },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const singles = (sets: [number, number][], extra: Record<string, unknown> = {}) => ({
  start: '2026-11-20',
  format: 'S',
  sides: [{ players: [ids.pat] }, { emails: [who.carlos] }],
  sets: sets.map((games) => ({ games })),
  ...extra,
});

describe('POST /api/match/', () => {
  it('records a match the caller played: their entry approved, the opponent waits; the match does not count yet', async () => {
    const res = await call(
      'pat',
      'POST',
      '/api/match/',
      singles([
        [6, 4],
        [7, 6],
      ]),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      format: 'S',
      winner: 1,
      score_text: '6-4 7-6',
      approved: false,
      recorded_by: ids.pat,
      number_of_sets: 3,
      sides: [
        { side: 1, players: [{ id: ids.pat, name: 'Pat Player' }], score: 2, sets: [6, 7] },
        { side: 2, players: [{ id: ids.carlos, name: 'Carlos Coach' }], score: 0, sets: [4, 6] },
      ],
      playermatch_set: [
        { player: ids.pat, approved: true, deleted: false },
        { player: ids.carlos, approved: false, deleted: false },
      ],
    });
    expect((await call('pat', 'GET', `/api/player/${ids.pat}/matcha/`)).json()).toMatchObject({
      matcha_level: null,
      record: { wins: 0, losses: 0 },
    });
    // The opponent is asked to approve it, in the notification centre; the recorder is not.
    const asked = (await call('carlos', 'GET', '/api/notification/')).json().results;
    expect(asked[0]).toMatchObject({
      kind: 'result_to_approve',
      title: 'Pat Player recorded a match with you',
      body: '6-4 7-6: approve it in your match diary, or remove it from your list.',
      link: '/matches?tab=diary',
      read_at: null,
    });
    const own = (await call('pat', 'GET', '/api/notification/')).json().results;
    expect(own.filter((n: { kind: string }) => n.kind === 'result_to_approve')).toEqual([]);
    // And by e-mail, with the link to the diary.
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(
        and(eq(outbox.to, 'coach@example.com'), eq(outbox.subject, 'Rally: Pat Player recorded a match with you')),
      );
    expect(mail.text).toContain('Pat Player recorded a match with you: 6-4 7-6.');
    expect(mail.text).toContain('/matches?tab=diary');
  });

  it.each([
    [
      () =>
        singles([
          [6, 5],
          [6, 0],
        ]),
      'Set 1: 6-5 is not a finished set (6-0 to 6-4, 7-5 or 7-6)',
    ],
    [
      () =>
        singles([
          [6, 4],
          [4, 6],
        ]),
      'A best of 3 match is won at 2 sets: 1-1 is unfinished (a retirement says who retired)',
    ],
    [
      () => singles([[6, 4]], { number_of_sets: 5 }),
      'A best of 5 match is won at 3 sets: 1-0 is unfinished (a retirement says who retired)',
    ],
    [
      () => ({
        ...singles([
          [6, 4],
          [6, 4],
        ]),
        sides: [{ players: [ids.pat] }, { players: [ids.pat] }],
      }),
      matchMessages.samePlayerTwice,
    ],
    [
      () => ({
        ...singles([
          [6, 4],
          [6, 4],
        ]),
        format: 'D',
      }),
      'A doubles side has two players',
    ],
  ])('refuses a score or sides that are not real (%#)', async (body, message) => {
    const res = await call('pat', 'POST', '/api/match/', body());
    expect(res.statusCode).toBe(400);
    expect(res.json().reason).toBe('Invalid match details');
    expect(Object.values(res.json().errors).flat()).toContain(message);
  });

  it('accepts a retirement and knows the winner', async () => {
    const res = await call(
      'pat',
      'POST',
      '/api/match/',
      singles(
        [
          [6, 4],
          [2, 1],
        ],
        { retired: 1 },
      ),
    );
    expect(res.json()).toMatchObject({ winner: 2, score_text: '6-4 2-1 ret.' });
  });

  it("refuses a match the caller did not play, and an unknown player's e-mail", async () => {
    expect(
      (
        await call(
          'mia',
          'POST',
          '/api/match/',
          singles([
            [6, 4],
            [6, 4],
          ]),
        )
      ).json(),
    ).toEqual({ reason: matchMessages.notAPlayer });
    const res = await call('pat', 'POST', '/api/match/', {
      ...singles([
        [6, 4],
        [6, 4],
      ]),
      sides: [{ players: [ids.pat] }, { emails: ['nobody@example.org'] }],
    });
    expect(res.json()).toEqual({
      reason: matchMessages.unknownEmail,
      errors: { 'sides.1.emails.0': [matchMessages.unknownEmail] },
    });
  });
});

describe('the diary: approve and delete', () => {
  it('moves both ratings as Glicko-2 says once the opponent approves, and shows levels, record and form', async () => {
    const match = (
      await call(
        'pat',
        'POST',
        '/api/match/',
        singles(
          [
            [6, 2],
            [6, 3],
          ],
          { start: '2026-11-21' },
        ),
      )
    ).json();
    const list = (await call('carlos', 'GET', `/api/match/?commenced=1&player=${ids.carlos}`)).json();
    expect(list.results.map((m: { id: number }) => m.id)).toContain(match.id);
    const approved = await call('carlos', 'PATCH', `/api/match/${match.id}/`, { approved: true });
    expect(approved.json()).toMatchObject({ approved: true });
    // Approving again changes nothing: the match counted once.
    await call('carlos', 'PATCH', `/api/match/${match.id}/`, { approved: true });
    const winner = glicko2Update(GLICKO_DEFAULT, [{ opponent: GLICKO_DEFAULT, score: 1 }]);
    const loser = glicko2Update(GLICKO_DEFAULT, [{ opponent: GLICKO_DEFAULT, score: 0 }]);
    const pat = (await call('carlos', 'GET', `/api/player/${ids.pat}/matcha/`)).json();
    expect(pat).toMatchObject({
      matcha_level: { rating: Math.round(winner.rating), number: 6, name: 'Competitive', wins: 1, losses: 0 },
      matcha_doubles_level: null,
      record: { wins: 1, losses: 0 },
      recent_form: ['W'],
    });
    const carlos = (await call('pat', 'GET', `/api/player/${ids.carlos}/matcha/`)).json();
    expect(carlos).toMatchObject({
      matcha_level: { rating: Math.round(loser.rating), number: 4, wins: 0, losses: 1 },
      recent_form: ['L'],
    });
    // A second approved match: the sequence continues from the stored ratings.
    const second = (
      await call('carlos', 'POST', '/api/match/', {
        ...singles([
          [6, 4],
          [6, 4],
        ]),
        start: '2026-11-22',
        sides: [{ players: [ids.carlos] }, { players: [ids.pat] }],
      })
    ).json();
    await call('pat', 'PATCH', `/api/match/${second.id}/`, { approved: true });
    const patAfter = glicko2Update(winner, [{ opponent: loser, score: 0 }]);
    expect((await call('pat', 'GET', `/api/player/${ids.pat}/matcha/`)).json()).toMatchObject({
      matcha_level: { rating: Math.round(patAfter.rating) },
      record: { wins: 1, losses: 1 },
      recent_form: ['L', 'W'],
    });
  });

  it('lets a player delete their own entry: it leaves their list, not the others', async () => {
    const match = (
      await call(
        'pat',
        'POST',
        '/api/match/',
        singles(
          [
            [6, 0],
            [6, 0],
          ],
          { start: '2026-11-23' },
        ),
      )
    ).json();
    const res = await call('carlos', 'PATCH', `/api/match/${match.id}/`, { deleted: true });
    expect(res.json().playermatch_set.find((p: { player: number }) => p.player === ids.carlos)).toMatchObject({
      deleted: true,
    });
    expect(
      (await call('carlos', 'GET', '/api/match/?page_size=100')).json().results.map((m: { id: number }) => m.id),
    ).not.toContain(match.id);
    expect(
      (await call('pat', 'GET', '/api/match/?page_size=100')).json().results.map((m: { id: number }) => m.id),
    ).toContain(match.id);
    expect((await call('mia', 'PATCH', `/api/match/${match.id}/`, { approved: true })).statusCode).toBe(404);
    expect((await call('pat', 'GET', `/api/match/?player=${ids.carlos}`)).statusCode).toBe(404);
  });
});

describe('match groups and levels', () => {
  it('creates, reads and changes a match group; only its maker may change it', async () => {
    const group = (await call('pat', 'POST', '/api/matchgroup/', { tournament: 7, name: 'Round 1' })).json();
    expect(group).toMatchObject({ tournament: 7, name: 'Round 1' });
    await call(
      'pat',
      'POST',
      '/api/match/',
      singles(
        [
          [6, 1],
          [6, 1],
        ],
        { matchgroup: group.id },
      ),
    );
    expect((await call('carlos', 'GET', `/api/matchgroup/${group.id}/`)).json().match_set).toHaveLength(1);
    expect((await call('carlos', 'GET', '/api/matchgroup/?tournament=7')).json().count).toBe(1);
    expect((await call('carlos', 'PATCH', `/api/matchgroup/${group.id}/`, { name: 'x' })).statusCode).toBe(403);
    expect((await call('pat', 'PATCH', `/api/matchgroup/${group.id}/`, { name: 'Round 2' })).json().name).toBe(
      'Round 2',
    );
  });

  it('refuses a group without a name, in words a person reads', async () => {
    for (const body of [{}, { name: '  ' }]) {
      const res = await call('pat', 'POST', '/api/matchgroup/', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ reason: 'Name is required', errors: { name: ['Name is required'] } });
    }
    const group = (await call('pat', 'POST', '/api/matchgroup/', { name: 'Pool A' })).json();
    expect((await call('pat', 'PATCH', `/api/matchgroup/${group.id}/`, { name: '' })).statusCode).toBe(400);
  });

  it('lists the levels', async () => {
    const levels = (await t.app.inject({ url: '/api/matchalevel/' })).json();
    expect(levels).toHaveLength(10);
    expect(levels[4]).toMatchObject({ number: 5, min_points: 1400, max_points: 1600 });
  });
});

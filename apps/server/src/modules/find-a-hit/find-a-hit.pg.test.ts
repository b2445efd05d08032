import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atOnce, isPostgres, times } from '../../../test/concurrency';
import { login } from '../../../test/helpers';
import { hitEmails, matchaFixture, type MatchaFixture } from './find-a-hit.test-helpers';

// The rules a race could break (issue 14), on PostgreSQL only (npm run test:pg): the creator taking
// more players than the hit needs, two accepts losing one update, a hit's court booked twice.
describe.runIf(isPostgres)('find-a-hit under many requests at once (PostgreSQL)', () => {
  let f: MatchaFixture;
  let pat: string;
  beforeAll(async () => {
    f = await matchaFixture();
    pat = await login(f.t.app, hitEmails.pat);
  });
  afterAll(() => f.close());

  const counts = (answers: { statusCode: number }[]) =>
    answers.reduce<Record<number, number>>((c, a) => ({ ...c, [a.statusCode]: (c[a.statusCode] ?? 0) + 1 }), {});
  const respond = async (hit: number) => {
    const andy = (
      await f.expectCall(200, 'andy', 'POST', `/api/matchahitrequest/${hit}/respond/`, { start_time: `${f.day}T09:30` })
    ).my_response.id;
    const carlos = (
      await f.expectCall(200, 'carlos', 'POST', `/api/matchahitrequest/${hit}/respond/`, {
        start_time: `${f.day}T10:00`,
      })
    ).my_response.id;
    return [andy, carlos];
  };

  it('a singles hit: 20 accepts of two responses at once take exactly one player', async () => {
    const hit = (await f.post('pat')).json().id;
    const responses = await respond(hit);
    const answers = await atOnce(
      f.t.app,
      times(20, (i) => ({
        method: 'POST',
        url: `/api/matchahitrequest/${hit}/accept/`,
        authorization: pat,
        payload: { response: responses[i % 2] },
      })),
    );
    expect(counts(answers)).toEqual({ 200: 1, 409: 19 });
    const after = await f.expectCall(200, 'pat', 'GET', `/api/matchahitrequest/${hit}/`);
    expect(after.players_needed).toBe(0);
    expect(after.responses.filter((r: { status: string }) => r.status === 'A')).toHaveLength(1);
  });

  it('a doubles hit needing two: both accepts at once count (no lost update)', async () => {
    const hit = (await f.post('pat', { play_format: 'D', num_players_requested: 2 })).json().id;
    const responses = await respond(hit);
    const answers = await atOnce(
      f.t.app,
      responses.map((response) => ({
        method: 'POST' as const,
        url: `/api/matchahitrequest/${hit}/accept/`,
        authorization: pat,
        payload: { response },
      })),
    );
    expect(counts(answers)).toEqual({ 200: 2 });
    const after = await f.expectCall(200, 'pat', 'GET', `/api/matchahitrequest/${hit}/`);
    expect(after).toMatchObject({ players_needed: 0, status: 'Confirmed' });
  });

  it('10 court bookings of one hit at once: one court booked, the rest 409', async () => {
    const hit = (await f.post('pat')).json().id;
    const [andy] = await respond(hit);
    await f.expectCall(200, 'pat', 'POST', `/api/matchahitrequest/${hit}/accept/`, { response: andy });
    const answers = await atOnce(
      f.t.app,
      times(10, (i) => ({
        method: 'POST',
        url: `/api/matchahitrequest/${hit}/book_court/`,
        authorization: pat,
        payload: { court: f.b.courts[i % 2] },
      })),
    );
    expect(counts(answers)).toEqual({ 200: 1, 409: 9 });
  });
});

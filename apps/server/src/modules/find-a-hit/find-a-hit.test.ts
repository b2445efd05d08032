import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hitFitMessages, hitMessages } from '@rally/domain';
import { hitUrl as url, matchaFixture, type MatchaFixture } from './find-a-hit.test-helpers';

// Find a hit through the API (spec 3 §7; docs/find-a-hit.md): posting a hit, the hit board, and the
// clubs a player may use it at. What fits a player: hit-fit.test.ts; responses: hit-responses.test.ts.

let f: MatchaFixture;
beforeAll(async () => {
  f = await matchaFixture();
});
afterAll(() => f.close());

describe('POST /api/matchahitrequest/', () => {
  it('posts a hit: Pending (1), times read in the club zone', async () => {
    const hit = await f.expectCall(201, 'pat', 'POST', '/api/matchahitrequest/', {
      club: f.club,
      start_time: `${f.day}T09:00`,
      end_time: `${f.day}T11:00`,
      comments: 'Baseline rallies',
    });
    expect(hit).toMatchObject({
      club: f.club,
      club_name: 'Riverside Tennis Club',
      hit_creator: f.ids.pat,
      hit_creator_name: 'Pat Player',
      players_needed: 1,
      num_players_requested: 1,
      play_format: 'S',
      status: 'Pending (1)',
      is_private: false,
      agreed_start: null,
      court_booking: null,
      comments: 'Baseline rallies',
      cost: 0,
      currency: 'AUD',
      responses: [],
    });
    // 09:00 in Sydney is 22:00 or 23:00 UTC the day before.
    expect(new Date(hit.start_time).getUTCHours()).toBeGreaterThanOrEqual(22);
  });

  it.each([
    [{ end_time: undefined }, 'end_time'],
    [{ start_time: 'tomorrow' }, 'start_time'],
    [{ end_time: '2020-01-01T08:00' }, 'end_time'],
    [{ min_age: 40, max_age: 30 }, 'max_age'],
    [{ play_format: 'S', num_players_requested: 2 }, 'num_players_requested'],
    [{ target_players_set: [999999] }, 'target_players_set'],
  ])('refuses a bad request %j', async (fields, field) => {
    const res = await f.post('pat', fields);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty(field);
  });

  it('keeps non-members out unless the club lets them post', async () => {
    expect((await f.post('fees')).json()).toEqual({ reason: hitMessages.membersOnly });
    await f.setMatcha({ matchaMembersOnly: false });
    expect((await f.post('fees')).json()).toEqual({ reason: hitMessages.cannotRequest });
    await f.setMatcha({ matchaNonMemberCanRequest: true });
    expect((await f.post('fees')).statusCode).toBe(201);
    await f.setMatcha({ matchaMembersOnly: true, matchaNonMemberCanRequest: false });
    // Someone with no standing at the club: 404, as for every club route.
    expect((await f.post('other')).statusCode).toBe(404);
  });
});

describe('the hit board', () => {
  let open: number;
  let privateHit: number;
  beforeAll(async () => {
    open = (await f.post('pat', { comments: 'open' })).json().id;
    privateHit = (await f.post('pat', { target_players_set: [f.ids.andy], comments: 'private' })).json().id;
  });

  it('shows members the open hits of their clubs, and private hits only to their targets', async () => {
    const andy = (await f.board('andy')).map((h) => h.id);
    expect(andy).toEqual(expect.arrayContaining([open, privateHit]));
    const carlos = (await f.board('carlos')).map((h) => h.id);
    expect(carlos).toContain(open);
    expect(carlos).not.toContain(privateHit);
    expect((await f.call('carlos', 'GET', url(privateHit))).statusCode).toBe(404);
    expect((await f.expectCall(200, 'andy', 'GET', url(privateHit))).is_private).toBe(true);
    expect((await f.board('other')).map((h) => h.id)).not.toContain(open);
  });

  it('e-mails the players a private hit is meant for, and nobody else', async () => {
    const andyBefore = (await f.mailsTo('andy')).length;
    const carlosBefore = (await f.mailsTo('carlos')).length;
    await f.post('pat', { target_players_set: [f.ids.andy], comments: 'Just you and me' });
    const mails = await f.mailsTo('andy');
    expect(mails.length).toBe(andyBefore + 1);
    expect(mails.at(-1)!.subject).toBe('Rally: Pat Player asks you for a hit');
    expect(mails.at(-1)!.text).toMatch(/Only you see this request[\s\S]*"Just you and me"[\s\S]*\/matches\?tab=hits/);
    expect((await f.mailsTo('carlos')).length).toBe(carlosBefore);
  });

  it('follows the club setting for non-members', async () => {
    expect((await f.board('fees')).map((h) => h.id)).not.toContain(open);
    await f.setMatcha({ matchaMembersOnly: false });
    expect((await f.board('fees')).map((h) => h.id)).not.toContain(open);
    await f.setMatcha({ matchaNonMemberCanAccept: true });
    expect((await f.board('fees')).map((h) => h.id)).toContain(open);
    await f.setMatcha({ matchaMembersOnly: true, matchaNonMemberCanAccept: false });
  });

  it('leaves out hits the player does not fit (gender), but the creator still sees them', async () => {
    const women = (await f.post('pat', { gender: 'F' })).json().id;
    expect((await f.board('andy')).map((h) => h.id)).not.toContain(women);
    expect((await f.board('pat')).map((h) => h.id)).toContain(women);
    const respond = () => f.call('andy', 'POST', url(women, 'respond'), { start_time: `${f.day}T09:00` });
    expect((await respond()).json()).toEqual({
      reason: 'This hit request is for other players: Only for women: set your gender on your Me page.',
    });
    // The gender Andy gives on the Me page (PATCH /api/player/{id}/) is what the limit reads.
    const me = (gender: string) => f.expectCall(200, 'andy', 'PATCH', `/api/player/${f.ids.andy}/`, { gender });
    await me('M');
    const man = await respond();
    expect(man.statusCode).toBe(403);
    expect(man.json()).toEqual({ reason: hitMessages.doesNotFit([hitFitMessages.gender('F')]) });
    await me('F');
    expect((await f.board('andy')).map((h) => h.id)).toContain(women);
    expect((await respond()).statusCode).toBe(200);
    await f.expectCall(200, 'andy', 'POST', url(women, 'withdraw'));
    await me('U');
  });

  it('gives the MATCHA administrators every hit of the club with adminview=True', async () => {
    const body = await f.expectCall(200, 'matcha', 'GET', `/api/matchahitrequest/?adminview=True&club=${f.club}`);
    expect(body.results.map((h: { id: number }) => h.id)).toEqual(expect.arrayContaining([open, privateHit]));
    expect((await f.call('fees', 'GET', `/api/matchahitrequest/?adminview=True&club=${f.club}`)).statusCode).toBe(403);
    expect((await f.call('pat', 'GET', `/api/matchahitrequest/?adminview=True&club=${f.club}`)).statusCode).toBe(404);
    expect((await f.call('matcha', 'GET', '/api/matchahitrequest/?adminview=True')).statusCode).toBe(400);
  });

  it("takes the spec's inclubs with adminview=True as it takes club (spec 3 §7)", async () => {
    const byClub = await f.expectCall(
      200,
      'matcha',
      'GET',
      `/api/matchahitrequest/?adminview=True&club=${f.club}&page_size=100`,
    );
    const byInclubs = await f.expectCall(
      200,
      'matcha',
      'GET',
      `/api/matchahitrequest/?adminview=True&inclubs=${f.club}&page_size=100`,
    );
    expect(byInclubs.results.map((h: { id: number }) => h.id)).toEqual(byClub.results.map((h: { id: number }) => h.id));
    expect(byInclubs.count).toBe(byClub.count);
    expect((await f.call('fees', 'GET', `/api/matchahitrequest/?adminview=True&inclubs=${f.club}`)).statusCode).toBe(
      403,
    );
    expect((await f.call('pat', 'GET', `/api/matchahitrequest/?adminview=True&inclubs=${f.club}`)).statusCode).toBe(
      404,
    );
  });

  it('filters by club and dates', async () => {
    expect((await f.board('andy', `?inclubs=${f.club}`)).map((h) => h.id)).toContain(open);
    expect(await f.board('andy', '?inclubs=999999')).toEqual([]);
    expect((await f.board('andy', `?datefrom=${f.day}&dateto=${f.day}`)).map((h) => h.id)).toContain(open);
    expect(await f.board('andy', '?datefrom=2099-01-01')).toEqual([]);
  });
});

describe('GET /api/matchahitrequest/clubs/', () => {
  it("lists the caller's clubs with find-a-hit and what they may do there", async () => {
    const pat = await f.expectCall(200, 'pat', 'GET', '/api/matchahitrequest/clubs/');
    const riverside = pat.find((c: { id: number }) => c.id === f.club);
    expect(riverside).toMatchObject({
      name: 'Riverside Tennis Club',
      can_request: true,
      can_accept: true,
      refusal: null,
    });
    expect(riverside.courts.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['Court T1', 'Court T2']),
    );
    // Pat follows Harbour without being a member: members only there.
    expect(pat.find((c: { name: string }) => c.name === 'Harbour Tennis Centre')).toMatchObject({
      can_request: false,
      can_accept: false,
      refusal: hitMessages.membersOnly,
    });
    expect((await f.expectCall(200, 'fees', 'GET', '/api/matchahitrequest/clubs/'))[0]).toMatchObject({
      id: f.club,
      can_request: false,
    });
  });
});

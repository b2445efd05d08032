import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availabilityMessages, hitFitMessages, hitMessages } from '@rally/domain';
import { bookingSeries, clubs, courtGroups, playerRatings, players } from '../../db/schema';
import { matchaFixture, type MatchaFixture } from './find-a-hit.test-helpers';
import * as clock from '../../clock';

let f: MatchaFixture;
beforeAll(async () => {
  f = await matchaFixture();
});
afterAll(() => f.close());

const url = (id: number, action = '') => `/api/matchahitrequest/${id}/${action ? `${action}/` : ''}`;

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
    expect((await f.call('andy', 'POST', url(women, 'respond'), { start_time: `${f.day}T09:00` })).json()).toEqual({
      reason: hitMessages.doesNotFit,
    });
    await f.t.db.update(players).set({ gender: 'F' }).where(eq(players.id, f.ids.andy));
    expect((await f.board('andy')).map((h) => h.id)).toContain(women);
    await f.t.db.update(players).set({ gender: 'U' }).where(eq(players.id, f.ids.andy));
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

describe('what fits a player: limits and availability', () => {
  type BoardHit = { id: number; misfits: { rule: string; reason: string }[] };
  const ids = async (query = '') => (await f.board('andy', query)).map((h) => h.id);
  const all = async () => (await f.board('andy', '?showall=True')) as unknown as BoardHit[];
  const misfitsOf = async (id: number) => (await all()).find((h) => h.id === id)?.misfits;
  // f.day's weekday as the product numbers it (0 Monday … 6 Sunday).
  const wd = () => DateTime.fromISO(f.day).weekday - 1;
  const setWindows = (windows: { weekday: number; from: string; to: string }[]) =>
    f.expectCall(200, 'andy', 'PUT', '/api/matchaavailability/', { windows });

  it('leaves out hits above or below the player’s level in the hit’s format; showall=True shows them with the reason', async () => {
    const above = (await f.post('pat', { min_level: 6 })).json().id;
    const inRange = (await f.post('pat', { min_level: 4, max_level: 5 })).json().id;
    const doublesAbove = (await f.post('pat', { play_format: 'D', min_level: 6 })).json().id;
    // A new player has no level: no level limit shuts them out.
    expect(await ids()).toEqual(expect.arrayContaining([above, inRange, doublesAbove]));
    await f.t.db
      .insert(playerRatings)
      .values({ player_id: f.ids.andy, format: 'S', rating: 1450, rd: 150, vol: 0.06, wins: 2, losses: 2 }); // level 5 in singles
    const board = await ids();
    expect(board).toEqual(expect.arrayContaining([inRange, doublesAbove]));
    expect(board).not.toContain(above);
    expect(await misfitsOf(above)).toEqual([
      { rule: 'level', reason: hitFitMessages.level({ min_level: 6, max_level: null }, 5) },
    ]);
    expect(await misfitsOf(above)).toEqual([{ rule: 'level', reason: 'For level 6 and over: yours is 5' }]);
    expect(await misfitsOf(inRange)).toEqual([]);
    expect((await f.call('andy', 'POST', url(above, 'respond'), { start_time: `${f.day}T09:00` })).json()).toEqual({
      reason: hitMessages.doesNotFit,
    });
    await f.t.db.delete(playerRatings);
  });

  it('leaves out hits outside the age limits when the player gave a date of birth', async () => {
    const [{ dob }] = await f.t.db.select({ dob: players.dob }).from(players).where(eq(players.id, f.ids.andy));
    const today = clock.nowIn('Australia/Sydney');
    await f.t.db
      .update(players)
      .set({ dob: today.minus({ years: 30, days: 10 }).toISODate()! })
      .where(eq(players.id, f.ids.andy));
    const over60 = (await f.post('pat', { min_age: 60 })).json().id;
    const under25 = (await f.post('pat', { max_age: 25 })).json().id;
    const thirties = (await f.post('pat', { min_age: 30, max_age: 39 })).json().id;
    const board = await ids();
    expect(board).toContain(thirties);
    expect(board).not.toContain(over60);
    expect(board).not.toContain(under25);
    expect(await misfitsOf(over60)).toEqual([{ rule: 'age', reason: 'For age 60 and over: you are 30' }]);
    expect(await misfitsOf(under25)).toEqual([{ rule: 'age', reason: 'For ages up to 25: you are 30' }]);
    await f.t.db.update(players).set({ dob: null }).where(eq(players.id, f.ids.andy));
    expect(await ids()).toEqual(expect.arrayContaining([over60, under25, thirties]));
    await f.t.db.update(players).set({ dob }).where(eq(players.id, f.ids.andy));
  });

  it('keeps the availability: empty until set, checked, replaced whole', async () => {
    expect(await f.expectCall(200, 'andy', 'GET', '/api/matchaavailability/')).toEqual({ windows: [], updated: null });
    const bad = await f.call('andy', 'PUT', '/api/matchaavailability/', {
      windows: [{ weekday: 1, from: '18:00', to: '17:00' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().reason).toBe('Invalid availability');
    expect(JSON.stringify(bad.json().errors)).toContain(availabilityMessages.toAfterFrom);
    const saved = await setWindows([
      { weekday: 5, from: '08:00', to: '12:00' },
      { weekday: 1, from: '18:00', to: '21:00' },
    ]);
    expect(saved.windows).toEqual([
      { weekday: 1, from: '18:00', to: '21:00' },
      { weekday: 5, from: '08:00', to: '12:00' },
    ]);
    expect(await f.expectCall(200, 'andy', 'GET', '/api/matchaavailability/')).toMatchObject({
      windows: saved.windows,
      updated: expect.any(String),
    });
    // Each player has their own.
    expect((await f.expectCall(200, 'pat', 'GET', '/api/matchaavailability/')).windows).toEqual([]);
    expect((await setWindows([])).windows).toEqual([]);
  });

  it("shows only hits whose window overlaps the player's times by half an hour, across the edge, in the club's zone", async () => {
    const morning = (await f.post('pat', { start_time: `${f.day}T09:00`, end_time: `${f.day}T11:00` })).json().id;
    const early = (await f.post('pat', { start_time: `${f.day}T09:00`, end_time: `${f.day}T10:45` })).json().id;
    const forAndy = (
      await f.post('pat', {
        start_time: `${f.day}T06:00`,
        end_time: `${f.day}T07:00`,
        target_players_set: [f.ids.andy],
      })
    ).json().id;
    // Not set: every time fits.
    expect(await ids()).toEqual(expect.arrayContaining([morning, early, forAndy]));
    // 10:30–13:00 on that weekday: 09:00–11:00 crosses its start by half an hour (fits), 09:00–10:45 by a quarter (does not).
    await setWindows([{ weekday: wd(), from: '10:30', to: '13:00' }]);
    const board = await ids();
    expect(board).toContain(morning);
    expect(board).not.toContain(early);
    // A hit meant for the player is an invitation: it shows, saying it is outside their times.
    expect(board).toContain(forAndy);
    expect(await misfitsOf(forAndy)).toEqual([{ rule: 'availability', reason: hitFitMessages.availability }]);
    expect(await misfitsOf(early)).toEqual([
      { rule: 'availability', reason: 'Outside the times you are usually free' },
    ]);
    // Availability is the player's own filter, not the creator's limit: they may still respond.
    await f.expectCall(200, 'andy', 'POST', url(early, 'respond'), { start_time: `${f.day}T09:00` });
    expect(await ids()).toContain(early); // answered hits always show
    // The same weekday's times on another day do not match.
    await setWindows([{ weekday: (wd() + 1) % 7, from: '08:00', to: '12:00' }]);
    expect(await ids()).not.toContain(morning);
    // The times are the club's: Riverside's 09:00–11:00 (Sydney) is 07:00–09:00 or 08:00–10:00 in Tokyo (no summer time there).
    await setWindows([{ weekday: wd(), from: '07:00', to: '08:30' }]);
    expect(await ids()).not.toContain(morning);
    const [{ zone }] = await f.t.db.select({ zone: clubs.time_zone }).from(clubs).where(eq(clubs.id, f.club));
    await f.t.db.update(clubs).set({ time_zone: 'Asia/Tokyo' }).where(eq(clubs.id, f.club));
    expect(await ids()).toContain(morning);
    await f.t.db.update(clubs).set({ time_zone: zone }).where(eq(clubs.id, f.club));
    await setWindows([]);
  });

  it('lists a hit outside the fit with showall=True, with every reason, and filters still apply', async () => {
    await setWindows([{ weekday: (wd() + 3) % 7, from: '18:00', to: '20:00' }]);
    const women = (await f.post('pat', { gender: 'F', min_level: 8, comments: 'outside' })).json().id;
    await f.t.db
      .insert(playerRatings)
      .values({ player_id: f.ids.andy, format: 'S', rating: 1450, rd: 150, vol: 0.06, wins: 2, losses: 2 });
    expect(await ids()).not.toContain(women);
    expect(await misfitsOf(women)).toEqual([
      { rule: 'gender', reason: 'Only for women' },
      { rule: 'level', reason: 'For level 8 and over: yours is 5' },
      { rule: 'availability', reason: hitFitMessages.availability },
    ]);
    expect(
      (await f.board('andy', `?showall=True&datefrom=${f.day}&dateto=${f.day}&players_needed=P`)).map((h) => h.id),
    ).toContain(women);
    expect((await f.board('andy', '?showall=True&players_needed=C')).map((h) => h.id)).not.toContain(women);
    // Other clubs' and private hits for others stay out, whatever the switch.
    expect((await f.board('carlos', '?showall=True')).map((h) => h.id)).not.toContain(
      (await f.post('pat', { target_players_set: [f.ids.andy] })).json().id,
    );
    expect((await f.board('other', '?showall=True')).map((h) => h.id)).not.toContain(women);
    // Pat's own hit fits Pat by definition.
    expect(((await f.board('pat')) as unknown as BoardHit[]).find((h) => h.id === women)?.misfits).toEqual([]);
    await f.t.db.delete(playerRatings);
    await setWindows([]);
  });
});

describe('respond, accept, book a court, cancel', () => {
  let hit: number;
  beforeAll(async () => {
    hit = (await f.post('pat')).json().id;
  });

  it('lets a player respond inside the window; the creator gets an e-mail', async () => {
    expect(
      (await f.call('andy', 'POST', url(hit, 'respond'), { start_time: `${f.day}T12:00` })).json().errors,
    ).toHaveProperty('start_time');
    expect((await f.call('pat', 'POST', url(hit, 'respond'), { start_time: `${f.day}T09:30` })).json()).toEqual({
      reason: hitMessages.ownHit,
      errors: { non_field_errors: [hitMessages.ownHit] },
    });
    const before = (await f.mailsTo('pat')).length;
    const body = await f.expectCall(200, 'andy', 'POST', url(hit, 'respond'), {
      start_time: `${f.day}T09:30`,
      comments: 'Happy to hit',
    });
    expect(body.my_response).toMatchObject({
      responder: f.ids.andy,
      responder_name: 'Andy Applicant',
      comments: 'Happy to hit',
      status: 'P',
    });
    expect((await f.call('andy', 'POST', url(hit, 'respond'), { start_time: `${f.day}T09:30` })).json()).toEqual({
      reason: hitMessages.alreadyResponded,
    });
    const mails = await f.mailsTo('pat');
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)!.subject).toBe('Rally: Andy Applicant wants to hit with you');
    expect(mails.at(-1)!.text).toContain(', 09:30.');
  });

  it('shows the creator every response, a responder only their own', async () => {
    await f.expectCall(200, 'carlos', 'POST', url(hit, 'respond'), { start_time: `${f.day}T10:00` });
    expect((await f.expectCall(200, 'pat', 'GET', url(hit))).responses).toHaveLength(2);
    const seen = (await f.expectCall(200, 'andy', 'GET', url(hit))).responses;
    expect(seen.map((r: { responder: number }) => r.responder)).toEqual([f.ids.andy]);
  });

  it("shows each player's level in the hit's format, with how sure it is", async () => {
    const before = await f.expectCall(200, 'pat', 'GET', url(hit));
    expect(before.hit_creator_level).toBeNull();
    // Pat has a settled singles rating, Carlos a new doubles one only.
    await f.t.db.insert(playerRatings).values([
      { player_id: f.ids.pat, format: 'S', rating: 1690, rd: 80, vol: 0.06, wins: 9, losses: 3 },
      { player_id: f.ids.carlos, format: 'D', rating: 1400, rd: 300, vol: 0.06, wins: 1, losses: 0 },
      { player_id: f.ids.andy, format: 'S', rating: 1450, rd: 150, vol: 0.06, wins: 2, losses: 2 },
    ]);
    const seen = await f.expectCall(200, 'pat', 'GET', url(hit));
    expect(seen.hit_creator_level).toEqual({
      number: 6,
      name: expect.any(String),
      rgb: expect.any(String),
      rating: 1690,
      rd: 80,
      confidence: 'settled',
    });
    const levels = Object.fromEntries(
      seen.responses.map((r: { responder: number; responder_level: unknown }) => [r.responder, r.responder_level]),
    );
    expect(levels[f.ids.andy]).toMatchObject({ number: 5, rating: 1450, rd: 150, confidence: 'provisional' });
    expect(levels[f.ids.carlos]).toBeNull();
    await f.t.db.delete(playerRatings);
  });

  it('refuses a court before the hit is confirmed', async () => {
    expect((await f.call('pat', 'POST', url(hit, 'book_court'), { court: f.b.courts[0] })).json().reason).toBe(
      hitMessages.notConfirmed,
    );
  });

  it('lets only the creator accept; accepting makes it Confirmed and tells the responder', async () => {
    const responses = (await f.expectCall(200, 'pat', 'GET', url(hit))).responses as {
      id: number;
      responder: number;
    }[];
    const andys = responses.find((r) => r.responder === f.ids.andy)!.id;
    const carlos = responses.find((r) => r.responder === f.ids.carlos)!.id;
    expect((await f.call('andy', 'POST', url(hit, 'accept'), { response: andys })).json()).toEqual({
      reason: hitMessages.notCreator,
    });
    const body = await f.expectCall(200, 'pat', 'POST', url(hit, 'accept'), { response: andys });
    expect(body).toMatchObject({ status: 'Confirmed', players_needed: 0 });
    expect(body.agreed_start).toBe(
      responses.find((r) => r.responder === f.ids.andy) &&
        body.responses.find((r: { id: number }) => r.id === andys).start_time,
    );
    expect((await f.mailsTo('andy')).at(-1)!.subject).toBe('Rally: Pat Player accepted your hit');
    expect((await f.call('pat', 'POST', url(hit, 'accept'), { response: carlos })).json()).toEqual({
      reason: hitMessages.full,
    });
    expect(
      (await f.expectCall(200, 'pat', 'POST', url(hit, 'decline'), { response: carlos })).responses.find(
        (r: { id: number }) => r.id === carlos,
      ).status,
    ).toBe('D');
  });

  it('filters P (needs players) and C (complete)', async () => {
    expect((await f.board('pat', '?players_needed=C')).map((h) => h.id)).toContain(hit);
    expect((await f.board('pat', '?players_needed=P')).map((h) => h.id)).not.toContain(hit);
    expect((await f.board('pat', '?players_needed=P')).every((h) => h.status.startsWith('Pending'))).toBe(true);
  });

  it('books a court as a Hit booking through the allowed-check', async () => {
    // 90 minutes on a group whose members may book at most 120: allowed. 180 is refused with the rule's sentence.
    const refused = await f.call('pat', 'POST', url(hit, 'book_court'), { court: f.b.courts[0], minutes: 180 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.non_field_errors.length).toBeGreaterThan(0);
    expect((await f.call('andy', 'POST', url(hit, 'book_court'), { court: f.b.courts[0] })).json()).toEqual({
      reason: hitMessages.notCreator,
    });
    const body = await f.expectCall(200, 'pat', 'POST', url(hit, 'book_court'), { court: f.b.courts[0], minutes: 90 });
    expect(body).toMatchObject({ court_name: 'Court T1', court_booking: expect.any(Number) });
    const [series] = await f.t.db.select().from(bookingSeries).where(eq(bookingSeries.id, body.court_booking));
    expect(series).toMatchObject({ ttype: 'H', author_id: f.ids.pat, player_id: f.ids.pat, club_id: f.club });
    expect(series.start_date.toISOString()).toBe(body.agreed_start);
    expect((await f.call('pat', 'POST', url(hit, 'book_court'), { court: f.b.courts[1] })).json()).toEqual({
      reason: hitMessages.alreadyBooked,
    });
  });

  it('lets the responder withdraw: the place opens again', async () => {
    const other = (await f.post('pat')).json().id;
    const { my_response } = await f.expectCall(200, 'andy', 'POST', url(other, 'respond'), {
      start_time: `${f.day}T10:00`,
    });
    await f.expectCall(200, 'pat', 'POST', url(other, 'accept'), { response: my_response.id });
    const body = await f.expectCall(200, 'andy', 'POST', url(other, 'withdraw'));
    expect(body).toMatchObject({ status: 'Pending (1)', agreed_start: null, players_needed: 1 });
    expect((await f.call('carlos', 'POST', url(other, 'withdraw'))).statusCode).toBe(404);
  });

  it("keeps the court booking inside the group's matcha_booking_cancel_advance", async () => {
    await f.t.db
      .update(courtGroups)
      .set({ matcha_booking_cancel_advance: 600 * 24 * 7 })
      .where(eq(courtGroups.id, f.b.group.id));
    const late = await f.call('pat', 'POST', url(hit, 'cancel'));
    expect(late.statusCode).toBe(400);
    expect(late.json().reason).toBe(hitMessages.lateCancel(600 * 24 * 7));
    await f.t.db.update(courtGroups).set({ matcha_booking_cancel_advance: 30 }).where(eq(courtGroups.id, f.b.group.id));
    expect((await f.call('andy', 'POST', url(hit, 'cancel'))).json()).toEqual({ reason: hitMessages.notCreator });
    const body = await f.expectCall(200, 'pat', 'POST', url(hit, 'cancel'));
    expect(body).toMatchObject({ status: 'Cancelled', cancelled: true });
    const [series] = await f.t.db.select().from(bookingSeries).where(eq(bookingSeries.id, body.court_booking));
    expect(series.cancelled_at).not.toBeNull();
    expect((await f.mailsTo('andy')).at(-1)!.subject).toBe('Rally: a hit was called off');
    expect((await f.board('andy')).map((h) => h.id)).toContain(hit); // they responded: it stays on their board, Cancelled
    expect((await f.board('carlos')).map((h) => h.id)).toContain(hit);
  });

  it("lets the club's MATCHA administrator cancel a player's hit", async () => {
    const other = (await f.post('pat')).json().id;
    expect((await f.expectCall(200, 'matcha', 'POST', url(other, 'cancel'))).status).toBe('Cancelled');
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

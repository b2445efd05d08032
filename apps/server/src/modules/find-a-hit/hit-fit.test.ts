import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availabilityMessages, hitFitMessages, hitMessages } from '@rally/domain';
import { clubs, playerRatings, players } from '../../db/schema';
import { hitUrl as url, matchaFixture, type MatchaFixture } from './find-a-hit.test-helpers';
import * as clock from '../../clock';

// What fits a player on the hit board (docs/find-a-hit.md): the level and age limits, the
// player's availability, and showall=True with every reason.

let f: MatchaFixture;
beforeAll(async () => {
  f = await matchaFixture();
});
afterAll(() => f.close());

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
      reason: hitMessages.doesNotFit(['For level 6 and over: yours is 5']),
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
      { rule: 'gender', reason: 'Only for women: set your gender on your Me page' },
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

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hitMessages } from '@rally/domain';
import { bookingSeries, courtGroups, playerRatings } from '../../db/schema';
import { hitUrl as url, matchaFixture, type MatchaFixture } from './find-a-hit.test-helpers';

// A hit's life after it is posted (docs/find-a-hit.md): responses, acceptance by the creator, a
// court booked as a Hit booking, withdrawal and cancellation.

let f: MatchaFixture;
beforeAll(async () => {
  f = await matchaFixture();
});
afterAll(() => f.close());

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

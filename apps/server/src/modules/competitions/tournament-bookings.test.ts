import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fixtureBookingMessages as msg } from '@rally/domain';
import { bookingSeries } from '../../db/schema';
import { tournamentTestApp, type Fx } from './tournaments.test-helpers';

// Court bookings for fixtures (docs/competitions.md "Court bookings for fixtures"). The leagues are
// on Tuesdays at 19:00 from 2031-05-06 (far from the demo's bookings and from today, whatever the
// day): four Riverside teams, one doubles match a fixture, so each round's first fixture plays on
// Court 1 and the second on Court 2.

const { s, call, league, fixturesOf } = tournamentTestApp();

const round = async (id: number, n: number) => (await fixturesOf(id)).filter((f) => f.round === n);
const book = (who: 'pat' | 'agent' | 'staff' | 'andy', f: Fx, minutes?: number) =>
  call(who, 'POST', `/api/fixture/${f.id}/booking/`, minutes ? { minutes } : {});

describe('court bookings for fixtures', () => {
  it('the host club’s booking staff book a fixture’s courts as a block booking; organisers who are not staff hear the rule; others 403/404', async () => {
    const { id } = await league(4);
    await call('pat', 'POST', `/api/tournament/${id}/draw/`);
    const [first] = await round(id, 1);
    const asPat = await book('pat', first);
    expect(asPat.statusCode).toBe(400);
    expect(asPat.json().errors.non_field_errors).toContain("Only the club's administrators can make a block booking.");
    expect((await book('andy', first)).json()).toEqual({ reason: msg.fixtureNotFound });
    await call('pat', 'POST', '/api/member/', { tournament: id, player: s.ids.andy });
    const member = await book('andy', first);
    expect(member.statusCode).toBe(403);
    expect(member.json().reason).toBe(msg.who);
    expect((await book('staff', first, 45)).statusCode).toBe(400);
    const res = await book('staff', first, 150);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().booking).toMatchObject({
      courts: ['Court 1'],
      start: '2031-05-06T19:00',
      end: '2031-05-06T21:30',
    });
    const [series] = await s.t.db.select().from(bookingSeries).where(eq(bookingSeries.id, res.json().booking.id));
    expect(series).toMatchObject({ ttype: 'B', club_id: s.riverside, cancelled_at: null });
    expect(series.name).toMatch(/^Team \d v Team \d · Winter pennant$/);
    expect((await book('staff', first)).json()).toEqual({ reason: msg.alreadyBooked });
    // Shown on the fixture to the organisers and, once published, to the players.
    expect((await round(id, 1))[0].booking).toMatchObject({ courts: ['Court 1'] });
    await call('pat', 'POST', `/api/tournament/${id}/publish/`);
    const seen = (await call('andy', 'GET', `/api/fixture/?tournament=${id}&round=1`)).json() as Fx[];
    expect(seen[0].booking).toMatchObject({ courts: ['Court 1'], start: '2031-05-06T19:00' });
    expect(seen[1].booking).toBeNull();
    // A player cannot cancel it; the host club's staff can (the night is free for the next test).
    expect((await call('andy', 'DELETE', `/api/fixture/${first.id}/booking/`)).statusCode).toBe(403);
    expect((await call('staff', 'DELETE', `/api/fixture/${first.id}/booking/`)).json().booking).toBeNull();
  });

  it('cannot clash; moves with its round (refused whole when the new night is taken); cancelled with the fixture or by hand', async () => {
    const a = await league(4);
    const b = await league(4);
    for (const t of [a, b]) {
      await call('pat', 'POST', '/api/member/', { tournament: t.id, player: s.ids.agent, is_organiser: true });
      await call('pat', 'POST', `/api/tournament/${t.id}/draw/`);
    }
    const [aFirst, aSecond] = await round(a.id, 1);
    expect((await book('agent', aFirst)).statusCode).toBe(201);
    // League B's first night is on the same court at the same time.
    const clash = await book('agent', (await round(b.id, 1))[0]);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().reason).toMatch(
      /^That time is already taken: the booking clashes with Team \d v Team \d · Winter pennant on 2031-05-06\.$/,
    );
    // League B's third night (2031-05-20) on Court 1: then A's first round cannot move there.
    const third = await book('agent', (await round(b.id, 3))[0]);
    expect(third.statusCode, third.body).toBe(201);
    const rounds = (await call('agent', 'GET', `/api/tournament/${a.id}/`)).json().round_set as {
      id: number;
      start: string;
    }[];
    const refused = await call('agent', 'POST', `/api/round/${rounds[0].id}/updatefrom/`, { to: '2031-05-20' });
    expect(refused.statusCode).toBe(409);
    expect((await round(a.id, 1))[0]).toMatchObject({ dated: '2031-05-06', booking: { start: '2031-05-06T19:00' } });
    // Washed out: the round moves a week, and its booking with it.
    expect((await call('agent', 'POST', `/api/round/${rounds[0].id}/updatefrom/`, {})).statusCode).toBe(200);
    expect((await round(a.id, 1))[0]).toMatchObject({
      dated: '2031-05-13',
      booking: { courts: ['Court 1'], start: '2031-05-13T19:00', end: '2031-05-13T21:00' },
    });
    // Every match called off: the fixture is off and its courts are free.
    const off = await call('agent', 'PATCH', `/api/tournamentmatch/${aFirst.match_set[0].id}/`, { cancelled: true });
    expect(off.statusCode, off.body).toBe(200);
    expect((await round(a.id, 1))[0].booking).toBeNull();
    // By hand: booked, then cancelled.
    const booked = await book('agent', aSecond);
    expect(booked.statusCode).toBe(201);
    const freed = await call('agent', 'DELETE', `/api/fixture/${aSecond.id}/booking/`);
    expect(freed.statusCode, freed.body).toBe(200);
    expect(freed.json().booking).toBeNull();
    const [series] = await s.t.db.select().from(bookingSeries).where(eq(bookingSeries.id, booked.json().booking.id));
    expect(series.cancelled_at).not.toBeNull();
    expect((await call('agent', 'DELETE', `/api/fixture/${aSecond.id}/booking/`)).json()).toEqual({
      reason: msg.notBooked,
    });
    // The courts are free again: booking the fixture once more works.
    expect((await book('agent', aSecond)).statusCode).toBe(201);
  });
});

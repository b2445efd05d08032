import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courtSlots, type AvailabilityCourt } from '@rally/domain';
import { playerBookingsFixture, type PlayerBookingsFixture } from './bookings.test-helpers';

// No unusable holes (issue 29): a player is never offered, and may not book, a time that leaves a
// gap on the court shorter than the group's minimum booking (the fixture's Test courts: 60 minutes
// for members) next to another booking; NoHolesForStaff (off by default) holds staff to the same.
// The test owns its clock.

let f: PlayerBookingsFixture;
const DATE = '2031-03-18';
const HOLE = (court: string, side: string, at: string) =>
  `${court} would be left with a 30-minute gap ${side} ${at} on ${DATE}; bookings there are at least 60 minutes, so choose a time next to the other booking.`;
beforeAll(async () => {
  f = await playerBookingsFixture();
  // The club's booking in the middle of the morning on T1.
  await f.expectCall(201, 'agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
    name: 'Coaching block',
    start_date: `${DATE}T10:00`,
    end_date: `${DATE}T11:00`,
    court_set: [f.courts[0]],
  });
});
afterAll(() => f.close());

const params = (values: Record<string, unknown>) => f.params(values);
const takenOnT1 = async () => {
  const answer = await f.expectCall(200, 'player', 'GET', `/api/club/${f.club}/availability/?date=${DATE}`);
  const t1 = answer.courts.find((c: AvailabilityCourt) => c.id === f.courts[0]);
  return courtSlots(answer, t1)
    .filter((s) => !s.free && s.start >= '08:00' && s.start <= '12:00')
    .map((s) => s.start);
};
const playerBooks = (from: string, to: string) =>
  f.call('player', 'POST', `/api/club/${f.club}/book/`, {
    start: `${DATE}T${from}`,
    end: `${DATE}T${to}`,
    court: f.courts[0],
  });

describe('no unusable holes', () => {
  it("leaves out of a player's times, and refuses, a start that leaves a gap shorter than the minimum booking", async () => {
    // 08:30–09:30 leaves 30 minutes before 10:00; 11:30 leaves 30 after 11:00. 09:00 and 11:00 touch it.
    expect(await takenOnT1()).toEqual(['08:30', '09:30', '10:00', '10:30', '11:30']);
    const free = await f.expectCall(200, 'player', 'GET', `/api/club/${f.club}/free_courts/?date=${DATE}&time=11:30`);
    const names = free.courts.map((c: { name: string }) => c.name);
    expect(names).toContain('Court T2');
    expect(names).not.toContain('Court T1');
    const refused = await playerBooks('11:30', '12:30');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().reason).toBe(HOLE('Court T1', 'before', '11:30'));
    const quote = await f.expectCall(200, 'player', 'POST', `/api/club/${f.club}/book/quote/`, {
      start: `${DATE}T08:30`,
      end: `${DATE}T09:30`,
      court: f.courts[0],
    });
    expect(quote.reasons).toEqual([HOLE('Court T1', 'after', '09:30')]);
    expect((await playerBooks('11:00', '12:00')).statusCode).toBe(201);
  });

  it('holds staff to it only when the club says so', async () => {
    const staff = (from: string, to: string) =>
      f.call('agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
        name: 'Club hit',
        start_date: `${DATE}T${from}`,
        end_date: `${DATE}T${to}`,
        court_set: [f.courts[0]],
      });
    // A 30-minute gap after 12:00: staff may leave it while NoHolesForStaff is off.
    expect((await staff('12:30', '13:30')).statusCode).toBe(201);
    await params({ NoHolesForStaff: true });
    const refused = await staff('14:00', '15:00');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.non_field_errors).toEqual([HOLE('Court T1', 'before', '14:00')]);
    expect((await staff('13:30', '14:30')).statusCode).toBe(201);
    // The allowed-check says it before saving, too.
    const allowed = await f.allowed('agent', { start: `${DATE}T15:00`, end: `${DATE}T16:00` });
    expect(allowed).toMatchObject({ allowed: false, reasons: [HOLE('Court T1', 'before', '15:00')] });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementsOf } from '../../../test/statements';
import { bookingsFixture, ownClock, weekdayIn, type BookingsFixture } from './bookings.test-helpers';

// What a booking create costs the database (issue 29, docs/PERFORMANCE.md "The day view while
// people book"): its answer is built from what it wrote, not read back, and it reads the clashes
// only when dates may be skipped (the no-overlap constraint and the hold guard refuse the rest).

let f: BookingsFixture;
let time: ReturnType<typeof ownClock>;
beforeAll(async () => {
  // The file's own clock (its sessions made on it): no day of the real calendar plays a part.
  time = ownClock();
  f = await bookingsFixture();
});
afterAll(async () => {
  time.restore();
  await f.close();
});

describe('a booking create', () => {
  it('answers the series as a read of it answers, with courts, a coach, persons and weekly dates', async () => {
    const first = weekdayIn(30);
    const adult = await f.memberOfType(f.adult.id);
    const created = await f.expectCall(201, 'agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
      name: 'Weekly squad',
      ttype: 'L',
      start_date: `${first}T09:00`,
      end_date: `${first}T10:00`,
      recurrence: 'W',
      recurrence_end: weekdayIn(44),
      // Given out of order: the answer lists them as a read does (by id).
      court_set: [f.courts[1], f.courts[0]],
      coach_set: [await f.coachOf('coach@example.com')],
      booked_person_set: [
        { club_member: adult.id, paying: true, primary: true },
        { full_name: 'Gina Guest', email: 'gina@example.com', paying: true },
      ],
      notes: 'Bring balls',
    });
    expect(created.booking_instance_set.length).toBeGreaterThan(1);
    const { skipped_dates, ...record } = created;
    expect(skipped_dates).toEqual([]);
    const read = await f.expectCall(200, 'agent', 'GET', `/api/courtbookingseries/${created.id}/`);
    // The read adds the payments (shares, transactions); every field the create answers is the same.
    expect(read).toMatchObject(record);
  });

  it('sends 14 statements for a staff court hire (begin and commit among them), and still refuses a clash naming the booking', async () => {
    const date = weekdayIn(31);
    const statements = await statementsOf(f.t.database, async () => {
      const res = await f.book('agent', { name: 'Counted', start_date: `${date}T10:00`, end_date: `${date}T11:00` });
      expect(res.statusCode, res.body).toBe(201);
    });
    // The caller's standing; the club's facts, courts, groups, hours, rates and membership-type
    // rates; the booker's member standing and name; begin, the series, its instance, its slot, commit.
    // It was 23: the persons' delete of a new series, the clash reads, four reads of the record just
    // written, the booked players' read and the booker's e-mail went.
    expect(statements, statements.join('\n')).toHaveLength(14);
    expect(statements.filter((s) => /^\s*select/i.test(s))).toHaveLength(9);

    const clash = await f.book('agent', { name: 'Second', start_date: `${date}T10:30`, end_date: `${date}T11:30` });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors.clashes[0]).toMatch(/Court T1: Counted$/);
  });
});

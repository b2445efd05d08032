import { sql } from 'drizzle-orm';
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

  it('sends 8 statements for a staff court hire (begin and commit among them), and still refuses a clash naming the booking', async () => {
    const date = weekdayIn(31);
    // A first booking keeps the club's setup in the process (booking-setup.ts).
    await f.expectCall(201, 'agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
      name: 'Warm',
      ttype: 'C',
      start_date: `${date}T08:00`,
      end_date: `${date}T09:00`,
      recurrence: 'N',
      court_set: [f.courts[1]],
    });
    const statements = await statementsOf(f.t.database, async () => {
      const res = await f.book('agent', { name: 'Counted', start_date: `${date}T10:00`, end_date: `${date}T11:00` });
      expect(res.statusCode, res.body).toBe(201);
    });
    // The caller's standing; the version of the club's setup (its facts, courts, groups, hours,
    // rates and membership-type rates: six reads until it changes); the booker's member standing
    // and name; begin, the series, its instances with their slots (one statement), commit. It was
    // 23: the persons' delete of a new series, the clash reads, four reads of the record just
    // written, the booked players' read and the booker's e-mail went, then five of the setup's six
    // reads, and the slots' insert joined the instances'.
    expect(statements, statements.join('\n')).toHaveLength(8);
    expect(statements.filter((s) => /^\s*select/i.test(s))).toHaveLength(4);

    const clash = await f.book('agent', { name: 'Second', start_date: `${date}T10:30`, end_date: `${date}T11:30` });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors.clashes[0]).toMatch(/Court T1: Counted$/);
  });

  it('reads a changed setup at once: a court closed, a price changed, and a change rolled back changes nothing', async () => {
    const date = weekdayIn(32);
    const courtsOn = async () => {
      const day = await f.expectCall(200, 'player', 'GET', `/api/club/${f.club}/availability/?date=${date}`);
      return (day.courts as { id: number }[]).map((c) => c.id);
    };
    expect(await courtsOn()).toContain(f.courts[0]);
    // Twice: the second is answered from the kept setup, with one read of its version.
    const again = await statementsOf(f.t.database, () => courtsOn());
    expect(again.filter((s) => /club_setup_changes/.test(s))).toHaveLength(1);
    expect(again.filter((s) => /from "courts"/.test(s))).toHaveLength(0);

    await f.sql(`update courts set bookable = false where id = ${f.courts[0]}`);
    expect(await courtsOn()).not.toContain(f.courts[0]);
    // A change that does not commit leaves the setup (and its version) as it was.
    await expect(
      f.t.db.transaction(async (tx) => {
        await tx.execute(sql`update courts set bookable = true where id = ${f.courts[0]}`);
        tx.rollback();
      }),
    ).rejects.toThrow(/rollback/i);
    expect(await courtsOn()).not.toContain(f.courts[0]);
    await f.sql(`update courts set bookable = true where id = ${f.courts[0]}`);
    expect(await courtsOn()).toContain(f.courts[0]);

    // A booking is priced by the group's rate as it is now.
    const priced = async (hour: number) => {
      const made = await f.expectCall(201, 'agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
        name: 'Priced',
        ttype: 'C',
        start_date: `${date}T${hour}:00`,
        end_date: `${date}T${hour + 1}:00`,
        recurrence: 'N',
        court_set: [f.courts[1]],
        booked_person_set: [{ full_name: 'Nina Nonmember', email: 'nina@example.com', paying: true }],
      });
      return made.price as string;
    };
    const before = await priced(12);
    await f.sql(
      `update court_booking_rates set nonmember_def_price = nonmember_def_price + 7 where court_group_id = (select group_id from courts where id = ${f.courts[1]})`,
    );
    const after = await priced(13);
    expect(Number(after) - Number(before)).toBe(7);
  });
});

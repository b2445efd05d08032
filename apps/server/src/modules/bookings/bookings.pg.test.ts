import { inject } from 'vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingsFixture, weekdayIn, type BookingsFixture } from './bookings.test-helpers';

// No double booking, ever (issue 9): many requests for one slot at once, and a raw insert past the
// service. On PostgreSQL only (npm run test:pg): PGlite runs one transaction at a time, so there
// the requests would queue and the test would prove nothing.
describe.runIf(Boolean(inject('pgUrl')))('one court slot under many requests at once (PostgreSQL)', () => {
  let f: BookingsFixture;
  beforeAll(async () => {
    f = await bookingsFixture();
  });
  afterAll(() => f.close());

  const rowsOf = async <T>(text: string) => ((await f.t.db.execute(text as never)) as unknown as { rows: T[] }).rows;

  it('200 concurrent creates for one slot: exactly 1 created, 199 × 409 naming the booking, no 5xx, no overlapping rows', async () => {
    const date = weekdayIn(25);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        f.book('agent', {
          name: `Racer ${i}`,
          start_date: `${date}T15:00`,
          end_date: `${date}T16:00`,
          court_set: [f.courts[0]],
        }),
      ),
    );
    const counts: Record<number, number> = {};
    for (const a of answers) counts[a.statusCode] = (counts[a.statusCode] ?? 0) + 1;
    expect(counts).toEqual({ 201: 1, 409: 199 });
    const winner = answers.find((a) => a.statusCode === 201)!.json().name;
    expect(
      answers
        .filter((a) => a.statusCode === 409)
        .every((a) => a.json().reason === `That time is already taken: the booking clashes with ${winner} on ${date}.`),
    ).toBe(true);
    const overlaps = await rowsOf<{ n: number }>(
      `select count(*)::int as n from booking_slots a join booking_slots b on a.court_id = b.court_id and a.id < b.id and a.live and b.live and a.during && b.during`,
    );
    expect(overlaps[0].n).toBe(0);
  });

  it('a raw SQL insert of an overlapping live slot fails with 23P01; a cancelled (not live) one is allowed', async () => {
    const date = weekdayIn(26);
    const series = await f.expectCall(201, 'agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
      name: 'Held',
      start_date: `${date}T15:00`,
      end_date: `${date}T16:00`,
      court_set: [f.courts[1]],
    });
    const [slot] = await rowsOf<{ instance_id: number; during: string }>(
      `select instance_id, during::text from booking_slots where instance_id = ${series.booking_instance_set[0].id}`,
    );
    const [other] = await rowsOf<{ id: number }>(
      `select id from booking_instances where club_id = ${f.club} and id <> ${slot.instance_id} order by id desc limit 1`,
    );
    const insert = (live: boolean) =>
      f.t.db.execute(
        `insert into booking_slots (club_id, instance_id, court_id, during, live) values (${f.club}, ${other.id}, ${f.courts[1]}, '${slot.during}', ${live})` as never,
      );
    const error = await insert(true).then(
      () => null,
      (e: { code?: string; cause?: { code?: string } }) => e.cause?.code ?? e.code,
    );
    expect(error).toBe('23P01');
    await insert(false);
  });
});

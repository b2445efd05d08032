import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { login } from '../../../test/helpers';
import { playerBookingsFixture, type PlayerBookingsFixture } from './bookings.test-helpers';

// Members' own weekly slots under requests at once (issue 29), on PostgreSQL only (PGlite runs one
// transaction at a time): one member at the quota sending many series at once, and several members
// asking for the same weekly slot at once. Exactly one series wins each race, and no series is
// left half-written (a series row without its dates, or dates without their courts). The test owns
// its clock (TEST_NOW, Wednesday 12 March 2031); the dates are the Monday and Tuesday after it.
describe.runIf(Boolean(inject('pgUrl')))("members' weekly slots under many requests at once (PostgreSQL)", () => {
  let f: PlayerBookingsFixture;
  /** The other members racing Pat: demo logins made members of Riverside for this test. */
  const rivals = ['other-agent@example.com', 'coach2@example.com', 'comms@example.com', 'pos@example.com'];
  const tokens: string[] = [];
  const members: number[] = [];
  beforeAll(async () => {
    f = await playerBookingsFixture();
    await f.params({ MemberSeriesAllowed: true, MemberSeriesMax: 1, MemberSeriesMaxWeeks: 10 });
    members.push(f.pat);
    for (const email of rivals) {
      const player = await f.playerOf(email);
      await f.sql(`delete from booking_series where player_id = ${player}`);
      await f.sql(
        `insert into club_members (club_id, player_id, first_name, last_name, membership_type_id, subscription_status)
         values (${f.club}, ${player}, 'Rival', '${email.split('@')[0]}', ${f.adult.id}, 'C')`,
      );
      members.push(player);
      tokens.push(await login(f.t.app, email));
    }
  });
  afterAll(() => f.close());

  const rowsOf = async <T>(text: string) => ((await f.sql(text)) as unknown as { rows: T[] }).rows;
  const countsOf = (answers: { statusCode: number }[]) => {
    const counts: Record<number, number> = {};
    for (const a of answers) counts[a.statusCode] = (counts[a.statusCode] ?? 0) + 1;
    return counts;
  };
  const slot = (date: string, hour: number, court: number) => ({
    start: `${date}T${String(hour).padStart(2, '0')}:00`,
    end: `${date}T${String(hour + 1).padStart(2, '0')}:00`,
    court,
    weeks: 4,
  });
  /** The racing members' series with how many live dates and court slots each has. */
  const seriesOf = (players: number[]) =>
    rowsOf<{ id: number; player_id: number; dates: number; slots: number }>(
      `select s.id, s.player_id,
              (select count(*)::int from booking_instances i where i.series_id = s.id and i.cancelled_at is null) as dates,
              (select count(*)::int from booking_slots b join booking_instances i on i.id = b.instance_id
                where i.series_id = s.id and b.live) as slots
         from booking_series s where s.club_id = ${f.club} and s.player_id in (${players.join(',')}) order by s.id`,
    );

  it('20 weekly slots at once from a member at the quota: one series booked, the rest refused, none half-written', async () => {
    // Twenty different slots (two courts, ten morning and afternoon hours), so only the quota stands between them.
    const bodies = f.courts.flatMap((court) => Array.from({ length: 10 }, (_, i) => slot('2031-03-17', 7 + i, court)));
    const answers = await Promise.all(
      bodies.map((body) => f.call('player', 'POST', `/api/club/${f.club}/book/series/`, body)),
    );
    expect(countsOf(answers)).toEqual({ 201: 1, 400: 19 });
    for (const a of answers.filter((a) => a.statusCode === 400))
      expect(a.json().reason).toBe('You already have a weekly slot at this club; members may hold one at a time.');
    const won = answers.find((a) => a.statusCode === 201)!.json();
    expect(won.dates.filter((d: { ok: boolean }) => d.ok)).toHaveLength(4);
    expect(await seriesOf([f.pat])).toEqual([{ id: won.booking_series, player_id: f.pat, dates: 4, slots: 4 }]);
  });

  it('five members at once for the same weekly slot: exactly one series wins it, whole', async () => {
    const body = slot('2031-03-18', 14, f.courts[1]);
    const callers = [
      () => f.call('player', 'POST', `/api/club/${f.club}/book/series/`, body),
      ...tokens.map(
        (authorization) => () =>
          f.t.app.inject({
            method: 'POST',
            url: `/api/club/${f.club}/book/series/`,
            headers: { authorization },
            payload: body,
          }),
      ),
    ];
    // Pat holds a weekly slot already (the race above): free him for this one.
    await f.sql(`delete from booking_series where player_id = ${f.pat}`);
    const answers = await Promise.all(callers.map((send) => send()));
    const counts = countsOf(answers);
    expect(counts[201]).toBe(1);
    // The others lose as a clash: found before writing (no date left: 400) or by the database (409).
    expect((counts[400] ?? 0) + (counts[409] ?? 0)).toBe(rivals.length);
    for (const a of answers.filter((a) => a.statusCode === 400))
      expect(a.json().reason).toMatch(/^None of these dates can be booked\./);
    const series = await seriesOf(members);
    expect(series).toHaveLength(1);
    expect(series[0]).toMatchObject({
      id: answers.find((a) => a.statusCode === 201)!.json().booking_series,
      dates: 4,
      slots: 4,
    });
  });
});

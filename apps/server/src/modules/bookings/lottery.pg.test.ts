import { and, eq, inArray, isNull } from 'drizzle-orm';
import { mersenne } from 'pure-rand/generator/mersenne';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { lotterySlots, slotKey, type LotteryRule } from '@rally/domain';
import * as clock from '../../clock';
import { bookingSeries, courts, playerFollowedClubs, players } from '../../db/schema';
import { bookingsFixture, ZONE, type BookingsFixture } from './bookings.test-helpers';
import { drawLottery } from './lottery-draw';
import { runLotteryDraw } from './lottery-run.service';
import { lotteryCourts } from './lottery.service';
import { lotteryDraws, lotteryRequests } from './lottery.tables';

// The release lottery under load (issue 29), on PostgreSQL only (PGlite runs one transaction at a
// time): 500 requests of 250 players for 20 slots (10 courts, 18:00–20:00), drawn by 8 workers at
// once. 20 winners, nobody twice, each booked once, the draw made once, and the stored seed and
// inputs give the stored result again.
describe.runIf(Boolean(inject('pgUrl')))('the lottery draw under many workers (PostgreSQL)', () => {
  let f: BookingsFixture;
  let restore: () => void;
  const rule: LotteryRule = { times: [], days_ahead: 3, release_time: '07:00', window_minutes: 15 };

  beforeAll(async () => {
    f = await bookingsFixture();
    let release = clock.nowIn(ZONE).plus({ days: 1 }).set({ hour: 7, minute: 20, second: 0, millisecond: 0 });
    while (release.plus({ days: 3 }).weekday > 5) release = release.plus({ days: 1 });
    restore = clock.setClock(release.toJSDate());
    const [sport, surface] = await f.t.db
      .execute(`select sport_id, surface_id from courts where id = ${f.courts[0]}` as never)
      .then((r) => {
        const row = (r as unknown as { rows: { sport_id: number; surface_id: number }[] }).rows[0];
        return [row.sport_id, row.surface_id];
      });
    await f.t.db.insert(courts).values(
      Array.from({ length: 8 }, (_, i) => ({
        club_id: f.club,
        group_id: f.group.id,
        number: 31 + i,
        name: `Court L${i + 1}`,
        sport_id: sport,
        surface_id: surface,
      })),
    );
    rule.times = [{ court_groups: [f.group.id], weekdays: [1, 2, 3, 4, 5, 6, 7], from: '18:00', to: '20:00' }];
    const params = {
      LotteryEnabled: true,
      LotteryTimes: rule.times,
      LotteryDaysAhead: 3,
      LotteryReleaseTime: '07:00',
      LotteryWindowMinutes: 15,
    };
    await f.t.db.execute(
      `update club_features set params = params || '${JSON.stringify(params)}'::jsonb where club_id = ${f.club}` as never,
    );
  });
  afterAll(async () => {
    restore();
    await f.close();
  });

  it('500 requests for 20 slots, 8 workers at once: 20 winners, nobody twice, drawn and booked once, replayable', async () => {
    const playDate = clock.nowIn(ZONE).plus({ days: 3 }).toISODate()!;
    const slots = lotterySlots(rule, playDate, ZONE, await lotteryCourts(f.t.db, f.club)).map(slotKey);
    expect(slots).toHaveLength(20);
    // 250 players of the club (following it), two requests each of three random slots.
    const made = await f.t.db
      .insert(players)
      .values(Array.from({ length: 250 }, (_, i) => ({ full_name: `Keen Player ${i + 1}` })))
      .returning({ id: players.id });
    const ids = made.map((p) => p.id);
    await f.t.db.insert(playerFollowedClubs).values(ids.map((id) => ({ player_id: id, club_id: f.club })));
    const opens = clock.nowIn(ZONE).set({ hour: 7, minute: 0 });
    const [draw] = await f.t.db
      .insert(lotteryDraws)
      .values({
        club_id: f.club,
        play_date: playDate,
        opens_at: opens.toJSDate(),
        closes_at: opens.plus({ minutes: 15 }).toJSDate(),
      })
      .returning();
    const rng = mersenne(29);
    await f.t.db.insert(lotteryRequests).values(
      ids.flatMap((player) =>
        [0, 1].map(() => {
          const named = new Set<string>();
          while (named.size < 3) named.add(slots[uniformInt(rng, 0, slots.length - 1)]);
          return { club_id: f.club, draw_id: draw.id, player_id: player, choices: [...named] };
        }),
      ),
    );

    const deps = { ...f.t.app.deps, log: f.t.app.log };
    const runs = await Promise.all(
      Array.from({ length: 8 }, () => runLotteryDraw(deps, { clubId: f.club, drawId: draw.id })),
    );
    expect(runs.filter((r) => r === 'drawn')).toHaveLength(1);
    expect(runs.filter((r) => r === 'already')).toHaveLength(7);

    const rows = await f.t.db.select().from(lotteryRequests).where(eq(lotteryRequests.draw_id, draw.id));
    expect(rows).toHaveLength(500);
    const won = rows.filter((r) => r.outcome === 'won');
    expect(won).toHaveLength(20);
    expect(new Set(won.map((r) => r.player_id)).size).toBe(20);
    expect(new Set(won.map((r) => r.slot)).size).toBe(20);
    expect(rows.filter((r) => r.outcome === 'lost')).toHaveLength(480);
    // Each win is one live booking of its player's, and nobody else got one.
    const booked = await f.t.db
      .select({ player: bookingSeries.player_id })
      .from(bookingSeries)
      .where(and(inArray(bookingSeries.player_id, ids), isNull(bookingSeries.cancelled_at)));
    expect(booked.map((b) => b.player).sort()).toEqual(won.map((r) => r.player_id).sort());

    const [stored] = await f.t.db.select().from(lotteryDraws).where(eq(lotteryDraws.id, draw.id));
    expect(stored.state).toBe('drawn');
    expect(drawLottery(stored.seed!, stored.inputs!)).toEqual(stored.results);
    // A later run (the job again, another process) changes nothing.
    expect(await runLotteryDraw(deps, { clubId: f.club, drawId: draw.id })).toBe('already');
  });
});

import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { lotterySlots, slotKey, type LotteryRule } from '@rally/domain';
import type { Tx } from '../../db/client';
import { findClubCourts } from '../courts/court-booking-reads.service';
import * as clock from '../../clock';
import { mergeDemoBookingParams } from './bookings.seed';
import { drawLottery, type DrawInputs } from './lottery-draw';
import { lotteryDraws, lotteryRequests } from './lottery.tables';

// The demo's release lottery at Riverside (issue 29): Tuesday and Thursday evenings, 18:00–20:00 on
// the Outdoor courts, released 7 days ahead at 07:00 with 15 minutes of requests; and the last two
// weeks' draws, drawn with fixed seeds, so the staff screen and "why did I lose" have something to
// show. The past draws' wins are history only (no bookings are made for them).

/** Seeds Riverside's lottery rule and four past draws; `players` are players of some of its members. */
export async function seedDemoLottery(
  tx: Tx,
  input: { club: number; zone: string; outdoor: number; players: number[] },
): Promise<void> {
  const rule: LotteryRule = {
    times: [{ court_groups: [input.outdoor], weekdays: [2, 4], from: '18:00', to: '20:00' }],
    days_ahead: 7,
    release_time: '07:00',
    window_minutes: 15,
  };
  const params = {
    LotteryEnabled: true,
    LotteryTimes: rule.times,
    LotteryDaysAhead: rule.days_ahead,
    LotteryReleaseTime: rule.release_time,
    LotteryWindowMinutes: rule.window_minutes,
  };
  await mergeDemoBookingParams(tx, input.club, params);

  const courts = (await findClubCourts(tx, input.club)).filter((c) => c.bookable && c.group_id !== null);
  const players = input.players.slice(0, 14);
  const today = clock.nowIn(input.zone).startOf('day');
  // The Tuesdays and Thursdays of the last two weeks, oldest first.
  const dates = Array.from({ length: 14 }, (_, i) => today.minus({ days: 14 - i }))
    .filter((d) => d.weekday === 2 || d.weekday === 4)
    .map((d) => d.toISODate()!);
  const losses: Record<number, number> = {};
  for (const [n, date] of dates.entries()) {
    const opens = DateTime.fromISO(date, { zone: input.zone }).minus({ days: 7 }).set({ hour: 7 });
    const slots = lotterySlots(rule, date, input.zone, courts).map(slotKey);
    const [draw] = await tx
      .insert(lotteryDraws)
      .values({
        club_id: input.club,
        play_date: date,
        opens_at: opens.toJSDate(),
        closes_at: opens.plus({ minutes: 15 }).toJSDate(),
        drawn_at: opens.plus({ minutes: 15, seconds: 2 }).toJSDate(),
        state: 'drawn',
      })
      .returning({ id: lotteryDraws.id });
    // Everyone keen: each asks for an 18:00 court (three alternatives, rotating) and some for a second.
    const rows = await tx
      .insert(lotteryRequests)
      .values(
        players.flatMap((player, i) => {
          const pick = (k: number) => slots[(i * 2 + k * 3 + n) % slots.length];
          const first = {
            club_id: input.club,
            draw_id: draw.id,
            player_id: player,
            choices: [pick(0), pick(1), pick(2)],
          };
          return i % 4 === 0 ? [first, { ...first, choices: [pick(3)] }] : [first];
        }),
      )
      .returning({ id: lotteryRequests.id, player: lotteryRequests.player_id, choices: lotteryRequests.choices });
    const inputs: DrawInputs = { slots, requests: rows, losses: { ...losses } };
    const seed = 20260 + n;
    const results = drawLottery(seed, inputs);
    await tx
      .update(lotteryDraws)
      .set({ seed, inputs, results })
      .where(and(eq(lotteryDraws.club_id, input.club), eq(lotteryDraws.id, draw.id)));
    for (const o of results.outcomes)
      await tx
        .update(lotteryRequests)
        .set({ outcome: o.slot ? 'won' : 'lost', slot: o.slot })
        .where(and(eq(lotteryRequests.club_id, input.club), eq(lotteryRequests.id, o.request)));
    for (const player of new Set(rows.map((r) => r.player)))
      losses[player] = results.outcomes.some((o) => o.player === player && o.slot) ? 0 : (losses[player] ?? 0) + 1;
  }
}

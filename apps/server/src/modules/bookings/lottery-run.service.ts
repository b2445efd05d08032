import { and, desc, eq, inArray, lt, ne } from 'drizzle-orm';
import { DateTime } from 'luxon';
import {
  formatDate,
  LOTTERY_SLOT_MINUTES,
  lotterySlots,
  MAX_COURT_WAITLIST_ENTRIES,
  slotKey,
  slotOfKey,
  zoneFormat,
} from '@rally/domain';
import type { Db, Tx } from '../../db/client';
import type { Deps } from '../../http/route-helpers';
import { AppError } from '../../http/errors';
import type { Job, JobHandlers, JobLog } from '../../integrations/jobs/worker';
import type { ServiceContext } from '../../context';
import { getClubBookingFacts } from '../clubs/club-booking-facts.service';
import { notify } from '../notifications/notify.service';
import { userIdOfPlayer } from '../players/people.service';
import * as clock from '../../clock';
import { drawLottery, newSeed, type DrawInputs } from './lottery-draw';
import { LOTTERY_DRAW_JOB, lotteryCourts, slotView } from './lottery.service';
import { courtWaitlist } from './court-waitlist.tables';
import { lotteryDraws, lotteryRequests } from './lottery.tables';
import { liveSlotsOn } from './player-availability.service';
import { createPlayerBooking } from './player-bookings.service';

// The release lottery's draw (issue 29), run by the job queue when a play date's requests close.
// One transaction: the draw's row is locked and marked drawn with its seed, inputs and results,
// each winner is booked through the player's own booking path (the same rules, price and
// confirmation as booking by hand), and everyone is told. The job may run twice or on many
// workers at once: the lock makes the others wait and then find the draw drawn, so it happens once.

/** Each player's draws lost in a row before this one (a draw they won, or none, ends the run). */
async function lossesOf(db: Db | Tx, club: number, draw: { id: number; play_date: string }, players: number[]) {
  const losses: Record<number, number> = {};
  if (!players.length) return losses;
  const rows = await db
    .select({ player: lotteryRequests.player_id, draw: lotteryRequests.draw_id, outcome: lotteryRequests.outcome })
    .from(lotteryRequests)
    .innerJoin(
      lotteryDraws,
      and(eq(lotteryDraws.club_id, lotteryRequests.club_id), eq(lotteryDraws.id, lotteryRequests.draw_id)),
    )
    .where(
      and(
        eq(lotteryRequests.club_id, club),
        inArray(lotteryRequests.player_id, players),
        eq(lotteryDraws.state, 'drawn'),
        ne(lotteryDraws.id, draw.id),
        lt(lotteryDraws.play_date, draw.play_date),
      ),
    )
    .orderBy(desc(lotteryDraws.play_date));
  // By draw, latest first: a player's draw is a win when any of their requests won.
  const byPlayer = new Map<number, Map<number, boolean>>();
  for (const r of rows) {
    const draws = byPlayer.get(r.player) ?? new Map<number, boolean>();
    draws.set(r.draw, (draws.get(r.draw) ?? false) || r.outcome === 'won');
    byPlayer.set(r.player, draws);
  }
  for (const [player, draws] of byPlayer) {
    let run = 0;
    for (const won of draws.values()) {
      if (won) break;
      run += 1;
    }
    losses[player] = run;
  }
  return losses;
}

/** Records what one request got. */
const setOutcome = (tx: Tx, club: number, id: number, values: Partial<typeof lotteryRequests.$inferInsert>) =>
  tx
    .update(lotteryRequests)
    .set(values)
    .where(and(eq(lotteryRequests.club_id, club), eq(lotteryRequests.id, id)));

/**
 * The losers' places in the waiting list (issue 29): when the club runs a waiting list for courts
 * (WaitlistHoldMinutes > 0), each player who won nothing waits for their first choice, in the order
 * the draw gave (the best-ranked loser first in line), so a court freed later on that date is
 * offered by the draw's order rather than by who refreshes first. A player already waiting for that
 * time, or at the most live entries, is left as they are. Winners' bookings are made in this same
 * transaction, so what is left taken is what the losers wait for.
 */
export async function placeLotteryLosersOnWaitlist(
  tx: Tx,
  facts: { id: number; zone: string; waitlist_hold_minutes: number },
  playDate: string,
  losers: { player: number; choices: string[] }[],
): Promise<number> {
  if (facts.waitlist_hold_minutes <= 0) return 0;
  let placed = 0;
  const base = clock.now().getTime();
  for (const [i, { player, choices }] of losers.entries()) {
    if (!choices.length) continue;
    const slot = slotOfKey(choices[0]);
    const start = DateTime.fromISO(`${playDate}T${slot.start}`, { zone: facts.zone }).toJSDate();
    const end = DateTime.fromISO(`${playDate}T${slot.end}`, { zone: facts.zone }).toJSDate();
    const live = await tx
      .select({ court: courtWaitlist.court_id, start: courtWaitlist.starts_at })
      .from(courtWaitlist)
      .where(
        and(
          eq(courtWaitlist.club_id, facts.id),
          eq(courtWaitlist.player_id, player),
          inArray(courtWaitlist.status, ['W', 'O']),
        ),
      );
    if (live.length >= MAX_COURT_WAITLIST_ENTRIES) continue;
    if (live.some((e) => e.court === slot.court && e.start.getTime() === start.getTime())) continue;
    await tx.insert(courtWaitlist).values({
      club_id: facts.id,
      player_id: player,
      court_id: slot.court,
      starts_at: start,
      ends_at: end,
      duration_minutes: LOTTERY_SLOT_MINUTES,
      // The draw's order is the line's order: a millisecond apart, best rank first.
      created_at: new Date(base + i),
    });
    placed += 1;
  }
  return placed;
}

export type LotteryRunDeps = Pick<Deps, 'db' | 'config' | 'mailer' | 'payments'> & { log: JobLog };

/** Draws a club's play date once: 'drawn' by this call, 'already' drawn, 'early' (requests still open) or 'missing'. */
export async function runLotteryDraw(
  deps: LotteryRunDeps,
  payload: { clubId: number; drawId: number },
): Promise<'drawn' | 'already' | 'early' | 'missing'> {
  const { clubId, drawId } = payload;
  return deps.db.transaction(async (tx) => {
    const [draw] = await tx
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.club_id, clubId), eq(lotteryDraws.id, drawId)))
      .for('update');
    if (!draw) return 'missing';
    if (draw.state === 'drawn') return 'already';
    const now = clock.now();
    if (now < draw.closes_at) return 'early';
    const facts = await getClubBookingFacts(tx, clubId);
    const { zone } = facts;
    const courts = await lotteryCourts(tx, clubId);
    const day = DateTime.fromISO(draw.play_date, { zone });
    const taken = await liveSlotsOn(
      tx,
      clubId,
      courts.map((c) => c.id),
      day.toJSDate(),
      day.plus({ days: 1 }).toJSDate(),
    );
    // The rule as it is now (a club that switched the lottery off gives nothing out); slots a live
    // booking holds (staff booked them while requests were open) are not drawn.
    const slots = (facts.lottery ? lotterySlots(facts.lottery, draw.play_date, zone, courts) : []).filter((s) => {
      const start = DateTime.fromISO(`${draw.play_date}T${s.start}`, { zone }).toMillis();
      const end = DateTime.fromISO(`${draw.play_date}T${s.end}`, { zone }).toMillis();
      return !(taken.get(s.court) ?? []).some((held) => held.start < end && held.end > start);
    });
    const requests = await tx
      .select({ id: lotteryRequests.id, player: lotteryRequests.player_id, choices: lotteryRequests.choices })
      .from(lotteryRequests)
      .where(and(eq(lotteryRequests.club_id, clubId), eq(lotteryRequests.draw_id, drawId)))
      .orderBy(lotteryRequests.id);
    const inputs: DrawInputs = {
      slots: slots.map(slotKey),
      requests,
      losses: await lossesOf(tx, clubId, draw, [...new Set(requests.map((r) => r.player))]),
    };
    const seed = newSeed();
    const results = drawLottery(seed, inputs);
    await tx
      .update(lotteryDraws)
      .set({ state: 'drawn', seed, inputs, results, drawn_at: now })
      .where(and(eq(lotteryDraws.club_id, clubId), eq(lotteryDraws.id, drawId)));

    const names = new Map(courts.map((c) => [c.id, c.name]));
    const date = formatDate(day.toJSDate(), zoneFormat(zone, facts.locale), { weekday: true, year: false });
    const wonBy = new Set<number>();
    for (const outcome of results.outcomes) {
      if (!outcome.slot) continue;
      const slot = slotView(outcome.slot, names);
      const actor = { userId: (await userIdOfPlayer(tx, outcome.player)) ?? 0, playerId: outcome.player };
      try {
        const booking = await createPlayerBooking({
          // The winner's own booking, on this transaction (a savepoint: a refusal undoes only itself).
          ctx: { ...deps, log: deps.log as ServiceContext['log'], db: tx as unknown as Db, actor },
          input: {
            club: clubId,
            body: {
              start: `${draw.play_date}T${slot.start}`,
              end: `${draw.play_date}T${slot.end}`,
              court: slot.court,
              partners: [],
              guests: [],
            },
          },
        });
        wonBy.add(outcome.player);
        await setOutcome(tx, clubId, outcome.request, {
          outcome: 'won',
          slot: outcome.slot,
          series_id: booking.booking_series,
        });
        await notify(
          tx,
          deps.mailer,
          { playerId: outcome.player },
          {
            kind: 'lottery_result',
            title: `You won ${slot.court_name} at ${facts.name}`,
            body: `${date}, ${slot.start}–${slot.end}: it is booked for you${booking.payment === 'app' ? '; pay for it in My bookings' : ''}.`,
            link: '/mybookings',
          },
        );
      } catch (error) {
        // The win stands in the draw, but the club's rules refused the booking (a daily limit, a
        // group's advance days): the request says why; the slot stays free for first come.
        if (!(error instanceof AppError)) throw error;
        const reasons = Object.values(error.errors ?? {}).flat();
        const note = [error.message, ...reasons.filter((r) => r !== error.message)].join(' ');
        await setOutcome(tx, clubId, outcome.request, { outcome: 'failed', slot: outcome.slot, note });
        await notify(
          tx,
          deps.mailer,
          { playerId: outcome.player },
          {
            kind: 'lottery_result',
            title: `You won ${slot.court_name} at ${facts.name}, but it could not be booked`,
            body: `${date}, ${slot.start}–${slot.end}: ${note}`,
            link: '/mybookings',
          },
        );
      }
    }
    const lost = results.outcomes.filter((o) => !o.slot);
    if (lost.length)
      await tx
        .update(lotteryRequests)
        .set({ outcome: 'lost' })
        .where(
          and(
            eq(lotteryRequests.club_id, clubId),
            inArray(
              lotteryRequests.id,
              lost.map((o) => o.request),
            ),
          ),
        );
    // Told once per player who won nothing (a winner's unlucky second request is no news).
    const losers = [...new Set(lost.map((o) => o.player))].filter(
      (p) => !results.outcomes.some((o) => o.player === p && o.slot),
    );
    for (const player of losers)
      await notify(
        tx,
        deps.mailer,
        { playerId: player },
        {
          kind: 'lottery_result',
          title: `No court in the lottery at ${facts.name}`,
          body: `${date}: the draw gave its ${slots.length} slots to other players. Your chances are better in the next draw; what is left can be booked now.`,
          link: '/mybookings',
        },
      );
    // In the draw's order: the best-ranked loser is first in the waiting line.
    const rankOf = new Map(results.entrants.map((e) => [e.player, e.rank]));
    losers.sort((a, b) => (rankOf.get(a) ?? 0) - (rankOf.get(b) ?? 0));
    await placeLotteryLosersOnWaitlist(
      tx,
      facts,
      draw.play_date,
      losers.map((player) => ({
        player,
        choices: requests.filter((r) => r.player === player).flatMap((r) => r.choices),
      })),
    );
    deps.log.info({ clubId, drawId, seed, winners: wonBy.size, requests: requests.length }, 'lottery drawn');
    return 'drawn';
  });
}

/** The draw's job: queued by the first request for a play date, to run when its requests close. */
export const lotteryJobHandlers = (deps: Deps): JobHandlers => ({
  async [LOTTERY_DRAW_JOB](job: Job<{ clubId: number; drawId: number }>, { log }) {
    // Run before the window closed (a clock behind): a failed try, retried after the backoff.
    if ((await runLotteryDraw({ ...deps, log }, job.payload)) === 'early') throw new Error('Requests are still open.');
  },
});

import { and, asc, count, eq, gte } from 'drizzle-orm';
import {
  LOTTERY_MAX_CHOICES,
  LOTTERY_MAX_REQUESTS,
  lotteryMessages,
  lotterySlots,
  lotteryWindow,
  nextLotteryDate,
  openLotteryDate,
  slotKey,
  slotOfKey,
  type LotteryRequest,
  type LotteryView,
  type LotterySlotView,
} from '@rally/domain';
import { assertAccess } from '../../access/access';
import type { ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { invalid, notFound, unauthorized } from '../../http/errors';
import { enqueue } from '../../integrations/jobs/queue';
import { getClubBookingFacts } from '../clubs/club-booking-facts.service';
import { findClubCourts } from '../courts/court-booking-reads.service';
import * as clock from '../../clock';
import { PLAYER_ACCESS } from './player-bookings.service';
import { lotteryDraws, lotteryRequests } from './lottery.tables';

// The release lottery, the player's side (issue 29): the play date whose requests are open (or
// open next) with its slots; asking for a slot with alternatives in order while the window is
// open; withdrawing. The draw itself is lottery-run.service.ts; the rules are @rally/domain's
// bookings/lottery.rules.ts. docs/bookings.md "Release lottery for prime time".

type Ctx = ServiceContext;

/** The job that draws one club's play date when its requests close (lottery-run.service.ts). */
export const LOTTERY_DRAW_JOB = 'bookings.lottery-draw';

const CLOSED = 'Requests for this date are closed: the draw decides now.';

/** A slot key 'court@HH:mm' as the screens show it. */
export function slotView(key: string, courtNames: Map<number, string>): LotterySlotView {
  const slot = slotOfKey(key);
  return { ...slot, court_name: courtNames.get(slot.court) ?? `Court ${slot.court}` };
}

/** The club's courts players book (bookable, in a group). */
export async function lotteryCourts(db: Db | Tx, club: number) {
  return (await findClubCourts(db, club)).filter((c) => c.bookable && c.group_id !== null);
}

/** What the player's lottery page shows. */
async function lotteryViewOf(ctx: Ctx, club: number, playerId: number): Promise<LotteryView> {
  const facts = await getClubBookingFacts(ctx.db, club);
  const { zone } = facts;
  const rule = facts.lottery;
  const courts = await lotteryCourts(ctx.db, club);
  const names = new Map(courts.map((c) => [c.id, c.name]));
  const now = clock.now();
  const date = rule ? (openLotteryDate(rule, now, zone) ?? nextLotteryDate(rule, now, zone)) : null;
  const window = rule && date ? lotteryWindow(rule, date, zone) : null;
  const rows = await ctx.db
    .select({
      id: lotteryRequests.id,
      date: lotteryDraws.play_date,
      closes_at: lotteryDraws.closes_at,
      state: lotteryDraws.state,
      choices: lotteryRequests.choices,
      outcome: lotteryRequests.outcome,
      slot: lotteryRequests.slot,
      note: lotteryRequests.note,
      created_at: lotteryRequests.created_at,
    })
    .from(lotteryRequests)
    .innerJoin(
      lotteryDraws,
      and(eq(lotteryDraws.club_id, lotteryRequests.club_id), eq(lotteryDraws.id, lotteryRequests.draw_id)),
    )
    .where(
      and(
        eq(lotteryRequests.club_id, club),
        eq(lotteryRequests.player_id, playerId),
        gte(lotteryDraws.play_date, clock.todayIn(zone)),
      ),
    )
    .orderBy(asc(lotteryDraws.play_date), asc(lotteryRequests.id));
  return {
    enabled: rule !== null,
    zone,
    date,
    opens_at: window?.opens_at.toISOString() ?? null,
    closes_at: window?.closes_at.toISOString() ?? null,
    open: Boolean(window && now >= window.opens_at && now < window.closes_at),
    slots: rule && date ? lotterySlots(rule, date, zone, courts).map((s) => slotView(slotKey(s), names)) : [],
    requests: rows.map((r) => ({
      id: r.id,
      date: r.date,
      choices: r.choices.map((key) => slotView(key, names)),
      outcome: r.outcome,
      won: r.slot && r.outcome === 'won' ? slotView(r.slot, names) : null,
      note: r.note,
      can_withdraw: r.state === 'open' && now < r.closes_at,
      created_at: r.created_at.toISOString(),
    })),
    max_requests: LOTTERY_MAX_REQUESTS,
    max_choices: LOTTERY_MAX_CHOICES,
  };
}

const actorOf = (ctx: Ctx) => {
  if (!ctx.actor) throw unauthorized();
  return ctx.actor;
};

/** GET /api/club/{id}/lottery/. */
export async function getLotteryView({ ctx, input }: { ctx: Ctx; input: { club: number } }): Promise<LotteryView> {
  await assertAccess(ctx, input.club, PLAYER_ACCESS);
  return lotteryViewOf(ctx, input.club, actorOf(ctx).playerId);
}

/**
 * POST /api/club/{id}/lottery/: a request for one slot of the play date whose window is open now,
 * with alternatives in order. When it arrived plays no part in the draw. The draw's row is made by
 * the first request and locked by each, so a player's count of requests holds under a rush; the
 * draw's job is queued once, for the window's close.
 */
export async function requestLotterySlot({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { club: number; body: LotteryRequest };
}): Promise<LotteryView> {
  await assertAccess(ctx, input.club, PLAYER_ACCESS);
  const { playerId } = actorOf(ctx);
  const { zone, lottery: rule } = await getClubBookingFacts(ctx.db, input.club);
  const now = clock.now();
  const { date, choices } = input.body;
  if (!rule || openLotteryDate(rule, now, zone) !== date)
    throw invalid(lotteryMessages.notOpen, { date: [lotteryMessages.notOpen] });
  const offered = new Set(lotterySlots(rule, date, zone, await lotteryCourts(ctx.db, input.club)).map(slotKey));
  choices.forEach((choice, i) => {
    if (!offered.has(slotKey(choice)))
      throw invalid(lotteryMessages.notLotterySlot, { [`choices.${i}`]: [lotteryMessages.notLotterySlot] });
  });
  const { opens_at, closes_at } = lotteryWindow(rule, date, zone);
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(lotteryDraws)
      .values({ club_id: input.club, play_date: date, opens_at, closes_at })
      .onConflictDoNothing();
    const [draw] = await tx
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.club_id, input.club), eq(lotteryDraws.play_date, date)))
      .for('update');
    if (draw.state !== 'open' || now >= draw.closes_at) throw invalid(CLOSED, { date: [CLOSED] });
    const [{ sent }] = await tx
      .select({ sent: count() })
      .from(lotteryRequests)
      .where(
        and(
          eq(lotteryRequests.club_id, input.club),
          eq(lotteryRequests.draw_id, draw.id),
          eq(lotteryRequests.player_id, playerId),
        ),
      );
    if (sent >= LOTTERY_MAX_REQUESTS) throw invalid(lotteryMessages.tooMany);
    await tx.insert(lotteryRequests).values({
      club_id: input.club,
      draw_id: draw.id,
      player_id: playerId,
      choices: choices.map(slotKey),
    });
    await enqueue(
      tx,
      LOTTERY_DRAW_JOB,
      { clubId: input.club, drawId: draw.id },
      { runAt: draw.closes_at, key: `lottery-draw:${draw.id}` },
    );
  });
  return lotteryViewOf(ctx, input.club, playerId);
}

/** DELETE /api/lotteryrequest/{id}/: the player's own request, while its window is open. */
export async function withdrawLotteryRequest({ ctx, id }: { ctx: Ctx; id: number }): Promise<LotteryView> {
  const { playerId } = actorOf(ctx);
  const club = await ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ club: lotteryRequests.club_id, draw: lotteryRequests.draw_id, player: lotteryRequests.player_id })
      .from(lotteryRequests)
      .where(eq(lotteryRequests.id, id));
    if (!found || found.player !== playerId) throw notFound('Request not found.');
    // The draw locked first, as the draw's job does: a withdrawal and the draw never cross.
    const [draw] = await tx
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.club_id, found.club), eq(lotteryDraws.id, found.draw)))
      .for('update');
    if (draw.state !== 'open' || clock.now() >= draw.closes_at) throw invalid(CLOSED);
    await tx.delete(lotteryRequests).where(and(eq(lotteryRequests.club_id, found.club), eq(lotteryRequests.id, id)));
    return found.club;
  });
  return lotteryViewOf(ctx, club, playerId);
}

import { isDeepStrictEqual } from 'node:util';
import { and, desc, eq } from 'drizzle-orm';
import type { LotteryDraw, LotteryDrawSummary, LotteryEntrant } from '@rally/domain';
import { assertAccess } from '../../access/access';
import type { ServiceContext } from '../../context';
import { notFound } from '../../http/errors';
import { namesAndEmailsOf } from '../players/people.service';
import { drawLottery } from './lottery-draw';
import { lotteryCourts, slotView } from './lottery.service';
import { lotteryDraws, lotteryRequests } from './lottery.tables';

// The club's lottery draws for staff (issue 29): every draw with its inputs, seed and results, and
// for each player their weight, random number and place, so staff can show a member why they lost.
// A draw is replayed from its stored seed and inputs on every read, and says whether it matches.

type Ctx = ServiceContext;
const STAFF = { area: 'courtBookings' } as const;
type DrawRow = typeof lotteryDraws.$inferSelect;

function summaryOf(d: DrawRow): LotteryDrawSummary {
  const outcomes = d.results?.outcomes ?? [];
  return {
    id: d.id,
    play_date: d.play_date,
    opens_at: d.opens_at.toISOString(),
    closes_at: d.closes_at.toISOString(),
    state: d.state,
    seed: d.seed,
    requests: d.inputs?.requests.length ?? 0,
    players: d.results?.entrants.length ?? 0,
    slots: d.inputs?.slots.length ?? 0,
    winners: new Set(outcomes.filter((o) => o.slot).map((o) => o.player)).size,
    drawn_at: d.drawn_at?.toISOString() ?? null,
  };
}

/** GET /api/club/{id}/lottery_draws/: the club's draws, latest play date first. */
export async function listLotteryDraws({ ctx, input }: { ctx: Ctx; input: { club: number } }) {
  await assertAccess(ctx, input.club, STAFF);
  const rows = await ctx.db
    .select()
    .from(lotteryDraws)
    .where(eq(lotteryDraws.club_id, input.club))
    .orderBy(desc(lotteryDraws.play_date))
    .limit(60);
  // An open draw has no inputs yet: its requests are counted as they stand.
  const open = rows.filter((d) => d.state === 'open');
  const counts = new Map<number, number>();
  for (const d of open) {
    const reqs = await ctx.db
      .select({ id: lotteryRequests.id })
      .from(lotteryRequests)
      .where(and(eq(lotteryRequests.club_id, input.club), eq(lotteryRequests.draw_id, d.id)));
    counts.set(d.id, reqs.length);
  }
  return rows.map((d) => ({ ...summaryOf(d), requests: counts.get(d.id) ?? summaryOf(d).requests }));
}

/** GET /api/club/{id}/lottery_draws/{draw}/: one draw, its players in the order they chose. */
export async function getLotteryDraw({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { club: number; draw: number };
}): Promise<LotteryDraw> {
  await assertAccess(ctx, input.club, STAFF);
  const [draw] = await ctx.db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.club_id, input.club), eq(lotteryDraws.id, input.draw)));
  if (!draw) throw notFound('Draw not found.');
  const requests = await ctx.db
    .select()
    .from(lotteryRequests)
    .where(and(eq(lotteryRequests.club_id, input.club), eq(lotteryRequests.draw_id, draw.id)));
  const courts = new Map((await lotteryCourts(ctx.db, input.club)).map((c) => [c.id, c.name]));
  const people = await namesAndEmailsOf(
    ctx.db,
    requests.map((r) => r.player_id),
  );
  const nameOf = (player: number) => people.get(player)?.full_name || `Player ${player}`;
  const label = (key: string) => {
    const s = slotView(key, courts);
    return `${s.court_name} ${s.start}–${s.end}`;
  };
  const keys = new Set([...(draw.inputs?.slots ?? []), ...requests.flatMap((r) => r.choices)]);
  const byRequest = new Map(requests.map((r) => [r.id, r]));
  const outcomes = new Map((draw.results?.outcomes ?? []).map((o) => [o.request, o]));
  const entrants: LotteryEntrant[] = (draw.results?.entrants ?? []).map((e) => ({
    ...e,
    name: nameOf(e.player),
    requests: (draw.inputs?.requests ?? [])
      .filter((r) => r.player === e.player)
      .map((r) => {
        const o = outcomes.get(r.id);
        const row = byRequest.get(r.id);
        return {
          id: r.id,
          slot: o?.slot ?? null,
          round: o?.round ?? null,
          outcome: row?.outcome ?? null,
          note: row?.note ?? '',
          choices: (o?.choices ?? r.choices.map((slot) => ({ slot, taken_by: null }))).map((c) => ({
            slot: c.slot,
            label: label(c.slot),
            taken_by: c.taken_by === null ? null : nameOf(c.taken_by),
          })),
        };
      }),
  }));
  // Before the draw: the requests so far, no weights yet.
  if (draw.state === 'open')
    for (const player of [...new Set(requests.map((r) => r.player_id))])
      entrants.push({
        player,
        name: nameOf(player),
        losses: 0,
        weight: 0,
        random: 0,
        key: 0,
        rank: 0,
        requests: requests
          .filter((r) => r.player_id === player)
          .map((r) => ({
            id: r.id,
            slot: null,
            round: null,
            outcome: null,
            note: '',
            choices: r.choices.map((slot) => ({ slot, label: label(slot), taken_by: null })),
          })),
      });
  const replayed =
    draw.seed !== null && draw.inputs !== null && isDeepStrictEqual(drawLottery(draw.seed, draw.inputs), draw.results);
  return {
    ...summaryOf(draw),
    requests: draw.inputs?.requests.length ?? requests.length,
    slot_labels: Object.fromEntries([...keys].map((k) => [k, label(k)])),
    left: draw.results?.left ?? [],
    entrants,
    replayed,
  };
}

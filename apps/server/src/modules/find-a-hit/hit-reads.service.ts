import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  fitsAvailability,
  hitFitMessages,
  hitLimitMisfits,
  matchaRefusal,
  type Hit,
  type HitClub,
  type HitMisfit,
} from '@rally/domain';
import { assertAccess } from '../../access/access';
import { findPlayerClubs } from '../../access/player-clubs';
import { invalid } from '../../http/errors';
import { getClubsMatchaFacts } from '../clubs/club-matcha-facts.service';
import { playerFactsOf } from '../players/player-facts.service';
import { findClubCourts } from '../courts/court-booking-reads.service';
import { levelsOfPlayers } from '../matches/levels.service';
import { matchaHitResponses, matchaHits, matchaHitTargets } from './find-a-hit.tables';
import { availabilityOf } from './availability.service';
import * as clock from '../../clock';
import { actorOf, loadVisibleHit, recordsOf, type Ctx } from './find-a-hit.service';

// Reading find-a-hit requests (spec 3 §3-4, issue 14): the board and a player's lists, one request,
// and the caller's clubs where find-a-hit is on. The commands are in find-a-hit.service.ts.

export type HitListQuery = {
  page: number;
  page_size: number;
  adminview?: boolean;
  club?: number;
  inclubs?: number[];
  datefrom?: string;
  dateto?: string;
  players_needed?: 'P' | 'C';
  mine?: boolean;
  /** The board: also the open requests that do not fit the caller (each says why). */
  showall?: boolean;
};

/** Hits seen by a player: their own, those they responded to, and open ones at clubs where they may respond, public or meant for them. */
function playerVisibility(me: number, clubIds: number[]): SQL {
  const responded = sql`exists (select 1 from ${matchaHitResponses} r where r.hit_id = ${matchaHits.id} and r.responder_id = ${me})`;
  const isTarget = sql`exists (select 1 from ${matchaHitTargets} t where t.hit_id = ${matchaHits.id} and t.player_id = ${me})`;
  const isPublic = sql`not exists (select 1 from ${matchaHitTargets} t where t.hit_id = ${matchaHits.id})`;
  const open = clubIds.length
    ? and(inArray(matchaHits.club_id, clubIds), isNull(matchaHits.cancelled_at), or(isPublic, isTarget))
    : undefined;
  return or(eq(matchaHits.creator_id, me), responded, open)!;
}

/**
 * GET /api/matchahitrequest/: with adminview=True and inclubs (or club), the clubs' hit requests for their
 * MATCHA administrators (every one, private and cancelled too); otherwise the hit board of the
 * caller: open requests at their clubs that they may respond to and that fit them (level, age,
 * gender, their availability; `showall` adds those that do not, each record's `misfits` saying
 * why), with their own and those they responded to. `mine` keeps only their own and those
 * they responded to. Filters: inclubs, datefrom/dateto (the window meets those days), players_needed P or C.
 */
export async function listHits({ ctx, input }: { ctx: Ctx; input: HitListQuery }) {
  const me = actorOf(ctx).playerId;
  const filters: (SQL | undefined)[] = [];
  if (input.inclubs?.length) filters.push(inArray(matchaHits.club_id, input.inclubs));
  if (input.datefrom) filters.push(gte(matchaHits.end_time, new Date(`${input.datefrom}T00:00:00Z`)));
  if (input.dateto)
    filters.push(lt(matchaHits.start_time, new Date(Date.parse(`${input.dateto}T00:00:00Z`) + 86_400_000)));
  if (input.players_needed === 'P') filters.push(gt(matchaHits.players_needed, 0));
  if (input.players_needed === 'C') filters.push(eq(matchaHits.players_needed, 0));

  if (input.adminview) {
    // Spec 3 §7 names the clubs `inclubs`; `club` (one club) is accepted too. Every club named is
    // checked: a club where the caller is not a MATCHA administrator answers 404 or 403 as alone.
    const clubs = [...new Set(input.club ? [input.club] : (input.inclubs ?? []))];
    if (!clubs.length) throw invalid('club is required', { club: ['club is required'] });
    for (const club of clubs) await assertAccess(ctx, club, { area: 'matcha' });
    const where = and(inArray(matchaHits.club_id, clubs), ...filters);
    const [{ total }] = await ctx.db
      .select({ total: sql<number>`count(*)::int` })
      .from(matchaHits)
      .where(where);
    const rows = await ctx.db
      .select()
      .from(matchaHits)
      .where(where)
      .orderBy(desc(matchaHits.start_time), desc(matchaHits.id))
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size);
    return { count: Number(total), rows: await recordsOf(ctx.db, rows, me, new Set(clubs)) };
  }

  const clubs = await findPlayerClubs(ctx.db, me);
  const facts = await getClubsMatchaFacts(ctx.db, [...clubs.keys()]);
  const usable = [...clubs]
    .filter(([id, c]) => {
      const f = facts.get(id);
      return f && matchaRefusal(f, c.isMember, 'accept') === null;
    })
    .map(([id]) => id);
  const visibility = input.mine
    ? or(
        eq(matchaHits.creator_id, me),
        sql`exists (select 1 from ${matchaHitResponses} r where r.hit_id = ${matchaHits.id} and r.responder_id = ${me})`,
      )!
    : playerVisibility(me, usable);
  // Without a date, the board shows what is still to come.
  if (!input.datefrom && !input.mine) filters.push(gt(matchaHits.end_time, clock.now()));
  const candidates = await ctx.db
    .select()
    .from(matchaHits)
    .where(and(visibility, ...filters))
    .orderBy(asc(matchaHits.start_time), asc(matchaHits.id))
    .limit(2000);
  // Fit is the player's own question about other players' hits: the hit's limits (level, age,
  // gender) and their own availability, in the hit's club zone. Their own hits and those they
  // answered always show; a hit meant for them (private) shows too: it is an invitation.
  const self = (await playerFactsOf(ctx.db, [me])).get(me);
  const levels = (await levelsOfPlayers(ctx.db, [me])).get(me);
  const windows = (await availabilityOf(ctx.db, [me])).get(me) ?? [];
  const ids = candidates.map((c) => c.id);
  const [responded, targeted] = ids.length
    ? await Promise.all([
        ctx.db
          .select({ hit: matchaHitResponses.hit_id })
          .from(matchaHitResponses)
          .where(and(eq(matchaHitResponses.responder_id, me), inArray(matchaHitResponses.hit_id, ids))),
        ctx.db
          .select({ hit: matchaHitTargets.hit_id })
          .from(matchaHitTargets)
          .where(and(eq(matchaHitTargets.player_id, me), inArray(matchaHitTargets.hit_id, ids))),
      ]).then(([r, t]) => [new Set(r.map((x) => x.hit)), new Set(t.map((x) => x.hit))])
    : [new Set<number>(), new Set<number>()];
  const misfitsOf = new Map<number, HitMisfit[]>();
  const shown = candidates.filter((h) => {
    if (h.creator_id === me || responded.has(h.id)) {
      misfitsOf.set(h.id, []);
      return true;
    }
    const zone = facts.get(h.club_id)?.zone ?? 'UTC';
    const level = (h.play_format === 'S' ? levels?.singles : levels?.doubles)?.number ?? null;
    const misfits = hitLimitMisfits(
      h,
      { gender: self?.gender ?? 'U', dob: self?.dob ?? null, level },
      clock.todayIn(zone),
    );
    if (!fitsAvailability(windows, h.start_time, h.end_time, zone))
      misfits.push({ rule: 'availability', reason: hitFitMessages.availability });
    misfitsOf.set(h.id, misfits);
    return (
      input.showall ||
      input.mine ||
      misfits.length === 0 ||
      (targeted.has(h.id) && misfits.every((m) => m.rule === 'availability'))
    );
  });
  const pageRows = shown.slice((input.page - 1) * input.page_size, input.page * input.page_size);
  const records = await recordsOf(ctx.db, pageRows, me);
  return { count: shown.length, rows: records.map((r) => ({ ...r, misfits: misfitsOf.get(r.id) ?? [] })) };
}

/** GET /api/matchahitrequest/{id}/. */
export async function getHit({ ctx, id }: { ctx: Ctx; id: number }): Promise<Hit> {
  const { hit, moderator } = await loadVisibleHit(ctx, id);
  return (await recordsOf(ctx.db, [hit], actorOf(ctx).playerId, moderator ? new Set([hit.club_id]) : undefined))[0];
}

/** GET /api/matchahitrequest/clubs/: the caller's clubs with find-a-hit on, what they may do there, and the bookable courts (for a hit's court). */
export async function listHitClubs({ ctx }: { ctx: Ctx }): Promise<HitClub[]> {
  const me = actorOf(ctx).playerId;
  const clubs = await findPlayerClubs(ctx.db, me);
  const facts = await getClubsMatchaFacts(ctx.db, [...clubs.keys()]);
  const result: HitClub[] = [];
  for (const [id, standing] of clubs) {
    const f = facts.get(id);
    if (!f?.enabled) continue;
    const request = matchaRefusal(f, standing.isMember, 'request');
    const accept = matchaRefusal(f, standing.isMember, 'accept');
    const courts = (await findClubCourts(ctx.db, id))
      .filter((c) => c.bookable && c.group_id !== null)
      .map((c) => ({ id: c.id, name: c.name }));
    result.push({
      id,
      name: f.name,
      time_zone: f.zone,
      can_request: request === null,
      can_accept: accept === null,
      refusal: request ?? accept,
      courts,
    });
  }
  return result.sort((a, b) => a.name.localeCompare(b.name));
}

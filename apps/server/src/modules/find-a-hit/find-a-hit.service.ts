import { and, asc, eq, inArray } from 'drizzle-orm';
import { readTogether } from '../../db/read-together';
import { DateTime } from 'luxon';
import {
  hitMessages,
  hitStatusText,
  levelConfidence,
  matchaRefusal,
  type BookHitCourt,
  type CreateHit,
  type Hit,
  type HitResponse,
  type HitResponseStatus,
  type PlayerLevelBadge,
} from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { assertAccess } from '../../access/access';
import { findPlayerClubs } from '../../access/player-clubs';
import { conflict, forbidden, invalid, notFound, unauthorized } from '../../http/errors';
import { getClubsMatchaFacts, type ClubMatchaFacts } from '../clubs/club-matcha-facts.service';
import { namesAndEmailsOf } from '../players/people.service';
import { playerFactsOf } from '../players/player-facts.service';
import { bookHitCourt, cancelHitCourt, hitCourtNames } from '../bookings/hit-court.service';
import { levelsOfPlayers } from '../matches/levels.service';
import { matchaHitResponses, matchaHits, matchaHitTargets } from './find-a-hit.tables';
import { hitAskedMail, hitCancelledMail } from './find-a-hit.mail';
import * as clock from '../../clock';

// Find-a-hit (spec 3 §3-4, §7 "Hit requests"; issue 14; docs/find-a-hit.md has the decisions). Every
// command runs in one transaction with the hit row locked (FOR UPDATE), so two players taking the
// last place, or the creator accepting two responses at once, cannot both win.

export type Ctx = Pick<ServiceContext, 'db' | 'actor' | 'standings' | 'mailer' | 'config'>;
export type HitRow = typeof matchaHits.$inferSelect;
type ResponseRow = typeof matchaHitResponses.$inferSelect;

export const actorOf = (ctx: Ctx) => {
  if (!ctx.actor) throw unauthorized();
  return ctx.actor;
};

/** An instant of a hit time: with an offset as given, otherwise the club's wall-clock time. */
export function instantOf(text: string, zone: string, field: string): Date {
  const parsed = DateTime.fromISO(text, { zone });
  if (!parsed.isValid) throw invalid(hitMessages.dateTime, { [field]: [hitMessages.dateTime] });
  return parsed.toJSDate();
}

/** The hit in the API's shape; `viewer` sees every response when they created the hit or moderate it, else only their own. */
export async function recordsOf(
  db: Db | Tx,
  rows: HitRow[],
  viewer: number,
  moderatorClubs: ReadonlySet<number> = new Set(),
): Promise<Hit[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [responses, targets] = await readTogether(
    db,
    () =>
      db
        .select()
        .from(matchaHitResponses)
        .where(inArray(matchaHitResponses.hit_id, ids))
        .orderBy(asc(matchaHitResponses.start_time), asc(matchaHitResponses.id)),
    () => db.select().from(matchaHitTargets).where(inArray(matchaHitTargets.hit_id, ids)),
  );
  const people = [...rows.map((r) => r.creator_id), ...responses.map((r) => r.responder_id)];
  const [names, levels] = await readTogether(
    db,
    () => namesAndEmailsOf(db, people),
    () => levelsOfPlayers(db, people),
  );
  // A player's level in the hit's format, with how sure it is (docs/find-a-hit.md "Levels").
  const badgeOf = (player: number, format: 'S' | 'D'): PlayerLevelBadge | null => {
    const l = format === 'S' ? levels.get(player)?.singles : levels.get(player)?.doubles;
    return l
      ? { number: l.number, name: l.name, rgb: l.rgb, rating: l.rating, rd: l.rd, confidence: levelConfidence(l.rd) }
      : null;
  };
  const facts = await getClubsMatchaFacts(
    db,
    rows.map((r) => r.club_id),
  );
  const courtNames = new Map<number, string>();
  for (const clubId of new Set(rows.filter((r) => r.court_booking_id).map((r) => r.club_id))) {
    const found = await hitCourtNames(
      db,
      clubId,
      rows.filter((r) => r.club_id === clubId && r.court_booking_id).map((r) => r.court_booking_id!),
    );
    for (const [k, v] of found) courtNames.set(k, v);
  }
  const formatOf = new Map(rows.map((r) => [r.id, r.play_format]));
  const responseOf = (r: ResponseRow): HitResponse => ({
    id: r.id,
    responder: r.responder_id,
    responder_name: names.get(r.responder_id)?.full_name ?? '',
    responder_level: badgeOf(r.responder_id, formatOf.get(r.hit_id) ?? 'S'),
    start_time: r.start_time.toISOString(),
    comments: r.comments,
    status: r.status as HitResponseStatus,
    created: r.created_at.toISOString(),
  });
  return rows.map((row) => {
    const own = responses.filter((r) => r.hit_id === row.id);
    const seesAll = row.creator_id === viewer || moderatorClubs.has(row.club_id);
    const mine = own.find((r) => r.responder_id === viewer);
    const targetIds = targets.filter((t) => t.hit_id === row.id).map((t) => t.player_id);
    const cancelled = row.cancelled_at !== null;
    return {
      id: row.id,
      club: row.club_id,
      club_name: facts.get(row.club_id)?.name ?? '',
      time_zone: facts.get(row.club_id)?.zone ?? 'UTC',
      hit_creator: row.creator_id,
      hit_creator_name: names.get(row.creator_id)?.full_name ?? '',
      hit_creator_level: badgeOf(row.creator_id, row.play_format),
      start_time: row.start_time.toISOString(),
      end_time: row.end_time.toISOString(),
      agreed_start: row.agreed_start?.toISOString() ?? null,
      players_needed: row.players_needed,
      num_players_requested: row.num_players_requested,
      play_format: row.play_format,
      min_level: row.min_level,
      max_level: row.max_level,
      min_age: row.min_age,
      max_age: row.max_age,
      gender: row.gender,
      comments: row.comments,
      cost: Number(row.cost),
      currency: facts.get(row.club_id)?.currency ?? '',
      court_booking: row.court_booking_id,
      court_name: row.court_booking_id ? (courtNames.get(row.court_booking_id) ?? null) : null,
      target_players_set: seesAll ? targetIds : targetIds.filter((t) => t === viewer),
      is_private: targetIds.length > 0,
      cancelled,
      status: hitStatusText({ players_needed: row.players_needed, cancelled }),
      responses: (seesAll ? own : own.filter((r) => r.responder_id === viewer)).map(responseOf),
      my_response: mine ? responseOf(mine) : null,
      created: row.created_at.toISOString(),
    };
  });
}

/** The rules of the hit's club for the caller: refused with the club's sentence (400) when they may not. */
export async function assertMayUse(
  db: Db | Tx,
  clubId: number,
  playerId: number,
  action: 'request' | 'accept',
): Promise<ClubMatchaFacts> {
  const facts = (await getClubsMatchaFacts(db, [clubId])).get(clubId);
  if (!facts) throw notFound('Club not found.');
  const clubs = await findPlayerClubs(db, playerId);
  const refusal = matchaRefusal(facts, clubs.get(clubId)?.isMember ?? false, action);
  if (refusal) throw forbidden(refusal);
  return facts;
}

/** The caller's level for a format (singles or doubles), or null before they have one. */
export async function levelOf(db: Db | Tx, playerId: number, format: 'S' | 'D') {
  const levels = (await levelsOfPlayers(db, [playerId])).get(playerId);
  return (format === 'S' ? levels?.singles : levels?.doubles)?.number ?? null;
}

/** POST /api/matchahitrequest/: a player posts a hit request at a club. */
export async function createHit({ ctx, input }: { ctx: Ctx; input: CreateHit }): Promise<Hit> {
  await assertAccess(ctx, input.club, { player: true });
  const me = actorOf(ctx).playerId;
  const facts = await assertMayUse(ctx.db, input.club, me, 'request');
  const start = instantOf(input.start_time, facts.zone, 'start_time');
  const end = instantOf(input.end_time, facts.zone, 'end_time');
  if (end <= start) throw invalid(hitMessages.endAfterStart, { end_time: [hitMessages.endAfterStart] });
  if (end <= clock.now()) throw invalid(hitMessages.inFuture, { end_time: [hitMessages.inFuture] });
  const targets = [...new Set(input.target_players_set)].filter((p) => p !== me);
  if (targets.length) {
    const known = await playerFactsOf(ctx.db, targets);
    const missing = targets.filter((p) => !known.has(p));
    if (missing.length)
      throw invalid('A valid player is required', { target_players_set: ['A valid player is required'] });
  }
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(matchaHits)
      .values({
        club_id: input.club,
        creator_id: me,
        start_time: start,
        end_time: end,
        players_needed: input.num_players_requested,
        num_players_requested: input.num_players_requested,
        play_format: input.play_format,
        min_level: input.min_level ?? null,
        max_level: input.max_level ?? null,
        min_age: input.min_age ?? null,
        max_age: input.max_age ?? null,
        gender: input.gender,
        comments: input.comments,
        cost: input.cost.toFixed(2),
      })
      .returning();
    if (targets.length) {
      await tx
        .insert(matchaHitTargets)
        .values(targets.map((p) => ({ club_id: input.club, hit_id: row.id, player_id: p })));
      // A private hit is an invitation: each player it is meant for hears of it.
      const people = await namesAndEmailsOf(tx, [me, ...targets]);
      const creator = people.get(me)?.full_name ?? 'A player';
      for (const target of targets) {
        const person = people.get(target);
        if (!person?.email) continue;
        await ctx.mailer.queue(
          tx,
          hitAskedMail({
            to: person.email,
            name: person.full_name,
            creator,
            club: facts.name,
            start,
            end,
            zone: facts.zone,
            locale: facts.locale,
            comments: input.comments,
            link: `${ctx.config.publicUrl}/matches?tab=hits`,
          }),
        );
      }
    }
    return (await recordsOf(tx, [row], me))[0];
  });
}

const HIT_NOT_FOUND = hitMessages.notFound;

/** The hit and whether the caller moderates its club; 404 when the caller may not see it. */
export async function loadVisibleHit(ctx: Ctx, id: number, db: Db | Tx = ctx.db, lock = false) {
  const me = actorOf(ctx).playerId;
  const query = db.select().from(matchaHits).where(eq(matchaHits.id, id));
  const [hit] = lock ? await query.for('update') : await query;
  if (!hit) throw notFound(HIT_NOT_FOUND);
  await assertAccess(ctx, hit.club_id, {
    area: 'matcha',
    player: true,
    owner: hit.creator_id,
    notFound: HIT_NOT_FOUND,
  });
  const standing = ctx.standings?.get(hit.club_id);
  const moderator = Boolean(
    standing && standing.adminStatus === 'A' && standing.roles.some((r) => r === 'A' || r === 'M'),
  );
  if (hit.creator_id === me || moderator) return { hit, moderator };
  const targets = await db
    .select({ player: matchaHitTargets.player_id })
    .from(matchaHitTargets)
    .where(eq(matchaHitTargets.hit_id, hit.id));
  const [response] = await db
    .select({ id: matchaHitResponses.id })
    .from(matchaHitResponses)
    .where(and(eq(matchaHitResponses.hit_id, hit.id), eq(matchaHitResponses.responder_id, me)));
  if (targets.length && !targets.some((t) => t.player === me) && !response) throw notFound(HIT_NOT_FOUND);
  return { hit, moderator };
}

export const assertOpen = (hit: HitRow) => {
  if (hit.cancelled_at || hit.end_time <= clock.now()) throw conflict(hitMessages.notOpen);
};

/** POST /api/matchahitrequest/{id}/cancel/: the creator (or the club's MATCHA administrators) call the hit off; its court booking is cancelled within the group's matcha_booking_cancel_advance. */
export async function cancelHit({ ctx, id }: { ctx: Ctx; id: number }): Promise<Hit> {
  const me = actorOf(ctx).playerId;
  await loadVisibleHit(ctx, id);
  return ctx.db.transaction(async (tx) => {
    const { hit, moderator } = await loadVisibleHit(ctx, id, tx, true);
    if (hit.creator_id !== me && !moderator) throw forbidden(hitMessages.notCreator);
    if (hit.cancelled_at) throw conflict(hitMessages.notOpen);
    if (hit.court_booking_id) await cancelHitCourt(tx, hit.club_id, hit.court_booking_id, me);
    const [row] = await tx
      .update(matchaHits)
      .set({ cancelled_at: clock.now() })
      .where(eq(matchaHits.id, hit.id))
      .returning();
    const accepted = await tx
      .select({ player: matchaHitResponses.responder_id })
      .from(matchaHitResponses)
      .where(and(eq(matchaHitResponses.hit_id, hit.id), inArray(matchaHitResponses.status, ['A', 'P'])));
    if (accepted.length) {
      const facts = (await getClubsMatchaFacts(tx, [hit.club_id])).get(hit.club_id)!;
      const people = await namesAndEmailsOf(tx, [hit.creator_id, ...accepted.map((a) => a.player)]);
      for (const { player } of accepted) {
        const p = people.get(player);
        if (p?.email)
          await ctx.mailer.queue(
            tx,
            hitCancelledMail({
              to: p.email,
              name: p.full_name,
              creator: people.get(hit.creator_id)?.full_name ?? 'The player',
              club: facts.name,
              start: hit.agreed_start ?? hit.start_time,
              zone: facts.zone,
              locale: facts.locale,
            }),
          );
      }
    }
    return (await recordsOf(tx, [row], me, moderator ? new Set([hit.club_id]) : undefined))[0];
  });
}

/** POST /api/matchahitrequest/{id}/book_court/ {court, minutes}: the creator books a court at the agreed start once the hit is Confirmed. */
export async function bookCourtForHit({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: number; body: BookHitCourt };
}): Promise<Hit> {
  const me = actorOf(ctx).playerId;
  await loadVisibleHit(ctx, input.id);
  return ctx.db.transaction(async (tx) => {
    const { hit } = await loadVisibleHit(ctx, input.id, tx, true);
    if (hit.creator_id !== me) throw forbidden(hitMessages.notCreator);
    assertOpen(hit);
    if (hit.players_needed > 0 || !hit.agreed_start)
      throw invalid(hitMessages.notConfirmed, { non_field_errors: [hitMessages.notConfirmed] });
    if (hit.court_booking_id) throw conflict(hitMessages.alreadyBooked);
    const facts = (await getClubsMatchaFacts(tx, [hit.club_id])).get(hit.club_id)!;
    const names = await namesAndEmailsOf(tx, [me]);
    const booked = await bookHitCourt(tx, {
      clubId: hit.club_id,
      playerId: me,
      court: input.body.court,
      start: hit.agreed_start,
      minutes: input.body.minutes,
      name: `Hit: ${names.get(me)?.full_name ?? 'find-a-hit'}`,
      zone: facts.zone,
    });
    const [row] = await tx
      .update(matchaHits)
      .set({ court_booking_id: booked.series })
      .where(eq(matchaHits.id, hit.id))
      .returning();
    return (await recordsOf(tx, [row], me))[0];
  });
}

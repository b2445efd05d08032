import { and, asc, count, desc, eq, inArray, isNotNull, isNull, max } from 'drizzle-orm';
import {
  challengeProblem,
  playerLadderMessages as msg,
  type LadderChallenge,
  type LadderPlayer,
  type PlayerLadder,
  type PlayerLadderBody,
  type PlayerLadderBrief,
} from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { assertAccess } from '../../access/access';
import { conflict, forbidden, invalid, notFound, unauthorized } from '../../http/errors';
import { getClubRow } from '../clubs/club-reads.service';
import { createCompetitionMatchGroup } from '../matches/diary-entry.service';
import { findPlayersByValidatedEmail, namesAndEmailsOf, playerExists } from '../players/people.service';
import { ladderChallenges, ladderPlayers, playerLadders } from './player-ladders.tables';

// The player ladder (docs/competitions.md "The player ladder"): a challenge ladder at one club. Its
// organisers manage it, its players challenge those above them (the domain's challengeProblem /
// afterChallenge: ladder-challenges.service.ts). Readable by its own people and by the club's
// players; anyone else gets 404 'Ladder not found.'. Every change locks the ladder row first
// (FOR UPDATE), so positions stay 1 … n and two challenges at once cannot both take a player.

export type Ctx = Pick<ServiceContext, 'db' | 'actor' | 'standings'>;
export type LadderRow = typeof playerLadders.$inferSelect;
type PersonRow = typeof ladderPlayers.$inferSelect;

export const meOf = (ctx: Ctx) => {
  if (!ctx.actor) throw unauthorized();
  return ctx.actor.playerId;
};

/**
 * The ladder and the caller's row on it; 404 to anyone who is neither on it nor a player of its
 * club. A command calls it before its transaction (the standing is read on the app's connection;
 * PGlite has one), then `lockedLadder` inside it.
 */
export async function ladderFor(ctx: Ctx, id: number) {
  const player = meOf(ctx);
  const [row] = await ctx.db.select().from(playerLadders).where(eq(playerLadders.id, id));
  if (!row) throw notFound(msg.notFound);
  const [mine] = await ctx.db
    .select()
    .from(ladderPlayers)
    .where(
      and(eq(ladderPlayers.ladder_id, row.id), eq(ladderPlayers.player_id, player), isNull(ladderPlayers.removed_at)),
    );
  await assertAccess(ctx, row.club_id, { player: true, owner: mine ? player : null, notFound: msg.notFound });
  return { row, mine: mine ?? null, organiser: Boolean(mine?.is_organiser), player };
}

/** The ladder locked (FOR UPDATE) inside a command's transaction, with the caller's row read again under the lock. */
export async function lockedLadder(tx: Tx, id: number, player: number) {
  const [row] = await tx.select().from(playerLadders).where(eq(playerLadders.id, id)).for('update');
  if (!row) throw notFound(msg.notFound);
  const [mine] = await tx
    .select()
    .from(ladderPlayers)
    .where(
      and(eq(ladderPlayers.ladder_id, row.id), eq(ladderPlayers.player_id, player), isNull(ladderPlayers.removed_at)),
    );
  return { row, mine: mine ?? null, organiser: Boolean(mine?.is_organiser), player };
}

/** The players on the ladder, top first (organisers who do not play left out). */
export const playingOrder = async (db: Db | Tx, ladder: number) =>
  db
    .select()
    .from(ladderPlayers)
    .where(and(eq(ladderPlayers.ladder_id, ladder), isNotNull(ladderPlayers.position)))
    .orderBy(asc(ladderPlayers.position));

/** The whole ladder as the screen shows it: positions, each player's record, who the caller may challenge, the challenges (open first, then the latest results). */
export async function ladderRecord(db: Db | Tx, row: LadderRow, caller: number): Promise<PlayerLadder> {
  const people = await db
    .select()
    .from(ladderPlayers)
    .where(eq(ladderPlayers.ladder_id, row.id))
    .orderBy(asc(ladderPlayers.position), asc(ladderPlayers.id));
  const challenges = await db
    .select()
    .from(ladderChallenges)
    .where(eq(ladderChallenges.ladder_id, row.id))
    .orderBy(desc(ladderChallenges.created_at), desc(ladderChallenges.id));
  const names = await namesAndEmailsOf(
    db,
    people.map((p) => p.player_id),
  );
  const nameOf = (p: PersonRow | undefined) => (p ? (names.get(p.player_id)?.full_name ?? '') : '');
  const byId = new Map(people.map((p) => [p.id, p]));
  const playing = people.filter((p) => p.position !== null);
  const order = playing.map((p) => p.id);
  const open = challenges
    .filter((c) => c.status === 'open')
    .map((c) => ({ challenger: c.challenger_id, defender: c.defender_id }));
  const mine = people.find((p) => p.player_id === caller && !p.removed_at);
  const removed = (id: number) => Boolean(byId.get(id)?.removed_at);
  const played = challenges.filter((c) => c.status === 'played');
  const players: LadderPlayer[] = playing.map((p) => ({
    id: p.id,
    player: p.player_id,
    name: nameOf(p),
    position: p.position!,
    is_organiser: p.is_organiser,
    won: played.filter((c) => c.winner_id === p.id).length,
    lost: played.filter((c) => c.winner_id !== p.id && (c.challenger_id === p.id || c.defender_id === p.id)).length,
    in_challenge: open.some((c) => c.challenger === p.id || c.defender === p.id),
    can_challenge:
      Boolean(mine?.position) && challengeProblem(order, mine!.id, p.id, row.challenge_places, open) === null,
  }));
  const shaped: LadderChallenge[] = challenges
    .sort((a, b) => Number(b.status === 'open') - Number(a.status === 'open'))
    .slice(0, 50)
    .map((c) => ({
      id: c.id,
      challenger: c.challenger_id,
      challenger_name: nameOf(byId.get(c.challenger_id)),
      challenger_position: c.challenger_position,
      challenger_removed: removed(c.challenger_id),
      defender: c.defender_id,
      defender_name: nameOf(byId.get(c.defender_id)),
      defender_position: c.defender_position,
      defender_removed: removed(c.defender_id),
      status: c.status,
      created: c.created_at.toISOString(),
      played: c.played_at?.toISOString() ?? null,
      winner: c.winner_id,
      score_text: c.score_text,
      match: c.match_id,
    }));
  const club = await getClubRow(db, row.club_id);
  return {
    id: row.id,
    name: row.name,
    desc: row.desc,
    club: row.club_id,
    club_name: club.name,
    challenge_places: row.challenge_places,
    number_of_sets: row.number_of_sets as 1 | 3 | 5,
    is_organiser: Boolean(mine?.is_organiser),
    me: mine?.position ? mine.id : null,
    organisers: people
      .filter((p) => p.is_organiser && !p.removed_at)
      .map((p) => ({ player: p.player_id, name: nameOf(p) })),
    players,
    challenges: shaped,
  };
}

/** GET /api/playerladder/: the ladders the caller plays on or organises, by name. */
export async function listLadders({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { page: number; page_size: number };
}): Promise<{ count: number; rows: PlayerLadderBrief[] }> {
  const player = meOf(ctx);
  const where = and(eq(ladderPlayers.player_id, player), isNull(ladderPlayers.removed_at));
  const [{ total }] = await ctx.db.select({ total: count() }).from(ladderPlayers).where(where);
  const rows = await ctx.db
    .select({ l: playerLadders, me: ladderPlayers })
    .from(ladderPlayers)
    .innerJoin(playerLadders, eq(playerLadders.id, ladderPlayers.ladder_id))
    .where(where)
    .orderBy(asc(playerLadders.name), asc(playerLadders.id))
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size);
  const ids = rows.map((r) => r.l.id);
  const sizes = ids.length
    ? await ctx.db
        .select({ ladder: ladderPlayers.ladder_id, n: count() })
        .from(ladderPlayers)
        .where(and(inArray(ladderPlayers.ladder_id, ids), isNotNull(ladderPlayers.position)))
        .groupBy(ladderPlayers.ladder_id)
    : [];
  const briefs: PlayerLadderBrief[] = [];
  for (const r of rows) {
    briefs.push({
      id: r.l.id,
      name: r.l.name,
      club: r.l.club_id,
      club_name: (await getClubRow(ctx.db, r.l.club_id)).name,
      players: sizes.find((s) => s.ladder === r.l.id)?.n ?? 0,
      my_position: r.me.position,
      is_organiser: r.me.is_organiser,
    });
  }
  return { count: total, rows: briefs };
}

/** GET /api/playerladder/{id}/. */
export async function getLadder({ ctx, id }: { ctx: Ctx; id: number }): Promise<PlayerLadder> {
  const { row, player } = await ladderFor(ctx, id);
  return ladderRecord(ctx.db, row, player);
}

/** POST /api/playerladder/: a ladder at a club the caller is a player of; the caller organises it (and plays, from the top, when `play`). */
export async function createLadder({ ctx, input }: { ctx: Ctx; input: PlayerLadderBody }): Promise<PlayerLadder> {
  const player = meOf(ctx);
  await assertAccess(ctx, input.club, { player: true }).catch(() => {
    throw invalid(msg.notAClubPlayer, { club: [msg.notAClubPlayer] });
  });
  return ctx.db.transaction(async (tx) => {
    const group = await createCompetitionMatchGroup(tx, { name: input.name, createdBy: player });
    const [row] = await tx
      .insert(playerLadders)
      .values({
        club_id: input.club,
        name: input.name,
        desc: input.desc,
        challenge_places: input.challenge_places,
        number_of_sets: input.number_of_sets,
        match_group_id: group,
        created_by: player,
      })
      .returning();
    await tx.insert(ladderPlayers).values({
      club_id: row.club_id,
      ladder_id: row.id,
      player_id: player,
      is_organiser: true,
      position: input.play ? 1 : null,
    });
    return ladderRecord(tx, row, player);
  });
}

/** POST /api/playerladder/{id}/player/ {email | player}: an organiser puts a Rally player at the bottom (an organiser who did not play starts playing). */
export async function addLadderPlayer({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: number; email?: string; player?: number };
}): Promise<PlayerLadder> {
  const { player: me } = await ladderFor(ctx, input.id);
  return ctx.db.transaction(async (tx) => {
    const { row, organiser, player: caller } = await lockedLadder(tx, input.id, me);
    if (!organiser) throw forbidden(msg.organiserOnly);
    let player = input.player;
    if (input.email !== undefined) player = (await findPlayersByValidatedEmail(tx, [input.email])).get(input.email);
    if (player === undefined || !(await playerExists(tx, player)))
      throw invalid(msg.playerNotFound, { email: [msg.playerNotFound] });
    const [{ last }] = await tx
      .select({ last: max(ladderPlayers.position) })
      .from(ladderPlayers)
      .where(eq(ladderPlayers.ladder_id, row.id));
    const [existing] = await tx
      .select()
      .from(ladderPlayers)
      .where(and(eq(ladderPlayers.ladder_id, row.id), eq(ladderPlayers.player_id, player)));
    if (existing?.position) throw conflict(msg.onLadderAlready);
    // An organiser who did not play starts playing; a player taken off comes back (their past challenges are theirs again).
    if (existing)
      await tx
        .update(ladderPlayers)
        .set({ position: (last ?? 0) + 1, removed_at: null })
        .where(eq(ladderPlayers.id, existing.id));
    else
      await tx
        .insert(ladderPlayers)
        .values({ club_id: row.club_id, ladder_id: row.id, player_id: player, position: (last ?? 0) + 1 });
    return ladderRecord(tx, row, caller);
  });
}

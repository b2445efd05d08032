import { and, asc, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import {
  checkScore,
  glicko2Update,
  GLICKO_DEFAULT,
  matchMessages,
  scoreText,
  scoreTextFor,
  type CreateMatch,
  type Glicko,
  type Match,
  type MatchGroupInput,
  type PlayerProfile,
  type ProfileMatch,
  type UpdateMatch,
} from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { forbidden, invalid, notFound, unauthorized } from '../../http/errors';
import { findPlayerClubs } from '../../access/player-clubs';
import { clubNamesOf } from '../clubs/player-clubs.service';
import { findPlayersByValidatedEmail, namesAndEmailsOf, playerExists } from '../players/people.service';
import { levelsOfPlayers } from './levels.service';
import { matchGroups, matches, matchPlayers, playerRatings } from './matches.tables';
import * as clock from '../../clock';

// The match diary (spec 3 §4 "Matches"; issue 14; docs/find-a-hit.md). A player records a match they
// played (their own entry approved); each other player approves it or deletes their own entry.
// When the last player approves, the match counts: each player's Glicko-2 rating for the format
// is updated with it as one rating period (doubles: against the opposing side's mean), inside the
// same transaction with the match row locked, so two last approvals at once rate it once.

type Ctx = Pick<ServiceContext, 'db' | 'actor'>;
type MatchRow = typeof matches.$inferSelect;

const me = (ctx: Ctx) => {
  if (!ctx.actor) throw unauthorized();
  return ctx.actor.playerId;
};

async function recordsOf(db: Db | Tx, rows: MatchRow[]): Promise<Match[]> {
  if (!rows.length) return [];
  const entries = await db
    .select()
    .from(matchPlayers)
    .where(
      inArray(
        matchPlayers.match_id,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(matchPlayers.side), asc(matchPlayers.id));
  const names = await namesAndEmailsOf(
    db,
    entries.map((e) => e.player_id),
  );
  return rows.map((row) => {
    const own = entries.filter((e) => e.match_id === row.id);
    const sides = ([1, 2] as const).map((side) => ({
      side,
      team: own.find((e) => e.side === side)?.team_id ?? null,
      players: own
        .filter((e) => e.side === side)
        .map((e) => ({ id: e.player_id, name: names.get(e.player_id)?.full_name ?? '' })),
      score: row.sets.filter((s) => (side === 1 ? s.games[0] > s.games[1] : s.games[1] > s.games[0])).length,
      sets: row.sets.map((s) => s.games[side - 1]),
    }));
    return {
      id: row.id,
      start: row.start.toISOString(),
      finish: row.finish?.toISOString() ?? null,
      format: row.format,
      surface: row.surface_id,
      matchgroup: row.matchgroup_id,
      cancelled: row.cancelled,
      commenced: row.commenced,
      number_of_sets: row.number_of_sets as 1 | 3 | 5,
      match_tiebreak: row.match_tiebreak,
      sets: row.sets,
      retired: (row.retired as 1 | 2 | null) ?? null,
      winner: row.winner as 1 | 2,
      score_text: scoreText({ sets: row.sets, retired: (row.retired as 1 | 2 | null) ?? null }),
      sides,
      playermatch_set: own.map((e) => ({
        player: e.player_id,
        name: names.get(e.player_id)?.full_name ?? '',
        side: e.side as 1 | 2,
        approved: e.approved,
        deleted: e.deleted,
      })),
      approved: own.length > 0 && own.every((e) => e.approved),
      recorded_by: row.recorded_by,
      created: row.created_at.toISOString(),
    };
  });
}

/** GET /api/match/?player&commenced=1: the caller's diary, newest first; entries they deleted are left out. */
export async function listMatches({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { page: number; page_size: number; player?: number; commenced?: boolean };
}) {
  const player = me(ctx);
  if (input.player !== undefined && input.player !== player) throw notFound(matchMessages.notFound);
  const where = and(
    eq(matchPlayers.player_id, player),
    eq(matchPlayers.deleted, false),
    eq(matches.cancelled, false),
    input.commenced === undefined ? undefined : eq(matches.commenced, input.commenced),
  );
  const [{ total }] = await ctx.db
    .select({ total: count() })
    .from(matchPlayers)
    .innerJoin(matches, eq(matches.id, matchPlayers.match_id))
    .where(where);
  const rows = await ctx.db
    .select({ match: matches })
    .from(matchPlayers)
    .innerJoin(matches, eq(matches.id, matchPlayers.match_id))
    .where(where)
    .orderBy(desc(matches.start), desc(matches.id))
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size);
  return {
    count: total,
    rows: await recordsOf(
      ctx.db,
      rows.map((r) => r.match),
    ),
  };
}

/** GET /api/match/{id}/: a match the caller played. */
export async function getMatch({ ctx, id }: { ctx: Ctx; id: number }): Promise<Match> {
  const player = me(ctx);
  const [row] = await ctx.db
    .select({ match: matches })
    .from(matches)
    .innerJoin(matchPlayers, and(eq(matchPlayers.match_id, matches.id), eq(matchPlayers.player_id, player)))
    .where(eq(matches.id, id));
  if (!row) throw notFound(matchMessages.notFound);
  return (await recordsOf(ctx.db, [row.match]))[0];
}

/** POST /api/match/: the caller records a match they played; their entry is approved, the others wait for theirs. */
export async function createMatch({ ctx, input }: { ctx: Ctx; input: CreateMatch }): Promise<Match> {
  const player = me(ctx);
  const emails = input.sides.flatMap((s) => s.emails);
  const byEmail = await findPlayersByValidatedEmail(ctx.db, emails);
  const errors: Record<string, string[]> = {};
  const sides = input.sides.map((side, i) => {
    const fromEmails = side.emails.map((email, j) => {
      const id = byEmail.get(email);
      if (!id) errors[`sides.${i}.emails.${j}`] = [matchMessages.unknownEmail];
      return id ?? 0;
    });
    return [...side.players, ...fromEmails];
  });
  for (const [i, side] of input.sides.entries()) {
    for (const [j, id] of side.players.entries())
      if (!(await playerExists(ctx.db, id))) errors[`sides.${i}.players.${j}`] = ['A valid player is required'];
  }
  if (Object.keys(errors).length) throw invalid(Object.values(errors)[0][0], errors);
  const all = sides.flat();
  if (new Set(all).size !== all.length)
    throw invalid(matchMessages.samePlayerTwice, { sides: [matchMessages.samePlayerTwice] });
  if (!all.includes(player)) throw forbidden(matchMessages.notAPlayer);
  if (input.matchgroup) {
    const [group] = await ctx.db
      .select({ id: matchGroups.id })
      .from(matchGroups)
      .where(eq(matchGroups.id, input.matchgroup));
    if (!group) throw invalid(matchMessages.groupNotFound, { matchgroup: [matchMessages.groupNotFound] });
  }
  const score = checkScore({
    number_of_sets: input.number_of_sets,
    sets: input.sets,
    retired: input.retired ?? null,
    match_tiebreak: input.match_tiebreak,
  });
  if (!score.valid) throw invalid(score.errors[0], { sets: score.errors });
  const start = new Date(input.start.length === 10 ? `${input.start}T00:00:00Z` : input.start);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(matches)
      .values({
        start,
        format: input.format,
        surface_id: input.surface ?? null,
        matchgroup_id: input.matchgroup ?? null,
        number_of_sets: input.number_of_sets,
        match_tiebreak: input.match_tiebreak,
        sets: input.sets,
        retired: input.retired ?? null,
        winner: score.winner,
        recorded_by: player,
      })
      .returning();
    await tx.insert(matchPlayers).values(
      sides.flatMap((ids, i) =>
        ids.map((id) => ({
          match_id: row.id,
          player_id: id,
          side: i + 1,
          team_id: input.sides[i].team ?? null,
          approved: id === player,
        })),
      ),
    );
    return (await recordsOf(tx, [row]))[0];
  });
}

/** The players' ratings for the format, locked, in a fixed order (no deadlock between two matches of the same players). */
async function lockRatings(tx: Tx, playerIds: number[], format: 'S' | 'D') {
  const ids = [...new Set(playerIds)].sort((a, b) => a - b);
  await tx
    .insert(playerRatings)
    .values(ids.map((id) => ({ player_id: id, format, ...GLICKO_DEFAULT })))
    .onConflictDoNothing();
  const rows = await tx
    .select()
    .from(playerRatings)
    .where(and(inArray(playerRatings.player_id, ids), eq(playerRatings.format, format)))
    .orderBy(asc(playerRatings.player_id))
    .for('update');
  return new Map(rows.map((r) => [r.player_id, r]));
}

/** Applies an approved match to its players' ratings: one Glicko-2 rating period each. */
async function rateMatch(tx: Tx, match: MatchRow) {
  const entries = await tx.select().from(matchPlayers).where(eq(matchPlayers.match_id, match.id));
  const format = match.format;
  const ratings = await lockRatings(
    tx,
    entries.map((e) => e.player_id),
    format,
  );
  const glickoOf = (id: number): Glicko => {
    const r = ratings.get(id)!;
    return { rating: r.rating, rd: r.rd, vol: r.vol };
  };
  // A side as one opponent: the mean rating and the root-mean-square deviation of its players.
  const sideOf = (side: number): Glicko => {
    const ids = entries.filter((e) => e.side === side).map((e) => e.player_id);
    const gs = ids.map(glickoOf);
    return {
      rating: gs.reduce((s, x) => s + x.rating, 0) / gs.length,
      rd: Math.sqrt(gs.reduce((s, x) => s + x.rd * x.rd, 0) / gs.length),
      vol: gs.reduce((s, x) => s + x.vol, 0) / gs.length,
    };
  };
  const sides = { 1: sideOf(1), 2: sideOf(2) };
  for (const entry of entries) {
    const won = entry.side === match.winner;
    const next = glicko2Update(glickoOf(entry.player_id), [
      { opponent: sides[entry.side === 1 ? 2 : 1], score: won ? 1 : 0 },
    ]);
    const current = ratings.get(entry.player_id)!;
    await tx
      .update(playerRatings)
      .set({
        ...next,
        wins: current.wins + (won ? 1 : 0),
        losses: current.losses + (won ? 0 : 1),
        updated_at: clock.now(),
      })
      .where(and(eq(playerRatings.player_id, entry.player_id), eq(playerRatings.format, format)));
  }
  await tx.update(matches).set({ rated_at: clock.now() }).where(eq(matches.id, match.id));
}

/** PATCH /api/match/{id}/ {approved} or {deleted}: the caller's own entry. The last approval makes the match count for ratings. */
export async function updateMatch({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: number; body: UpdateMatch };
}): Promise<Match> {
  const player = me(ctx);
  return ctx.db.transaction(async (tx) => {
    const [match] = await tx.select().from(matches).where(eq(matches.id, input.id)).for('update');
    if (!match) throw notFound(matchMessages.notFound);
    const [entry] = await tx
      .select()
      .from(matchPlayers)
      .where(and(eq(matchPlayers.match_id, match.id), eq(matchPlayers.player_id, player)));
    if (!entry) throw notFound(matchMessages.notFound);
    if (input.body.deleted) await tx.update(matchPlayers).set({ deleted: true }).where(eq(matchPlayers.id, entry.id));
    if (input.body.approved && !entry.approved) {
      await tx.update(matchPlayers).set({ approved: true }).where(eq(matchPlayers.id, entry.id));
      const [pending] = await tx
        .select({ n: count() })
        .from(matchPlayers)
        .where(and(eq(matchPlayers.match_id, match.id), eq(matchPlayers.approved, false)));
      if (pending.n === 0 && !match.rated_at && !match.cancelled) await rateMatch(tx, match);
    }
    const [row] = await tx.select().from(matches).where(eq(matches.id, match.id));
    return (await recordsOf(tx, [row]))[0];
  });
}

/**
 * Players see each other where they share a club (follow, on the register, coach, administer) or
 * have played a match together; anyone else is answered as a player who does not exist (404), so
 * a player's id, levels and record never confirm that they exist to a stranger. Answers the name.
 */
async function visiblePlayer(ctx: Ctx, viewer: number, id: number) {
  const name = (await namesAndEmailsOf(ctx.db, [id])).get(id);
  const [mine, theirs] = await Promise.all([findPlayerClubs(ctx.db, viewer), findPlayerClubs(ctx.db, id)]);
  const common = [...theirs.keys()].filter((c) => mine.has(c));
  if (!name) throw notFound(PLAYER_NOT_FOUND);
  if (viewer !== id && !common.length) {
    const mineMatches = ctx.db
      .select({ id: matchPlayers.match_id })
      .from(matchPlayers)
      .where(eq(matchPlayers.player_id, viewer));
    const [shared] = await ctx.db
      .select({ n: count() })
      .from(matchPlayers)
      .where(and(eq(matchPlayers.player_id, id), inArray(matchPlayers.match_id, mineMatches)));
    if (!shared.n) throw notFound(PLAYER_NOT_FOUND);
  }
  return { name, common };
}

/** A player's levels, record and recent form (W/L of their last five approved matches). */
async function matchaOf(ctx: Ctx, id: number) {
  const levels = (await levelsOfPlayers(ctx.db, [id])).get(id) ?? { singles: null, doubles: null };
  const rated = await ctx.db
    .select({ side: matchPlayers.side, winner: matches.winner })
    .from(matchPlayers)
    .innerJoin(matches, eq(matches.id, matchPlayers.match_id))
    .where(and(eq(matchPlayers.player_id, id), eq(matches.cancelled, false), isNotNull(matches.rated_at)))
    .orderBy(desc(matches.start), desc(matches.id))
    .limit(5);
  const form = rated.map((r) => (r.side === r.winner ? 'W' : 'L'));
  const wins = (levels.singles?.wins ?? 0) + (levels.doubles?.wins ?? 0);
  const losses = (levels.singles?.losses ?? 0) + (levels.doubles?.losses ?? 0);
  return {
    player: id,
    matcha_level: levels.singles,
    matcha_doubles_level: levels.doubles,
    record: { wins, losses },
    recent_form: form,
  };
}

/**
 * GET /api/player/{id}/matcha/: a player's levels, record and recent form, seen by the players
 * who may see their profile (`visiblePlayer`); a missing id and a stranger's both answer 404.
 */
export async function playerMatchaProfile({ ctx, id }: { ctx: Ctx; id: number }) {
  await visiblePlayer(ctx, me(ctx), id);
  return matchaOf(ctx, id);
}

/** How many approved matches a player's profile lists. */
export const PROFILE_MATCHES = 5;
export const PLAYER_NOT_FOUND = 'Player not found.';

/**
 * GET /api/player/{id}/profile/: another player's profile (their own too). Seen by players who
 * share a club with them (follow, on the register, coach, administer) or have played a match with
 * them; anyone else gets 404, as for a player who does not exist. Only what players show each
 * other: name, levels, record, form, clubs in common and the last approved matches (the other
 * players by name). Never an e-mail address or phone number.
 */
export async function playerProfile({ ctx, id }: { ctx: Ctx; id: number }): Promise<PlayerProfile> {
  const viewer = me(ctx);
  const { name, common } = await visiblePlayer(ctx, viewer, id);
  const clubNames = await clubNamesOf(ctx.db, common);
  const matcha = await matchaOf(ctx, id);
  const rated = await ctx.db
    .select({ match: matches, side: matchPlayers.side })
    .from(matchPlayers)
    .innerJoin(matches, eq(matches.id, matchPlayers.match_id))
    .where(and(eq(matchPlayers.player_id, id), eq(matches.cancelled, false), isNotNull(matches.rated_at)))
    .orderBy(desc(matches.start), desc(matches.id))
    .limit(PROFILE_MATCHES);
  const entries = rated.length
    ? await ctx.db
        .select()
        .from(matchPlayers)
        .where(
          inArray(
            matchPlayers.match_id,
            rated.map((r) => r.match.id),
          ),
        )
        .orderBy(asc(matchPlayers.id))
    : [];
  const others = await namesAndEmailsOf(
    ctx.db,
    entries.map((e) => e.player_id),
  );
  const person = (playerId: number) => ({ id: playerId, name: others.get(playerId)?.full_name ?? '' });
  const recent: ProfileMatch[] = rated.map(({ match, side }) => {
    const own = entries.filter((e) => e.match_id === match.id);
    return {
      id: match.id,
      start: match.start.toISOString(),
      format: match.format,
      won: match.winner === side,
      score_text: scoreTextFor({ sets: match.sets, retired: (match.retired as 1 | 2 | null) ?? null }, side as 1 | 2),
      partners: own.filter((e) => e.side === side && e.player_id !== id).map((e) => person(e.player_id)),
      opponents: own.filter((e) => e.side !== side).map((e) => person(e.player_id)),
    };
  });
  return {
    id,
    full_name: name.full_name,
    is_me: viewer === id,
    matcha_level: matcha.matcha_level,
    matcha_doubles_level: matcha.matcha_doubles_level,
    record: matcha.record,
    recent_form: matcha.recent_form as ('W' | 'L')[],
    clubs_in_common: common
      .map((c) => ({ id: c, name: clubNames.get(c) ?? '' }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    recent_matches: recent,
  };
}

// Match groups (spec 3 §7): a tournament's groups of matches, for the tournaments issue.

const groupRecord = (g: typeof matchGroups.$inferSelect) => ({
  id: g.id,
  tournament: g.tournament_id,
  name: g.name,
  created_by: g.created_by,
  created: g.created_at.toISOString(),
});

export async function listMatchGroups({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { page: number; page_size: number; tournament?: number };
}) {
  me(ctx);
  const where = input.tournament === undefined ? undefined : eq(matchGroups.tournament_id, input.tournament);
  const [{ total }] = await ctx.db.select({ total: count() }).from(matchGroups).where(where);
  const rows = await ctx.db
    .select()
    .from(matchGroups)
    .where(where)
    .orderBy(asc(matchGroups.id))
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size);
  return { count: total, rows: rows.map(groupRecord) };
}

export async function getMatchGroup({ ctx, id }: { ctx: Ctx; id: number }) {
  me(ctx);
  const [row] = await ctx.db.select().from(matchGroups).where(eq(matchGroups.id, id));
  if (!row) throw notFound(matchMessages.groupNotFound);
  const rows = await ctx.db
    .select()
    .from(matches)
    .where(eq(matches.matchgroup_id, id))
    .orderBy(asc(matches.start), asc(matches.id));
  return { ...groupRecord(row), match_set: await recordsOf(ctx.db, rows) };
}

export async function createMatchGroup({ ctx, input }: { ctx: Ctx; input: MatchGroupInput }) {
  const player = me(ctx);
  const [row] = await ctx.db
    .insert(matchGroups)
    .values({ tournament_id: input.tournament ?? null, name: input.name, created_by: player })
    .returning();
  return groupRecord(row);
}

export async function updateMatchGroup({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: number; body: Partial<MatchGroupInput> };
}) {
  const player = me(ctx);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(matchGroups).where(eq(matchGroups.id, input.id)).for('update');
    if (!row) throw notFound(matchMessages.groupNotFound);
    if (row.created_by !== player) throw forbidden(matchMessages.notGroupOwner);
    if (input.body.name === undefined && input.body.tournament === undefined) return groupRecord(row);
    const [saved] = await tx
      .update(matchGroups)
      .set({
        ...(input.body.name === undefined ? {} : { name: input.body.name }),
        ...(input.body.tournament === undefined ? {} : { tournament_id: input.body.tournament }),
      })
      .where(eq(matchGroups.id, row.id))
      .returning();
    return groupRecord(saved);
  });
}

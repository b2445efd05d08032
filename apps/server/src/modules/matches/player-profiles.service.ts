import { and, asc, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { scoreTextFor, type PlayerProfile, type ProfileMatch } from '@rally/domain';
import { notFound } from '../../http/errors';
import { findPlayerClubs } from '../../access/player-clubs';
import { clubNamesOf } from '../clubs/player-clubs.service';
import { namesAndEmailsOf } from '../players/people.service';
import { levelsOfPlayers } from './levels.service';
import { me, type Ctx } from './match-records';
import { matches, matchPlayers } from './matches.tables';

// What players see of each other (spec 3 §3 "Matcha level", §4 "Matches"): levels, record, recent
// form and, on a profile, clubs in common and the last approved matches.

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

import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  afterChallenge,
  challengeProblem,
  playerLadderMessages as msg,
  withoutPlayer,
  type PlayerLadder,
  type SetScore,
} from '@rally/domain';
import type { Tx } from '../../db/client';
import { forbidden, invalid, notFound } from '../../http/errors';
import { recordDiaryMatch } from '../matches/diary-entry.service';
import { namesAndEmailsOf } from '../players/people.service';
import { ladderFor, ladderRecord, lockedLadder, meOf, playingOrder, type Ctx } from './player-ladders.service';
import { ladderChallenges, ladderPlayers } from './player-ladders.tables';
import * as clock from '../../clock';

// Challenges on the player ladder (docs/competitions.md "The player ladder"): a player challenges
// someone above them within the ladder's challenge_places (the domain's challengeProblem); the
// result is recorded as a diary match (matches area, in the ladder's match group) and the positions
// follow the ladder's rule (afterChallenge: a challenger who wins takes the defender's place, the
// defender and those between move down one). Every change runs with the ladder row locked.

async function writeOrder(tx: Tx, order: number[]) {
  for (const [i, id] of order.entries())
    await tx
      .update(ladderPlayers)
      .set({ position: i + 1 })
      .where(eq(ladderPlayers.id, id));
}

/** POST /api/playerladder/{id}/challenge/ {defender, challenger?}: the caller (or, named by an organiser, another player) challenges someone above. */
export async function challenge({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: number; defender: number; challenger?: number };
}): Promise<PlayerLadder> {
  const { player: me } = await ladderFor(ctx, input.id);
  return ctx.db.transaction(async (tx) => {
    const { row, mine, organiser, player } = await lockedLadder(tx, input.id, me);
    const challengerId = input.challenger ?? mine?.id;
    if (input.challenger !== undefined && input.challenger !== mine?.id && !organiser)
      throw forbidden(msg.organiserOnly);
    const playing = await playingOrder(tx, row.id);
    const order = playing.map((p) => p.id);
    const open = (
      await tx
        .select()
        .from(ladderChallenges)
        .where(and(eq(ladderChallenges.ladder_id, row.id), eq(ladderChallenges.status, 'open')))
    ).map((c) => ({ challenger: c.challenger_id, defender: c.defender_id }));
    const names = await namesAndEmailsOf(
      tx,
      playing.map((p) => p.player_id),
    );
    const nameOf = (id: number) =>
      names.get(playing.find((p) => p.id === id)?.player_id ?? 0)?.full_name ?? 'That player';
    const problem = challengeProblem(order, challengerId ?? 0, input.defender, row.challenge_places, open, nameOf);
    if (problem) throw invalid(problem, { defender: [problem] });
    await tx.insert(ladderChallenges).values({
      club_id: row.club_id,
      ladder_id: row.id,
      challenger_id: challengerId!,
      defender_id: input.defender,
      challenger_position: order.indexOf(challengerId!) + 1,
      defender_position: order.indexOf(input.defender) + 1,
      created_by: player,
    });
    return ladderRecord(tx, row, player);
  });
}

/** The ladder of a challenge, checked for the caller before the command's transaction (404 'Challenge not found.' to anyone who may not see it). */
async function challengeLadder(ctx: Ctx, id: number) {
  const [first] = await ctx.db
    .select({ ladder: ladderChallenges.ladder_id })
    .from(ladderChallenges)
    .where(eq(ladderChallenges.id, id));
  if (!first) throw notFound(msg.challengeNotFound);
  const { player } = await ladderFor(ctx, first.ladder).catch(() => {
    throw notFound(msg.challengeNotFound);
  });
  return { ladder: first.ladder, player };
}

/** The open challenge, read again with its ladder locked, for one of its two players or an organiser. */
async function openChallenge(tx: Tx, id: number, ladder: number, player: number) {
  const standing = await lockedLadder(tx, ladder, player);
  const [c] = await tx.select().from(ladderChallenges).where(eq(ladderChallenges.id, id));
  const mine = standing.mine?.id;
  if (!standing.organiser && mine !== c.challenger_id && mine !== c.defender_id) throw forbidden(msg.notYourChallenge);
  if (c.status !== 'open') throw invalid(msg.notOpen);
  return { ...standing, c };
}

/** POST /api/ladderchallenge/{id}/result/ {sets, match_tiebreak?, retired?}: the score (challenger first) as a diary match; the positions follow. */
export async function enterChallengeResult({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: number; sets: SetScore[]; match_tiebreak: boolean; retired?: 1 | 2 | null };
}): Promise<PlayerLadder> {
  const { ladder, player: me } = await challengeLadder(ctx, input.id);
  return ctx.db.transaction(async (tx) => {
    const { row, c, player } = await openChallenge(tx, input.id, ladder, me);
    const people = await tx
      .select()
      .from(ladderPlayers)
      .where(inArray(ladderPlayers.id, [c.challenger_id, c.defender_id]));
    const playerOf = (id: number) => people.find((p) => p.id === id)!.player_id;
    const match = await recordDiaryMatch(tx, {
      recordedBy: player,
      start: clock.now(),
      format: 'S',
      number_of_sets: row.number_of_sets as 1 | 3 | 5,
      match_tiebreak: input.match_tiebreak,
      sets: input.sets,
      retired: input.retired ?? null,
      sides: [[playerOf(c.challenger_id)], [playerOf(c.defender_id)]],
      matchgroup: row.match_group_id,
    });
    const order = (await playingOrder(tx, row.id)).map((p) => p.id);
    await writeOrder(tx, afterChallenge(order, c.challenger_id, c.defender_id, match.winner === 1));
    await tx
      .update(ladderChallenges)
      .set({
        status: 'played',
        winner_id: match.winner === 1 ? c.challenger_id : c.defender_id,
        match_id: match.id,
        score_text: match.score_text,
        played_at: clock.now(),
      })
      .where(eq(ladderChallenges.id, c.id));
    return ladderRecord(tx, row, player);
  });
}

/** POST /api/ladderchallenge/{id}/withdraw/: either player or an organiser calls it off; nothing moves. */
export async function withdrawChallenge({ ctx, id }: { ctx: Ctx; id: number }): Promise<PlayerLadder> {
  const { ladder, player: me } = await challengeLadder(ctx, id);
  return ctx.db.transaction(async (tx) => {
    const { row, c, player } = await openChallenge(tx, id, ladder, me);
    await tx
      .update(ladderChallenges)
      .set({ status: 'withdrawn', played_at: clock.now() })
      .where(eq(ladderChallenges.id, c.id));
    return ladderRecord(tx, row, player);
  });
}

/**
 * DELETE /api/ladderplayer/{id}/: an organiser takes a player off (or a player leaves): those below
 * move up, their open challenges are withdrawn. The row stays, marked removed (removed_at, no
 * position, no longer organising), so their past challenges keep their names and results.
 */
export async function removeLadderPlayer({ ctx, id }: { ctx: Ctx; id: number }): Promise<PlayerLadder> {
  const caller = meOf(ctx);
  const [first] = await ctx.db
    .select({ ladder: ladderPlayers.ladder_id })
    .from(ladderPlayers)
    .where(eq(ladderPlayers.id, id));
  if (!first) throw notFound(msg.notFound);
  await ladderFor(ctx, first.ladder);
  return ctx.db.transaction(async (tx) => {
    const { row, organiser } = await lockedLadder(tx, first.ladder, caller);
    const [person] = await tx.select().from(ladderPlayers).where(eq(ladderPlayers.id, id));
    if (!person || person.removed_at) throw notFound(msg.notFound);
    if (!organiser && person.player_id !== caller) throw forbidden(msg.organiserOnly);
    const open = await tx
      .select()
      .from(ladderChallenges)
      .where(and(eq(ladderChallenges.ladder_id, row.id), eq(ladderChallenges.status, 'open')));
    const theirs = open.filter((c) => c.challenger_id === id || c.defender_id === id).map((c) => c.id);
    if (theirs.length)
      await tx
        .update(ladderChallenges)
        .set({ status: 'withdrawn', played_at: clock.now() })
        .where(inArray(ladderChallenges.id, theirs));
    const order = (await playingOrder(tx, row.id)).map((p) => p.id);
    const takeOff = () =>
      tx
        .update(ladderPlayers)
        .set({ position: null, is_organiser: false, removed_at: clock.now() })
        .where(eq(ladderPlayers.id, id));
    if (person.is_organiser) {
      const organisers = await tx
        .select({ id: ladderPlayers.id })
        .from(ladderPlayers)
        .where(
          and(
            eq(ladderPlayers.ladder_id, row.id),
            eq(ladderPlayers.is_organiser, true),
            isNull(ladderPlayers.removed_at),
          ),
        );
      // An organiser stays on as organiser (off the ladder) unless another organiser remains.
      if (organisers.length === 1) {
        await tx.update(ladderPlayers).set({ position: null }).where(eq(ladderPlayers.id, id));
        if (!person.position) throw invalid(msg.lastOrganiser);
      } else await takeOff();
    } else await takeOff();
    await writeOrder(tx, withoutPlayer(order, id));
    return ladderRecord(tx, row, caller);
  });
}

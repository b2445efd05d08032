import { and, count, desc, eq } from 'drizzle-orm';
import { checkScore, matchMessages, type CreateMatch, type Match, type UpdateMatch } from '@rally/domain';
import type { ServiceContext } from '../../context';
import { forbidden, invalid, notFound } from '../../http/errors';
import { findPlayersByValidatedEmail, namesAndEmailsOf, playerExists } from '../players/people.service';
import { me, recordsOf, type Ctx } from './match-records';
import { rateMatch } from './match-ratings.service';
import { matchGroups, matches, matchPlayers } from './matches.tables';
import { notify } from '../notifications/notify.service';
import { noticeMail } from '../../integrations/mail/notice-mail';

// The match diary (spec 3 §4 "Matches"; issue 14; docs/find-a-hit.md). A player records a match they
// played (their own entry approved); each other player approves it or deletes their own entry.
// When the last player approves, the match counts: each player's Glicko-2 rating for the format
// is updated with it as one rating period (doubles: against the opposing side's mean), inside the
// same transaction with the match row locked, so two last approvals at once rate it once.

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
export async function createMatch({
  ctx,
  input,
}: {
  ctx: Ctx & Pick<ServiceContext, 'mailer' | 'config'>;
  input: CreateMatch;
}): Promise<Match> {
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
    const [record] = await recordsOf(tx, [row]);
    // Each other player is asked to approve it (issue 28: a match result to approve): in-app, by
    // push and by e-mail, as their settings for this kind say.
    const recorder = record.sides.flatMap((side) => side.players).find((p) => p.id === player)?.name ?? 'A player';
    const others = all.filter((id) => id !== player);
    const people = await namesAndEmailsOf(tx, others);
    const title = `${recorder} recorded a match with you`;
    const body = `${record.score_text}: approve it in your match diary, or remove it from your list.`;
    const diary = `${ctx.config.publicUrl.replace(/\/$/, '')}/matches?tab=diary`;
    for (const other of others) {
      const person = people.get(other);
      await notify(
        tx,
        ctx.mailer,
        { playerId: other },
        {
          kind: 'result_to_approve',
          title,
          body,
          link: '/matches?tab=diary',
          mail: person?.email
            ? noticeMail({
                to: person.email,
                name: person.full_name,
                subject: `Rally: ${title}`,
                lines: [`${recorder} recorded a match with you: ${record.score_text}.`],
                link: {
                  text: 'Approve it in your match diary so it counts for your rating, or remove it from your list:',
                  url: diary,
                },
              })
            : undefined,
        },
      );
    }
    return record;
  });
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

import { and, eq, inArray } from 'drizzle-orm';
import {
  startIsInPast,
  tournamentMessages,
  tournamentSchema,
  type Tournament,
  type TournamentBody,
  type TournamentPatch,
} from '@rally/domain';
import type { Db, Tx } from '../../db/client';
import { invalid } from '../../http/errors';
import { getClubRow } from '../clubs/club-reads.service';
import { tournamentClubs, tournamentMembers, tournaments } from './tournaments.tables';
import { me, recordOf, requireOrganiser, todayUtc, type Ctx } from './tournaments.service';

// A tournament's definition changed (spec 3 §3-§5; docs/competitions.md): made (the caller its
// first organiser) and replaced or patched by its organisers, every params rule of §5 checked by
// the whole schema. The reads and the access rules are in tournaments.service.ts.

type Row = typeof tournaments.$inferSelect;

async function clubsExist(db: Db | Tx, ids: number[]) {
  const out: { id: number; name: string }[] = [];
  const errors: string[] = [];
  for (const id of ids) {
    try {
      const club = await getClubRow(db, id);
      out.push({ id: club.id, name: club.name });
    } catch {
      errors.push(tournamentMessages.clubNotFound);
    }
  }
  if (errors.length) throw invalid(tournamentMessages.clubNotFound, { club_set: errors });
  return out;
}

function refuseStartInPast(start: string) {
  if (startIsInPast(start, todayUtc()))
    throw invalid(tournamentMessages.startInPast, { start: [tournamentMessages.startInPast] });
}

/** POST /api/tournament/: the caller becomes its first organiser. */
export async function createTournament({ ctx, input }: { ctx: Ctx; input: TournamentBody }): Promise<Tournament> {
  const player = me(ctx);
  refuseStartInPast(input.start);
  await clubsExist(ctx.db, input.club_set);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tournaments)
      .values({
        name: input.name,
        desc: input.desc,
        start: input.start,
        finish: input.finish,
        sport_id: input.sport ?? null,
        rules: input.rules,
        params: input.params,
        created_by: player,
      })
      .returning();
    await tx
      .insert(tournamentClubs)
      .values([...new Set(input.club_set)].map((club_id) => ({ tournament_id: row.id, club_id })));
    await tx.insert(tournamentMembers).values({ tournament_id: row.id, player_id: player, is_organiser: true });
    return recordOf(tx, row, player);
  });
}

/** PUT (whole) and PATCH (merged, then read again by the whole schema) /api/tournament/{id}/: organisers only. */
export async function updateTournament({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: number; body: TournamentBody | TournamentPatch; whole: boolean };
}): Promise<Tournament> {
  const player = me(ctx);
  return ctx.db.transaction(async (tx) => {
    const row = await requireOrganiser(tx, input.id, player, true);
    const clubRows = await tx
      .select({ id: tournamentClubs.club_id })
      .from(tournamentClubs)
      .where(eq(tournamentClubs.tournament_id, row.id));
    const stored = {
      name: row.name,
      desc: row.desc,
      start: row.start,
      finish: row.finish,
      sport: row.sport_id,
      rules: row.rules,
      club_set: clubRows.map((c) => c.id),
      params: row.params,
    };
    const body = input.body as TournamentPatch;
    const merged = input.whole
      ? input.body
      : { ...stored, ...body, params: body.params ? { ...stored.params, ...body.params } : stored.params };
    const parsed = tournamentSchema.safeParse(merged);
    if (!parsed.success) {
      const errors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
      throw invalid(parsed.error.issues[0].message, errors);
    }
    const v = parsed.data;
    if (v.start !== row.start) refuseStartInPast(v.start);
    await clubsExist(tx, v.club_set);
    const flags: Partial<Row> = {};
    if (body.ready_to_draw !== undefined) flags.ready_to_draw = body.ready_to_draw;
    if (body.draw_complete) flags.draw_complete = true;
    const [next] = await tx
      .update(tournaments)
      .set({
        name: v.name,
        desc: v.desc,
        start: v.start,
        finish: v.finish,
        sport_id: v.sport ?? null,
        rules: v.rules,
        params: v.params,
        ...flags,
      })
      .where(eq(tournaments.id, row.id))
      .returning();
    const want = [...new Set(v.club_set)];
    const have = clubRows.map((c) => c.id);
    const gone = have.filter((c) => !want.includes(c));
    if (gone.length)
      await tx
        .delete(tournamentClubs)
        .where(and(eq(tournamentClubs.tournament_id, row.id), inArray(tournamentClubs.club_id, gone)));
    const added = want.filter((c) => !have.includes(c));
    if (added.length)
      await tx.insert(tournamentClubs).values(added.map((club_id) => ({ tournament_id: row.id, club_id })));
    return recordOf(tx, next, player);
  });
}

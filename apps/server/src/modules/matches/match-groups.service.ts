import { asc, count, eq } from 'drizzle-orm';
import { matchMessages, type MatchGroupInput } from '@rally/domain';
import { forbidden, notFound } from '../../http/errors';
import { me, recordsOf, type Ctx } from './match-records';
import { matchGroups, matches } from './matches.tables';

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

import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import { readTogether } from '../../db/read-together';
import {
  courtGroupSchema,
  courtMessages,
  courtRefusals,
  type CourtGroupChanges,
  type CourtGroupRecord,
  type CourtGroupValues,
  type CreateCourtGroup,
  type ClubCourtGroup,
  type OpeningHours,
} from '@rally/domain';
import type { Db, Tx } from '../../db/client';
import { lockRecord } from '../../db/lock-record';
import { conflict, invalid, notFound } from '../../http/errors';
import { pageWindow, type PageQuery } from '../../http/paging';
import { listClubOpeningHours } from '../clubs/club-reads.service';
import { courtGroups, courts } from './courts.tables';
import { assertAccess } from '../../access/access';
import {
  courtIdsByGroup,
  GROUP_NOT_FOUND,
  lockFor,
  parseBody,
  toGroupRecord,
  type Ctx,
  type GroupRow,
} from './court-records';

// Court groups (spec 2 §3, §5, §7): courts that share booking rules, hours and rates. A club has
// at most one default group: its first group is the default, making another group the default
// moves the flag, and deleting the default hands it to the oldest group left.

/** The club's court groups (default first), in the record shape: the public club detail's courtgroup_set. */
export async function listClubCourtGroups(
  db: Db | Tx,
  clubId: number,
  clubHours: OpeningHours[],
): Promise<ClubCourtGroup[]> {
  const groups = await db
    .select()
    .from(courtGroups)
    .where(eq(courtGroups.club_id, clubId))
    .orderBy(desc(courtGroups.default), asc(courtGroups.id));
  if (!groups.length) return [];
  const courtIds = await courtIdsByGroup(db, clubId);
  return groups.map((group) => toGroupRecord(group, clubHours, courtIds.get(group.id) ?? []));
}

/** GET /api/courtgroup/?club (the guard has checked the club): default first, then by age. */
export async function listCourtGroups({ ctx, input }: { ctx: Ctx; input: PageQuery & { club: number } }) {
  await assertAccess(ctx, input.club, { area: 'courtBookings' });
  const where = eq(courtGroups.club_id, input.club);
  const [{ total }] = await ctx.db.select({ total: count() }).from(courtGroups).where(where);
  const { limit, offset } = pageWindow(input);
  const rows = await ctx.db
    .select()
    .from(courtGroups)
    .where(where)
    .orderBy(desc(courtGroups.default), asc(courtGroups.id))
    .limit(limit)
    .offset(offset);
  const [hours, courtIds] = await readTogether(
    ctx.db,
    () => listClubOpeningHours(ctx.db, input.club),
    () => courtIdsByGroup(ctx.db, input.club),
  );
  return { count: total, rows: rows.map((g) => toGroupRecord(g, hours, courtIds.get(g.id) ?? [])) };
}

/** The group with this id after the caller's access to its club is checked; 404 otherwise. */
export async function getGroupForChange(ctx: Ctx, id: number): Promise<GroupRow> {
  const [row] = await ctx.db.select().from(courtGroups).where(eq(courtGroups.id, id));
  if (!row) throw notFound(GROUP_NOT_FOUND);
  await assertAccess(ctx, row.club_id, { area: 'courtSettings', notFound: GROUP_NOT_FOUND });
  return row;
}

/** Refuses a name another group of the club has (whatever the case). */
async function assertNameFree(tx: Tx, clubId: number, name: string, exceptId?: number) {
  const [clash] = await tx
    .select({ id: courtGroups.id })
    .from(courtGroups)
    .where(
      and(
        eq(courtGroups.club_id, clubId),
        sql`lower(${courtGroups.name}) = lower(${name})`,
        exceptId ? ne(courtGroups.id, exceptId) : undefined,
      ),
    );
  if (clash) throw invalid(courtRefusals.courtGroup, { name: [courtMessages.groupNameTaken] });
}

async function recordOf(tx: Tx, row: GroupRow): Promise<CourtGroupRecord> {
  const [hours, courtIds] = await readTogether(
    tx,
    () => listClubOpeningHours(tx, row.club_id),
    () => courtIdsByGroup(tx, row.club_id),
  );
  return toGroupRecord(row, hours, courtIds.get(row.id) ?? []);
}

/** POST /api/courtgroup/ (the guard has checked body.club): the defaults of spec 2 §3 fill what is left out. */
export async function createCourtGroup({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { club: number; body: CreateCourtGroup };
}): Promise<CourtGroupRecord> {
  await assertAccess(ctx, input.club, { area: 'courtSettings' });
  const values = parseBody(courtGroupSchema, input.body, courtRefusals.courtGroup);
  return ctx.db.transaction(async (tx) => {
    await lockFor(tx, 'courtGroups', input.club);
    await assertNameFree(tx, input.club, values.name);
    const [{ n }] = await tx.select({ n: count() }).from(courtGroups).where(eq(courtGroups.club_id, input.club));
    const isDefault = values.default || n === 0;
    if (isDefault) await tx.update(courtGroups).set({ default: false }).where(eq(courtGroups.club_id, input.club));
    const [row] = await tx
      .insert(courtGroups)
      .values({ ...values, default: isDefault, club_id: input.club })
      .returning();
    return recordOf(tx, row);
  });
}

/** The stored group as its schema reads it, so a PATCH can be checked as a whole. */
const asInput = (row: GroupRow): Record<string, unknown> => {
  const { id: _id, club_id: _club, ...fields } = row;
  return fields;
};

/** PATCH /api/courtgroup/{id}/: fields left out keep their value. */
export async function updateCourtGroup({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: number; body: CourtGroupChanges };
}): Promise<CourtGroupRecord> {
  const found = await getGroupForChange(ctx, input.id);
  return ctx.db.transaction(async (tx) => {
    await lockFor(tx, 'courtGroups', found.club_id);
    const row = await lockRecord(tx, courtGroups, found.id, found.club_id);
    if (!row) throw notFound(GROUP_NOT_FOUND);
    const values: CourtGroupValues = parseBody(
      courtGroupSchema,
      { ...asInput(row), ...input.body },
      courtRefusals.courtGroup,
    );
    if (row.default && !values.default)
      throw invalid(courtRefusals.courtGroup, { default: [courtMessages.keepDefault] });
    await assertNameFree(tx, row.club_id, values.name, row.id);
    if (values.default && !row.default)
      await tx.update(courtGroups).set({ default: false }).where(eq(courtGroups.club_id, row.club_id));
    const [saved] = await tx
      .update(courtGroups)
      .set(values)
      .where(and(eq(courtGroups.id, row.id), eq(courtGroups.club_id, row.club_id)))
      .returning();
    return recordOf(tx, saved);
  });
}

/**
 * DELETE /api/courtgroup/{id}/: only an empty group (its courts would otherwise lose their
 * booking rules); its rates go with it. A deleted default hands the flag to the oldest group left.
 */
export async function deleteCourtGroup({ ctx, id }: { ctx: Ctx; id: number }) {
  const row = await getGroupForChange(ctx, id);
  await ctx.db.transaction(async (tx) => {
    await lockFor(tx, 'courtGroups', row.club_id);
    const [{ n }] = await tx
      .select({ n: count() })
      .from(courts)
      .where(and(eq(courts.club_id, row.club_id), eq(courts.group_id, row.id)));
    if (n > 0) throw conflict(courtMessages.groupHasCourts(n));
    await tx.delete(courtGroups).where(and(eq(courtGroups.id, row.id), eq(courtGroups.club_id, row.club_id)));
    if (!row.default) return;
    const [next] = await tx
      .select({ id: courtGroups.id })
      .from(courtGroups)
      .where(eq(courtGroups.club_id, row.club_id))
      .orderBy(asc(courtGroups.id))
      .limit(1);
    if (next) await tx.update(courtGroups).set({ default: true }).where(eq(courtGroups.id, next.id));
  });
}

import { and, asc, count, eq, notInArray, sql } from 'drizzle-orm';
import {
  GROUP_NOT_FOUND,
  fieldErrorsOf,
  memberGroupSchema,
  memberMessages,
  type MemberGroupRecord,
} from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { lockRecord } from '../../db/lock-record';
import { invalid, notFound } from '../../http/errors';
import { pageWindow, type PageQuery } from '../../http/paging';
import { clubMembers, memberGroups, membershipTypes } from './members.tables';
import { getClubFacts } from './member-records';
import { assertAccess } from '../../access/access';

// Member groups (spec 2 §3): a name, optionally a membership type, and members. A member is in
// at most one group (the member's `group`), so giving a group its members moves them into it.

type Ctx = Pick<ServiceContext, 'db' | 'actor'>;
type GroupRow = typeof memberGroups.$inferSelect;

export { GROUP_NOT_FOUND };

// Qualified by hand: Drizzle leaves columns unqualified in a single-table select, and inside the
// subquery an unqualified "id" would be the member's.
const memberIds = sql<
  number[]
>`coalesce((select array_agg(m.id order by m.id) from ${clubMembers} m where m.group_id = ${memberGroups}.id), '{}')`;

const toRecord = (row: GroupRow, members: number[]): MemberGroupRecord => ({
  id: row.id,
  club: row.club_id,
  name: row.name,
  membership_type: row.membership_type_id,
  members: members.map(Number),
});

/** GET /api/clubmembergroup/?club: the club's groups by name, each with its members' ids. */
export async function listMemberGroups({ ctx, input }: { ctx: Ctx; input: PageQuery & { club: number } }) {
  await assertAccess(ctx, input.club, { area: 'members' });
  const where = eq(memberGroups.club_id, input.club);
  const [{ total }] = await ctx.db.select({ total: count() }).from(memberGroups).where(where);
  const { limit, offset } = pageWindow(input);
  const rows = await ctx.db
    .select({ group: memberGroups, members: memberIds })
    .from(memberGroups)
    .where(where)
    .orderBy(asc(sql`lower(${memberGroups.name})`), asc(memberGroups.id))
    .limit(limit)
    .offset(offset);
  return { count: total, rows: rows.map((r) => toRecord(r.group, r.members)) };
}

type GroupValues = { name: string; membership_type: number | null; members?: number[] };

/** Checks a group (a PATCH merged with the stored group) against its rules and the club: the type and every member must be the club's. */
async function checkGroup(db: Db | Tx, clubId: number, body: object, exceptId?: number): Promise<GroupValues> {
  const parsed = memberGroupSchema.safeParse(body);
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error.issues);
    throw invalid(Object.values(errors)[0][0], errors);
  }
  const values = parsed.data;
  if (values.membership_type !== null) {
    const [type] = await db
      .select({ id: membershipTypes.id })
      .from(membershipTypes)
      .where(and(eq(membershipTypes.id, values.membership_type), eq(membershipTypes.club_id, clubId)));
    if (!type) throw invalid(memberMessages.membershipType, { membership_type: [memberMessages.membershipType] });
  }
  if (values.members?.length) {
    const ids = [...new Set(values.members)];
    const [{ n }] = await db
      .select({ n: count() })
      .from(clubMembers)
      .where(and(eq(clubMembers.club_id, clubId), sql`${clubMembers.id} = any(${sql.param(ids)}::int[])`));
    if (n !== ids.length)
      throw invalid('Some of these members are not members of this club.', {
        members: ['Some of these members are not members of this club.'],
      });
    values.members = ids;
  }
  const [clash] = await db
    .select({ id: memberGroups.id })
    .from(memberGroups)
    .where(
      and(
        eq(memberGroups.club_id, clubId),
        sql`lower(${memberGroups.name}) = lower(${values.name})`,
        exceptId ? sql`${memberGroups.id} <> ${exceptId}` : undefined,
      ),
    );
  if (clash)
    throw invalid('A member group with this name already exists.', {
      name: ['A member group with this name already exists'],
    });
  return values;
}

/** Makes `members` the group's members: others leave it, these join it (leaving any other group). */
async function setGroupMembers(tx: Tx, clubId: number, groupId: number, members: number[]) {
  const inGroup = and(eq(clubMembers.club_id, clubId), eq(clubMembers.group_id, groupId));
  await tx
    .update(clubMembers)
    .set({ group_id: null })
    .where(members.length ? and(inGroup, notInArray(clubMembers.id, members)) : inGroup);
  if (members.length) {
    await tx
      .update(clubMembers)
      .set({ group_id: groupId })
      .where(and(eq(clubMembers.club_id, clubId), sql`${clubMembers.id} = any(${sql.param(members)}::int[])`));
  }
}

async function readGroup(db: Db | Tx, id: number): Promise<MemberGroupRecord> {
  const [row] = await db
    .select({ group: memberGroups, members: memberIds })
    .from(memberGroups)
    .where(eq(memberGroups.id, id));
  return toRecord(row.group, row.members);
}

/** POST /api/clubmembergroup/ (the guard has checked body.club, the route the group's fields). */
export async function createMemberGroup({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { club: number; values: GroupValues };
}): Promise<MemberGroupRecord> {
  await assertAccess(ctx, input.club, { area: 'members' });
  const club = await getClubFacts(ctx.db, input.club);
  return ctx.db.transaction(async (tx) => {
    const values = await checkGroup(tx, club.id, input.values);
    const [row] = await tx
      .insert(memberGroups)
      .values({ club_id: club.id, name: values.name, membership_type_id: values.membership_type })
      .returning();
    if (values.members) await setGroupMembers(tx, club.id, row.id, values.members);
    return readGroup(tx, row.id);
  });
}

async function getGroupForChange(ctx: Ctx, id: number, club?: number): Promise<GroupRow> {
  const [row] = await ctx.db.select().from(memberGroups).where(eq(memberGroups.id, id));
  if (!row || (club !== undefined && row.club_id !== club)) throw notFound(GROUP_NOT_FOUND);
  await assertAccess(ctx, row.club_id, { area: 'members', notFound: GROUP_NOT_FOUND });
  return row;
}

/** PATCH /api/clubmembergroup/ (id and club in the body) and /api/clubmembergroup/{id}/; `members`, when given, replaces them. */
export async function updateMemberGroup({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: number; club?: number; changes: Partial<GroupValues> };
}): Promise<MemberGroupRecord> {
  const found = await getGroupForChange(ctx, input.id, input.club);
  return ctx.db.transaction(async (tx) => {
    const row = await lockRecord(tx, memberGroups, found.id, found.club_id);
    if (!row) throw notFound(GROUP_NOT_FOUND);
    const values = await checkGroup(
      tx,
      row.club_id,
      { name: row.name, membership_type: row.membership_type_id, ...input.changes },
      row.id,
    );
    await tx
      .update(memberGroups)
      .set({ name: values.name, membership_type_id: values.membership_type })
      .where(and(eq(memberGroups.id, row.id), eq(memberGroups.club_id, row.club_id)));
    if (values.members) await setGroupMembers(tx, row.club_id, row.id, values.members);
    return readGroup(tx, row.id);
  });
}

/** DELETE /api/clubmembergroup/{id}/: its members stay, in no group. */
export async function deleteMemberGroup({ ctx, id }: { ctx: Ctx; id: number }) {
  const row = await getGroupForChange(ctx, id);
  await ctx.db.delete(memberGroups).where(and(eq(memberGroups.id, row.id), eq(memberGroups.club_id, row.club_id)));
}

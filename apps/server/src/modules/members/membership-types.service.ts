import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  TYPE_NOT_FOUND,
  allowedCycleFor,
  canEnableMessages,
  cycleAllowed,
  defaultBillingCycle,
  fieldErrorsOf,
  memberRefusals,
  membershipTypeFullMessage,
  membershipTypeSchema,
  offersCycle,
  pricesBothZeroMessage,
  toMinor,
  type ClubMembershipType,
  type MembershipTypeRecord,
  type MembershipTypeValues,
} from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { conflict, invalid, notFound } from '../../http/errors';
import { pageWindow, type PageQuery } from '../../http/paging';
import { clubMembers, membershipTypes } from './members.tables';
import { getClubFacts, priceText } from './member-records';
import { registerFeatureCheck } from '../clubs/club-checks.service';
import { featureParamsOf } from '../clubs/club-features.service';
import { assertAccess } from '../../access/access';

// Membership types (spec 2 §3, §5): name, comments, group, max_number, yearly and monthly prices
// in the club's currency. Refusals say 'Invalid membership type details' with the field errors.

type Ctx = Pick<ServiceContext, 'db' | 'actor'>;
type TypeRow = typeof membershipTypes.$inferSelect;

export { TYPE_NOT_FOUND };

// The membership feature needs a membership type to sell (spec 2 §7 can_enable_mem_feature).
registerFeatureCheck('membership', async (db, clubId) => {
  const [row] = await db
    .select({ id: membershipTypes.id })
    .from(membershipTypes)
    .where(eq(membershipTypes.club_id, clubId))
    .limit(1);
  return row ? null : canEnableMessages.membershipTypeNeeded;
});

/** The club's membership types among `ids` (all when left out), by id with their names: for other areas' checks and answers. */
export async function findClubMembershipTypeNames(
  db: Db | Tx,
  clubId: number,
  ids?: readonly number[],
): Promise<Map<number, string>> {
  if (ids && ids.length === 0) return new Map();
  const rows = await db
    .select({ id: membershipTypes.id, name: membershipTypes.name })
    .from(membershipTypes)
    .where(and(eq(membershipTypes.club_id, clubId), ids ? inArray(membershipTypes.id, [...ids]) : undefined));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The club's membership types by name, priced in the club's currency: the public club detail's membership_type_set. */
export async function listClubMembershipTypes(
  db: Db | Tx,
  clubId: number,
  currency: string,
): Promise<ClubMembershipType[]> {
  const rows = await db
    .select()
    .from(membershipTypes)
    .where(eq(membershipTypes.club_id, clubId))
    .orderBy(asc(membershipTypes.name), asc(membershipTypes.id));
  return rows.map(({ club_id, ...type }) => ({ ...type, club: club_id, currency }));
}

// Qualified by hand: Drizzle leaves columns unqualified in a single-table select, and inside the
// subquery an unqualified "id" would be the member's.
const memberCount = sql<number>`(select count(*)::int from ${clubMembers} where ${clubMembers}.membership_type_id = ${membershipTypes}.id)`;

/** The API's membership type: prices as decimal text, the club's currency, how many members it has. */
const toRecord = (row: TypeRow, currency: string, members: number): MembershipTypeRecord => ({
  id: row.id,
  club: row.club_id,
  name: row.name,
  comments: row.comments,
  group: row.group,
  max_number: row.max_number,
  annual_price: row.annual_price,
  monthly_price: row.monthly_price,
  currency,
  member_count: members,
});

/** GET /api/clubmembershiptype/?club: the club's types by name. */
export async function listMembershipTypes({ ctx, input }: { ctx: Ctx; input: PageQuery & { club: number } }) {
  await assertAccess(ctx, input.club, { area: 'members' });
  const club = await getClubFacts(ctx.db, input.club);
  const where = eq(membershipTypes.club_id, club.id);
  const [{ total }] = await ctx.db.select({ total: count() }).from(membershipTypes).where(where);
  const { limit, offset } = pageWindow(input);
  const rows = await ctx.db
    .select({ type: membershipTypes, members: memberCount })
    .from(membershipTypes)
    .where(where)
    .orderBy(asc(sql`lower(${membershipTypes.name})`), asc(membershipTypes.id))
    .limit(limit)
    .offset(offset);
  return { count: total, rows: rows.map((r) => toRecord(r.type, club.currency, r.members)) };
}

/** A type's fields merged with the stored ones, checked by the rules of spec 2 §5, or the refusal with its field errors. */
function parseType(body: object): MembershipTypeValues {
  const parsed = membershipTypeSchema.safeParse(body);
  if (!parsed.success) throw invalid(memberRefusals.membershipType, fieldErrorsOf(parsed.error.issues));
  return parsed.data;
}

/** Refuses a name another type of the club already has (names are unique whatever the case). */
async function assertNameFree(db: Db | Tx, clubId: number, name: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: membershipTypes.id })
    .from(membershipTypes)
    .where(
      and(
        eq(membershipTypes.club_id, clubId),
        sql`lower(${membershipTypes.name}) = lower(${name})`,
        exceptId ? ne(membershipTypes.id, exceptId) : undefined,
      ),
    );
  if (clash)
    throw invalid(memberRefusals.membershipType, { name: ['A membership type with this name already exists'] });
}

/** POST /api/clubmembershiptype/ (the guard has checked body.club, the route the type's fields). */
export async function createMembershipType({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { club: number; values: MembershipTypeValues };
}): Promise<MembershipTypeRecord> {
  await assertAccess(ctx, input.club, { area: 'members' });
  const { values } = input;
  const club = await getClubFacts(ctx.db, input.club);
  return ctx.db.transaction(async (tx) => {
    await assertNameFree(tx, club.id, values.name);
    const [row] = await tx
      .insert(membershipTypes)
      .values({ club_id: club.id, ...columnsOf(values, club.currency) })
      .returning();
    return toRecord(row, club.currency, 0);
  });
}

/** The stored columns; prices rounded to the currency (half away from zero), which must leave one above 0. */
function columnsOf(v: MembershipTypeValues, currency: string) {
  const annual = priceText(v.annual_price, currency);
  const monthly = priceText(v.monthly_price, currency);
  // The schema checks in cents; a currency without them (JPY) can still round both to 0.
  if (!toMinor(annual, currency) && !toMinor(monthly, currency)) {
    throw invalid(memberRefusals.membershipType, {
      annual_price: [pricesBothZeroMessage],
      monthly_price: [pricesBothZeroMessage],
    });
  }
  return {
    name: v.name,
    comments: v.comments,
    group: v.group,
    max_number: v.max_number,
    annual_price: annual,
    monthly_price: monthly,
  };
}

/** The type with this id, after checking the caller may manage its club (and that it is `club`'s, when given). */
async function getTypeForChange(ctx: Ctx, id: number, club?: number): Promise<TypeRow> {
  const [row] = await ctx.db.select().from(membershipTypes).where(eq(membershipTypes.id, id));
  if (!row || (club !== undefined && row.club_id !== club)) throw notFound(TYPE_NOT_FOUND);
  await assertAccess(ctx, row.club_id, { area: 'members', notFound: TYPE_NOT_FOUND });
  return row;
}

/**
 * The type read again and locked (`FOR UPDATE`) inside the transaction that changes it: a change
 * merged with a copy read before the transaction would undo a change made in between.
 */
async function lockType(
  tx: Tx,
  id: number,
  clubId: number,
  missing = () => notFound(TYPE_NOT_FOUND),
): Promise<TypeRow> {
  const [row] = await tx
    .select()
    .from(membershipTypes)
    .where(and(eq(membershipTypes.id, id), eq(membershipTypes.club_id, clubId)))
    .for('update');
  if (!row) throw missing();
  return row;
}

const membersOfType = async (tx: Tx, id: number) =>
  (await tx.select({ n: count() }).from(clubMembers).where(eq(clubMembers.membership_type_id, id)))[0].n;

/**
 * PATCH /api/clubmembershiptype/ (id and club in the body) and /api/clubmembershiptype/{id}/:
 * fields left out keep their value. max_number cannot go below the members the type has.
 */
export async function updateMembershipType({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: number; club?: number; changes: Partial<MembershipTypeValues> };
}): Promise<MembershipTypeRecord> {
  const found = await getTypeForChange(ctx, input.id, input.club);
  const club = await getClubFacts(ctx.db, found.club_id);
  return ctx.db.transaction(async (tx) => {
    // Lock the type, then count: a concurrent import into it, or another change, waits for this one.
    const row = await lockType(tx, found.id, club.id);
    const values = parseType({ ...row, ...input.changes });
    await assertNameFree(tx, club.id, values.name, row.id);
    const n = await membersOfType(tx, row.id);
    if (values.max_number !== null && values.max_number < n) {
      throw invalid(memberRefusals.membershipType, { max_number: [`The type already has ${n} members`] });
    }
    const [saved] = await tx
      .update(membershipTypes)
      .set(columnsOf(values, club.currency))
      .where(and(eq(membershipTypes.id, row.id), eq(membershipTypes.club_id, club.id)))
      .returning();
    return toRecord(saved, club.currency, n);
  });
}

/** The refusal of a type that members hold, with how many (the DELETE's `move_to` is the way on). */
export const typeHeldMessage = (n: number) =>
  `${n} ${n === 1 ? 'member holds' : 'members hold'} this membership type. Move ${n === 1 ? 'that member' : 'them'} to another type first: send the other type's id as move_to.`;

const MOVE_TO_INVALID = 'Choose another membership type of this club to move the members to.';

/**
 * DELETE /api/clubmembershiptype/{id}/[?move_to={id}]: a type no member holds goes at once. A
 * type members hold is refused with their count, unless `move_to` names another type of the club:
 * then its members move there first (keeping their billing cycle where the new type prices it and
 * the club allows it, else the club's default cycle; expiry and status stay), within its max_number.
 */
export async function deleteMembershipType({ ctx, id, moveTo }: { ctx: Ctx; id: number; moveTo?: number }) {
  const found = await getTypeForChange(ctx, id);
  const club = await getClubFacts(ctx.db, found.club_id);
  await ctx.db.transaction(async (tx) => {
    // Both types locked, lowest id first, so two moves between the same types cannot deadlock.
    const ids = moveTo === undefined ? [found.id] : [found.id, moveTo].sort((a, b) => a - b);
    const locked = new Map<number, TypeRow>();
    for (const lockId of ids)
      locked.set(
        lockId,
        await lockType(tx, lockId, club.id, () =>
          lockId === found.id ? notFound(TYPE_NOT_FOUND) : invalid(MOVE_TO_INVALID, { move_to: [MOVE_TO_INVALID] }),
        ),
      );
    const row = locked.get(found.id)!;
    const held = await membersOfType(tx, row.id);
    if (held && moveTo === undefined) throw conflict(typeHeldMessage(held));
    if (held && moveTo !== undefined) {
      if (moveTo === row.id) throw invalid(MOVE_TO_INVALID, { move_to: [MOVE_TO_INVALID] });
      const target = locked.get(moveTo)!;
      const already = await membersOfType(tx, target.id);
      if (target.max_number !== null && already + held > target.max_number) {
        throw invalid(membershipTypeFullMessage(target.name, target.max_number), {
          move_to: [membershipTypeFullMessage(target.name, target.max_number)],
        });
      }
      // A cycle kept must be priced by the new type and allowed by the club's membership feature.
      const { params } = await featureParamsOf(tx, club.id, 'membership');
      const keeps = (cycle: 'A' | 'M') => offersCycle(target, cycle, club.currency) && cycleAllowed(params, cycle);
      const fallback = allowedCycleFor(target, params) ?? defaultBillingCycle(target, club.currency);
      await tx
        .update(clubMembers)
        .set({
          membership_type_id: target.id,
          billing_cycle: sql`case when ${clubMembers.billing_cycle} = 'A' and ${keeps('A')} then 'A'
            when ${clubMembers.billing_cycle} = 'M' and ${keeps('M')} then 'M' else ${fallback} end`,
        })
        .where(and(eq(clubMembers.club_id, club.id), eq(clubMembers.membership_type_id, row.id)));
    }
    await tx.delete(membershipTypes).where(and(eq(membershipTypes.id, row.id), eq(membershipTypes.club_id, club.id)));
  });
}

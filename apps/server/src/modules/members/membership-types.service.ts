import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { canEnableMessages, fieldErrorsOf, memberRefusals, membershipTypeSchema, pricesBothZeroMessage, toMinor, type ClubMembershipType, type MembershipTypeRecord, type MembershipTypeValues } from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { invalid, notFound } from '../../http/errors';
import { pageWindow, type PageQuery } from '../../http/paging';
import { clubMembers, membershipTypes } from './members.tables';
import { getClubFacts, priceText } from './member-records';
import { registerFeatureCheck } from '../clubs/club-checks.service';
import { assertAccess } from '../../access/access';

// Membership types (spec 2 §3, §5): name, comments, group, max_number, yearly and monthly prices
// in the club's currency. Refusals say 'Invalid membership type details' with the field errors.

type Ctx = Pick<ServiceContext, 'db' | 'actor'>;
type TypeRow = typeof membershipTypes.$inferSelect;

export const TYPE_NOT_FOUND = 'Membership type not found.';

// The membership feature needs a membership type to sell (spec 2 §7 can_enable_mem_feature).
registerFeatureCheck('membership', async (db, clubId) => {
  const [row] = await db.select({ id: membershipTypes.id }).from(membershipTypes).where(eq(membershipTypes.club_id, clubId)).limit(1);
  return row ? null : canEnableMessages.membershipTypeNeeded;
});

/** The club's membership types among `ids` (all when left out), by id with their names: for other areas' checks and answers. */
export async function findClubMembershipTypeNames(db: Db | Tx, clubId: number, ids?: readonly number[]): Promise<Map<number, string>> {
  if (ids && ids.length === 0) return new Map();
  const rows = await db
    .select({ id: membershipTypes.id, name: membershipTypes.name })
    .from(membershipTypes)
    .where(and(eq(membershipTypes.club_id, clubId), ids ? inArray(membershipTypes.id, [...ids]) : undefined));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The club's membership types by name, priced in the club's currency: the public club detail's membership_type_set. */
export async function listClubMembershipTypes(db: Db | Tx, clubId: number, currency: string): Promise<ClubMembershipType[]> {
  const rows = await db.select().from(membershipTypes).where(eq(membershipTypes.club_id, clubId)).orderBy(asc(membershipTypes.name), asc(membershipTypes.id));
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
    .where(and(eq(membershipTypes.club_id, clubId), sql`lower(${membershipTypes.name}) = lower(${name})`, exceptId ? ne(membershipTypes.id, exceptId) : undefined));
  if (clash) throw invalid(memberRefusals.membershipType, { name: ['A membership type with this name already exists'] });
}

/** POST /api/clubmembershiptype/ (the guard has checked body.club, the route the type's fields). */
export async function createMembershipType({ ctx, input }: { ctx: Ctx; input: { club: number; values: MembershipTypeValues } }): Promise<MembershipTypeRecord> {
  await assertAccess(ctx, input.club, { area: 'members' });
  const { values } = input;
  const club = await getClubFacts(ctx.db, input.club);
  return ctx.db.transaction(async (tx) => {
    await assertNameFree(tx, club.id, values.name);
    const [row] = await tx.insert(membershipTypes).values({ club_id: club.id, ...columnsOf(values, club.currency) }).returning();
    return toRecord(row, club.currency, 0);
  });
}

/** The stored columns; prices rounded to the currency (half away from zero), which must leave one above 0. */
function columnsOf(v: MembershipTypeValues, currency: string) {
  const annual = priceText(v.annual_price, currency);
  const monthly = priceText(v.monthly_price, currency);
  // The schema checks in cents; a currency without them (JPY) can still round both to 0.
  if (!toMinor(annual, currency) && !toMinor(monthly, currency)) {
    throw invalid(memberRefusals.membershipType, { annual_price: [pricesBothZeroMessage], monthly_price: [pricesBothZeroMessage] });
  }
  return { name: v.name, comments: v.comments, group: v.group, max_number: v.max_number, annual_price: annual, monthly_price: monthly };
}

/** The type with this id, after checking the caller may manage its club (and that it is `club`'s, when given). */
async function getTypeForChange(ctx: Ctx, id: number, club?: number): Promise<TypeRow> {
  const [row] = await ctx.db.select().from(membershipTypes).where(eq(membershipTypes.id, id));
  if (!row || (club !== undefined && row.club_id !== club)) throw notFound(TYPE_NOT_FOUND);
  await assertAccess(ctx, row.club_id, { area: 'members', notFound: TYPE_NOT_FOUND });
  return row;
}

/**
 * PATCH /api/clubmembershiptype/ (id and club in the body) and /api/clubmembershiptype/{id}/:
 * fields left out keep their value. max_number cannot go below the members the type has.
 */
export async function updateMembershipType({ ctx, input }: { ctx: Ctx; input: { id: number; club?: number; changes: Partial<MembershipTypeValues> } }): Promise<MembershipTypeRecord> {
  const row = await getTypeForChange(ctx, input.id, input.club);
  const values = parseType({ ...row, ...input.changes });
  const club = await getClubFacts(ctx.db, row.club_id);
  return ctx.db.transaction(async (tx) => {
    await assertNameFree(tx, club.id, values.name, row.id);
    // Lock the type, then count: a concurrent import into it waits for this change.
    await tx.select({ id: membershipTypes.id }).from(membershipTypes).where(eq(membershipTypes.id, row.id)).for('update');
    const [{ n }] = await tx.select({ n: count() }).from(clubMembers).where(eq(clubMembers.membership_type_id, row.id));
    if (values.max_number !== null && values.max_number < n) {
      throw invalid(memberRefusals.membershipType, { max_number: [`The type already has ${n} members`] });
    }
    const [saved] = await tx.update(membershipTypes).set(columnsOf(values, club.currency)).where(and(eq(membershipTypes.id, row.id), eq(membershipTypes.club_id, club.id))).returning();
    return toRecord(saved, club.currency, n);
  });
}

/** DELETE /api/clubmembershiptype/{id}/: its members keep their details and lose the membership. */
export async function deleteMembershipType({ ctx, id }: { ctx: Ctx; id: number }) {
  const row = await getTypeForChange(ctx, id);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(clubMembers)
      .set({ membership_type_id: null, billing_cycle: null, expires: null, subscription_status: null })
      .where(and(eq(clubMembers.club_id, row.club_id), eq(clubMembers.membership_type_id, row.id)));
    await tx.delete(membershipTypes).where(and(eq(membershipTypes.id, row.id), eq(membershipTypes.club_id, row.club_id)));
  });
}

import { and, asc, count, eq, inArray } from 'drizzle-orm';
import {
  bookingRateSchema,
  courtMessages,
  courtRefusals,
  findOverlappingRate,
  rateWhen,
  type BookingRateChanges,
  type BookingRateRecord,
  type BookingRateValues,
  type CreateBookingRate,
  type MembershipTypeRateRecord,
} from '@rally/domain';
import type { Db, Tx } from '../../db/client';
import { lockRecord } from '../../db/lock-record';
import { invalid, notFound } from '../../http/errors';
import { pageWindow, type PageQuery } from '../../http/paging';
import { findClubMembershipTypeNames } from '../members/membership-types.service';
import { courtBookingRates, courtGroups, membershipTypeBookingRates } from './courts.tables';
import { assertAccess } from '../../access/access';
import { lockFor, parseBody, RATE_NOT_FOUND, type Ctx } from './court-records';

// Court booking rates (spec 2 §3, §5, §7). Windows of one court group never overlap on a shared
// weekday: every write to a group's rates holds that group's lock while it checks and writes.
// Prices are whole units of the club's currency, stored as numeric like all money.

type RateRow = typeof courtBookingRates.$inferSelect;
export type TypeRateRow = typeof membershipTypeBookingRates.$inferSelect;

/** A membership type's price for a rate in the API's shape. */
export const toTypeRateRecord = (row: TypeRateRow, typeName: string): MembershipTypeRateRecord => ({
  id: row.id,
  club: row.club_id,
  booking_rate: row.booking_rate_id,
  membership_type: row.membership_type_id,
  membership_type_name: typeName,
  can_book: row.can_book,
  price: Number(row.price),
});

const toRateRecord = (row: RateRow, typeRates: MembershipTypeRateRecord[]): BookingRateRecord => ({
  id: row.id,
  club: row.club_id,
  courtgroup: row.court_group_id,
  name: row.name,
  weekdays: row.weekdays,
  start_hour: row.start_hour,
  start_minute: row.start_minute,
  end_hour: row.end_hour,
  end_minute: row.end_minute,
  member_def_price: Number(row.member_def_price),
  member_can_book: row.member_can_book,
  nonmember_def_price: Number(row.nonmember_def_price),
  nonmember_can_book: row.nonmember_can_book,
  coach_book_price: Number(row.coach_book_price),
  coach_can_book: row.coach_can_book,
  member_rate_set: typeRates,
});

/** The membership-type prices of these rates, by rate, by membership type name. */
async function typeRatesOf(
  db: Db | Tx,
  clubId: number,
  rateIds: number[],
): Promise<Map<number, MembershipTypeRateRecord[]>> {
  const byRate = new Map<number, MembershipTypeRateRecord[]>();
  if (!rateIds.length) return byRate;
  const rates = await db
    .select()
    .from(membershipTypeBookingRates)
    .where(
      and(eq(membershipTypeBookingRates.club_id, clubId), inArray(membershipTypeBookingRates.booking_rate_id, rateIds)),
    );
  // The names come from the members area; the prices are listed by type name.
  const names = await findClubMembershipTypeNames(db, clubId, [...new Set(rates.map((r) => r.membership_type_id))]);
  const rows = rates
    .map((rate) => ({ rate, name: names.get(rate.membership_type_id) ?? '' }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const { rate, name } of rows)
    byRate.set(rate.booking_rate_id, [...(byRate.get(rate.booking_rate_id) ?? []), toTypeRateRecord(rate, name)]);
  return byRate;
}

const rateOrder = [
  asc(courtBookingRates.court_group_id),
  asc(courtBookingRates.start_hour),
  asc(courtBookingRates.start_minute),
  asc(courtBookingRates.id),
];

/**
 * GET /api/courtbookingrate/?club[&courtgroup]: by group, then start time. Coaches read the rates
 * too (they book at the coach price); changing them is Courts and booking Settings.
 */
export async function listBookingRates({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: PageQuery & { club: number; courtgroup?: number };
}) {
  await assertAccess(ctx, input.club, { area: 'courtBookings' });
  const where = and(
    eq(courtBookingRates.club_id, input.club),
    input.courtgroup ? eq(courtBookingRates.court_group_id, input.courtgroup) : undefined,
  );
  const [{ total }] = await ctx.db.select({ total: count() }).from(courtBookingRates).where(where);
  const { limit, offset } = pageWindow(input);
  const rows = await ctx.db
    .select()
    .from(courtBookingRates)
    .where(where)
    .orderBy(...rateOrder)
    .limit(limit)
    .offset(offset);
  const typeRates = await typeRatesOf(
    ctx.db,
    input.club,
    rows.map((r) => r.id),
  );
  return { count: total, rows: rows.map((r) => toRateRecord(r, typeRates.get(r.id) ?? [])) };
}

/** The rate with this id after the caller's access to its club is checked; 404 otherwise. */
export async function getRateForChange(ctx: Ctx, id: number): Promise<RateRow> {
  const [row] = await ctx.db.select().from(courtBookingRates).where(eq(courtBookingRates.id, id));
  if (!row) throw notFound(RATE_NOT_FOUND);
  await assertAccess(ctx, row.club_id, { area: 'courtSettings', notFound: RATE_NOT_FOUND });
  return row;
}

const refuse = (field: string, message: string) => invalid(courtRefusals.bookingRate, { [field]: [message] });

/** The club's group (locked for its rates), its other rates clear of this window, and the club's membership types. */
async function assertRateFits(tx: Tx, clubId: number, values: BookingRateValues, exceptId?: number) {
  await lockFor(tx, 'groupRates', values.courtgroup);
  const [group] = await tx
    .select({ id: courtGroups.id })
    .from(courtGroups)
    .where(and(eq(courtGroups.id, values.courtgroup), eq(courtGroups.club_id, clubId)));
  if (!group) throw refuse('courtgroup', courtMessages.groupOfClub);
  const others = await tx
    .select()
    .from(courtBookingRates)
    .where(and(eq(courtBookingRates.club_id, clubId), eq(courtBookingRates.court_group_id, group.id)));
  const clash = findOverlappingRate({ ...values, id: exceptId }, others);
  if (clash) throw refuse('start_hour', courtMessages.rateOverlap(clash.name, rateWhen(clash)));
  const entries = values.member_rate_set ?? [];
  const known = await findClubMembershipTypeNames(
    tx,
    clubId,
    entries.map((e) => e.membership_type),
  );
  const unknown = entries.findIndex((e) => !known.has(e.membership_type));
  if (unknown >= 0) throw refuse(`member_rate_set.${unknown}.membership_type`, courtMessages.typeOfClub);
}

const columnsOf = (v: BookingRateValues) => ({
  name: v.name,
  weekdays: v.weekdays,
  start_hour: v.start_hour,
  start_minute: v.start_minute,
  end_hour: v.end_hour,
  end_minute: v.end_minute,
  member_def_price: String(v.member_def_price),
  member_can_book: v.member_can_book,
  nonmember_def_price: String(v.nonmember_def_price),
  nonmember_can_book: v.nonmember_can_book,
  coach_book_price: String(v.coach_book_price),
  coach_can_book: v.coach_can_book,
});

/** Replaces the rate's membership-type prices with `entries`. */
async function replaceTypeRates(
  tx: Tx,
  clubId: number,
  rateId: number,
  entries: NonNullable<BookingRateValues['member_rate_set']>,
) {
  await tx
    .delete(membershipTypeBookingRates)
    .where(and(eq(membershipTypeBookingRates.club_id, clubId), eq(membershipTypeBookingRates.booking_rate_id, rateId)));
  if (entries.length) {
    await tx.insert(membershipTypeBookingRates).values(
      entries.map((e) => ({
        club_id: clubId,
        booking_rate_id: rateId,
        membership_type_id: e.membership_type,
        can_book: e.can_book,
        price: String(e.price),
      })),
    );
  }
}

async function recordOf(tx: Tx, row: RateRow) {
  return toRateRecord(row, (await typeRatesOf(tx, row.club_id, [row.id])).get(row.id) ?? []);
}

/** POST /api/courtbookingrate/ (the guard has checked body.club), optionally with its membership-type prices. */
export async function createBookingRate({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { club: number; body: CreateBookingRate };
}): Promise<BookingRateRecord> {
  await assertAccess(ctx, input.club, { area: 'courtSettings' });
  const values = parseBody(bookingRateSchema, input.body, courtRefusals.bookingRate);
  return ctx.db.transaction(async (tx) => {
    await assertRateFits(tx, input.club, values);
    const [row] = await tx
      .insert(courtBookingRates)
      .values({ ...columnsOf(values), club_id: input.club, court_group_id: values.courtgroup })
      .returning();
    if (values.member_rate_set) await replaceTypeRates(tx, input.club, row.id, values.member_rate_set);
    return recordOf(tx, row);
  });
}

/** The stored rate as its schema reads it (the court group stays the rate's own). */
const asInput = (row: RateRow): Record<string, unknown> => {
  const { member_rate_set: _set, ...fields } = toRateRecord(row, []);
  return fields;
};

/** PATCH /api/courtbookingrate/{id}/: fields left out keep their value; member_rate_set, when given, replaces the list. */
export async function updateBookingRate({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: number; body: BookingRateChanges };
}): Promise<BookingRateRecord> {
  const found = await getRateForChange(ctx, input.id);
  return ctx.db.transaction(async (tx) => {
    const row = await lockRecord(tx, courtBookingRates, found.id, found.club_id);
    if (!row) throw notFound(RATE_NOT_FOUND);
    const values = parseBody(bookingRateSchema, { ...asInput(row), ...input.body }, courtRefusals.bookingRate);
    await assertRateFits(tx, row.club_id, values, row.id);
    const [saved] = await tx
      .update(courtBookingRates)
      .set(columnsOf(values))
      .where(and(eq(courtBookingRates.id, row.id), eq(courtBookingRates.club_id, row.club_id)))
      .returning();
    if (values.member_rate_set) await replaceTypeRates(tx, row.club_id, row.id, values.member_rate_set);
    return recordOf(tx, saved);
  });
}

/** DELETE /api/courtbookingrate/{id}/: with its membership-type prices. */
export async function deleteBookingRate({ ctx, id }: { ctx: Ctx; id: number }) {
  const row = await getRateForChange(ctx, id);
  await ctx.db
    .delete(courtBookingRates)
    .where(and(eq(courtBookingRates.id, row.id), eq(courtBookingRates.club_id, row.club_id)));
}

import { and, eq } from 'drizzle-orm';
import {
  courtMessages,
  courtRefusals,
  membershipTypeRateSchema,
  type CreateMembershipTypeRate,
  type MembershipTypeRateChanges,
  type MembershipTypeRateRecord,
} from '@rally/domain';
import { lockRecord } from '../../db/lock-record';
import { invalid, notFound } from '../../http/errors';
import { courtBookingRates, membershipTypeBookingRates } from './courts.tables';
import { assertAccess } from '../../access/access';
import { findClubMembershipTypeNames } from '../members/membership-types.service';
import { parseBody, TYPE_RATE_NOT_FOUND, type Ctx } from './court-records';
import { toTypeRateRecord, type TypeRateRow } from './booking-rates.service';

// A membership type's own price within a booking rate (spec 2 §3, §7: POST and PATCH
// /api/membershiptypebookingrate/). The price is sent as 0 when the type may not book; a
// refusal says 'Invalid membership type rate' (spec 2 §8).

const refuse = (field: string, message: string) => invalid(courtRefusals.membershipTypeRate, { [field]: [message] });

async function getTypeRateForChange(ctx: Ctx, id: number): Promise<TypeRateRow> {
  const [row] = await ctx.db.select().from(membershipTypeBookingRates).where(eq(membershipTypeBookingRates.id, id));
  if (!row) throw notFound(TYPE_RATE_NOT_FOUND);
  await assertAccess(ctx, row.club_id, { area: 'courtSettings', notFound: TYPE_RATE_NOT_FOUND });
  return row;
}

async function typeNameOf(ctx: Ctx, clubId: number, typeId: number): Promise<string> {
  return (await findClubMembershipTypeNames(ctx.db, clubId, [typeId])).get(typeId) ?? '';
}

/** POST /api/membershiptypebookingrate/ (the guard has checked body.club): the rate and the type are the club's, and the pair is new. */
export async function createMembershipTypeRate({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { club: number; body: CreateMembershipTypeRate };
}): Promise<MembershipTypeRateRecord> {
  await assertAccess(ctx, input.club, { area: 'courtSettings' });
  const values = parseBody(membershipTypeRateSchema, input.body, courtRefusals.membershipTypeRate);
  const row = await ctx.db.transaction(async (tx) => {
    const [rate] = await tx
      .select({ id: courtBookingRates.id })
      .from(courtBookingRates)
      .where(and(eq(courtBookingRates.id, values.booking_rate), eq(courtBookingRates.club_id, input.club)));
    if (!rate) throw refuse('booking_rate', courtMessages.rateOfClub);
    if (!(await findClubMembershipTypeNames(tx, input.club, [values.membership_type])).size)
      throw refuse('membership_type', courtMessages.typeOfClub);
    const [existing] = await tx
      .select({ id: membershipTypeBookingRates.id })
      .from(membershipTypeBookingRates)
      .where(
        and(
          eq(membershipTypeBookingRates.booking_rate_id, rate.id),
          eq(membershipTypeBookingRates.membership_type_id, values.membership_type),
        ),
      );
    if (existing) throw refuse('membership_type', courtMessages.typeHasPrice);
    const [inserted] = await tx
      .insert(membershipTypeBookingRates)
      .values({
        club_id: input.club,
        booking_rate_id: rate.id,
        membership_type_id: values.membership_type,
        can_book: values.can_book,
        price: String(values.price),
      })
      .returning();
    return inserted;
  });
  return toTypeRateRecord(row, await typeNameOf(ctx, input.club, row.membership_type_id));
}

/** PATCH /api/membershiptypebookingrate/{id}/: can_book and price; the rate and the type stay. */
export async function updateMembershipTypeRate({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: number; body: MembershipTypeRateChanges };
}): Promise<MembershipTypeRateRecord> {
  const found = await getTypeRateForChange(ctx, input.id);
  const saved = await ctx.db.transaction(async (tx) => {
    const row = await lockRecord(tx, membershipTypeBookingRates, found.id, found.club_id);
    if (!row) throw notFound(TYPE_RATE_NOT_FOUND);
    const stored = {
      booking_rate: row.booking_rate_id,
      membership_type: row.membership_type_id,
      can_book: row.can_book,
      price: Number(row.price),
    };
    const values = parseBody(membershipTypeRateSchema, { ...stored, ...input.body }, courtRefusals.membershipTypeRate);
    const [updated] = await tx
      .update(membershipTypeBookingRates)
      .set({ can_book: values.can_book, price: String(values.price) })
      .where(and(eq(membershipTypeBookingRates.id, row.id), eq(membershipTypeBookingRates.club_id, row.club_id)))
      .returning();
    return updated;
  });
  return toTypeRateRecord(saved, await typeNameOf(ctx, saved.club_id, saved.membership_type_id));
}

/** DELETE /api/membershiptypebookingrate/{id}/: the type pays the rate's member price again. */
export async function deleteMembershipTypeRate({ ctx, id }: { ctx: Ctx; id: number }) {
  const row = await getTypeRateForChange(ctx, id);
  await ctx.db
    .delete(membershipTypeBookingRates)
    .where(and(eq(membershipTypeBookingRates.id, row.id), eq(membershipTypeBookingRates.club_id, row.club_id)));
}

import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  bookingFeeKindLabels,
  bookingFeeMessages,
  formatDateTime,
  formatMoney,
  fromMinor,
  toLocalDateTime,
  type BookingFee,
  type BookingFeeKind,
  type BookingFeeStatus,
} from '@rally/domain';
import { assertAccess } from '../../access/access';
import { requireActor, type ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { invalid, notFound } from '../../http/errors';
import { getClubBookingFacts, type ClubBookingFacts } from '../clubs/club-booking-facts.service';
import { notify } from '../notifications/notify.service';
import { usableCardOnFile } from '../payments/card-consents.service';
import { assertPaid, chargeTransaction, type ChargeResult } from '../payments/payments.service';
import { refundTransaction } from '../payments/payment-refunds.service';
import { namesAndEmailsOf } from '../players/people.service';
import * as clock from '../../clock';
import { bookingFees } from './booking-fees.tables';
import { bookingInstances, bookingSeries } from './bookings.tables';

// The no-show and late-cancellation fees (issue 29, docs/bookings.md "Fees"). The fee row (unique
// per booking instance and kind) is inserted in the transaction that marks the no-show or cancels
// the booking, before any money moves: a second worker, or a retry, finds it there and charges
// nothing. Then the club's rule charges the player's card on file when the club may charge it
// (usableCardOnFile: on the register, with consent; off-session, so the payments area checks the
// consent again and mails the receipt), under the idempotency key booking_fee:<instance>:<kind>;
// otherwise (no card the club may charge, or a decline) the fee is owed and the player pays it
// with Pay. Staff waive a fee with a reason: a charged one is refunded, an owed one cancelled.

type Ctx = ServiceContext;
type FeeRow = typeof bookingFees.$inferSelect;

const feeKey = (instance: number, kind: BookingFeeKind) => `booking_fee:${instance}:${kind}`;
const ACCESS = { area: 'courtBookings' } as const;

export type FeeCharge = {
  club: ClubBookingFacts;
  kind: BookingFeeKind;
  player: number;
  instance: { id: number; starts_at: Date };
  name: string;
};

/** The fee of this kind the club asks, in minor units (0: off). */
export const feeAmountOf = (club: ClubBookingFacts, kind: BookingFeeKind) =>
  kind === 'N' ? club.fees.no_show : club.fees.late_cancel;

/** True when cancelling at `now` a booking starting at `start` is inside the club's late-cancellation cut-off. */
export const isLateCancel = (club: ClubBookingFacts, start: Date, now: Date) =>
  start.getTime() - now.getTime() < club.fees.late_cancel_hours * 3_600_000;

const what = (input: FeeCharge) => {
  const when = formatDateTime(input.instance.starts_at, { locale: input.club.locale, timeZone: input.club.zone });
  return `${bookingFeeKindLabels[input.kind]} fee: ${input.name}, ${when}`;
};

/**
 * Charges the fee (inside `tx`, the transaction that marked the no-show or cancelled the booking),
 * once per instance and kind; the actor of `ctx` is the player (the job acts for them). Answers
 * the fee, or null when the club asks none or it was charged already.
 */
export async function chargeBookingFee(ctx: Ctx, tx: Tx, input: FeeCharge): Promise<FeeRow | null> {
  const amount = feeAmountOf(input.club, input.kind);
  if (amount <= 0) return null;
  const clubId = input.club.id;
  const [fee] = await tx
    .insert(bookingFees)
    .values({
      club_id: clubId,
      instance_id: input.instance.id,
      kind: input.kind,
      player_id: input.player,
      amount_minor: amount,
      currency: input.club.currency.toLowerCase(),
      status: 'O',
    })
    .onConflictDoNothing()
    .returning();
  if (!fee) return null; // another worker, or an earlier try, has it
  let saved = fee;
  if (await usableCardOnFile(tx, clubId, input.player)) {
    const result = await chargeTransaction(ctx, tx, {
      club: clubId,
      payer: { player: input.player },
      kind: 'B',
      description: what(input),
      item: { name: what(input), ref: `booking_fee:${fee.id}` },
      amount,
      method: 'C',
      idempotencyKey: feeKey(input.instance.id, input.kind),
      access: { ...ACCESS, owner: input.player },
      byClubRule: true,
    });
    saved = await settleFee(tx, fee, result);
  }
  const money = formatMoney(amount, { locale: input.club.locale, currency: input.club.currency });
  const why =
    input.kind === 'N'
      ? `Nobody checked in to ${input.name} at ${input.club.name}.`
      : `You cancelled ${input.name} less than ${input.club.fees.late_cancel_hours} hours before the start.`;
  await notify(
    tx,
    ctx.mailer,
    { playerId: input.player },
    {
      kind: 'payment_receipt',
      title:
        saved.status === 'P'
          ? `${bookingFeeKindLabels[input.kind]} fee: ${money} charged to your card`
          : `${bookingFeeKindLabels[input.kind]} fee: you owe ${input.club.name} ${money}`,
      body:
        saved.status === 'P'
          ? `${why} The club's ${bookingFeeKindLabels[input.kind].toLowerCase()} fee was charged to your card on file.`
          : `${why} Pay the club's ${bookingFeeKindLabels[input.kind].toLowerCase()} fee in My bookings.`,
      link: '/mybookings',
    },
  );
  return saved;
}

/** Records the charge's outcome on the fee: paid, or still owed with the attempt kept. */
async function settleFee(tx: Tx, fee: FeeRow, result: ChargeResult): Promise<FeeRow> {
  const [saved] = await tx
    .update(bookingFees)
    .set(
      result.paid
        ? { status: 'P', transaction_id: result.transaction.id, paid_at: clock.now() }
        : { transaction_id: result.transaction.id },
    )
    .where(and(eq(bookingFees.club_id, fee.club_id), eq(bookingFees.id, fee.id)))
    .returning();
  return saved;
}

/** The API records of fee rows (their clubs' names and zones, the bookings' names and times, the people's names). */
async function recordsOf(db: Db | Tx, rows: FeeRow[]): Promise<BookingFee[]> {
  if (!rows.length) return [];
  const clubs = new Map<number, ClubBookingFacts>();
  for (const id of new Set(rows.map((r) => r.club_id))) clubs.set(id, await getClubBookingFacts(db, id));
  const bookings = await db
    .select({
      id: bookingInstances.id,
      starts_at: bookingInstances.starts_at,
      ends_at: bookingInstances.ends_at,
      name: bookingSeries.name,
    })
    .from(bookingInstances)
    .innerJoin(
      bookingSeries,
      and(eq(bookingSeries.club_id, bookingInstances.club_id), eq(bookingSeries.id, bookingInstances.series_id)),
    )
    .where(
      and(
        inArray(bookingInstances.club_id, [...clubs.keys()]),
        inArray(
          bookingInstances.id,
          rows.map((r) => r.instance_id),
        ),
      ),
    );
  const byId = new Map(bookings.map((b) => [b.id, b]));
  const people = await namesAndEmailsOf(db, [
    ...new Set(rows.flatMap((r) => [r.player_id, ...(r.waived_by ? [r.waived_by] : [])])),
  ]);
  return rows.map((r) => {
    const club = clubs.get(r.club_id)!;
    const booking = byId.get(r.instance_id)!;
    return {
      id: r.id,
      club: r.club_id,
      club_name: club.name,
      kind: r.kind,
      status: r.status,
      amount: fromMinor(r.amount_minor, r.currency),
      currency: r.currency.toUpperCase(),
      player: r.player_id,
      player_name: people.get(r.player_id)?.full_name ?? '',
      booking: {
        instance: r.instance_id,
        name: booking.name,
        start: toLocalDateTime(booking.starts_at, club.zone),
        end: toLocalDateTime(booking.ends_at, club.zone),
      },
      transaction: r.transaction_id,
      created: r.created_at.toISOString(),
      paid_at: r.paid_at?.toISOString() ?? null,
      waived: r.waived_at
        ? {
            by: r.waived_by,
            by_name: (r.waived_by && people.get(r.waived_by)?.full_name) || '',
            at: r.waived_at.toISOString(),
            reason: r.waive_reason ?? '',
          }
        : null,
    };
  });
}

/** GET /api/bookingfee/?club[&status]: the club's fees, newest first (the last 500). */
export async function listClubFees({ ctx, club, status }: { ctx: Ctx; club: number; status?: BookingFeeStatus }) {
  await assertAccess(ctx, club, ACCESS);
  const rows = await ctx.db
    .select()
    .from(bookingFees)
    .where(and(eq(bookingFees.club_id, club), status ? eq(bookingFees.status, status) : undefined))
    .orderBy(desc(bookingFees.created_at), desc(bookingFees.id))
    .limit(500);
  return recordsOf(ctx.db, rows);
}

/** GET /api/bookingfee/mine/: the caller's fees at every club, owed first, then newest first. */
export async function listMyFees({ ctx }: { ctx: Ctx }) {
  const { playerId } = requireActor(ctx);
  const rows = await ctx.db
    .select()
    .from(bookingFees)
    .where(eq(bookingFees.player_id, playerId))
    .orderBy(asc(sql`${bookingFees.status} <> 'O'`), desc(bookingFees.created_at), desc(bookingFees.id))
    .limit(200);
  return recordsOf(ctx.db, rows);
}

/** The fee locked FOR UPDATE, or 404 (another club's fee is not confirmed to exist). */
async function lockFee(tx: Tx, id: number): Promise<FeeRow> {
  const [fee] = await tx.select().from(bookingFees).where(eq(bookingFees.id, id)).for('update');
  if (!fee) throw notFound(bookingFeeMessages.notFound);
  return fee;
}

/**
 * POST /api/bookingfee/{id}/pay/: the player pays a fee they owe, by card (their own act: no
 * consent needed). The same key as the club's attempt: a declined attempt is kept and this is a
 * new one; paid already, it answers that payment.
 */
export async function payMyFee({ ctx, id, input }: { ctx: Ctx; id: number; input: { payment_method_id?: string } }) {
  const { playerId } = requireActor(ctx);
  const { fee, result } = await ctx.db.transaction(async (tx) => {
    const locked = await lockFee(tx, id);
    if (locked.player_id !== playerId) throw notFound(bookingFeeMessages.notFound);
    if (locked.status === 'W') throw invalid(bookingFeeMessages.waived);
    if (locked.status === 'P') throw invalid(bookingFeeMessages.paid);
    const [record] = await recordsOf(tx, [locked]);
    const description = `${bookingFeeKindLabels[locked.kind]} fee: ${record.booking.name}, ${record.booking.start.replace('T', ' ')}`;
    const charged = await chargeTransaction(ctx, tx, {
      club: locked.club_id,
      payer: { player: playerId },
      kind: 'B',
      description,
      item: { name: description, ref: `booking_fee:${locked.id}` },
      amount: locked.amount_minor,
      currency: locked.currency,
      method: 'C',
      idempotencyKey: feeKey(locked.instance_id, locked.kind),
      paymentMethodId: input.payment_method_id,
      access: { owner: playerId },
    });
    return { fee: await settleFee(tx, locked, charged), result: charged };
  });
  assertPaid(result);
  const [record] = await recordsOf(ctx.db, [fee]);
  return { fee: record, transaction: result.transaction, client_secret: result.client_secret };
}

/**
 * POST /api/bookingfee/{id}/waive/: Court Bookings staff waive a fee with a reason (kept with who
 * and when): a charged one is refunded in full through the payments area, an owed one is
 * cancelled. The player is told.
 */
export async function waiveFee({ ctx, id, input }: { ctx: Ctx; id: number; input: { reason: string } }) {
  const { playerId } = requireActor(ctx);
  const saved = await ctx.db.transaction(async (tx) => {
    const fee = await lockFee(tx, id);
    await assertAccess(ctx, fee.club_id, { ...ACCESS, notFound: bookingFeeMessages.notFound });
    if (fee.status === 'W') throw invalid(bookingFeeMessages.waived);
    const reason = input.reason.trim();
    if (!reason) throw invalid(bookingFeeMessages.reason, { reason: [bookingFeeMessages.reason] });
    if (fee.status === 'P' && fee.transaction_id)
      await refundTransaction(ctx, tx, {
        transaction: fee.transaction_id,
        reason: `Fee waived: ${reason}`,
        access: ACCESS,
      });
    const [row] = await tx
      .update(bookingFees)
      .set({ status: 'W', waived_at: clock.now(), waived_by: playerId, waive_reason: reason })
      .where(and(eq(bookingFees.club_id, fee.club_id), eq(bookingFees.id, fee.id)))
      .returning();
    const club = await getClubBookingFacts(tx, fee.club_id);
    const money = formatMoney(fee.amount_minor, { locale: club.locale, currency: fee.currency.toUpperCase() });
    await notify(
      tx,
      ctx.mailer,
      { playerId: fee.player_id },
      {
        kind: 'payment_receipt',
        title: `${club.name} waived your ${bookingFeeKindLabels[fee.kind].toLowerCase()} fee of ${money}`,
        body: fee.status === 'P' ? `It is refunded to your card. ${reason}` : `You owe nothing for it. ${reason}`,
        link: '/mybookings',
      },
    );
    return row;
  });
  const [record] = await recordsOf(ctx.db, [saved]);
  return record;
}

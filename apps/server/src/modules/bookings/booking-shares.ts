import { and, asc, eq } from 'drizzle-orm';
import { fromMinor, toMinor, type PaymentMethod } from '@rally/domain';
import type { AccessCheck } from '../../access/access';
import type { ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { invalid } from '../../http/errors';
import { getClubBookingFacts } from '../clubs/club-booking-facts.service';
import {
  chargeTransaction,
  transactionsOfItem,
  type ChargeResult,
  type Payer,
  type TransactionRecord,
} from '../payments/payments.service';
import { costOf, findBooker, loadBookingContext, type Booker, type BookingDraft } from './booking-context';
import { liveInstancesOf, partsOf, seriesItemRef, type InstanceRow, type SeriesRow } from './booking-records';
import { bookedPersons, bookingSharePayments } from './bookings.tables';
import { bookingsChanged } from './day-view-cache';

// Per-person shares of a booking (docs/bookings.md "Per-person shares"): the price of a series'
// live instances split among its paying persons (bookingCost's shares), what each share has paid
// (booking_share_payments: which share each transaction pays), paying one share or the rest for
// everyone (giving back each payer's share of cancelled instances: booking-refunds.ts). Every write
// here runs inside the caller's transaction with the series locked FOR UPDATE, so two payers, or one
// share paid twice, queue.

type Ctx = ServiceContext;
type PersonRow = typeof bookedPersons.$inferSelect;
type AllocationRow = typeof bookingSharePayments.$inferSelect;

/** A booked person's stable share key: it survives an edit that rewrites the booked persons. */
export const shareKeyOf = (p: Pick<PersonRow, 'club_member_id' | 'player_id' | 'email' | 'full_name'> | undefined) =>
  !p
    ? 'author'
    : p.club_member_id
      ? `m${p.club_member_id}`
      : p.player_id
        ? `p${p.player_id}`
        : `g:${(p.email || p.full_name).trim().toLowerCase()}`;

/** The series' booked persons, in the order they were booked. */
export const bookedPersonsOf = (db: Db | Tx, series: SeriesRow) =>
  db
    .select()
    .from(bookedPersons)
    .where(and(eq(bookedPersons.club_id, series.club_id), eq(bookedPersons.series_id, series.id)))
    .orderBy(asc(bookedPersons.id));

/** One paying person's share of some instances: their stable key, who they are, and the amount in minor units. */
export type ShareOf = {
  share: string;
  booked_person: number | null;
  name: string;
  kind: string;
  player: number | null;
  email: string;
  primary: boolean;
  amount: number;
};

/** The price of these instances of a series, priced as its author booked it (a coach at the coach price), whoever asks. */
export async function priceOfInstances(db: Db | Tx, series: SeriesRow, caller: Booker, instances: InstanceRow[]) {
  const booker = series.author_id ? await findBooker(db, series.club_id, series.author_id) : caller;
  const persons = await bookedPersonsOf(db, series);
  if (!instances.length) {
    // Nothing live to price (a cancelled booking): no shares.
    const facts = await getClubBookingFacts(db, series.club_id);
    return { cost: { total: 0, shares: [] }, shares: [] as ShareOf[], currency: facts.currency, persons, booker };
  }
  const parts = await partsOf(
    db,
    series.club_id,
    instances.map((i) => i.id),
  );
  const draft: BookingDraft = {
    ttype: series.ttype,
    start: '',
    end: '',
    recurrence: 'N',
    court_set: [...new Set(instances.flatMap((i) => parts.courts.get(i.id) ?? []))],
    coach_set: [...new Set(instances.flatMap((i) => parts.coaches.get(i.id) ?? []))],
    booked_person_set: persons.map((p) => ({
      player: p.player_id ?? undefined,
      club_member: p.club_member_id ?? undefined,
      full_name: p.full_name,
      email: p.email,
      number: p.number,
      notes: p.notes,
      paying: p.paying,
      primary: p.primary,
    })),
  };
  const occurrences = instances.map((i) => ({ start: i.starts_at, end: i.ends_at, date: '' }));
  const bctx = await loadBookingContext(db, series.club_id, booker, draft, occurrences);
  const cost = costOf(bctx);
  const shares = cost.shares.map((s): ShareOf => {
    const person = s.payer.person >= 0 ? persons[s.payer.person] : undefined;
    return {
      share: shareKeyOf(person),
      booked_person: person?.id ?? null,
      name: s.payer.name,
      kind: s.payer.kind,
      player: person ? person.player_id : booker.playerId,
      email: person?.email ?? '',
      primary: person ? person.primary : true,
      amount: s.amount,
    };
  });
  return { cost, shares, currency: bctx.club.currency, persons, booker };
}

/** The price of a series' live instances (booking_cost, pay_booking). */
export async function priceOfSeries(db: Db | Tx, series: SeriesRow, caller: Booker) {
  const instances = await liveInstancesOf(db, series);
  return { ...(await priceOfInstances(db, series, caller, instances)), instances };
}

export type Allocation = AllocationRow & { status: string; paid: number; pending: number };

/**
 * Which share each of the series' transactions pays, with what each still holds: `paid` (captured,
 * less the refunds of cancellations, and never more than the transaction still holds after any
 * refund made from the Payments area) and `pending` (waiting for authentication or the gateway).
 */
export async function allocationsOf(
  db: Db | Tx,
  series: SeriesRow,
): Promise<{ allocations: Allocation[]; transactions: TransactionRecord[] }> {
  const transactions = await transactionsOfItem(db, series.club_id, seriesItemRef(series.id));
  const rows = await db
    .select()
    .from(bookingSharePayments)
    .where(and(eq(bookingSharePayments.club_id, series.club_id), eq(bookingSharePayments.series_id, series.id)))
    .orderBy(asc(bookingSharePayments.id));
  const byId = new Map(transactions.map((t) => [t.id, t]));
  const holds = new Map(transactions.map((t) => [t.id, toMinor(t.refundable, series.currency) ?? 0]));
  const allocations = rows.map((a) => {
    const t = byId.get(a.transaction_id);
    const status = t?.status ?? 'D';
    if (status === 'P' || status === 'R') {
      const paid = Math.max(0, Math.min(a.amount_minor - a.refunded_minor, holds.get(a.transaction_id) ?? 0));
      holds.set(a.transaction_id, (holds.get(a.transaction_id) ?? 0) - paid);
      return { ...a, status, paid, pending: 0 };
    }
    return { ...a, status, paid: 0, pending: status === 'A' || status === 'U' || status === 'S' ? a.amount_minor : 0 };
  });
  return { allocations, transactions };
}

export type ShareState = ShareOf & { paid: number; pending: number; outstanding: number };

/** Each paying person's share of the live instances with what it has paid, has pending and still owes. */
export async function shareStatesOf(db: Db | Tx, series: SeriesRow, caller: Booker) {
  const price = await priceOfSeries(db, series, caller);
  const { allocations, transactions } = await allocationsOf(db, series);
  const states: ShareState[] = price.shares.map((s) => {
    const own = allocations.filter((a) => a.share === s.share);
    const paid = own.reduce((sum, a) => sum + a.paid, 0);
    const pending = own.reduce((sum, a) => sum + a.pending, 0);
    return { ...s, paid, pending, outstanding: Math.max(0, s.amount - paid - pending) };
  });
  return { ...price, states, allocations, transactions };
}

/** A share in the API's words (booking_cost's shares, the series' `payment_shares`, My bookings). */
export const shareRecordOf = (s: ShareState, currency: string) => ({
  booked_person: s.booked_person,
  name: s.name,
  kind: s.kind,
  primary: s.primary,
  player: s.player,
  amount: fromMinor(s.amount, currency),
  paid: fromMinor(s.paid, currency),
  pending: fromMinor(s.pending, currency),
  to_pay: fromMinor(s.outstanding, currency),
  settled: s.outstanding === 0 && s.pending === 0,
});

/** The series' transactions, each with the shares it pays (`shares`: booked person, name, amount). */
export function transactionSetOf(
  transactions: TransactionRecord[],
  allocations: Allocation[],
  states: ShareState[],
  currency: string,
) {
  return transactions.map((t) => ({
    ...t,
    shares: allocations
      .filter((a) => a.transaction_id === t.id)
      .map((a) => {
        const state = states.find((s) => s.share === a.share);
        return {
          booked_person: state?.booked_person ?? null,
          name: state?.name ?? 'A former booked person',
          amount: fromMinor(a.amount_minor, currency),
        };
      }),
  }));
}

export type PayShares = {
  targets: ShareState[];
  payer: Payer;
  method: PaymentMethod;
  paymentMethodId?: string;
  access: AccessCheck;
  /** 'all' for a payment for everyone, else the share's key: part of the idempotency key. */
  keyBase: string;
};

/**
 * Charges what `targets` still owe in one transaction (the series locked by the caller). A share
 * with nothing left to pay is not charged again: a payment of it still waiting (authentication,
 * a lost gateway answer) is asked again under its own key, else its last payment is the answer.
 * The idempotency key counts the shares' settled payments, so a retry after a decline reuses it
 * and a later top-up (the price went up) gets a new one.
 */
export async function payShares(
  ctx: Ctx,
  tx: Tx,
  series: SeriesRow,
  state: Awaited<ReturnType<typeof shareStatesOf>>,
  input: PayShares,
): Promise<ChargeResult> {
  const keys = new Set(input.targets.map((t) => t.share));
  const own = state.allocations.filter((a) => keys.has(a.share));
  const amount = input.targets.reduce((sum, t) => sum + t.outstanding, 0);
  const charge = (idempotencyKey: string, minor: number) =>
    chargeTransaction(ctx, tx, {
      club: series.club_id,
      payer: input.payer,
      kind: 'B',
      description: `Court booking: ${series.name}`,
      item: { name: series.name, ref: seriesItemRef(series.id) },
      amount: minor,
      currency: state.currency,
      method: input.method,
      idempotencyKey,
      paymentMethodId: input.paymentMethodId,
      access: input.access,
    });
  if (amount <= 0) {
    const waiting = [...own].reverse().find((a) => a.pending > 0);
    if (waiting) return charge(waiting.idempotency_key, waiting.amount_minor);
    const last = [...own].reverse().find((a) => a.status === 'P' || a.status === 'R');
    const t = last && state.transactions.find((x) => x.id === last.transaction_id);
    if (t) return { transaction: t, replayed: true, paid: true, client_secret: null };
    throw invalid('This booking has nothing to pay.');
  }
  const settled = new Set(own.filter((a) => a.status === 'P' || a.status === 'R').map((a) => a.transaction_id)).size;
  const key = `${seriesItemRef(series.id)}:${input.keyBase}:${settled + 1}`;
  const result = await charge(key, amount);
  const rows = input.targets
    .filter((t) => t.outstanding > 0)
    .map((t) => ({
      club_id: series.club_id,
      series_id: series.id,
      share: t.share,
      transaction_id: result.transaction.id,
      amount_minor: t.outstanding,
      idempotency_key: key,
    }));
  bookingsChanged(tx, series.club_id);
  if (rows.length)
    await tx
      .insert(bookingSharePayments)
      .values(rows)
      .onConflictDoNothing({ target: [bookingSharePayments.transaction_id, bookingSharePayments.share] });
  return result;
}

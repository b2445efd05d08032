import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { fromMinor, toMinor, type PaymentMethod } from '@rally/domain';
import type { AccessCheck } from '../../access/access';
import type { ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { invalid } from '../../http/errors';
import { getClubBookingFacts } from '../clubs/club-booking-facts.service';
import { findBookingGroups, findClubCourts } from '../courts/court-booking-reads.service';
import { refundTransaction } from '../payments/payment-refunds.service';
import {
  chargeTransaction,
  transactionsOfItem,
  type ChargeResult,
  type Payer,
  type TransactionRecord,
} from '../payments/payments.service';
import { costOf, findBooker, loadBookingContext, type Booker, type BookingDraft } from './booking-context';
import { partsOf, seriesItemRef, type InstanceRow, type SeriesRow } from './booking-records';
import { bookedPersons, bookingInstances, bookingSharePayments } from './bookings.tables';
import { bookingsChanged } from './day-view-cache';
import * as clock from '../../clock';

// Per-person shares of a booking (docs/bookings.md "Per-person shares"): the price of a series'
// live instances split among its paying persons (bookingCost's shares), what each share has paid
// (booking_share_payments: which share each transaction pays), paying one share or the rest for
// everyone, and giving back to each payer their share of cancelled instances by the court group's
// refund rule, never more than that share paid. Every write here runs inside the caller's
// transaction with the series locked FOR UPDATE, so two payers, or one share paid twice, queue.

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

/** The series' live instances. */
export const liveInstancesOf = (db: Db | Tx, series: SeriesRow) =>
  db
    .select()
    .from(bookingInstances)
    .where(
      and(
        eq(bookingInstances.club_id, series.club_id),
        eq(bookingInstances.series_id, series.id),
        isNull(bookingInstances.cancelled_at),
      ),
    )
    .orderBy(asc(bookingInstances.starts_at));

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
  const persons = await db
    .select()
    .from(bookedPersons)
    .where(and(eq(bookedPersons.club_id, series.club_id), eq(bookedPersons.series_id, series.id)))
    .orderBy(asc(bookedPersons.id));
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

/** The instances among `instances` whose court group refunds a cancellation made `now` (refund_cancelled, at least refund_cancelled_by hours ahead). */
export async function refundableInstances(db: Db | Tx, series: SeriesRow, instances: InstanceRow[], now: Date) {
  if (!instances.length)
    return { refundable: [] as InstanceRow[], groups: [] as Awaited<ReturnType<typeof findBookingGroups>> };
  const facts = await getClubBookingFacts(db, series.club_id);
  const parts = await partsOf(
    db,
    series.club_id,
    instances.map((i) => i.id),
  );
  const courts = await findClubCourts(db, series.club_id, [...new Set([...parts.courts.values()].flat())]);
  const groups = await findBookingGroups(db, series.club_id, facts.currency, courts);
  const refundable = instances.filter((i) => {
    const courtIds = parts.courts.get(i.id) ?? [];
    const court = courts.find((c) => courtIds.includes(c.id) && c.group_id !== null);
    const group = groups.find((g) => g.id === court?.group_id);
    return (
      Boolean(group?.refund_cancelled) &&
      (i.starts_at.getTime() - now.getTime()) / 3_600_000 >= (group?.refund_cancelled_by ?? 0)
    );
  });
  return { refundable, groups };
}

export type RefundPlan = Awaited<ReturnType<typeof planRefund>>;

/**
 * What cancelling `instances` now gives back, per payer: each share's price of the instances whose
 * group refunds (the price of just those instances, split as the booking is), at most what that
 * share has paid. Read before confirming (cancel_preview) and applied by the cancel itself.
 */
export async function planRefund(
  db: Db | Tx,
  series: SeriesRow,
  caller: Booker,
  instances: InstanceRow[],
  now = clock.now(),
) {
  const { refundable, groups } = await refundableInstances(db, series, instances, now);
  const { allocations, transactions } = await allocationsOf(db, series);
  const portion = refundable.length ? (await priceOfInstances(db, series, caller, refundable)).shares : [];
  const persons = await db
    .select()
    .from(bookedPersons)
    .where(and(eq(bookedPersons.club_id, series.club_id), eq(bookedPersons.series_id, series.id)))
    .orderBy(asc(bookedPersons.id));
  const shares = [...new Set(allocations.map((a) => a.share))].map((share) => {
    const paid = allocations.filter((a) => a.share === share).reduce((sum, a) => sum + a.paid, 0);
    const part = portion.find((p) => p.share === share);
    const person = persons.find((p) => shareKeyOf(p) === share);
    const name =
      part?.name || person?.full_name || (share === 'author' ? series.player_name : '') || 'A former booked person';
    return { share, booked_person: person?.id ?? null, name, paid, refund: Math.min(paid, part?.amount ?? 0) };
  });
  const paid = allocations.reduce((sum, a) => sum + a.paid, 0);
  return {
    shares,
    allocations,
    transactions,
    paid,
    refund: shares.reduce((sum, s) => sum + s.refund, 0),
    refundable: refundable.length,
    instances: instances.length,
    groups,
  };
}

/** Gives each share its refund of the plan through the payments area, from the payments of that share, oldest first. */
export async function applyRefund(
  ctx: Ctx,
  tx: Tx,
  series: SeriesRow,
  plan: RefundPlan,
  reason: string,
  access: AccessCheck,
): Promise<number> {
  bookingsChanged(tx, series.club_id);
  let total = 0;
  for (const s of plan.shares) {
    let left = s.refund;
    for (const a of plan.allocations.filter((x) => x.share === s.share && x.paid > 0)) {
      if (left <= 0) break;
      const amount = Math.min(left, a.paid);
      const { refund } = await refundTransaction(ctx, tx, { transaction: a.transaction_id, amount, reason, access });
      if (refund.status === 'F') continue;
      await tx
        .update(bookingSharePayments)
        .set({ refunded_minor: sql`${bookingSharePayments.refunded_minor} + ${amount}` })
        .where(and(eq(bookingSharePayments.club_id, series.club_id), eq(bookingSharePayments.id, a.id)));
      left -= amount;
      total += amount;
    }
  }
  return total;
}

/** The group's refund rule in words, for a cancel's confirmation. */
export function refundRuleText(clubName: string, plan: RefundPlan): string {
  const group = plan.groups[0];
  const rule = !group?.refund_cancelled
    ? `${clubName} does not refund cancelled bookings.`
    : `${clubName} refunds bookings cancelled at least ${group.refund_cancelled_by} hours before they start.`;
  if (plan.paid === 0) return `Nothing has been paid for this booking, so there is nothing to refund. ${rule}`;
  if (group?.refund_cancelled && plan.refundable < plan.instances) {
    if (plan.refundable > 0)
      return `${rule} ${plan.instances - plan.refundable} of these dates start in less than that and are not refunded.`;
    return plan.instances > 1
      ? `${rule} These dates start in less than that, so nothing is refunded.`
      : `${rule} This booking starts in less than that, so nothing is refunded.`;
  }
  return rule;
}

/**
 * The answer of a cancel_preview (series or instance): whether it may be cancelled now, how many
 * dates it cancels and how many of them refund, what was paid, the refund in all and per payer,
 * and the club's rule in words.
 */
export async function cancelPreviewOf(db: Db | Tx, series: SeriesRow, plan: RefundPlan | null, refusal = '') {
  const currency = series.currency;
  const base = {
    instances: 0,
    refunded_instances: 0,
    paid: fromMinor(0, currency),
    refund: fromMinor(0, currency),
    currency: currency.toUpperCase(),
    shares: [] as { booked_person: number | null; name: string; paid: string; refund: string }[],
  };
  if (!plan) return { ...base, can_cancel: false, reason: refusal };
  if (!plan.instances)
    return { ...base, can_cancel: false, reason: 'Nothing is left to cancel: every date has started or is cancelled.' };
  const facts = await getClubBookingFacts(db, series.club_id);
  return {
    can_cancel: true,
    reason: refundRuleText(facts.name, plan),
    instances: plan.instances,
    refunded_instances: plan.refundable,
    paid: fromMinor(plan.paid, currency),
    refund: fromMinor(plan.refund, currency),
    currency: currency.toUpperCase(),
    shares: plan.shares
      .filter((s) => s.paid > 0)
      .map((s) => ({
        booked_person: s.booked_person,
        name: s.name,
        paid: fromMinor(s.paid, currency),
        refund: fromMinor(s.refund, currency),
      })),
  };
}

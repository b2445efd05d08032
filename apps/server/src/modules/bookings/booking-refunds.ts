import { and, eq, sql } from 'drizzle-orm';
import { fromMinor } from '@rally/domain';
import type { AccessCheck } from '../../access/access';
import type { ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { getClubBookingFacts } from '../clubs/club-booking-facts.service';
import { findBookingGroups, findClubCourts } from '../courts/court-booking-reads.service';
import { refundTransaction } from '../payments/payment-refunds.service';
import type { Booker } from './booking-context';
import { partsOf, type InstanceRow, type SeriesRow } from './booking-records';
import { allocationsOf, bookedPersonsOf, priceOfInstances, shareKeyOf } from './booking-shares';
import { bookingSharePayments } from './bookings.tables';
import { bookingsChanged } from './day-view-cache';
import * as clock from '../../clock';

// Refunds of a booking's cancelled dates (docs/bookings.md "Per-person shares"): which dates the
// court group's refund rule still refunds, each payer's share of them at most what that share paid
// (booking-shares.ts holds the shares and their payments), given back through the payments area;
// the rule in words and the cancel_preview answer. A refund runs inside the caller's transaction
// with the series locked FOR UPDATE.

type Ctx = ServiceContext;

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
  const persons = await bookedPersonsOf(db, series);
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

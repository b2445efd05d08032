import { desc, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { packagePrice } from './club-subscription-price.service';
import { clubSubscriptionCharges, clubSubscriptions } from './subscriptions.tables';

// The subscriptions area's part of the operator console (issue 31, docs/operator.md): each club's
// subscription and last charges, what a subscription brings in a month, and when one was lost.

/** Days of grace before an overdue subscription becomes U (docs/club-subscription.md). */
const GRACE_DAYS = 14;

export type SubscriptionFacts = {
  club_id: number;
  status: 'C' | 'O' | 'U' | 'P';
  package_id: number;
  billing_cycle: 'A' | 'M';
  expires: Date | null;
  overdue_since: Date | null;
  cancel_at_period_end: boolean;
};

/** The subscription of each club, by club id. */
export async function subscriptionsOf(
  db: Db | Tx,
  clubIds: readonly number[],
): Promise<Map<number, SubscriptionFacts>> {
  if (!clubIds.length) return new Map();
  const rows = await db
    .select({
      club_id: clubSubscriptions.club_id,
      status: clubSubscriptions.status,
      package_id: clubSubscriptions.package_id,
      billing_cycle: clubSubscriptions.billing_cycle,
      expires: clubSubscriptions.expires,
      overdue_since: clubSubscriptions.overdue_since,
      cancel_at_period_end: clubSubscriptions.cancel_at_period_end,
    })
    .from(clubSubscriptions)
    .where(inArray(clubSubscriptions.club_id, [...clubIds]));
  return new Map(rows.map((r) => [r.club_id, r]));
}

/** Each club's last `perClub` subscription charges, newest first, by club id. */
export async function lastChargesOf(db: Db | Tx, clubIds: readonly number[], perClub = 3) {
  const result = new Map<number, { date: Date; amount_minor: number; currency: string; status: string }[]>();
  if (!clubIds.length) return result;
  const rows = await db
    .select({
      club_id: clubSubscriptionCharges.club_id,
      date: clubSubscriptionCharges.created_at,
      paid_at: clubSubscriptionCharges.paid_at,
      amount_minor: clubSubscriptionCharges.amount_minor,
      currency: clubSubscriptionCharges.currency,
      status: clubSubscriptionCharges.status,
    })
    .from(clubSubscriptionCharges)
    .where(inArray(clubSubscriptionCharges.club_id, [...clubIds]))
    .orderBy(desc(clubSubscriptionCharges.created_at), desc(clubSubscriptionCharges.id));
  for (const row of rows) {
    const list = result.get(row.club_id) ?? [];
    if (list.length < perClub)
      list.push({
        date: row.paid_at ?? row.date,
        amount_minor: row.amount_minor,
        currency: row.currency,
        status: row.status,
      });
    result.set(row.club_id, list);
  }
  return result;
}

/** What a subscription brings in a month: the monthly price, or the yearly price over twelve (rounded to the cent). */
export async function monthlyRevenueOf(
  db: Db | Tx,
  club: { id: number; currency: string },
  subscription: Pick<SubscriptionFacts, 'package_id' | 'billing_cycle'>,
): Promise<{ currency: string; amount_minor: number }> {
  const price = await packagePrice(db, club, subscription.package_id);
  const amount = subscription.billing_cycle === 'M' ? price.monthly : Math.round(price.annual / 12);
  return { currency: price.currency, amount_minor: amount };
}

/**
 * When a subscription now U was lost: the end of its grace period when it went unpaid, else
 * (cancelled) the end of its paid period; null for any other status.
 */
export function lostAt(subscription: SubscriptionFacts): Date | null {
  if (subscription.status !== 'U') return null;
  if (subscription.overdue_since) return new Date(subscription.overdue_since.getTime() + GRACE_DAYS * 86_400_000);
  return subscription.expires;
}

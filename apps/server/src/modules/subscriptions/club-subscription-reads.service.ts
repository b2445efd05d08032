import { and, desc, eq } from 'drizzle-orm';
import {
  cardBrandLabels,
  fromMinor,
  subscriptionBillingMessages as msg,
  SUBSCRIPTION_GRACE_DAYS,
  type ClubSubscription,
  type SubscriptionBilling,
  type SubscriptionCharge,
} from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { notFound } from '../../http/errors';
import { assertAccess } from '../../access/access';
import { transactionsOfItem } from '../payments/payments.service';
import { namesAndEmailsOf } from '../players/people.service';
import { getClubRow } from '../clubs/club-reads.service';
import { clubSubscriptionCharges, clubSubscriptions } from './subscriptions.tables';
import { packagePrice } from './club-subscription-price.service';
import {
  DAY_MS,
  packageNames,
  subscriptionChargeRef,
  type ChargeRow,
  type SubRow,
} from './club-subscription-billing.service';

// The club's own subscription as the AGENT reads it (issue 11, docs/club-subscription.md): the
// subscription, its payer, next charge and history. What the AGENT does (pay, change the plan,
// cancel, resume) is in club-subscription.service.ts.

type Ctx = ServiceContext;

/** The club's subscription to its package, or null. */
export async function findClubSubscription(db: Db | Tx, clubId: number): Promise<ClubSubscription | null> {
  const [row] = await db.select().from(clubSubscriptions).where(eq(clubSubscriptions.club_id, clubId));
  if (!row) return null;
  return {
    id: row.id,
    expires: row.expires?.toISOString() ?? null,
    package: row.package_id,
    billing_cycle: row.billing_cycle,
    status: row.status,
  };
}

function toCharge(row: ChargeRow, packageName: string): SubscriptionCharge {
  const money = (minor: number) => fromMinor(minor, row.currency);
  return {
    id: row.id,
    purpose: row.purpose,
    package: row.package_id,
    package_name: packageName,
    billing_cycle: row.billing_cycle,
    amount: money(row.amount_minor),
    price: money(row.price_minor),
    credit: money(row.credit_minor),
    currency: row.currency.toUpperCase(),
    status: row.status,
    recurring: row.recurring,
    period_start: row.period_start.toISOString(),
    period_end: row.period_end.toISOString(),
    next_charge: row.next_charge?.toISOString() ?? null,
    paid_at: row.paid_at?.toISOString() ?? null,
    failure_reason: row.failure_reason,
    transaction: row.transaction_id,
    created: row.created_at.toISOString(),
  };
}

export async function chargeRecord(db: Db | Tx, row: ChargeRow): Promise<SubscriptionCharge> {
  return toCharge(row, (await packageNames(db, [row.package_id])).get(row.package_id) ?? '');
}

/** The subscription as Club Settings shows it: who pays, the next charge, the history (newest first). */
export async function billingOf(db: Db | Tx, sub: SubRow): Promise<SubscriptionBilling> {
  const club = await getClubRow(db, sub.club_id);
  const price = await packagePrice(db, club, sub.package_id);
  const charges = await db
    .select()
    .from(clubSubscriptionCharges)
    .where(and(eq(clubSubscriptionCharges.club_id, sub.club_id), eq(clubSubscriptionCharges.subscription_id, sub.id)))
    .orderBy(desc(clubSubscriptionCharges.created_at), desc(clubSubscriptionCharges.id))
    .limit(50);
  const names = await packageNames(db, [sub.package_id, ...charges.map((c) => c.package_id)]);
  let payer: SubscriptionBilling['payer'] = null;
  if (sub.payer_player_id) {
    const person = (await namesAndEmailsOf(db, [sub.payer_player_id])).get(sub.payer_player_id);
    const lastPaid = charges.find((c) => c.status === 'P' && c.amount_minor > 0);
    const [t] = lastPaid ? await transactionsOfItem(db, sub.club_id, subscriptionChargeRef(lastPaid.id)) : [];
    payer = {
      player: sub.payer_player_id,
      name: person?.full_name ?? '',
      card: t?.card_last4
        ? `${(t.card_brand && cardBrandLabels[t.card_brand as keyof typeof cardBrandLabels]) || 'Card'} •••• ${t.card_last4}`
        : null,
    };
  }
  const outstanding = charges.find((c) => c.status === 'O');
  const renewal = Math.max(0, price.of(sub.billing_cycle) - sub.credit_minor);
  const next_charge = outstanding
    ? {
        date: (outstanding.next_charge ?? outstanding.period_start).toISOString(),
        amount: fromMinor(outstanding.amount_minor, outstanding.currency),
        currency: outstanding.currency.toUpperCase(),
        overdue: sub.status === 'O' || sub.status === 'U',
      }
    : sub.status === 'C' && !sub.cancel_at_period_end && sub.expires
      ? {
          date: sub.expires.toISOString(),
          amount: fromMinor(renewal, price.currency),
          currency: price.currency.toUpperCase(),
          overdue: false,
        }
      : null;
  return {
    id: sub.id,
    club: sub.club_id,
    package: sub.package_id,
    package_name: names.get(sub.package_id) ?? '',
    billing_cycle: sub.billing_cycle,
    status: sub.status,
    period_start: sub.period_start?.toISOString() ?? null,
    expires: sub.expires?.toISOString() ?? null,
    cancel_at_period_end: sub.cancel_at_period_end,
    overdue_since: sub.overdue_since?.toISOString() ?? null,
    suspends_on:
      sub.status === 'O' && sub.overdue_since
        ? new Date(sub.overdue_since.getTime() + SUBSCRIPTION_GRACE_DAYS * DAY_MS).toISOString()
        : null,
    credit: fromMinor(sub.credit_minor, price.currency),
    currency: price.currency.toUpperCase(),
    payer,
    next_charge,
    charges: charges.map((c) => toCharge(c, names.get(c.package_id) ?? '')),
  };
}

/** The subscription by id; 404 when there is none. */
export async function subscriptionById(db: Db | Tx, id: number): Promise<SubRow> {
  const [row] = await db.select().from(clubSubscriptions).where(eq(clubSubscriptions.id, id));
  if (!row) throw notFound(msg.notFound);
  return row;
}

/** GET /api/clubsubscription/?club: the subscription, its payer, next charge and history (AGENT). */
export async function getSubscriptionBilling({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { club: number };
}): Promise<SubscriptionBilling> {
  await assertAccess(ctx, input.club, { area: 'clubSettings' });
  const [sub] = await ctx.db.select().from(clubSubscriptions).where(eq(clubSubscriptions.club_id, input.club));
  if (!sub) throw notFound(msg.notFound);
  return billingOf(ctx.db, sub);
}

import { and, eq, inArray, lte, or } from 'drizzle-orm';
import {
  billingCycleLabels,
  clubFormat,
  formatDate,
  formatMoney,
  SUBSCRIPTION_GRACE_DAYS,
  SUBSCRIPTION_RETRY_AFTER_DAYS,
  subscriptionBillingMessages as msg,
  subscriptionPeriodEnd,
  zoneFormat,
} from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { conflict } from '../../http/errors';
import type { Deps } from '../../http/route-helpers';
import type { JobHandlers } from '../../integrations/jobs/worker';
import type { RecurringJob } from '../../integrations/jobs/recurring';
import { chargeTransaction, type ChargeResult } from '../payments/payments.service';
import { namesAndEmailsOf } from '../players/people.service';
import { packages } from '../reference/reference.tables';
import { getClubRow } from '../clubs/club-reads.service';
import { moveClubToPackage } from '../clubs/club-packages.service';
import { clubSubscriptionCharges, clubSubscriptions } from './subscriptions.tables';
import { packagePrice } from './club-subscription-price.service';
import * as clock from '../../clock';

// The charges of the club's own subscription (issue 11, docs/club-subscription.md) and the
// renewals job. Every payment is a subscription charge record (club_subscription_charges) naming
// what it buys (package, billing cycle, period) and a payments transaction whose idempotency key
// is the record's: one capture per record however often the job, a second worker or the AGENT
// tries. Paying a record puts the subscription there (`settle`): status C, the package (and the
// club's features), the cycle, the period. At most one outstanding record a subscription (a
// unique index): two changes at once cannot both charge; the subscription row is locked
// (FOR UPDATE) before any record is made. What the AGENT reads and does: club-subscription.service.ts.

type Ctx = ServiceContext;
export type SubRow = typeof clubSubscriptions.$inferSelect;
export type ChargeRow = typeof clubSubscriptionCharges.$inferSelect;

export const CLUB_SUBSCRIPTIONS_JOB = 'clubs.subscriptions';
export const clubSubscriptionRecurringJobs: RecurringJob[] = [{ name: CLUB_SUBSCRIPTIONS_JOB, everyMs: 3_600_000 }];

export const DAY_MS = 86_400_000;
export const subscriptionChargeRef = (chargeId: number) => `club_subscription_charge:${chargeId}`;
/** The refusal while a payment waits for the card's authentication. */
export const WAITING =
  'A payment for this subscription is waiting for the card\u2019s authentication. Complete it (Pay now) first.';

/** The club's subscription row, locked (FOR UPDATE) for the caller's transaction. */
export async function lockSubscription(tx: Tx, clubId: number): Promise<SubRow | undefined> {
  const [row] = await tx.select().from(clubSubscriptions).where(eq(clubSubscriptions.club_id, clubId)).for('update');
  return row;
}

/** The subscription's outstanding charge record (at most one). */
export async function outstandingOf(db: Db | Tx, sub: SubRow): Promise<ChargeRow | undefined> {
  const [row] = await db
    .select()
    .from(clubSubscriptionCharges)
    .where(
      and(
        eq(clubSubscriptionCharges.club_id, sub.club_id),
        eq(clubSubscriptionCharges.subscription_id, sub.id),
        eq(clubSubscriptionCharges.status, 'O'),
      ),
    );
  return row;
}

export async function packageNames(db: Db | Tx, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: packages.id, name: packages.name })
    .from(packages)
    .where(inArray(packages.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Paying a charge record puts the subscription where the record says: current, its package, cycle and period. */
async function settle(
  tx: Tx,
  sub: SubRow,
  charge: ChargeRow,
  transactionId: number | null,
): Promise<{ sub: SubRow; charge: ChargeRow }> {
  const [paid] = await tx
    .update(clubSubscriptionCharges)
    .set({
      status: 'P',
      paid_at: clock.now(),
      next_charge: null,
      failure_reason: null,
      transaction_id: transactionId ?? charge.transaction_id,
    })
    .where(eq(clubSubscriptionCharges.id, charge.id))
    .returning();
  if (sub.package_id !== charge.package_id) {
    await moveClubToPackage(tx, sub.club_id, sub.package_id, charge.package_id);
  }
  const [updated] = await tx
    .update(clubSubscriptions)
    .set({
      status: 'C',
      package_id: charge.package_id,
      billing_cycle: charge.billing_cycle,
      period_start: charge.period_start,
      expires: charge.period_end,
      overdue_since: null,
      credit_minor: charge.credit_after_minor,
    })
    .where(eq(clubSubscriptions.id, sub.id))
    .returning();
  return { sub: updated, charge: paid };
}

const describe = (clubName: string, packageName: string, cycle: 'A' | 'M', purpose: ChargeRow['purpose']) =>
  `Rally subscription${purpose === 'change' ? ' change' : purpose === 'renewal' ? ' renewal' : ''}: ${clubName}, ${packageName} package, ${billingCycleLabels[cycle].toLowerCase()}`;

/**
 * Charges the record to the payer's card inside `tx` (the caller holds the subscription's lock).
 * A record of 0 (credit covers it) is paid at once. Paid: settled. Not paid: the record keeps
 * the attempt's transaction and reason; the caller decides what becomes of it.
 */
export async function chargeRecordNow(
  ctx: Ctx,
  tx: Tx,
  sub: SubRow,
  charge: ChargeRow,
): Promise<{ sub: SubRow; charge: ChargeRow; result: ChargeResult | null; paid: boolean }> {
  if (charge.amount_minor === 0) return { ...(await settle(tx, sub, charge, null)), result: null, paid: true };
  if (!sub.payer_player_id) {
    const [kept] = await tx
      .update(clubSubscriptionCharges)
      .set({ failure_reason: msg.noCard })
      .where(eq(clubSubscriptionCharges.id, charge.id))
      .returning();
    return { sub, charge: kept, result: null, paid: false };
  }
  const club = await getClubRow(tx, sub.club_id);
  const name = (await packageNames(tx, [charge.package_id])).get(charge.package_id) ?? '';
  const description = describe(club.name, name, charge.billing_cycle, charge.purpose);
  const result = await chargeTransaction(ctx, tx, {
    club: sub.club_id,
    payer: { player: sub.payer_player_id },
    kind: 'O',
    description,
    item: { name: description, ref: subscriptionChargeRef(charge.id), quantity: 1 },
    amount: charge.amount_minor,
    currency: charge.currency,
    method: 'C',
    idempotencyKey: subscriptionChargeRef(charge.id),
    paymentMethodId: sub.payment_method_id ?? undefined,
    access: { area: 'subscription', owner: sub.payer_player_id },
    toPlatform: true,
  });
  if (result.paid) return { ...(await settle(tx, sub, charge, result.transaction.id)), result, paid: true };
  const failure =
    result.transaction.status === 'A' ? null : (result.transaction.failure_reason ?? 'The payment did not go through.');
  const [kept] = await tx
    .update(clubSubscriptionCharges)
    .set({ transaction_id: result.transaction.id, failure_reason: failure })
    .where(eq(clubSubscriptionCharges.id, charge.id))
    .returning();
  return { sub, charge: kept, result, paid: false };
}

type NewCharge = Pick<
  ChargeRow,
  | 'purpose'
  | 'package_id'
  | 'billing_cycle'
  | 'price_minor'
  | 'credit_minor'
  | 'amount_minor'
  | 'credit_after_minor'
  | 'currency'
  | 'period_start'
  | 'period_end'
> & { next_charge?: Date | null };

/** A new outstanding charge record of the subscription (the caller holds its lock). */
export async function insertCharge(tx: Tx, sub: SubRow, values: NewCharge): Promise<ChargeRow> {
  const [row] = await tx
    .insert(clubSubscriptionCharges)
    .values({
      club_id: sub.club_id,
      subscription_id: sub.id,
      player_id: sub.payer_player_id,
      status: 'O',
      recurring: true,
      ...values,
    })
    .onConflictDoNothing()
    .returning();
  if (row) return row;
  // Only under the subscription's lock, so an outstanding one is never made meanwhile; kept as a guard.
  throw conflict(WAITING);
}

// ---- Renewals (jobs queue) ----

export type SubscriptionBillingDeps = Pick<Deps, 'db' | 'mailer' | 'config' | 'payments'> & {
  log: ServiceContext['log'];
};

const nextRetry = (due: Date, now: Date): Date | null =>
  SUBSCRIPTION_RETRY_AFTER_DAYS.map((d) => new Date(due.getTime() + d * DAY_MS)).find((d) => d > now) ?? null;
const day = (d: Date, zone: string) => formatDate(d, zoneFormat(zone));

async function mailTo(
  deps: SubscriptionBillingDeps,
  tx: Tx,
  sub: SubRow,
  club: { id: number; name: string; email: string },
  subject: string,
  lines: string[],
) {
  const payer = sub.payer_player_id
    ? (await namesAndEmailsOf(tx, [sub.payer_player_id])).get(sub.payer_player_id)
    : undefined;
  const to = payer?.email || club.email;
  if (!to) return false;
  const link = `${deps.config.publicUrl.replace(/\/$/, '')}/clubs/dashboard/club-info?clubId=${club.id}&tab=subscription`;
  await deps.mailer.queue(tx, {
    to,
    subject: `${club.name}: ${subject}`,
    text: [
      `Hello${payer?.full_name ? ` ${payer.full_name}` : ''},`,
      '',
      ...lines,
      '',
      `Club Settings › Subscription: ${link}`,
    ].join('\n'),
  });
  return true;
}

/**
 * One run at `now`: current subscriptions whose period has ended renew (a renewal record charged
 * to the payer's card; a cancelled one becomes U instead); overdue ones are tried again on the
 * retry days and suspended (U) once SUBSCRIPTION_GRACE_DAYS have passed. Each subscription is
 * changed under its lock in its own transaction, so two workers, or a repeated run, charge once.
 */
export async function runSubscriptionBilling(deps: SubscriptionBillingDeps, now: Date) {
  const done = { renewed: 0, declined: 0, retried: 0, suspended: 0, ended: 0 };
  const candidates = await deps.db
    .select({ club_id: clubSubscriptions.club_id })
    .from(clubSubscriptions)
    .where(
      or(
        and(eq(clubSubscriptions.status, 'C'), lte(clubSubscriptions.expires, now)),
        eq(clubSubscriptions.status, 'O'),
      ),
    );
  for (const { club_id } of candidates) {
    await deps.db.transaction(async (tx) => {
      const sub = await lockSubscription(tx, club_id);
      if (!sub) return;
      const club = await getClubRow(tx, club_id);
      const money = (minor: number, currency: string) => formatMoney(minor, { ...clubFormat(club), currency });
      const ctx: Ctx = { ...deps, actor: sub.payer_player_id ? { userId: 0, playerId: sub.payer_player_id } : null };
      if (sub.status === 'C' && sub.expires && sub.expires <= now) {
        if (sub.cancel_at_period_end) {
          await tx.update(clubSubscriptions).set({ status: 'U' }).where(eq(clubSubscriptions.id, sub.id));
          await mailTo(deps, tx, sub, club, 'your Rally subscription has ended', [
            `The subscription of ${club.name} ended on ${day(sub.expires, club.time_zone)}, as you asked. Subscribe again from Club Settings whenever you like.`,
          ]);
          done.ended += 1;
          return;
        }
        const price = await packagePrice(tx, club, sub.package_id);
        const amount = price.of(sub.billing_cycle);
        const used = Math.min(sub.credit_minor, amount);
        const charge =
          (await outstandingOf(tx, sub)) ??
          (await insertCharge(tx, sub, {
            purpose: 'renewal',
            package_id: sub.package_id,
            billing_cycle: sub.billing_cycle,
            price_minor: amount,
            credit_minor: used,
            amount_minor: amount - used,
            credit_after_minor: sub.credit_minor - used,
            currency: price.currency,
            period_start: sub.expires,
            period_end: subscriptionPeriodEnd(sub.expires, sub.billing_cycle),
            next_charge: nextRetry(sub.expires, now),
          }));
        const out = await chargeRecordNow(ctx, tx, sub, charge);
        if (out.paid) {
          done.renewed += 1;
          return;
        }
        done.declined += 1;
        await tx
          .update(clubSubscriptions)
          .set({ status: 'O', overdue_since: sub.expires })
          .where(eq(clubSubscriptions.id, sub.id));
        await mailTo(deps, tx, sub, club, 'your Rally subscription payment failed', [
          `We could not charge ${money(charge.amount_minor, charge.currency)} for the subscription of ${club.name}: ${out.charge.failure_reason ?? 'the payment did not go through.'}`,
          `We will try again over the next days. Unless it is paid by ${day(new Date(sub.expires.getTime() + SUBSCRIPTION_GRACE_DAYS * DAY_MS), club.time_zone)}, the club's features are suspended until it is.`,
        ]);
        return;
      }
      if (sub.status !== 'O') return;
      const since = sub.overdue_since ?? sub.expires ?? now;
      if (now.getTime() >= since.getTime() + SUBSCRIPTION_GRACE_DAYS * DAY_MS) {
        await tx.update(clubSubscriptions).set({ status: 'U' }).where(eq(clubSubscriptions.id, sub.id));
        await mailTo(deps, tx, sub, club, 'your Rally subscription is suspended', [
          `The subscription of ${club.name} has not been paid since ${day(since, club.time_zone)}. Its features are suspended until it is paid.`,
        ]);
        done.suspended += 1;
        return;
      }
      const charge = await outstandingOf(tx, sub);
      if (!charge?.next_charge || charge.next_charge > now) return;
      await tx
        .update(clubSubscriptionCharges)
        .set({ next_charge: nextRetry(charge.period_start, now) })
        .where(eq(clubSubscriptionCharges.id, charge.id));
      const out = await chargeRecordNow(ctx, tx, sub, { ...charge, next_charge: nextRetry(charge.period_start, now) });
      done.retried += 1;
      if (out.paid) return;
      await mailTo(deps, tx, sub, club, 'your Rally subscription is overdue', [
        `The subscription of ${club.name} (${money(charge.amount_minor, charge.currency)}) is overdue: ${out.charge.failure_reason ?? 'the payment did not go through.'}`,
        `Pay it under Club Settings › Subscription before ${day(new Date(since.getTime() + SUBSCRIPTION_GRACE_DAYS * DAY_MS), club.time_zone)} to keep the club's features.`,
      ]);
    });
  }
  return done;
}

/** The subscription billing job's handler. */
export function clubSubscriptionJobHandlers(deps: Omit<SubscriptionBillingDeps, 'log' | 'db'>): JobHandlers {
  return {
    async [CLUB_SUBSCRIPTIONS_JOB](_job, { db, log, now }) {
      const done = await runSubscriptionBilling({ ...deps, db, log: log as ServiceContext['log'] }, now());
      if (Object.values(done).some(Boolean)) log.info(done, 'club subscription billing');
    },
  };
}

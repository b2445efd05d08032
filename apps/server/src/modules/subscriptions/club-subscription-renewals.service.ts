import { and, eq, lte, or } from 'drizzle-orm';
import {
  clubFormat,
  formatDate,
  formatMoney,
  SUBSCRIPTION_GRACE_DAYS,
  SUBSCRIPTION_RETRY_AFTER_DAYS,
  subscriptionPeriodEnd,
  zoneFormat,
} from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Tx } from '../../db/client';
import type { Deps } from '../../http/route-helpers';
import type { JobHandlers } from '../../integrations/jobs/worker';
import type { RecurringJob } from '../../integrations/jobs/recurring';
import { namesAndEmailsOf } from '../players/people.service';
import { getClubRow } from '../clubs/club-reads.service';
import { clubSubscriptionCharges, clubSubscriptions } from './subscriptions.tables';
import { packagePrice } from './club-subscription-price.service';
import {
  chargeRecordNow,
  DAY_MS,
  insertCharge,
  lockSubscription,
  outstandingOf,
  type SubRow,
} from './club-subscription-billing.service';

// The renewals job of the club's own subscription (issue 11, docs/club-subscription.md): every
// hour, periods that ended are charged again, overdue ones retried and, after the grace days,
// suspended; each by a charge record of club-subscription-billing.service.ts, so a repeated or
// concurrent run charges once.

type Ctx = ServiceContext;

export const CLUB_SUBSCRIPTIONS_JOB = 'clubs.subscriptions';
export const clubSubscriptionRecurringJobs: RecurringJob[] = [{ name: CLUB_SUBSCRIPTIONS_JOB, everyMs: 3_600_000 }];

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

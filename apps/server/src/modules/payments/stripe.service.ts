import { and, eq, inArray, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { ServiceContext } from '../../context';
import type { Tx } from '../../db/client';
import { invalid } from '../../http/errors';
import { loadStripeSdk, outcomeOfIntent, readConnectState } from '../../integrations/payments/stripe';
import {
  paymentAccountAdmin,
  recordPaymentAccount,
  setPaymentAccountReady,
} from '../clubs/club-admin-management.service';
import { paymentWebhookEvents, refunds, transactions } from './payments.tables';
import { paymentSettled } from './payment-settlement.service';
import { recordGatewayCharge } from './payment-reconciliation.service';
import * as clock from '../../clock';

// Stripe's side of the payments area (docs/payments.md "Stripe"): the signed webhook, each event
// applied once, and the Connect callback that records a club's connected account.

type Ctx = ServiceContext;

export const WEBHOOK_NOT_CONFIGURED = 'Stripe webhooks are not set up on this server.';
export const WEBHOOK_BAD_SIGNATURE = 'The webhook signature does not match.';

/**
 * POST /api/stripe/webhook/: checks Stripe's signature over the raw body with
 * STRIPE_WEBHOOK_SECRET (400 otherwise), then applies the event once.
 */
export async function receiveStripeWebhook({
  ctx,
  rawBody,
  signature,
}: {
  ctx: Ctx;
  rawBody: Buffer;
  signature: string | undefined;
}) {
  const secret = ctx.config.stripeWebhookSecret;
  if (!secret) throw invalid(WEBHOOK_NOT_CONFIGURED);
  const StripeSdk = await loadStripeSdk();
  let event: Stripe.Event;
  try {
    event = StripeSdk.webhooks.constructEvent(rawBody, signature ?? '', secret);
  } catch {
    throw invalid(WEBHOOK_BAD_SIGNATURE);
  }
  const applied = await applyStripeEvent(ctx, event);
  return { received: true, applied };
}

/**
 * Applies an event once: its id is stored in the same database transaction that applies it, so a
 * second delivery (or twenty at once: they wait on the first's row) finds it and does nothing.
 * Events of other types are stored and otherwise ignored. Answers whether this delivery applied it.
 */
export async function applyStripeEvent(ctx: Ctx, event: Pick<Stripe.Event, 'id' | 'type' | 'data'>): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentWebhookEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: paymentWebhookEvents.id });
    if (!fresh) return false;
    const object = event.data.object as unknown;
    switch (event.type) {
      case 'payment_intent.succeeded':
      case 'payment_intent.payment_failed':
        await applyIntent(ctx, tx, object as Stripe.PaymentIntent);
        break;
      case 'charge.refund.updated':
      case 'refund.updated':
      case 'refund.failed':
        await applyRefundUpdated(tx, object as Stripe.Refund);
        break;
      case 'charge.refunded':
        await applyChargeRefunded(tx, object as Stripe.Charge);
        break;
      case 'account.updated': {
        const account = object as Stripe.Account;
        const clubs = await setPaymentAccountReady(tx, account.id, account.charges_enabled === true);
        if (!clubs) ctx.log.info({ account: account.id }, 'account.updated for an account no club has');
        break;
      }
      default:
        break;
    }
    return true;
  });
}

/** The transaction of a PaymentIntent, locked. */
async function transactionOfIntent(tx: Tx, intent: string) {
  const [row] = await tx.select().from(transactions).where(eq(transactions.gateway_ref, intent)).for('update');
  return row ?? null;
}

/** payment_intent.succeeded / payment_failed: the outcome of a payment still open here (S, A, U; a success also over F). */
async function applyIntent(ctx: Ctx, tx: Tx, intent: Stripe.PaymentIntent) {
  const row = await transactionOfIntent(tx, intent.id);
  const outcome = outcomeOfIntent(intent);
  if (!row) {
    // A payment Stripe took that no transaction here has (the request's database transaction rolled back after the call): recorded and flagged, or its open attempt settled.
    if (outcome.status !== 'succeeded') return;
    const recorded = await recordGatewayCharge(tx, {
      gatewayRef: intent.id,
      amount: intent.amount,
      currency: intent.currency,
      description: intent.description ?? '',
      metadata: intent.metadata ?? {},
      outcome,
    });
    if (!recorded)
      ctx.log.warn(
        { intent: intent.id },
        'payment_intent.succeeded for a payment that names no club here, or recorded by another delivery',
      );
    else if (recorded.found === 'attempt') await paymentSettled(ctx, tx, recorded.row);
    else if (recorded.found === 'recorded')
      ctx.log.warn(
        { intent: intent.id, transaction: recorded.row.id },
        'payment taken at Stripe with no transaction here: recorded for staff to check',
      );
    return;
  }
  const now = clock.now();
  let saved: typeof row | undefined;
  if (outcome.status === 'succeeded' && ['S', 'A', 'U', 'F'].includes(row.status)) {
    [saved] = await tx
      .update(transactions)
      .set({
        status: 'P',
        client_secret: null,
        failure_code: null,
        failure_reason: null,
        failure_detail: null,
        updated_at: now,
        receiver_account: outcome.receiver_account,
        destination_amount: outcome.destination_amount,
        ...(outcome.card ? { card_brand: outcome.card.brand, card_last4: outcome.card.last4 } : {}),
      })
      .where(eq(transactions.id, row.id))
      .returning();
  } else if (outcome.status === 'failed' && ['S', 'A', 'U'].includes(row.status)) {
    [saved] = await tx
      .update(transactions)
      .set({
        status: 'F',
        client_secret: null,
        failure_code: outcome.failure.code,
        failure_reason: outcome.failure.message,
        failure_detail: outcome.failure,
        updated_at: now,
      })
      .where(eq(transactions.id, row.id))
      .returning();
  }
  // The paying area settles its own record (a store sale left pending: paid with its receipt, or failed).
  if (saved) await paymentSettled(ctx, tx, saved);
}

const refundStatusOf = (status: string | null | undefined) =>
  status === 'succeeded' ? 'P' : status === 'failed' || status === 'canceled' ? 'F' : 'S';

/**
 * charge.refunded: the refunds the event lists settle ours (by refund id); a refund made in
 * Stripe's dashboard is recorded as a new refund. Without a list, what Stripe has refunded beyond
 * our refunds is recorded as one refund, and our pending refunds count as done.
 */
async function applyChargeRefunded(tx: Tx, charge: Stripe.Charge) {
  const intent = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
  if (!intent) return;
  const t = await transactionOfIntent(tx, intent);
  if (!t || (t.status !== 'P' && t.status !== 'R')) return;
  const ours = await tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.club_id, t.club_id), eq(refunds.transaction_id, t.id)));
  const listed = charge.refunds?.data ?? null;
  const add = (amount: number, refundId: string | null, status: 'P' | 'S' | 'F', key: string) =>
    tx
      .insert(refunds)
      .values({
        club_id: t.club_id,
        transaction_id: t.id,
        amount_minor: amount,
        reason: 'Refunded in Stripe',
        status,
        refund_id: refundId,
        idempotency_key: key,
      })
      .onConflictDoNothing();
  if (listed) {
    for (const r of listed) {
      const mine = ours.find((o) => o.refund_id === r.id);
      if (mine) {
        const status = refundStatusOf(r.status);
        if (mine.status !== status) await tx.update(refunds).set({ status }).where(eq(refunds.id, mine.id));
      } else {
        await add(r.amount, r.id, refundStatusOf(r.status), `stripe-${r.id}`);
      }
    }
  } else {
    const pending = ours.filter((o) => o.status === 'S' && o.refund_id);
    if (pending.length)
      await tx
        .update(refunds)
        .set({ status: 'P' })
        .where(
          inArray(
            refunds.id,
            pending.map((o) => o.id),
          ),
        );
    const recorded = ours.filter((o) => o.status !== 'F').reduce((sum, o) => sum + o.amount_minor, 0);
    const beyond = Math.min(charge.amount_refunded, t.amount_minor) - recorded;
    if (beyond > 0) await add(beyond, null, 'P', `stripe-${charge.id}-${charge.amount_refunded}`);
  }
  const [live] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(refunds)
    .where(and(eq(refunds.club_id, t.club_id), eq(refunds.transaction_id, t.id), sql`${refunds.status} <> 'F'`));
  if (live.n > 0 && t.status === 'P')
    await tx.update(transactions).set({ status: 'R', updated_at: clock.now() }).where(eq(transactions.id, t.id));
}

/**
 * charge.refund.updated (refund.updated, refund.failed): a refund that failed after the fact (the
 * card's bank returned it: Stripe's refund goes from succeeded or pending to failed). Our refund
 * becomes F with Stripe's failure_reason and the sentence staff see; a transaction left with no
 * refund that did not fail is paid (P) again, so it can be refunded another way.
 */
async function applyRefundUpdated(tx: Tx, refund: Stripe.Refund) {
  const [mine] = await tx.select().from(refunds).where(eq(refunds.refund_id, refund.id)).for('update');
  if (!mine) return;
  const status = refundStatusOf(refund.status);
  if (mine.status === status || mine.status === 'F') return;
  const failed =
    status === 'F'
      ? {
          failure_reason: refund.failure_reason ?? 'unknown',
          failure_message: REFUND_FAILED_LATER,
          error_code: refund.failure_reason ?? 'refund_failed',
        }
      : {};
  await tx
    .update(refunds)
    .set({ status, ...failed })
    .where(eq(refunds.id, mine.id));
  if (status !== 'F') return;
  const [t] = await tx
    .select()
    .from(transactions)
    .where(and(eq(transactions.club_id, mine.club_id), eq(transactions.id, mine.transaction_id)))
    .for('update');
  const [live] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(refunds)
    .where(and(eq(refunds.club_id, t.club_id), eq(refunds.transaction_id, t.id), sql`${refunds.status} <> 'F'`));
  if (live.n === 0 && t.status === 'R')
    await tx.update(transactions).set({ status: 'P', updated_at: clock.now() }).where(eq(transactions.id, t.id));
}

/** The sentence staff see on a refund the card's bank returned after Stripe had accepted it. */
export const REFUND_FAILED_LATER =
  "The card's bank returned the refund (the card may be closed or cancelled). Nothing was refunded: give the money back another way, such as cash or a cheque.";

/** The dashboard tab the administrator comes back to, saying how the connection went. */
export const connectReturnUrl = (
  publicUrl: string,
  clubId: number | null,
  outcome: 'connected' | 'denied' | 'failed' | 'invalid',
) => `${publicUrl}/clubs/dashboard/club-info?${clubId ? `clubId=${clubId}&` : ''}tab=subscription&stripe=${outcome}`;

/**
 * GET /api/stripe/connect/callback/: Stripe sends the administrator back here with `code` and the
 * signed `state` of the link (GET /api/clubadmin/{id}/stripe_authorize/). The state names the
 * administrator record and club (signed with the secret key, at most an hour old); the record's
 * player must still have the club's 'subscription' area. The code is exchanged for the connected
 * account, which is recorded on the club. Answers where to send the browser: the Subscription tab.
 */
export async function connectCallback({
  ctx,
  query,
}: {
  ctx: Ctx;
  query: { code?: string; state?: string; error?: string };
}): Promise<string> {
  const publicUrl = ctx.config.publicUrl;
  const secret = ctx.config.stripeSecretKey;
  const named = secret && query.state ? readConnectState(secret, query.state) : null;
  if (!named || !ctx.payments.connectAccount) return connectReturnUrl(publicUrl, null, 'invalid');
  const admin = await paymentAccountAdmin(ctx.db, named.adminId, named.clubId);
  if (!admin) return connectReturnUrl(publicUrl, null, 'invalid');
  if (query.error || !query.code) return connectReturnUrl(publicUrl, named.clubId, 'denied');
  // The signed state stands for the administrator who asked for the link: act as them, on their
  // standing read now (this GET changes the club's account, so never a kept one).
  const asAdmin: Ctx = {
    ...ctx,
    actor: { userId: 0, playerId: admin.player_id },
    standings: undefined,
    sharedStandings: undefined,
  };
  let account: string;
  try {
    account = await ctx.payments.connectAccount(query.code);
  } catch (error) {
    ctx.log.warn({ err: error, club: named.clubId }, 'Stripe Connect code exchange failed');
    return connectReturnUrl(publicUrl, named.clubId, 'failed');
  }
  try {
    await recordPaymentAccount(asAdmin, named.clubId, account);
  } catch (error) {
    ctx.log.warn({ err: error, club: named.clubId }, 'Stripe Connect callback refused');
    return connectReturnUrl(publicUrl, named.clubId, 'invalid');
  }
  return connectReturnUrl(publicUrl, named.clubId, 'connected');
}

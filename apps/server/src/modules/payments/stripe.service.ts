import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { ServiceContext } from '../../context';
import type { Tx } from '../../db/client';
import { invalid } from '../../http/errors';
import { loadStripeSdk } from '../../integrations/payments/stripe';
import { outcomeOfIntent } from '../../integrations/payments/stripe-answers';
import { setPaymentAccountReady } from '../clubs/club-admin-management.service';
import { paymentWebhookEvents, transactions } from './payments.tables';
import { paymentSettled } from './payment-settlement.service';
import { issuePaymentReceipt, issueRefundReceipts } from './receipts.service';
import { recordGatewayCharge } from './payment-reconciliation.service';
import * as clock from '../../clock';
import { applyChargeRefunded, applyRefundUpdated, transactionOfIntent } from './stripe-refund-events';

// Stripe's side of the payments area (docs/payments.md "Stripe"): the signed webhook, each event
// applied once (a payment's outcome here; refunds: stripe-refund-events.ts). The Connect callback
// that records a club's connected account: stripe-connect.service.ts.

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
      case 'charge.refunded': {
        const refunded = await applyChargeRefunded(tx, object as Stripe.Charge);
        if (refunded) await issueRefundReceipts(ctx, tx, refunded);
        break;
      }
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
    else if (recorded.found === 'attempt') {
      await issuePaymentReceipt(ctx, tx, recorded.row);
      await paymentSettled(ctx, tx, recorded.row);
    } else if (recorded.found === 'recorded') {
      await issuePaymentReceipt(ctx, tx, recorded.row);
      ctx.log.warn(
        { intent: intent.id, transaction: recorded.row.id },
        'payment taken at Stripe with no transaction here: recorded for staff to check',
      );
    }
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
  if (saved?.status === 'P') await issuePaymentReceipt(ctx, tx, saved);
  if (saved) await paymentSettled(ctx, tx, saved);
}

import { and, desc, eq } from 'drizzle-orm';
import { accountCreditMessages, transactionNotFound, type PaymentMethod, type TransactionKind } from '@rally/domain';
import type { AccessCheck } from '../../access/access';
import { assertAccess } from '../../access/access';
import type { ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { invalid, notFound } from '../../http/errors';
import type { ChargeOutcome } from '../../integrations/payments/gateway';
import { getClubRow } from '../clubs/club-reads.service';
import { namesAndEmailsOf } from '../players/people.service';
import { applyOutcome, RECORDED_FROM_GATEWAY, resultOf, type ChargeResult } from './payment-outcomes';
import { clubCustomers, paymentCards, paymentCustomers, transactions } from './payments.tables';
import type { TransactionRow } from './transaction-records';
import { checkOffSessionCharge, queueOffSessionReceipt } from './card-consents.service';
import { issuePaymentReceipt } from './receipts.service';
import * as clock from '../../clock';
import { addCreditEntry } from './account-credit-ledger';

// The payments area's verbs for every other area (docs/payments.md): charge inside the caller's own
// database transaction (refunds: payment-refunds.service.ts). The idempotency key is stored (a
// unique (club_id, idempotency_key)) before the gateway is called, and the gateway gets a key of its
// own for the attempt, so asking twice, or fifty times at once, charges once. A payment the gateway
// took that no request recorded: payment-reconciliation.service.ts.

type Ctx = ServiceContext;
// Other areas import the payments area from here: the API shape of transactions and refunds
// (transaction-records.ts), a charge's answer (payment-outcomes.ts) and an item's payments
// (item-transactions.service.ts).
export { recordsOf, type TransactionRecord, type TransactionRow } from './transaction-records';
export { RECORDED_FROM_GATEWAY, type ChargeResult } from './payment-outcomes';
export { isItemPaid, transactionsOfItem } from './item-transactions.service';
// Receipts (issue 30): an area's own receipt lines and e-mail (the Club Store's).
export { onReceiptLines, paymentsPageUrl, receiptOf } from './receipts.service';
export { receiptAttachment, receiptPlainText, type ReceiptLine } from './receipt-snapshot';

export const TRANSACTION_NOT_FOUND = transactionNotFound;

/** Who pays: a player (their default card on file), a club's walk-in customer, or a name and e-mail (cash, cheque). */
export type Payer = { player?: number | null; clubCustomer?: number | null; name?: string; email?: string };

export type ChargeInput = {
  club: number;
  payer: Payer;
  kind: TransactionKind;
  description: string;
  /** What is paid for: a name to show, the paying area's reference ('booking_series:12'), a quantity, a membership type. */
  item?: { name?: string; ref?: string | null; quantity?: number; membershipType?: number | null };
  /** Integer minor units of `currency` (the club's currency when left out). */
  amount: number;
  currency?: string;
  /** C card, Q cheque, S cash, A account credit. Cheque and cash are recorded as paid, nothing is charged; A spends the player's credit at the club. */
  method: PaymentMethod;
  /** One payment per key and club: the same key again answers the first payment (a failed one is retried). */
  idempotencyKey: string;
  /** A card other than the payer's default (a gateway payment method id). */
  paymentMethodId?: string;
  /** Who may make this charge; default the club's Payments staff or the paying player themself. */
  access?: AccessCheck;
  /** The product charges the club (its subscription): the money stays with the platform, never sent to the club's connected account. */
  toPlatform?: boolean;
  /**
   * The club charges by its own rule (a no-show or late-cancellation fee), not at the player's
   * asking, even when the player's own act led to it: a charge of a card on file without the
   * player (consent needed, receipt mailed) whoever the actor is.
   */
  byClubRule?: boolean;
};

/** Who the payer is, as the transaction records them. */
async function payerOf(db: Db | Tx, club: number, payer: Payer) {
  if (payer.clubCustomer) {
    const [customer] = await db
      .select()
      .from(clubCustomers)
      .where(and(eq(clubCustomers.club_id, club), eq(clubCustomers.id, payer.clubCustomer)));
    if (!customer) throw notFound('Customer not found.');
    return {
      player: null,
      clubCustomer: customer.id,
      name: payer.name ?? customer.name,
      email: payer.email ?? customer.email,
      card: customer.payment_method_id
        ? { customer: customer.gateway_customer, paymentMethod: customer.payment_method_id, moto: customer.card_moto }
        : null,
    };
  }
  if (payer.player) {
    const person = (await namesAndEmailsOf(db, [payer.player])).get(payer.player);
    const [card] = await db
      .select({ customer: paymentCustomers.gateway_customer, paymentMethod: paymentCards.payment_method_id })
      .from(paymentCards)
      .innerJoin(paymentCustomers, eq(paymentCustomers.id, paymentCards.customer_id))
      .where(eq(paymentCustomers.player_id, payer.player))
      .orderBy(desc(paymentCards.is_default), desc(paymentCards.id))
      .limit(1);
    return {
      player: payer.player,
      clubCustomer: null,
      name: payer.name ?? person?.full_name ?? '',
      email: payer.email ?? person?.email ?? '',
      card: card ?? null,
    };
  }
  return { player: null, clubCustomer: null, name: payer.name ?? '', email: payer.email ?? '', card: null };
}

/**
 * What the gateway keeps with a payment: the same for every attempt under one gateway key (no row
 * id: after a rollback the retry's row is another, and Stripe refuses a key asked again with other
 * parameters), and enough to record the payment here from the gateway alone (recordGatewayCharge).
 */
function gatewayMetadataOf(row: TransactionRow): Record<string, string> {
  return {
    club: String(row.club_id),
    kind: row.kind,
    idempotency_key: row.idempotency_key.slice(0, 500),
    gateway_key: row.gateway_key.slice(0, 500),
    ...(row.item_ref ? { item_ref: row.item_ref.slice(0, 500) } : {}),
    ...(row.player_id ? { player: String(row.player_id) } : {}),
    ...(row.club_customer_id ? { club_customer: String(row.club_customer_id) } : {}),
  };
}

/** The gateway call of one attempt; an error (not a decline) leaves the payment's outcome unknown (U), to be asked again with the same key. */
async function chargeAtGateway(
  ctx: Ctx,
  tx: Tx,
  row: TransactionRow,
  card: { customer: string | null; paymentMethod: string; moto?: boolean },
  connectedAccount: string | null,
) {
  let outcome: ChargeOutcome;
  try {
    outcome = await ctx.payments.charge({
      amount: row.amount_minor,
      currency: row.currency,
      customer: card.customer,
      payment_method: card.paymentMethod,
      description: row.description,
      idempotency_key: row.gateway_key,
      connected_account: connectedAccount,
      metadata: gatewayMetadataOf(row),
      ...(card.moto ? { moto: true } : {}),
    });
  } catch (error) {
    ctx.log.error({ err: error, transaction: row.id }, 'payment gateway call failed');
    const [saved] = await tx
      .update(transactions)
      .set({
        status: 'U',
        failure_code: 'gateway_error',
        failure_reason: 'The payment service could not be reached. Try again.',
        failure_detail: {
          code: 'gateway_error',
          message: 'The payment service could not be reached. Try again.',
          type: 'api_error',
        },
        updated_at: clock.now(),
      })
      .where(and(eq(transactions.club_id, row.club_id), eq(transactions.id, row.id)))
      .returning();
    return saved;
  }
  return applyOutcome(tx, row, outcome);
}

/**
 * Charges a payer inside the caller's transaction `tx` and records it (kind, item, amount, method,
 * outcome). Declines are not errors: the result says `paid: false` and the transaction carries
 * its failure. Let the caller's transaction commit (so the failed attempt is on record), then
 * call `assertPaid(result)` outside it to answer the decline as a 400 with the card's reason.
 */
export async function chargeTransaction(ctx: Ctx, tx: Tx, input: ChargeInput): Promise<ChargeResult> {
  await assertAccess(ctx, input.club, input.access ?? { area: 'payments', owner: input.payer.player ?? null });
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
    throw invalid('The amount must be greater than 0.', { amount: ['Must be a number greater than 0'] });
  const key = input.idempotencyKey.trim();
  if (!key) throw new Error('chargeTransaction needs an idempotency key');
  const club = await getClubRow(tx, input.club);
  const currency = (input.currency ?? club.currency).toLowerCase();
  const payer = await payerOf(tx, input.club, input.payer);
  if (input.method === 'A' && !payer.player) throw invalid(accountCreditMessages.playerOnly);
  const card = input.paymentMethodId
    ? { customer: payer.card?.customer ?? null, paymentMethod: input.paymentMethodId }
    : payer.card;
  // A club charging a player's card on file without them: on its register with their consent, and a receipt to them.
  const offSession = await checkOffSessionCharge(
    ctx,
    tx,
    {
      club: input.club,
      clubName: club.name,
      method: input.method,
      toPlatform: input.toPlatform,
      paymentMethodId: input.paymentMethodId,
      byClubRule: input.byClubRule,
    },
    payer,
  );
  const charged = async (row: TransactionRow) => {
    const saved = await chargeAtGateway(ctx, tx, row, card!, input.toPlatform ? null : club.stripe_account);
    // Its receipt (issue 30); an off-session charge's is mailed with the consent's words, to the player's own address.
    const receipt = saved.status === 'P' ? await issuePaymentReceipt(ctx, tx, saved, { mail: !offSession }) : null;
    if (offSession && receipt) await queueOffSessionReceipt(ctx, tx, saved, club, receipt);
    return resultOf(tx, saved, false);
  };
  let retryOf: number | null = null;
  // A few rounds at most: each loses only to another request that stored the same key first.
  for (let round = 0; round < 5; round++) {
    const [row] = await tx
      .insert(transactions)
      .values({
        club_id: input.club,
        kind: input.kind,
        description: input.description,
        status: 'S',
        payment_method: input.method,
        player_id: payer.player,
        club_customer_id: payer.clubCustomer,
        payer_name: payer.name,
        payer_email: payer.email,
        item_name: input.item?.name ?? input.description,
        item_ref: input.item?.ref ?? null,
        quantity: input.item?.quantity ?? 1,
        membership_type_id: input.item?.membershipType ?? null,
        amount_minor: input.amount,
        currency,
        idempotency_key: key,
        gateway_key: `club-${input.club}-${key}${retryOf ? `-retry-${retryOf}` : ''}`,
        created_by: ctx.actor?.playerId ?? null,
      })
      .onConflictDoNothing({ target: [transactions.club_id, transactions.idempotency_key] })
      .returning();
    if (row) {
      // Account credit (issue 30): the spend is a ledger entry in this transaction; not enough credit refuses the whole command.
      if (input.method === 'A')
        await addCreditEntry(ctx, tx, {
          club: input.club,
          player: payer.player!,
          amount: -input.amount,
          kind: 'S',
          reason: input.description,
          transaction: row.id,
          itemRef: row.item_ref,
        });
      if (input.method !== 'C') {
        const [paid] = await tx
          .update(transactions)
          .set({ status: 'P', updated_at: clock.now() })
          .where(eq(transactions.id, row.id))
          .returning();
        await issuePaymentReceipt(ctx, tx, paid);
        return resultOf(tx, paid, false);
      }
      if (!card) {
        const failure = {
          code: 'no_card',
          message: 'No card on file: add a card first.',
          type: 'invalid_request_error',
        };
        return resultOf(tx, await applyOutcome(tx, row, { status: 'failed', id: null, failure }), false);
      }
      return charged(row);
    }
    // The key is taken: lock its payment (waiting for a concurrent one to commit) and answer it.
    const [existing] = await tx
      .select()
      .from(transactions)
      .where(and(eq(transactions.club_id, input.club), eq(transactions.idempotency_key, key)))
      .for('update');
    if (!existing) continue; // renamed by a retry that committed meanwhile: take the key again
    if (existing.status === 'F' || existing.status === 'D') {
      // A failed attempt does not use the key up: it keeps its record under another key, and this is a new attempt.
      await tx
        .update(transactions)
        .set({ idempotency_key: `${key}#failed-${existing.id}` })
        .where(eq(transactions.id, existing.id));
      retryOf = existing.id;
      continue;
    }
    if (existing.status === 'U' && existing.payment_method === 'C' && card) {
      // The gateway's answer was lost: ask again with the same gateway key, which cannot charge twice.
      return charged(existing);
    }
    if (existing.failure_detail?.code === RECORDED_FROM_GATEWAY.code) {
      // Recorded from the gateway after this request's first try was rolled back: the request is back and settles its side now.
      const [settled] = await tx
        .update(transactions)
        .set({ failure_detail: null, updated_at: clock.now() })
        .where(eq(transactions.id, existing.id))
        .returning();
      return resultOf(tx, settled, true);
    }
    return resultOf(tx, existing, true);
  }
  throw new Error(`chargeTransaction could not settle key ${key}`);
}

/**
 * Answers a failed charge as a 400 with the card's reason (call it after the caller's transaction
 * has committed, so the failed attempt stays on record). A payment waiting for the cardholder's
 * authentication (status A) passes: answer it with its `client_secret`, and the browser completes
 * it with POST /api/transaction/{id}/authenticate/.
 */
export function assertPaid(result: ChargeResult): void {
  const t = result.transaction;
  if (result.paid || t.status === 'A') return;
  const reason = t.failure_reason ?? 'The payment did not go through.';
  throw invalid(reason, { non_field_errors: [reason] });
}

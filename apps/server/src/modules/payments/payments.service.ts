import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { TRANSACTION_KINDS, transactionNotFound, type PaymentMethod, type TransactionKind } from '@rally/domain';
import type { AccessCheck } from '../../access/access';
import { assertAccess } from '../../access/access';
import type { ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { invalid, notFound } from '../../http/errors';
import type { ChargeOutcome } from '../../integrations/payments/gateway';
import { getClubRow } from '../clubs/club-reads.service';
import { namesAndEmailsOf } from '../players/people.service';
import { clubCustomers, paymentCards, paymentCustomers, transactions } from './payments.tables';
import { recordsOf, type TransactionRecord, type TransactionRow } from './transaction-records';
import { checkOffSessionCharge, queueOffSessionReceipt } from './card-consents.service';
import * as clock from '../../clock';

// The payments area's verbs for every other area (docs/payments.md): charge inside the caller's own
// database transaction (refunds: payment-refunds.service.ts). The idempotency key is stored (a
// unique (club_id, idempotency_key)) before the gateway is called, and the gateway gets a key of its
// own for the attempt, so asking twice, or fifty times at once, charges once.

type Ctx = ServiceContext;
// The API shape of transactions and refunds lives in transaction-records.ts; other areas get it here.
export { recordsOf, type TransactionRecord, type TransactionRow } from './transaction-records';

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
  /** C card, Q cheque, S cash. Cheque and cash are recorded as paid, nothing is charged. */
  method: PaymentMethod;
  /** One payment per key and club: the same key again answers the first payment (a failed one is retried). */
  idempotencyKey: string;
  /** A card other than the payer's default (a gateway payment method id). */
  paymentMethodId?: string;
  /** Who may make this charge; default the club's Payments staff or the paying player themself. */
  access?: AccessCheck;
  /** The product charges the club (its subscription): the money stays with the platform, never sent to the club's connected account. */
  toPlatform?: boolean;
};

export type ChargeResult = {
  transaction: TransactionRecord;
  /** True when the key had already paid (or was paying): nothing was charged this time. */
  replayed: boolean;
  /** True when the money is captured (status P, or R later). */
  paid: boolean;
  /** Status A: the browser completes the card's authentication with this, then calls POST /api/transaction/{id}/authenticate/. */
  client_secret: string | null;
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

/** Writes a gateway outcome onto the transaction (also payment-settlement.service.ts). */
export async function applyOutcome(tx: Tx, row: TransactionRow, outcome: ChargeOutcome): Promise<TransactionRow> {
  const now = clock.now();
  const values: Partial<TransactionRow> =
    outcome.status === 'succeeded'
      ? {
          status: 'P',
          gateway_ref: outcome.id,
          client_secret: null,
          failure_code: null,
          failure_reason: null,
          failure_detail: null,
          receiver_account: outcome.receiver_account,
          destination_amount: outcome.destination_amount,
          ...(outcome.card ? { card_brand: outcome.card.brand, card_last4: outcome.card.last4 } : {}),
        }
      : outcome.status === 'requires_action'
        ? { status: 'A', gateway_ref: outcome.id, client_secret: outcome.client_secret }
        : {
            status: 'F',
            gateway_ref: outcome.id ?? row.gateway_ref,
            client_secret: null,
            failure_code: outcome.failure.code,
            failure_reason: outcome.failure.message,
            failure_detail: outcome.failure,
          };
  const [saved] = await tx
    .update(transactions)
    .set({ ...values, updated_at: now })
    .where(and(eq(transactions.club_id, row.club_id), eq(transactions.id, row.id)))
    .returning();
  return saved;
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

/** A charge's answer from its row (also payment-settlement.service.ts). */
export async function resultOf(db: Db | Tx, row: TransactionRow, replayed: boolean): Promise<ChargeResult> {
  const [record] = await recordsOf(db, [row]);
  return {
    transaction: record,
    replayed,
    paid: row.status === 'P' || row.status === 'R',
    client_secret: row.status === 'A' ? row.client_secret : null,
  };
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
    },
    payer,
  );
  const charged = async (row: TransactionRow) => {
    const saved = await chargeAtGateway(ctx, tx, row, card!, input.toPlatform ? null : club.stripe_account);
    if (offSession && saved.status === 'P') await queueOffSessionReceipt(ctx, tx, saved, club);
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
      if (input.method !== 'C') {
        const [paid] = await tx
          .update(transactions)
          .set({ status: 'P', updated_at: clock.now() })
          .where(eq(transactions.id, row.id))
          .returning();
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

/** The note on a payment the gateway took that no request here recorded (recordGatewayCharge). */
export const RECORDED_FROM_GATEWAY = {
  code: 'recorded_from_gateway',
  type: 'reconciliation',
  message:
    'The payment service took this payment, but the request that made it did not finish, so nothing here was recorded as paid with it. Check the item, and refund the payment if it was not meant.',
};

/** A payment the gateway reports as taken (a webhook), with what it keeps of it (gatewayMetadataOf). */
export type GatewayCharge = {
  gatewayRef: string;
  amount: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
  outcome: Extract<ChargeOutcome, { status: 'succeeded' }>;
};

/**
 * Reconciliation (docs/payments.md "An idempotency key stored before every call that moves
 * money"): the gateway took a payment no transaction here has (the caller's database transaction
 * rolled back after the call). An attempt still open under its gateway key (S, U, A) is settled
 * with it; otherwise it is recorded as a paid transaction under the request's idempotency key,
 * flagged RECORDED_FROM_GATEWAY for staff: a retry of the request then finds it and charges
 * nothing (and clears the flag); staff refund it if no retry comes. Null when the payment names
 * no club of ours (or a concurrent delivery recorded it). Answers the row and what it was: an open
 * attempt settled (its area settles its record), a payment recorded, or one already known.
 */
export async function recordGatewayCharge(
  tx: Tx,
  charge: GatewayCharge,
): Promise<{ row: TransactionRow; found: 'attempt' | 'recorded' | 'known' } | null> {
  const club = Number(charge.metadata.club);
  if (!Number.isSafeInteger(club) || club <= 0) return null;
  let clubRow;
  try {
    clubRow = await getClubRow(tx, club);
  } catch {
    return null;
  }
  const gatewayKey = charge.metadata.gateway_key || `gateway-${charge.gatewayRef}`;
  const [open] = await tx
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.club_id, club),
        eq(transactions.gateway_key, gatewayKey),
        inArray(transactions.status, ['S', 'U', 'A']),
      ),
    )
    .limit(1)
    .for('update');
  if (open) return { row: await applyOutcome(tx, open, charge.outcome), found: 'attempt' };
  const requestKey = charge.metadata.idempotency_key || `gateway-${charge.gatewayRef}`;
  const [taken] = await tx
    .select()
    .from(transactions)
    .where(and(eq(transactions.club_id, club), eq(transactions.idempotency_key, requestKey)));
  // Committed meanwhile (the request itself, or another delivery reporting this payment): already recorded.
  if (taken?.gateway_ref === charge.gatewayRef) return { row: taken, found: 'known' };
  const player = Number(charge.metadata.player) || null;
  const person = player ? (await namesAndEmailsOf(tx, [player])).get(player) : undefined;
  const customerId = Number(charge.metadata.club_customer) || null;
  const [customer] = customerId
    ? await tx
        .select()
        .from(clubCustomers)
        .where(and(eq(clubCustomers.club_id, club), eq(clubCustomers.id, customerId)))
    : [];
  const kind = (TRANSACTION_KINDS as readonly string[]).includes(charge.metadata.kind)
    ? (charge.metadata.kind as TransactionKind)
    : 'O';
  const { outcome } = charge;
  const [row] = await tx
    .insert(transactions)
    .values({
      club_id: club,
      kind,
      description: charge.description,
      status: 'P',
      payment_method: 'C',
      player_id: person ? player : null,
      club_customer_id: customer?.id ?? null,
      payer_name: person?.full_name ?? customer?.name ?? '',
      payer_email: person?.email ?? customer?.email ?? '',
      item_name: charge.description,
      item_ref: charge.metadata.item_ref || null,
      amount_minor: charge.amount,
      currency: (charge.currency || clubRow.currency).toLowerCase(),
      // The request's key, unless a later attempt of it already holds that key: then this payment is one of its own.
      idempotency_key: taken ? `${requestKey}#gateway-${charge.gatewayRef}` : requestKey,
      gateway_key: gatewayKey,
      gateway_ref: charge.gatewayRef,
      receiver_account: outcome.receiver_account,
      destination_amount: outcome.destination_amount,
      card_brand: outcome.card?.brand ?? null,
      card_last4: outcome.card?.last4 ?? null,
      failure_detail: RECORDED_FROM_GATEWAY,
    })
    .onConflictDoNothing({ target: [transactions.club_id, transactions.idempotency_key] })
    .returning();
  return row ? { row, found: 'recorded' } : null;
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

/** The transactions of an item ('booking_series:12'), oldest first: an area shows its `transaction_set` with this. */
export async function transactionsOfItem(db: Db | Tx, club: number, itemRef: string): Promise<TransactionRecord[]> {
  const rows = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.club_id, club), eq(transactions.item_ref, itemRef)))
    .orderBy(asc(transactions.id));
  return recordsOf(db, rows);
}

/** True when the item has a captured payment not refunded in full. */
export async function isItemPaid(db: Db | Tx, club: number, itemRef: string): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(transactions)
    .where(and(eq(transactions.club_id, club), eq(transactions.item_ref, itemRef), eq(transactions.status, 'P')));
  return (row?.n ?? 0) > 0;
}

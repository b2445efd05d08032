import { and, eq, inArray } from 'drizzle-orm';
import { TRANSACTION_KINDS, type TransactionKind } from '@rally/domain';
import type { Tx } from '../../db/client';
import type { ChargeOutcome } from '../../integrations/payments/gateway';
import { getClubRow } from '../clubs/club-reads.service';
import { namesAndEmailsOf } from '../players/people.service';
import { applyOutcome, RECORDED_FROM_GATEWAY } from './payment-outcomes';
import { clubCustomers, transactions } from './payments.tables';
import type { TransactionRow } from './transaction-records';

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

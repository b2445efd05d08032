import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { ChargeOutcome } from '../../integrations/payments/gateway';
import { transactions } from './payments.tables';
import { recordsOf, type TransactionRecord, type TransactionRow } from './transaction-records';
import * as clock from '../../clock';

// A payment's outcome on its transaction and the charge's answer from it: shared by the charge
// (payments.service.ts), the payments that settle later (payment-settlement.service.ts) and the
// payments the gateway reports that no request here recorded (payment-reconciliation.service.ts).

export type ChargeResult = {
  transaction: TransactionRecord;
  /** True when the key had already paid (or was paying): nothing was charged this time. */
  replayed: boolean;
  /** True when the money is captured (status P, or R later). */
  paid: boolean;
  /** Status A: the browser completes the card's authentication with this, then calls POST /api/transaction/{id}/authenticate/. */
  client_secret: string | null;
};

/** The note on a payment the gateway took that no request here recorded (recordGatewayCharge). */
export const RECORDED_FROM_GATEWAY = {
  code: 'recorded_from_gateway',
  type: 'reconciliation',
  message:
    'The payment service took this payment, but the request that made it did not finish, so nothing here was recorded as paid with it. Check the item, and refund the payment if it was not meant.',
};

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

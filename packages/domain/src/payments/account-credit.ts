import { z } from 'zod';
import { formatMoney, type MoneyFormat } from '../format';
import { clubIdParam, recordId } from '../validation/ids';
import { MAX_PAYMENT_AMOUNT } from './payment.schema';
import { idempotencyKeyField } from '../store/store.schema';

// Account credit (issue 30; docs/account-credit.md): each player's balance at each club is the sum
// of an append-only ledger of entries. The payloads, the answers, the entry kinds and the refusal.

/**
 * What a ledger entry is: R club credit from a refund (a payment refunded to credit, a clinic
 * withdrawal under credit terms), T a top-up (card, cash or cheque), A a staff adjustment (with a
 * reason), S a spend (a payment by account, method A).
 */
export const CREDIT_ENTRY_KINDS = ['R', 'T', 'A', 'S'] as const;
export type CreditEntryKind = (typeof CREDIT_ENTRY_KINDS)[number];
export const creditEntryKindLabels: Record<CreditEntryKind, string> = {
  R: 'Refund to credit',
  T: 'Top-up',
  A: 'Adjustment',
  S: 'Spent',
};

/** The sentences of account credit, the same on the server and in the browser. */
export const accountCreditMessages = {
  /** A spend or a negative adjustment that would take the balance past the club's limit. */
  notEnough: (availableMinor: number, fmt: MoneyFormat) =>
    `Not enough credit: ${formatMoney(Math.max(0, availableMinor), fmt)} left.`,
  playerOnly: 'Only a player with a Rally account can pay from account credit.',
  refundPlayerOnly: "Only a player's payment can be refunded to club credit.",
  notAPlayer: 'Player not found.',
  reasonRequired: 'Reason is required',
  zero: 'The amount must not be 0.',
};

const amount = (message: string) =>
  z.coerce
    .number({ error: message })
    .refine((v) => Number.isFinite(v), message)
    .refine((v) => Math.abs(v) <= MAX_PAYMENT_AMOUNT, `Must be at most ${MAX_PAYMENT_AMOUNT}`);

/** POST /api/accountcredit/adjust/: a staff adjustment, positive or negative, with a required reason. */
export const creditAdjustSchema = z.object({
  club: clubIdParam(),
  player: recordId('player is required'),
  amount: amount('Enter an amount').refine((v) => v !== 0, accountCreditMessages.zero),
  reason: z
    .string({ error: accountCreditMessages.reasonRequired })
    .trim()
    .min(1, accountCreditMessages.reasonRequired)
    .max(500, 'Must be at most 500 characters'),
});
export type CreditAdjustInput = z.output<typeof creditAdjustSchema>;

/** POST /api/accountcredit/topup/: credit bought at the desk (cash, cheque) or by the player's card on file (C). */
export const creditTopUpSchema = z.object({
  club: clubIdParam(),
  player: recordId('player is required'),
  amount: amount('Enter an amount').refine((v) => v > 0, 'Must be a number greater than 0'),
  payment_method: z.enum(['C', 'Q', 'S'], { error: 'Choose how the top-up is paid' }),
  note: z.string().trim().max(500).optional().default(''),
  idempotency_key: idempotencyKeyField(),
});
export type CreditTopUpInput = z.output<typeof creditTopUpSchema>;

/**
 * POST /api/accountcredit/mine/topup/ (issue 30): a player buys credit at a club with their own
 * card (their default card on file, or `payment_method_id`); one top-up per idempotency key.
 */
export const myCreditTopUpSchema = z.object({
  club: clubIdParam(),
  amount: amount('Enter an amount').refine((v) => v > 0, 'Must be a number greater than 0'),
  payment_method_id: z.string().trim().min(1).max(255).optional(),
  idempotency_key: idempotencyKeyField(),
});
export type MyCreditTopUpInput = z.output<typeof myCreditTopUpSchema>;

/** One ledger entry as the API gives it: a signed amount as decimal text of its currency. */
export const creditEntrySchema = z.object({
  id: z.number(),
  kind: z.enum(CREDIT_ENTRY_KINDS),
  amount: z.string(),
  currency: z.string(),
  reason: z.string(),
  transaction: z.number().nullable(),
  refund: z.number().nullable(),
  item_ref: z.string().nullable(),
  created_by: z.number().nullable(),
  created_by_name: z.string(),
  created: z.string(),
  /** The balance after this entry (entries are given oldest last: newest first). */
  balance_after: z.string(),
});
export type CreditEntry = z.infer<typeof creditEntrySchema>;

/** One person's account at one club: the balance (the sum of the entries), what may still be spent, the entries newest first. */
export const creditStatementSchema = z.object({
  club: z.number(),
  club_name: z.string(),
  player: z.number(),
  name: z.string(),
  currency: z.string(),
  balance: z.string(),
  /** The club's account limit (how far below zero the balance may go). */
  limit: z.string(),
  /** What may still be spent: balance + limit. */
  available: z.string(),
  entries: z.array(creditEntrySchema),
});
export type CreditStatement = z.infer<typeof creditStatementSchema>;

/** The club's balances (GET /api/accountcredit/?club): every account with entries, and the totals. */
export const creditBalancesSchema = z.object({
  currency: z.string(),
  limit: z.string(),
  totals: z.object({
    accounts: z.number(),
    /** Sum of every balance: what the club owes its players in credit, less what they owe. */
    balance: z.string(),
    /** Sum of the balances above zero. */
    credit: z.string(),
    /** Sum of the balances below zero (as a positive amount). */
    owed: z.string(),
  }),
  results: z.array(
    z.object({
      player: z.number(),
      name: z.string(),
      email: z.string(),
      balance: z.string(),
      entries: z.number(),
      last_entry: z.string(),
    }),
  ),
});
export type CreditBalances = z.infer<typeof creditBalancesSchema>;

/** A player's balance as the till sees it (beside the card): null when the club's store cannot sell to them by account. */
export const accountCreditSummarySchema = z.object({ balance: z.string(), available: z.string() });

import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { isoDateText } from '../validation/date-fields';
import { recordId } from '../validation/ids';
import type { TransactionKind } from './payment-codes';

// The accounting export (issue 30, docs/accounting-export.md): a range of the club's money as
// Xero's manual journal import (Xero's own template: *Narration, *Date, Description,
// *AccountCode, *TaxRate, *Amount, then tracking; dates dd/mm/yyyy; a positive amount is a debit,
// a negative one a credit; the lines of one narration and date balance), and a summary by account
// whose income total is the Payments section's "Taken" for the same range.

/** The package the file is for, named on the screen and in the file's name. */
export const ACCOUNTING_FORMAT = 'Xero manual journal (CSV import)';

/** The accounts of the summary, in its order. */
export const ACCOUNTING_ACCOUNTS = [
  'court_hire',
  'clinics',
  'store',
  'memberships',
  'other',
  'tax',
  'refunds',
  'account_credit',
  'credit_adjustments',
] as const;
export type AccountingAccount = (typeof ACCOUNTING_ACCOUNTS)[number];

/**
 * Each account's name and its code in Xero's demo chart of accounts (200 Sales, 260 Other
 * Revenue, 820 GST …); a club maps them to its own chart once, in Xero's import preview.
 */
export const accountingAccounts: Record<AccountingAccount, { name: string; code: string }> = {
  court_hire: { name: 'Court hire', code: '200' },
  clinics: { name: 'Clinics and events', code: '201' },
  store: { name: 'Club Store', code: '202' },
  memberships: { name: 'Memberships', code: '203' },
  other: { name: 'Other income', code: '260' },
  tax: { name: 'Tax collected', code: '820' },
  refunds: { name: 'Refunds', code: '210' },
  // Account credit (issue 30): what players hold at the club is owed to them (a liability, Xero's
  // demo chart has none of its own for it); adjustments given or taken back by staff are a cost.
  account_credit: { name: 'Account credit held', code: '835' },
  credit_adjustments: { name: 'Account credit adjustments', code: '480' },
};

/** A payment of account credit (a top-up) is no income: its item reference starts so. */
export const CREDIT_TOPUP_REF = 'account_credit:';

/** The account a payment of each kind is income of. */
export const accountOfKind: Record<TransactionKind, AccountingAccount> = {
  B: 'court_hire',
  E: 'clinics',
  S: 'store',
  M: 'memberships',
  O: 'other',
};

/** The balancing side of each day's journal: where the money went, by payment method (Xero's demo bank and clearing accounts). */
export const clearingAccounts: Record<string, { name: string; code: string }> = {
  C: { name: 'Card payments clearing', code: '610' },
  Q: { name: 'Cheques to bank', code: '611' },
  S: { name: 'Cash on hand', code: '612' },
};
/** A method with no clearing account of its own (one another area adds) balances here. */
export const otherClearingAccount = { name: 'Other payments clearing', code: '619' };

/**
 * Xero wants the full name of a tax rate on every line. Tax is already split out to its own
 * account, so every line carries the region's "no tax" rate: the name in Xero's default rates.
 */
export function noTaxRateName(country: string): string {
  const names: Record<string, string> = { AU: 'BAS Excluded', NZ: 'No GST', GB: 'No VAT', UK: 'No VAT' };
  return names[country.toUpperCase()] ?? 'Tax Exempt';
}

/** Xero's manual journal template's header, word for word. */
export const XERO_JOURNAL_HEADER = [
  '*Narration',
  '*Date',
  'Description',
  '*AccountCode',
  '*TaxRate',
  '*Amount',
  'TrackingName1',
  'TrackingOption1',
  'TrackingName2',
  'TrackingOption2',
] as const;

/** Xero takes at most this many lines in one import file. */
export const XERO_MAX_LINES = 300;

const lineSchema = z.object({
  narration: z.string(),
  /** dd/mm/yyyy, the club's date. */
  date: z.string(),
  description: z.string(),
  account_code: z.string(),
  tax_rate: z.string(),
  /** Decimal text; positive debit, negative credit. */
  amount: z.string(),
});
export type JournalLine = z.infer<typeof lineSchema>;

/** GET /api/accounting/export/: the summary and the journal lines of a range of club days. */
export const accountingExportSchema = z.object({
  format: z.string(),
  club: z.number(),
  datefrom: z.string(),
  dateto: z.string(),
  currency: z.string(),
  summary: z.array(
    z.object({ account: z.enum(ACCOUNTING_ACCOUNTS), name: z.string(), code: z.string(), amount: z.string() }),
  ),
  /** Payments taken in the range (the Payments section's "Taken"), tax included. */
  income_total: z.string(),
  /** Refunds made in the range. */
  refunds_total: z.string(),
  net: z.string(),
  payments: z.number(),
  refunds: z.number(),
  /**
   * Account credit in the range (issue 30), from the ledger: top-ups, refunds to credit, spends
   * (positive: what they took off), staff adjustments (signed), the net change and what every
   * account held together at the range's end (the Account credit view's balance total, for a
   * range ending today).
   */
  credit: z.object({
    topups: z.string(),
    refunds_to_credit: z.string(),
    spent: z.string(),
    adjustments: z.string(),
    net: z.string(),
    held_at_start: z.string(),
    held_at_end: z.string(),
  }),
  lines: z.array(lineSchema),
});
export type AccountingExport = z.infer<typeof accountingExportSchema>;

/** The rows of the CSV file: Xero's header, then a row per journal line (amounts as numbers, so a credit's minus is no formula). */
export function xeroJournalRows(lines: readonly JournalLine[]): (string | number)[][] {
  return [
    [...XERO_JOURNAL_HEADER],
    ...lines.map((l) => [
      l.narration,
      l.date,
      l.description,
      l.account_code,
      l.tax_rate,
      Number(l.amount),
      '',
      '',
      '',
      '',
    ]),
  ];
}

const day = isoDateText('Must be a date as YYYY-MM-DD');

/** The accounting export's endpoint (the Payments area: AGENT, MEMBERSHIP_FEES, COURT_BOOKINGS). */
export const accountingContract = {
  export: endpoint({
    method: 'GET',
    path: '/accounting/export/',
    access: { area: 'payments', club: 'query' },
    query: z
      .object({ club: recordId('club is required'), datefrom: day, dateto: day })
      .refine((q) => q.datefrom <= q.dateto, {
        path: ['dateto'],
        error: 'The end date must not be before the start date',
      }),
    response: { 200: accountingExportSchema },
    summary:
      "A range of the club's payments and refunds as Xero manual journal lines, with a summary by account (court hire, clinics, store, memberships, other, tax, refunds)",
    tags: ['payments'],
  }),
};

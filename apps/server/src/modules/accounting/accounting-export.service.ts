import { DateTime } from 'luxon';
import {
  ACCOUNTING_ACCOUNTS,
  ACCOUNTING_FORMAT,
  accountingAccounts,
  accountOfKind,
  clearingAccounts,
  CREDIT_TOPUP_REF,
  fromMinor,
  noTaxRateName,
  otherClearingAccount,
  paymentMethodLabels,
  transactionKindLabels,
  type AccountingAccount,
  type AccountingExport,
  type JournalLine,
} from '@rally/domain';
import { assertAccess } from '../../access/access';
import type { ServiceContext } from '../../context';
import { getClubRow } from '../clubs/club-reads.service';
import {
  creditEntriesBetween,
  creditHeldAt,
  paymentsBetween,
  refundsBetween,
} from '../payments/money-movements.service';
import { taxOfStoreTransactions } from '../store/store-tax.service';

// The accounting export (issue 30, docs/accounting-export.md): a range of club-local days as
// Xero manual journals, one journal a day. Each payment is a credit to its kind's income account
// (store payments split: the sale's tax to the tax account), each refund a debit to Refunds on
// the day it was made, and the day balances with a debit per payment method to where that money
// went (card clearing, cheques to bank, cash on hand). The summary's income total is what the
// Payments section's totals call "Taken" for the same dates: payments that succeeded (P, R).
// Account credit (issue 30) is a liability, not income: a top-up credits Account credit held (the
// card or cash it came by is debited as any payment's), a spend by account is income like any
// payment whose day balances by debiting Account credit held, a refund to credit credits it back,
// and a staff adjustment moves it against Account credit adjustments.

type Ctx = ServiceContext;

export async function accountingExport({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { club: number; datefrom: string; dateto: string };
}): Promise<AccountingExport> {
  await assertAccess(ctx, input.club, { area: 'payments' });
  const club = await getClubRow(ctx.db, input.club);
  const zone = club.time_zone;
  const currency = club.currency.toLowerCase();
  const money = (minor: number) => fromMinor(minor, currency);
  const range = {
    clubId: club.id,
    since: DateTime.fromISO(input.datefrom, { zone }).startOf('day').toJSDate(),
    until: DateTime.fromISO(input.dateto, { zone }).startOf('day').plus({ days: 1 }).toJSDate(),
  };
  const payments = await paymentsBetween(ctx.db, range);
  const refunds = await refundsBetween(ctx.db, range);
  const tax = await taxOfStoreTransactions(
    ctx.db,
    club.id,
    payments.filter((p) => p.kind === 'S').map((p) => p.id),
  );

  const sums = Object.fromEntries(ACCOUNTING_ACCOUNTS.map((a) => [a, 0])) as Record<AccountingAccount, number>;
  const taxRate = noTaxRateName(club.country ?? '');
  const days = new Map<string, { lines: JournalLine[]; byMethod: Map<string, number> }>();
  const dayOf = (at: Date) => {
    const local = DateTime.fromJSDate(at, { zone });
    const key = local.toISODate()!;
    let found = days.get(key);
    if (!found) {
      found = { lines: [], byMethod: new Map() };
      days.set(key, found);
    }
    const date = local.toFormat('dd/MM/yyyy');
    const line = (description: string, account_code: string, minor: number) =>
      found!.lines.push({
        narration: `Rally: ${club.name} takings ${date}`,
        date,
        description,
        account_code,
        tax_rate: taxRate,
        amount: money(minor),
      });
    return { entry: found, line };
  };
  const who = (name: string) => (name ? ` (${name})` : '');

  for (const p of payments) {
    const { entry, line } = dayOf(p.created_at);
    const topUp = p.kind === 'O' && !!p.item_ref?.startsWith(CREDIT_TOPUP_REF);
    const account = topUp ? 'account_credit' : accountOfKind[p.kind];
    const taxMinor = tax.get(p.id) ?? 0;
    const label = topUp
      ? `Payment ${p.id}: account credit top-up${who(p.payer_name)}`
      : `Payment ${p.id}: ${transactionKindLabels[p.kind]}, ${p.item_name || p.description}${who(p.payer_name)}`;
    line(label, accountingAccounts[account].code, -(p.amount_minor - taxMinor));
    if (taxMinor) line(`Tax in payment ${p.id}`, accountingAccounts.tax.code, -taxMinor);
    sums[account] += p.amount_minor - taxMinor;
    sums.tax += taxMinor;
    // A spend by account lowers what the club holds for its players.
    if (p.method === 'A') sums.account_credit -= p.amount_minor;
    entry.byMethod.set(p.method, (entry.byMethod.get(p.method) ?? 0) + p.amount_minor);
  }
  for (const r of refunds) {
    const { entry, line } = dayOf(r.created_at);
    const label = `Refund ${r.id} of payment ${r.transaction_id}: ${r.item_name}${who(r.payer_name)}${r.reason ? `, ${r.reason}` : ''}`;
    line(label, accountingAccounts.refunds.code, r.amount_minor);
    sums.refunds += r.amount_minor;
    // Given back as club credit (a payment by account always is): the money stays, owed to the player.
    const method = r.to_credit || r.method === 'A' ? 'A' : r.method;
    if (method === 'A') sums.account_credit += r.amount_minor;
    entry.byMethod.set(method, (entry.byMethod.get(method) ?? 0) - r.amount_minor);
  }
  const ledger = await creditEntriesBetween(ctx.db, range);
  for (const e of ledger.filter((x) => x.kind === 'A')) {
    const { line } = dayOf(e.created_at);
    const label = `Account credit adjustment ${e.id}${e.reason ? `: ${e.reason}` : ''}`;
    line(label, accountingAccounts.credit_adjustments.code, e.amount_minor);
    line(label, accountingAccounts.account_credit.code, -e.amount_minor);
    sums.credit_adjustments += e.amount_minor;
    sums.account_credit += e.amount_minor;
  }
  for (const key of [...days.keys()].sort()) {
    const entry = days.get(key)!;
    const { line } = dayOf(DateTime.fromISO(key, { zone }).toJSDate());
    for (const [method, minor] of [...entry.byMethod].sort(([a], [b]) => a.localeCompare(b))) {
      if (!minor) continue;
      if (method === 'A') {
        line(
          'Account credit held: spent by account less given back as credit',
          accountingAccounts.account_credit.code,
          minor,
        );
        continue;
      }
      const clearing = clearingAccounts[method] ?? otherClearingAccount;
      const label = paymentMethodLabels[method as keyof typeof paymentMethodLabels] ?? method;
      line(`${clearing.name}: ${label} taken less refunded`, clearing.code, minor);
    }
  }
  const byKind = (kind: string) => ledger.filter((e) => e.kind === kind).reduce((sum, e) => sum + e.amount_minor, 0);

  const income = payments.reduce((sum, p) => sum + p.amount_minor, 0);
  return {
    format: ACCOUNTING_FORMAT,
    club: club.id,
    datefrom: input.datefrom,
    dateto: input.dateto,
    currency: currency.toUpperCase(),
    summary: ACCOUNTING_ACCOUNTS.map((account) => ({
      account,
      ...accountingAccounts[account],
      amount: money(sums[account]),
    })),
    income_total: money(income),
    refunds_total: money(sums.refunds),
    net: money(income - sums.refunds),
    payments: payments.length,
    refunds: refunds.length,
    credit: {
      topups: money(byKind('T')),
      refunds_to_credit: money(byKind('R')),
      spent: money(-byKind('S')),
      adjustments: money(byKind('A')),
      net: money(ledger.reduce((sum, e) => sum + e.amount_minor, 0)),
      held_at_start: money(await creditHeldAt(ctx.db, club.id, range.since)),
      held_at_end: money(await creditHeldAt(ctx.db, club.id, range.until)),
    },
    lines: [...days.keys()].sort().flatMap((key) => days.get(key)!.lines),
  };
}

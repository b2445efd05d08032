import { DateTime } from 'luxon';
import {
  ACCOUNTING_ACCOUNTS,
  ACCOUNTING_FORMAT,
  accountingAccounts,
  accountOfKind,
  clearingAccounts,
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
import { paymentsBetween, refundsBetween } from '../payments/money-movements.service';
import { taxOfStoreTransactions } from '../store/store-tax.service';

// The accounting export (issue 30, docs/accounting-export.md): a range of club-local days as
// Xero manual journals, one journal a day. Each payment is a credit to its kind's income account
// (store payments split: the sale's tax to the tax account), each refund a debit to Refunds on
// the day it was made, and the day balances with a debit per payment method to where that money
// went (card clearing, cheques to bank, cash on hand). The summary's income total is what the
// Payments section's totals call "Taken" for the same dates: payments that succeeded (P, R).

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
    const account = accountOfKind[p.kind];
    const taxMinor = tax.get(p.id) ?? 0;
    const label = `Payment ${p.id}: ${transactionKindLabels[p.kind]}, ${p.item_name || p.description}${who(p.payer_name)}`;
    line(label, accountingAccounts[account].code, -(p.amount_minor - taxMinor));
    if (taxMinor) line(`Tax in payment ${p.id}`, accountingAccounts.tax.code, -taxMinor);
    sums[account] += p.amount_minor - taxMinor;
    sums.tax += taxMinor;
    entry.byMethod.set(p.method, (entry.byMethod.get(p.method) ?? 0) + p.amount_minor);
  }
  for (const r of refunds) {
    const { entry, line } = dayOf(r.created_at);
    const label = `Refund ${r.id} of payment ${r.transaction_id}: ${r.item_name}${who(r.payer_name)}${r.reason ? `, ${r.reason}` : ''}`;
    line(label, accountingAccounts.refunds.code, r.amount_minor);
    sums.refunds += r.amount_minor;
    entry.byMethod.set(r.method, (entry.byMethod.get(r.method) ?? 0) - r.amount_minor);
  }
  for (const key of [...days.keys()].sort()) {
    const entry = days.get(key)!;
    const { line } = dayOf(DateTime.fromISO(key, { zone }).toJSDate());
    for (const [method, minor] of [...entry.byMethod].sort(([a], [b]) => a.localeCompare(b))) {
      if (!minor) continue;
      const clearing = clearingAccounts[method] ?? otherClearingAccount;
      const label = paymentMethodLabels[method as keyof typeof paymentMethodLabels] ?? method;
      line(`${clearing.name}: ${label} taken less refunded`, clearing.code, minor);
    }
  }

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
    lines: [...days.keys()].sort().flatMap((key) => days.get(key)!.lines),
  };
}

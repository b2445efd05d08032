import { feeStateLabels, type MemberFee } from '@rally/domain';
import { toCsv } from '../../../../lib/download';

const cycleLabel = { A: 'Yearly', M: 'Monthly' } as const;

/** The fees view as CSV (two-decimal amounts; formula-like cells escaped by the shared helper, lib/download.ts). */
export function feesCsv(rows: MemberFee[]): string {
  const header = [
    'Name',
    'Email',
    'Membership number',
    'Membership type',
    'Billing cycle',
    'Expires',
    'State',
    'Days overdue',
    'Amount',
    'Currency',
    'Last paid',
  ];
  const body = rows.map((r) => [
    r.name,
    r.email,
    r.membership_number,
    r.membership_type_name,
    r.billing_cycle ? cycleLabel[r.billing_cycle] : '',
    r.expires ?? '',
    feeStateLabels[r.state],
    r.days_overdue,
    r.amount,
    r.currency.toUpperCase(),
    r.last_paid ?? '',
  ]);
  return toCsv([header, ...body]);
}

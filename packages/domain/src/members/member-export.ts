import { formatMoneyForExport } from '../money/money';
import { ageOn, isMembershipExpired } from './member-filters';
import { billingCycleLabels, genderLabels, subStatusLabels } from './member-codes';
import type { ClubMember } from './member.schema';
import { cyclePrice } from './membership.schema';

// The member CSV export (spec 2 §8, §9): money with two decimals, a file name with the product
// prefix. Headers are the import's own labels, so an exported file imports again unchanged.

/** The export file name: rally_members_YYYY-MM-DD.csv (DESIGN.md: export files start with rally_). */
export const membersExportFileName = (today: string) => `rally_members_${today}.csv`;

/** The toasts of spec 2 §8. */
export const exportToasts = {
  success: 'Data successfully exported to CSV file',
  failure: 'Failed to export data to CSV file',
} as const;

export const memberExportHeader = [
  'Membership number',
  'First name',
  'Last name',
  'Email',
  'Second email',
  'Phone',
  'Street',
  'City',
  'State',
  'Postcode',
  'Gender',
  'Date of birth',
  'Age',
  'Date joined',
  'NTRP level',
  'Membership type',
  'Billing cycle',
  'Fee',
  'Currency',
  'Expires',
  'Expired',
  'Subscription status',
  'Group',
  'Registered player',
] as const;

export type ExportLookup = {
  types: Map<number, { name: string; annual_price: string; monthly_price: string }>;
  groups: Map<number, { name: string }>;
  /** The club's currency (ISO 4217, any case). */
  currency: string;
  /** The club's date today, YYYY-MM-DD. */
  today: string;
};

/** One member as a CSV row, in the order of {@link memberExportHeader}. */
export function memberExportRow(m: ClubMember, lookup: ExportLookup): string[] {
  const type = m.membership_type === null ? undefined : lookup.types.get(m.membership_type);
  const fee =
    type && m.billing_cycle
      ? formatMoneyForExport(cyclePrice(type, m.billing_cycle, lookup.currency), lookup.currency)
      : '';
  const age = ageOn(m.dob, lookup.today);
  return [
    m.membership_number,
    m.first_name,
    m.last_name,
    m.email_set[0] ?? '',
    m.email_set.slice(1).join(', '),
    m.phone_number,
    m.street_addr,
    m.city,
    m.state,
    m.postcode,
    genderLabels[m.gender],
    m.dob ?? '',
    age === null ? '' : String(age),
    m.date_joined ?? '',
    m.ntrp_level === null ? '' : m.ntrp_level.toFixed(1),
    type?.name ?? '',
    m.billing_cycle ? billingCycleLabels[m.billing_cycle] : '',
    fee,
    type ? lookup.currency.toUpperCase() : '',
    m.expires ?? '',
    isMembershipExpired(m.expires, lookup.today) ? 'Yes' : 'No',
    m.sub_status ? subStatusLabels[m.sub_status] : '',
    m.group === null ? '' : (lookup.groups.get(m.group)?.name ?? ''),
    m.is_user ? 'Yes' : 'No',
  ];
}

import {
  billingCycleLabels,
  formatAmount,
  subStatusLabels,
  toMinor,
  type MoneyFormat,
  type BillingCycle,
  type ClubMember,
  type MembershipTypeRecord,
  type SubStatus,
} from '@rally/domain';

// Small view helpers of the members screens.

/** 'Nguyen, Emma' for lists sorted by last name. */
export const sortName = (m: Pick<ClubMember, 'first_name' | 'last_name'>) => `${m.last_name}, ${m.first_name}`;

/** 'Emma Nguyen' for sentences. */
export const fullName = (m: Pick<ClubMember, 'first_name' | 'last_name'>) => `${m.first_name} ${m.last_name}`;

/** The price of a type on a cycle in the club's format ('38.00 AUD'), or null when not offered. */
export function cyclePriceLabel(
  type: Pick<MembershipTypeRecord, 'annual_price' | 'monthly_price' | 'currency'>,
  cycle: BillingCycle,
  fmt: MoneyFormat,
): string | null {
  const price = cycle === 'A' ? type.annual_price : type.monthly_price;
  return (toMinor(price, type.currency) ?? 0) > 0 ? formatAmount(price, { ...fmt, currency: type.currency }) : null;
}

/** A price text as money in the club's format ('420.00' → '420.00 AUD'); '—' for no price. */
export const moneyLabel = (price: string, fmt: MoneyFormat) =>
  (toMinor(price, fmt.currency) ?? 0) > 0 ? formatAmount(price, fmt) : '—';

export const cycleLabel = (cycle: BillingCycle | null) => (cycle ? billingCycleLabels[cycle] : '');

/** Badge colour of each subscription status. */
export const subStatusColours: Record<SubStatus, string> = { C: 'court', O: 'ball', U: 'gray', P: 'blue' };
export const subStatusLabel = (status: SubStatus) => subStatusLabels[status];

/** Select options of a record list: `{ value: '12', label: 'Adult' }`. */
export const optionsOf = (list: { id: number; name: string }[] | undefined) =>
  (list ?? []).map((item) => ({ value: String(item.id), label: item.name }));

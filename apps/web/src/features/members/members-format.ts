import {
  billingCycleLabels,
  formatMoney,
  subStatusLabels,
  toMinor,
  type BillingCycle,
  type ClubMember,
  type MembershipTypeRecord,
  type SubStatus,
} from '@rally/domain';

// Small view helpers of the members screens.

/** Today in the club's time zone as YYYY-MM-DD (expiry and ages are the club's calendar, not the browser's). */
export function clubToday(timeZone: string, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      now,
    );
  } catch {
    return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  }
}

/** 'Nguyen, Emma' for lists sorted by last name. */
export const sortName = (m: Pick<ClubMember, 'first_name' | 'last_name'>) => `${m.last_name}, ${m.first_name}`;

/** 'Emma Nguyen' for sentences. */
export const fullName = (m: Pick<ClubMember, 'first_name' | 'last_name'>) => `${m.first_name} ${m.last_name}`;

/** The price of a type on a cycle, shown with the currency ('38.00 AUD'), or null when not offered. */
export function cyclePriceLabel(
  type: Pick<MembershipTypeRecord, 'annual_price' | 'monthly_price' | 'currency'>,
  cycle: BillingCycle,
): string | null {
  const minor = toMinor(cycle === 'A' ? type.annual_price : type.monthly_price, type.currency) ?? 0;
  return minor > 0 ? formatMoney(minor, type.currency) : null;
}

/** A price text as money ('420.00' AUD → '420.00 AUD'); '—' for no price. */
export const moneyLabel = (price: string, currency: string) => {
  const minor = toMinor(price, currency) ?? 0;
  return minor > 0 ? formatMoney(minor, currency) : '—';
};

export const cycleLabel = (cycle: BillingCycle | null) => (cycle ? billingCycleLabels[cycle] : '');

/** Badge colour of each subscription status. */
export const subStatusColours: Record<SubStatus, string> = { C: 'court', O: 'ball', U: 'gray', P: 'blue' };
export const subStatusLabel = (status: SubStatus) => subStatusLabels[status];

/** Select options of a record list: `{ value: '12', label: 'Adult' }`. */
export const optionsOf = (list: { id: number; name: string }[] | undefined) =>
  (list ?? []).map((item) => ({ value: String(item.id), label: item.name }));

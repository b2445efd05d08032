import {
  EVENT_TYPES,
  EVENT_WEEKDAYS,
  formatAmount,
  formatDate,
  formatDateRange,
  skillLevelsText,
  type DateValue,
  type EventDisplayStatus,
  type MoneyFormat,
  type ZoneFormat,
} from '@rally/domain';

// How the clinics screens show dates, times and statuses.

export const typeLabel = (ttype: string) => EVENT_TYPES[ttype as keyof typeof EVENT_TYPES] ?? ttype;

export const statusColor: Record<EventDisplayStatus, string> = {
  Draft: 'gray',
  Cancelled: 'red',
  Completed: 'dark',
  'Published|Live': 'green',
  Published: 'blue',
};
export const statusLabel = (s: EventDisplayStatus) => (s === 'Published|Live' ? 'Live' : s);

/** 'Tue, 8 Dec 2026' of a 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm' local text (the club's wall clock, shown as it is). */
export const dayText = (local: string, fmt: ZoneFormat): string =>
  formatDate(local.slice(0, 10), fmt, { weekday: true });

/** 'Tue, 8 Dec 2026, 18:00–19:00' of a session's start and end: local texts, or instants shown in the club's zone. */
export const sessionText = (start: DateValue, end: DateValue, fmt: ZoneFormat): string =>
  formatDateRange(start, end, fmt, { weekday: true, time: true });

export const weekdayName = (day: number) => EVENT_WEEKDAYS[day];

/** A clinic's price in the club's money format ('25.00 AUD'); '—' for none. */
export const money = (amount: string | null, fmt: MoneyFormat) => (amount === null ? '—' : formatAmount(amount, fmt));

/** Who a clinic is for, in words ('Intermediate and Advanced players (levels 4–8) · Ages 8–14 · NTRP 3.0 and above · Women'), or ''. */
export function limitsText(e: {
  generic_levels: string[];
  min_age: number | null;
  max_age: number | null;
  min_ntrp: number | null;
  max_ntrp: number | null;
  allowed_gender: string;
}) {
  const range = (lo: number | null, hi: number | null, show: (n: number) => string) =>
    lo !== null && hi !== null
      ? `${show(lo)}–${show(hi)}`
      : lo !== null
        ? `${show(lo)} and above`
        : hi !== null
          ? `up to ${show(hi)}`
          : '';
  const ages = range(e.min_age, e.max_age, String);
  const ntrp = range(e.min_ntrp, e.max_ntrp, (n) => n.toFixed(1));
  return [
    skillLevelsText(e.generic_levels),
    ages && `Ages ${ages}`,
    ntrp && `NTRP ${ntrp}`,
    e.allowed_gender === 'M' ? 'Men' : e.allowed_gender === 'F' ? 'Women' : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

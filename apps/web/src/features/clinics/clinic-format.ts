import { EVENT_TYPES, EVENT_WEEKDAYS, skillLevelsText, type EventDisplayStatus } from '@rally/domain';

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

/** 'Tue 8 Dec 2026' of a 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm' local text (read as a calendar date, no zone). */
export function dayText(local: string): string {
  const [y, m, d] = local.slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.toLocaleDateString('en-AU', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** 'Tue 8 Dec 2026, 18:00–19:00' of local start and end texts. */
export const sessionText = (start: string, end: string) =>
  `${dayText(start)}, ${start.slice(11, 16)}–${end.slice(11, 16)}`;

export const weekdayName = (day: number) => EVENT_WEEKDAYS[day];

/** The local 'YYYY-MM-DDTHH:mm' of an instant in a zone. */
export function localOf(instant: Date, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}

export const money = (amount: string | null, currency: string) => (amount === null ? '—' : `${currency} ${amount}`);

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

import { DEFAULT_LOCALE, formatDate, formatMoney } from '@rally/domain';

// The console's formats: Rally's own locale and UTC (the operators look across every club's zone).

const fmt = { locale: DEFAULT_LOCALE, timeZone: 'UTC' };

/** An instant as a date for the console. */
export const consoleDate = (iso: string) => formatDate(iso, fmt);

/** An amount in minor units of `currency`, with the shared money format. */
export const consoleMoney = (minor: number, currency: string) =>
  formatMoney(minor, { locale: DEFAULT_LOCALE, currency });

/** What the console calls each state. */
export const stateLabels: Record<string, string> = {
  unverified: 'Waiting for verification',
  refused: 'Refused',
  suspended: 'Suspended',
  P: 'Pending payment',
  C: 'Current',
  O: 'Overdue',
  U: 'Unsubscribed',
  none: 'No subscription',
};

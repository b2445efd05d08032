import type { ClubFormat } from './club-format';
import { formatDate } from './date-format';
import { formatMoney } from './money-format';

/** How a format writes a date and an amount, for the locale choice: '26 Nov 2030 · 1,234.50 AUD'. */
export const localeSample = (fmt: ClubFormat): string =>
  `${formatDate('2030-11-26', fmt)} · ${formatMoney(123450, fmt)}`;

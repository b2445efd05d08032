import { formatAmount, type MoneyFormat } from '@rally/domain';

// How the courts screens show money and tell rates apart.

/**
 * A rate price for people: the currency's decimals and upper-case code (spec 2 §9), an hour;
 * "can't book" when that kind of player may not book then. `perHour` adds '/h'.
 */
export function money(price: number, fmt: MoneyFormat, canBook = true, perHour = false): string {
  if (!canBook) return "can't book";
  return `${formatAmount(price, fmt)}${perHour ? '/h' : ''}`;
}

// Mantine colours that read apart from each other and from the red of the gaps.
const rateColours = ['teal', 'blue', 'grape', 'orange', 'indigo', 'cyan', 'pink', 'lime', 'violet', 'yellow'] as const;

/** The colour of the i-th rate of a group, in the grid and in its list. */
export const rateColour = (index: number): (typeof rateColours)[number] =>
  rateColours[Math.max(0, index) % rateColours.length];

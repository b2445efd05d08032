import { messages } from './messages';

/** Regions whose local date shape the parser accepts besides ISO. */
export type DateRegion = 'ISO' | 'AU' | 'US';

/** The outcome of parsing a typed date: the ISO date, or the spec's error text. */
export type DateParseResult = { ok: true; value: string } | { ok: false; error: string };

/** First and last year a parsed date may have (spec 1 §5). */
export const PARSED_YEAR_MIN = 1900;
export const PARSED_YEAR_MAX = 2099;

const isoShape = /^(\d{4})-(\d{2})-(\d{2})$/;
// People type 5/3/2024 as often as 05/03/2024, so the slash shapes take one or two digits.
const slashShape = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** Number of days in a month (1-12) of a year, leap years included. */
export const daysInMonth = (year: number, month: number): number =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/** True for a Gregorian leap year. */
export const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** True when year, month (1-12) and day exist on the calendar. */
export const isRealDate = (year: number, month: number, day: number): boolean =>
  Number.isInteger(year) &&
  Number.isInteger(month) &&
  Number.isInteger(day) &&
  month >= 1 &&
  month <= 12 &&
  day >= 1 &&
  day <= daysInMonth(year, month);

/** True when the text is exactly YYYY-MM-DD and names a real date (any four-digit year). */
export const isIsoDate = (text: unknown): text is string => {
  if (typeof text !== 'string') return false;
  const m = isoShape.exec(text);
  return m !== null && isRealDate(Number(m[1]), Number(m[2]), Number(m[3]));
};

/** Formats year, month and day as YYYY-MM-DD. */
export const toIsoDate = (year: number, month: number, day: number): string =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Normalises a region code; anything but AU or US reads as ISO (case-insensitive). */
export const toDateRegion = (region: string | null | undefined): DateRegion => {
  const upper = (region ?? '').trim().toUpperCase();
  return upper === 'AU' || upper === 'US' ? upper : 'ISO';
};

/** Parses a typed date: YYYY-MM-DD always, DD/MM/YYYY for AU, MM/DD/YYYY for US (spec 1 §5). */
export const parseRegionDate = (text: string, region?: string | null): DateParseResult => {
  const r = toDateRegion(region);
  const input = typeof text === 'string' ? text.trim() : '';
  let parts: [number, number, number] | null = null;

  const iso = isoShape.exec(input);
  if (iso) parts = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (r !== 'ISO') {
    const slash = slashShape.exec(input);
    if (slash) {
      const [first, second, year] = [Number(slash[1]), Number(slash[2]), Number(slash[3])];
      parts = r === 'AU' ? [year, second, first] : [year, first, second];
    }
  }

  if (!parts) return { ok: false, error: messages.invalidDateFormat[r] };
  const [year, month, day] = parts;
  if (year < PARSED_YEAR_MIN || year > PARSED_YEAR_MAX || !isRealDate(year, month, day)) {
    return { ok: false, error: messages.invalidDate };
  }
  return { ok: true, value: toIsoDate(year, month, day) };
};

import { isNumeric } from '../validation/patterns';

// ---------- number input and stepper (spec 1 §2, §9: floor 0) ----------

/** The value a number input holds for what was typed: empty, non-numeric or negative become 0. */
export const numberInputValue = (raw: unknown): number => {
  if (!isNumeric(raw)) return 0;
  const value = Number(raw);
  return value > 0 ? value : 0; // also turns -0 into 0
};

/**
 * What a number box holds for the text typed (issue 8: refuse nonsense, never rewrite it): the
 * number when the text is one — negative included, so the field's rule refuses it with its
 * message — 0 for an emptied box (spec 1 §2), and otherwise the text itself ('abc', '-', '1.2.3'),
 * which the field's schema refuses. `thousandSeparator` characters are ignored.
 */
export const readNumberInput = (text: string, thousandSeparator?: string): number | string => {
  const bare = (thousandSeparator ? text.split(thousandSeparator).join('') : text).trim();
  if (bare === '') return 0;
  if (!isNumeric(bare)) return text;
  const value = Number(bare);
  return value === 0 ? 0 : value; // -0 is 0
};

/** The next value of a number stepper after pressing + (delta > 0) or - (delta < 0); never below 0. */
export const stepperNext = (value: number, delta: number): number =>
  numberInputValue(numberInputValue(value) + (Number.isFinite(delta) ? delta : 0));

// ---------- dual-handle range slider (spec 1 §5, §9) ----------

/** Bounds of a range slider. */
export type RangeBounds = { min: number; max: number };

/** The two handles of a range slider. */
export type RangeSelection = { low: number; high: number };

/** Slider defaults of spec 1 §9. */
export const rangeSliderDefaults = { min: 0, max: 100, step: 1, low: 25, high: 75 } as const;

/** True when the handles sit within the bounds and the low handle is strictly below the high one. */
export const isValidRange = (range: RangeSelection, bounds: RangeBounds = rangeSliderDefaults): boolean =>
  Number.isFinite(range.low) &&
  Number.isFinite(range.high) &&
  range.low >= bounds.min &&
  range.high <= bounds.max &&
  range.low < range.high;

/** The selection after a handle move: the proposal if valid, otherwise the previous value ("reverts"). */
export const nextRange = (
  current: RangeSelection,
  proposed: RangeSelection,
  bounds: RangeBounds = rangeSliderDefaults,
): RangeSelection => (isValidRange(proposed, bounds) ? { low: proposed.low, high: proposed.high } : current);

// ---------- token input (spec 1 §2) ----------

/** Token input settings: search after 1 character, 300 ms after the last key, cache at most 500. */
export const tokenInputDefaults = { minChars: 1, searchDelayMs: 300, cacheMax: 500 } as const;

/** True when a token-input query is long enough to search (whitespace does not count). */
export const shouldSearchTokens = (query: string, minChars: number = tokenInputDefaults.minChars): boolean =>
  query.trim().length >= minChars;

/** A small map that keeps at most `max` entries, dropping the least recently used first. */
export type BoundedCache<K, V> = {
  get(key: K): V | undefined;
  set(key: K, value: V): void;
  has(key: K): boolean;
  delete(key: K): boolean;
  clear(): void;
  readonly size: number;
};

/** Creates a bounded least-recently-used cache (token input results, default 500 entries). */
export const createBoundedCache = <K, V>(max: number = tokenInputDefaults.cacheMax): BoundedCache<K, V> => {
  if (!Number.isInteger(max) || max < 1) throw new RangeError('cache size must be a positive integer');
  // A Map iterates in insertion order, so re-inserting on use keeps the oldest entry first.
  const entries = new Map<K, V>();
  return {
    get(key) {
      if (!entries.has(key)) return undefined;
      const value = entries.get(key) as V;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > max) entries.delete(entries.keys().next().value as K);
    },
    has: (key) => entries.has(key),
    delete: (key) => entries.delete(key),
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
};

// ---------- toasts (spec 1 §2, §9) ----------

/** Toast settings: shown 3000 ms at the top right with a progress bar. */
export const toastDefaults = { autoCloseMs: 3000, position: 'top-right', showProgressBar: true } as const;

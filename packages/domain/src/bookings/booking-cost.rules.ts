import type { Minor } from '../money/money';
import type { RateWindow } from '../courts/booking-rate.rules';

// The price of a booking (issue 9: "booking_cost splits the time across rate windows"). One
// function gives the price on the screen, the price charged and the base of a refund.
//
// - A rate's prices are per court per hour (spec 2 §3 court booking rate: member_def_price,
//   nonmember_def_price, coach_book_price, and a membership type's own price).
// - The time of every occurrence is cut at the rates' window edges; each piece costs its rate's
//   price for the person's kind, pro rata by the minute.
// - Several paying persons share the court: each pays their own kind's price divided by the
//   number of paying persons (a member and a guest on one court pay half the member price and
//   half the non-member price).
// - One rounding: each person's exact share of the whole series is rounded once, to the nearest
//   minor unit, halves away from zero (money.ts); the total is the sum of the rounded shares.

/** Who pays and at which price: a member (by membership type), a non-member or guest, a coach. */
export type PayerKind = 'member' | 'nonmember' | 'coach';
export type CostPayer = { key: string; kind: PayerKind; membership_type?: number | null };

/** A rate with its prices in minor units per court-hour; null is "cannot book". */
export type CostRate = RateWindow & {
  id: number;
  name: string;
  member_price: Minor | null;
  nonmember_price: Minor | null;
  coach_price: Minor | null;
  /** Membership types' own prices, by type id; an entry replaces member_price for that type. */
  type_prices: Readonly<Record<number, { can_book: boolean; price: Minor }>>;
};

/** A local-time piece of one occurrence within one calendar day: weekday 0 = Monday, minutes since midnight. */
export type DaySlice = { date: string; weekday: number; from: number; to: number };

export type RatePiece = { rate: CostRate; slice: DaySlice; from: number; to: number };
export type Uncovered = { date: string; weekday: number; from: number; to: number };

/** The slice cut at the rates' edges: the pieces a rate covers and the stretches none covers. */
export function splitByRates(
  slice: DaySlice,
  rates: readonly CostRate[],
): { pieces: RatePiece[]; uncovered: Uncovered[] } {
  const pieces: RatePiece[] = [];
  for (const rate of rates) {
    if (!rate.weekdays.includes(slice.weekday)) continue;
    const from = Math.max(slice.from, rate.start_hour * 60 + rate.start_minute);
    const to = Math.min(slice.to, rate.end_hour * 60 + rate.end_minute);
    if (from < to) pieces.push({ rate, slice, from, to });
  }
  pieces.sort((a, b) => a.from - b.from);
  const uncovered: Uncovered[] = [];
  let at = slice.from;
  for (const piece of pieces) {
    if (piece.from > at) uncovered.push({ date: slice.date, weekday: slice.weekday, from: at, to: piece.from });
    at = Math.max(at, piece.to);
  }
  if (at < slice.to) uncovered.push({ date: slice.date, weekday: slice.weekday, from: at, to: slice.to });
  return { pieces, uncovered };
}

/** The price per court-hour a rate asks of a payer, or null when that payer may not book in it. */
export function ratePriceFor(rate: CostRate, payer: Pick<CostPayer, 'kind' | 'membership_type'>): Minor | null {
  if (payer.kind === 'coach') return rate.coach_price;
  if (payer.kind === 'nonmember') return rate.nonmember_price;
  const own = payer.membership_type != null ? rate.type_prices[payer.membership_type] : undefined;
  if (own) return own.can_book ? own.price : null;
  return rate.member_price;
}

/** Divides and rounds half away from zero: the one rounding rule of money.ts. */
const roundDiv = (numerator: number, denominator: number): Minor => {
  const q = Math.abs(numerator) / denominator;
  const r = Math.floor(q + 0.5 + 1e-9);
  return numerator < 0 ? -r : r;
};

export type CostInput = {
  slices: readonly DaySlice[];
  courts: number;
  payers: readonly CostPayer[];
  rates: readonly CostRate[];
};

export type BookingCost = {
  total: Minor;
  shares: { key: string; amount: Minor }[];
  /** Minutes per rate (all occurrences and courts together), for the breakdown on screen. */
  lines: { rate: string; minutes: number }[];
  uncovered: Uncovered[];
  /** Payers a rate refuses (its price for them is null), with the rate's name. */
  refused: { key: string; rate: string }[];
};

/**
 * The cost of a booking's occurrences on `courts` courts, shared among the paying persons.
 * With nobody paying it costs nothing (a maintenance block, or a booking the club gives away).
 */
export function bookingCost({ slices, courts, payers, rates }: CostInput): BookingCost {
  // Exact shares as integers: price (minor per hour) × minutes × courts, divided once at the end.
  const numerators = new Map(payers.map((p) => [p.key, 0]));
  const minutesByRate = new Map<string, number>();
  const uncovered: Uncovered[] = [];
  const refused = new Map<string, string>();
  for (const slice of slices) {
    const split = splitByRates(slice, rates);
    uncovered.push(...split.uncovered);
    for (const piece of split.pieces) {
      const minutes = piece.to - piece.from;
      minutesByRate.set(piece.rate.name, (minutesByRate.get(piece.rate.name) ?? 0) + minutes * courts);
      for (const payer of payers) {
        const price = ratePriceFor(piece.rate, payer);
        if (price === null) {
          if (!refused.has(payer.key)) refused.set(payer.key, piece.rate.name);
          continue;
        }
        numerators.set(payer.key, numerators.get(payer.key)! + price * minutes * courts);
      }
    }
  }
  const shares = payers.map((p) => ({ key: p.key, amount: roundDiv(numerators.get(p.key)!, 60 * payers.length) }));
  return {
    total: shares.reduce((sum, s) => sum + s.amount, 0),
    shares,
    lines: [...minutesByRate].map(([rate, minutes]) => ({ rate, minutes })),
    uncovered,
    refused: [...refused].map(([key, rate]) => ({ key, rate })),
  };
}

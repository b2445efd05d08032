import {
  courtGroupTimeOptions,
  rateTime,
  splitTime,
  type BookingRateInput,
  type BookingRateRecord,
  type ClubDetail,
  type CourtGroupRecord,
  type OpeningHours,
} from '@rally/domain';

// The rate form's values and how they map to the rate payload and back: times as 'HH:MM'
// choices, weekdays as chip values, one row per membership type of the club.

export type TypePriceRow = { membership_type: number; name: string; own: boolean; can_book: boolean; price: number };

export type RateFormValues = {
  name: string;
  weekdays: string[];
  start: string | null;
  end: string | null;
  member_can_book: boolean;
  member_def_price: number;
  nonmember_can_book: boolean;
  nonmember_def_price: number;
  coach_can_book: boolean;
  coach_book_price: number;
  types: TypePriceRow[];
};

/** The values of a rate, or of a new one (every day, the group's hours, no prices yet). */
export function rateFormValues(rate: BookingRateRecord | null, club: ClubDetail, times: string[]): RateFormValues {
  const types = club.membership_type_set.map((t) => {
    const own = rate?.member_rate_set.find((m) => m.membership_type === t.id);
    return {
      membership_type: t.id,
      name: t.name,
      own: Boolean(own),
      can_book: own?.can_book ?? true,
      price: own?.price ?? 0,
    };
  });
  if (!rate) {
    return {
      name: '',
      weekdays: ['0', '1', '2', '3', '4', '5', '6'],
      start: times[0] ?? null,
      end: times.at(-1) ?? null,
      member_can_book: true,
      member_def_price: 0,
      nonmember_can_book: true,
      nonmember_def_price: 0,
      coach_can_book: true,
      coach_book_price: 0,
      types,
    };
  }
  return {
    name: rate.name,
    weekdays: rate.weekdays.map(String),
    start: rateTime(rate.start_hour, rate.start_minute),
    end: rateTime(rate.end_hour, rate.end_minute),
    member_can_book: rate.member_can_book,
    member_def_price: rate.member_def_price,
    nonmember_can_book: rate.nonmember_can_book,
    nonmember_def_price: rate.nonmember_def_price,
    coach_can_book: rate.coach_can_book,
    coach_book_price: rate.coach_book_price,
    types,
  };
}

/** The payload of the form (the types with their own price become member_rate_set). */
export function rateInput(v: RateFormValues, courtgroup: number): BookingRateInput {
  const [start, end] = [v.start ? splitTime(v.start) : null, v.end ? splitTime(v.end) : null];
  return {
    courtgroup,
    name: v.name,
    weekdays: v.weekdays.map(Number),
    start_hour: start?.hour,
    start_minute: start?.minute,
    end_hour: end?.hour,
    end_minute: end?.minute,
    member_can_book: v.member_can_book,
    member_def_price: v.member_def_price,
    nonmember_can_book: v.nonmember_can_book,
    nonmember_def_price: v.nonmember_def_price,
    coach_can_book: v.coach_can_book,
    coach_book_price: v.coach_book_price,
    member_rate_set: v.types
      .filter((t) => t.own)
      .map((t) => ({ membership_type: t.membership_type, can_book: t.can_book, price: t.price })),
  };
}

/**
 * The payload's field errors under the form's fields: start_hour → start, end_minute → end,
 * member_rate_set.1.price → types.<row of the second type with its own price>.price.
 */
export function rateFormErrors(errors: Record<string, string | string[]>, v: RateFormValues): Record<string, string> {
  const ownRows = v.types.map((t, i) => (t.own ? i : -1)).filter((i) => i >= 0);
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const text = Array.isArray(message) ? message.join(' ') : message;
    const [head, index, rest] = path.split('.');
    const field =
      head === 'start_hour' || head === 'start_minute'
        ? 'start'
        : head === 'end_hour' || head === 'end_minute'
          ? 'end'
          : head === 'member_rate_set' && index !== undefined
            ? `types.${ownRows[Number(index)] ?? 0}.${rest ?? 'price'}`
            : head === 'weekdays'
              ? 'weekdays'
              : path;
    out[field] ??= text;
  }
  if (!v.start) out.start = 'Start is required';
  if (!v.end) out.end = 'End is required';
  return out;
}

/**
 * The times a rate may start or end at: the group's hours in 30-minute steps (15 when the rate
 * already uses a quarter hour), with the rate's own times kept even when outside the hours.
 */
export function rateTimeOptions(
  group: CourtGroupRecord,
  clubHours: readonly OpeningHours[],
  rate: BookingRateRecord | null,
): string[] {
  const quarter = rate && (rate.start_minute % 30 !== 0 || rate.end_minute % 30 !== 0);
  const times = courtGroupTimeOptions(group, clubHours, quarter ? 15 : 30);
  const own = rate ? [rateTime(rate.start_hour, rate.start_minute), rateTime(rate.end_hour, rate.end_minute)] : [];
  return [...new Set([...times, ...own])].sort();
}

import {
  createBookingSeriesSchema,
  BOOKING_TYPES,
  type BookingType,
  type CreateBookingSeriesInput,
  type BookingSeriesDetail,
} from '@rally/domain';
import type { FormErrors } from '@mantine/form';
import type { AllowedBody } from './api/bookings.api';

// The booking form's values and their payload (createBookingSeriesSchema, the route's own
// schema): a local date with start and end times in the club's zone, courts and coaches as
// select values, and the booked persons (members found by the search, or guests by name and e-mail).

export type PersonValue = {
  /** Stable key of the row. */
  key: string;
  club_member: number | null;
  player: number | null;
  full_name: string;
  email: string;
  paying: boolean;
  /** What the member search said they book as ('guest' for a guest row). */
  kind: 'member' | 'nonmember' | 'guest';
};

export type BookingFormValues = {
  name: string;
  ttype: string;
  date: string;
  start: string;
  end: string;
  courts: string[];
  coaches: string[];
  persons: PersonValue[];
  recurrence: string;
  recurrence_end: string | null;
  notes: string;
  skip_clashes: boolean;
};

/** Where a new booking starts: a dragged selection, or the toolbar's "New booking". */
export type BookingDraftStart = { date: string; start: string; end: string; courts: number[] };

export const newBookingValues = (draft: BookingDraftStart): BookingFormValues => ({
  name: BOOKING_TYPES.C.label,
  ttype: 'C',
  date: draft.date,
  start: draft.start,
  end: draft.end,
  courts: draft.courts.map(String),
  coaches: [],
  persons: [],
  recurrence: 'N',
  recurrence_end: null,
  notes: '',
  skip_clashes: false,
});

let personKey = 0;
export const nextPersonKey = () => `p${++personKey}`;

/**
 * A stored series as the form's values. With `instance` the date and times are that instance's
 * (editing "this instance" or "this and following"), else the series' first booking's.
 */
export function seriesValues(
  series: BookingSeriesDetail,
  instance?: { date: string; start: string; end: string; courts: number[]; coaches: number[] },
): BookingFormValues {
  return {
    name: series.name,
    ttype: series.ttype,
    date: instance?.date ?? series.start_date.slice(0, 10),
    start: instance?.start ?? series.start_date.slice(11, 16),
    end: instance?.end ?? series.end_date.slice(11, 16),
    courts: (instance?.courts ?? series.court_set).map(String),
    coaches: (instance?.coaches ?? series.coach_set).map(String),
    persons: series.booked_person_set.map((p) => ({
      key: `s${p.id}`,
      club_member: p.club_member,
      player: p.player,
      full_name: p.full_name,
      email: p.email,
      paying: p.paying,
      kind: p.club_member !== null || p.player !== null ? 'member' : 'guest',
    })),
    recurrence: series.recurrence,
    recurrence_end: series.recurrence_end,
    notes: series.notes,
    skip_clashes: false,
  };
}

/** The end time on the booking's date, or the next day's when it ends at or after midnight ('24:00'). */
const endDateTime = (v: BookingFormValues) => (v.end === '24:00' ? `${nextDay(v.date)}T00:00` : `${v.date}T${v.end}`);
const nextDay = (date: string) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/** The payload of POST /api/courtbookingseries/ (and the fields of a PATCH). */
export type SeriesInput = CreateBookingSeriesInput & {
  start_date: string;
  end_date: string;
  court_set: number[];
  coach_set: number[];
};

export function toSeriesInput(v: BookingFormValues): SeriesInput {
  return {
    name: v.name,
    ttype: v.ttype,
    start_date: `${v.date}T${v.start}`,
    end_date: endDateTime(v),
    recurrence: v.recurrence,
    recurrence_end: v.recurrence === 'N' ? null : v.recurrence_end,
    court_set: v.courts.map(Number),
    coach_set: v.coaches.map(Number),
    booked_person_set: v.persons.map((p, index) => ({
      ...(p.club_member !== null ? { club_member: p.club_member } : {}),
      ...(p.player !== null ? { player: p.player } : {}),
      full_name: p.full_name,
      email: p.email,
      paying: p.paying,
      primary: index === 0,
    })),
    notes: v.notes,
    skip_clashes: v.skip_clashes,
  };
}

/** The body of the allowed-check for these values (null while they do not make a booking yet). */
export function allowedBodyOf(v: BookingFormValues, seriesId?: number): AllowedBody | null {
  const input = toSeriesInput(v);
  if (!createBookingSeriesSchema.safeParse(input).success) return null;
  return {
    start: input.start_date,
    end: input.end_date,
    recurrence: input.recurrence,
    recurrence_end: input.recurrence_end,
    court_set: input.court_set,
    coach_set: input.coach_set,
    ttype: input.ttype,
    booked_person_set: input.booked_person_set,
    ...(seriesId ? { booking_series: seriesId } : {}),
  };
}

/** The payload's field names as the form's. */
const fieldOf: Record<string, string> = {
  start_date: 'start',
  end_date: 'end',
  court_set: 'courts',
  coach_set: 'coaches',
  booked_person_set: 'persons',
};

/** The route's schema over the payload, its messages under the form's fields. */
export function validateBooking(v: BookingFormValues): FormErrors {
  const result = createBookingSeriesSchema.safeParse(toSeriesInput(v));
  if (result.success) return {};
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const [head, ...rest] = issue.path.map(String);
    const path = [fieldOf[head] ?? head, ...rest].join('.');
    if (!(path in errors)) errors[path] = issue.message;
  }
  return errors;
}

/** Whether a booking type needs a coach (spec 2 §5). */
export const needsCoach = (ttype: string) => BOOKING_TYPES[ttype as BookingType]?.needsCoach ?? false;

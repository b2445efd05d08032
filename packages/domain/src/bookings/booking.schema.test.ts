import { describe, expect, it } from 'vitest';
import { bookingMessages, createBookingSeriesSchema, type CreateBookingSeriesInput } from './booking.schema';

const valid: CreateBookingSeriesInput = {
  name: 'Tuesday doubles',
  start_date: '2026-12-08T18:00',
  end_date: '2026-12-08T19:30',
  court_set: [1],
  booked_person_set: [{ full_name: 'Guest One', email: 'guest@example.com' }],
};
const issues = (input: unknown) => {
  const result = createBookingSeriesSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('createBookingSeriesSchema', () => {
  it('reads a single court hire with the defaults', () => {
    const parsed = createBookingSeriesSchema.parse(valid);
    expect(parsed).toMatchObject({ ttype: 'C', recurrence: 'N', coach_set: [], skip_clashes: false });
    expect(parsed.booked_person_set[0]).toMatchObject({ paying: true, primary: false });
  });

  it.each<[string, Partial<CreateBookingSeriesInput> & Record<string, unknown>, string]>([
    ['no court', { court_set: [] }, `court_set: ${bookingMessages.courts}`],
    ['a coach booking without a coach', { ttype: 'L' }, `coach_set: ${bookingMessages.coach}`],
    ['a recurrence without its end', { recurrence: 'W' }, `recurrence_end: ${bookingMessages.recurrenceEnd}`],
    ['an end before the start', { end_date: '2026-12-08T17:00' }, `end_date: ${bookingMessages.endAfterStart}`],
    ['a date that is not one', { start_date: 'next tuesday' }, `start_date: ${bookingMessages.dateTime}`],
    [
      'a guest without an e-mail',
      { booked_person_set: [{ full_name: 'Guest' }] },
      `booked_person_set.0.full_name: ${bookingMessages.personNamed}`,
    ],
    [
      'two primaries',
      {
        booked_person_set: [
          { player: 1, primary: true },
          { player: 2, primary: true },
        ],
      },
      `booked_person_set: ${bookingMessages.onePrimary}`,
    ],
    ['an unknown type', { ttype: 'Z' }, 'ttype: Choose a booking type'],
  ])('refuses %s', (_, change, issue) => {
    expect(issues({ ...valid, ...change })).toEqual([issue]);
  });
});

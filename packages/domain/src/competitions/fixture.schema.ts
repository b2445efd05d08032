import { z } from 'zod';

// Court bookings for fixtures (docs/competitions.md "Court bookings for fixtures"): an organiser or
// the host club's booking staff book the courts of a fixture's matches at its date and time, as a
// block booking (type B) through the bookings area's allowed-check and clash check. The fixture as
// the API answers it, with its booking: ./tournament.answers.ts.

export const FIXTURE_BOOKING_MINUTES = [60, 90, 120, 150, 180, 210, 240] as const;

/** POST /api/fixture/{id}/booking/: how long the fixture holds its courts (from its time played). */
export const fixtureBookingSchema = z.object({
  minutes: z
    .number({ error: 'Choose how long the courts are booked' })
    .int()
    .refine(
      (m) => (FIXTURE_BOOKING_MINUTES as readonly number[]).includes(m),
      'Book the courts for 1 to 4 hours, in half-hours',
    )
    .default(120),
});
export type FixtureBookingInput = z.input<typeof fixtureBookingSchema>;

export const fixtureBookingMessages = {
  fixtureNotFound: 'Fixture not found.',
  who: "Only an organiser of this competition or the host club's booking staff can book its courts.",
  alreadyBooked: "This fixture's courts are booked already.",
  noTeams: 'A fixture without both teams cannot book courts yet.',
  noCourts: "Give the fixture's matches their courts first: none has a court.",
  notBooked: "This fixture's courts are not booked.",
} as const;

import { z } from 'zod';

// A fixture as the API answers it, and its court booking.

export type TournamentFixtureMatch = {
  id: number;
  number: number;
  name: string;
  format: 'S' | 'D';
  number_of_sets: number;
  court: number | null;
  court_name: string;
  sets: { games: [number, number]; tiebreak?: [number, number] | null }[] | null;
  winner: number | null;
  cancelled: boolean;
  home_players: number[];
  away_players: number[];
};
export type TournamentFixture = {
  id: number;
  round: number;
  kind: 'RR' | 'KO';
  slot: number | null;
  dated: string;
  time: string;
  club: number;
  club_name: string;
  team_set: ({ id: number; name: string } | null)[];
  /** Matches won by home and away, once any is played or cancelled. */
  score: [number, number] | null;
  /** A knockout fixture's winner once decided (more matches, then sets, then games); null otherwise. */
  winner: number | null;
  match_set: TournamentFixtureMatch[];
  /** The courts booked for it at the host club (bookings area), or null. */
  booking: FixtureBooking | null;
};

/** GET /api/fixture/mine/: a player's next fixtures in the published competitions they play in. */
export type MyFixture = TournamentFixture & { tournament: number; tournament_name: string; my_team: number };

// Court bookings for fixtures (docs/competitions.md "Court bookings for fixtures"): an organiser or
// the host club's booking staff book the courts of a fixture's matches at its date and time, as a
// block booking (type B) through the bookings area's allowed-check and clash check.

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

/** A fixture's court booking as the fixtures answer carries it (local times at the host club). */
export type FixtureBooking = { id: number; courts: string[]; start: string; end: string };

export const fixtureBookingMessages = {
  fixtureNotFound: 'Fixture not found.',
  who: "Only an organiser of this competition or the host club's booking staff can book its courts.",
  alreadyBooked: "This fixture's courts are booked already.",
  noTeams: 'A fixture without both teams cannot book courts yet.',
  noCourts: "Give the fixture's matches their courts first: none has a court.",
  notBooked: "This fixture's courts are not booked.",
} as const;

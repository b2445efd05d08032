import { z } from 'zod';
import { MEMBER_GENDERS } from './tournament-entities.schema';
import { TOURNAMENT_TYPES } from './tournament-options';
import { matchSetSchema, tournamentParamsObject } from './tournament-params.schema';

// A tournament's answers as the API gives them (spec 3 §3 "Tournament", "Other tournament
// entities"; docs/competitions.md), for the competitions' contracts (issue 26). Dates are
// YYYY-MM-DD text, a fixture's time HH:MM.

type Shape = typeof tournamentParamsObject.shape;
type Stored = { [K in keyof Shape]: Shape[K] extends z.ZodDefault<infer Inner> ? Inner : Shape[K] };

// The params as stored: every default was filled in when the tournament was saved, so the answer
// holds each of those fields (the payload's schema takes them optional), a match set's name too;
// the surface is the id the payload's text became.
const storedParamsSchema = z
  .object(
    Object.fromEntries(
      Object.entries(tournamentParamsObject.shape).map(([key, field]) => [
        key,
        field instanceof z.ZodDefault ? field.unwrap() : field,
      ]),
    ) as Stored,
  )
  .extend({
    Surface: z.number().nullable().optional(),
    match_sets: z.array(matchSetSchema.extend({ name: z.string() })),
  });

/** A tournament member (GET /api/member/?tournament). */
export const tournamentMemberRecordSchema = z.object({
  id: z.number(),
  tournament: z.number(),
  team: z.number().nullable(),
  player: z.number(),
  name: z.string(),
  rank: z.number().nullable(),
  gender: z.enum(MEMBER_GENDERS),
  is_organiser: z.boolean(),
  /** A place held for someone without a Rally account, invited by e-mail and not yet claimed. */
  invited: z.boolean(),
  /** The address invited to claim the place ('' once claimed, or for a player with an account). */
  invited_email: z.string(),
});
export type TournamentMember = z.infer<typeof tournamentMemberRecordSchema>;

/** A person of a club's register the organisers may give a place (GET /api/tournamentperson/). */
export const tournamentPersonSchema = z.object({
  /** The register's member id. */
  id: z.number(),
  /** Their Rally player, or null: no account yet (the place is held for them and they are invited). */
  player: z.number().nullable(),
  name: z.string(),
  email: z.string(),
  membership_number: z.string(),
});
export type TournamentPerson = z.infer<typeof tournamentPersonSchema>;

/** An invitation to claim a place (GET /api/tournamentinvitation/?key; POST …/claim/ answers it claimed). */
export const tournamentInvitationSchema = z.object({
  tournament: z.number(),
  tournament_name: z.string(),
  name: z.string(),
  team_name: z.string(),
  email: z.string(),
  claimed: z.boolean(),
});
export type TournamentInvitation = z.infer<typeof tournamentInvitationSchema>;

/** A tournament's team (GET /api/team/?tournament). */
export const tournamentTeamRecordSchema = z.object({
  id: z.number(),
  tournament: z.number(),
  club: z.number(),
  club_name: z.string(),
  name: z.string(),
  ladder_order: z.number().nullable(),
});
export type TournamentTeam = z.infer<typeof tournamentTeamRecordSchema>;

/** A round: round robin (RR) or knockout (KO). */
export const tournamentRoundRecordSchema = z.object({
  id: z.number(),
  tournament: z.number(),
  number: z.number(),
  start: z.string(),
  end: z.string(),
  kind: z.enum(['RR', 'KO']),
});
export type TournamentRound = z.infer<typeof tournamentRoundRecordSchema>;

/** A tournament with its clubs, rounds, teams and members (GET /api/tournament/{id}/). */
export const tournamentRecordSchema = z.object({
  id: z.number(),
  published: z.boolean(),
  name: z.string(),
  desc: z.string(),
  start: z.string(),
  finish: z.string(),
  ready_to_draw: z.boolean(),
  sport: z.number().nullable(),
  draw_complete: z.boolean(),
  rules: z.string(),
  params: storedParamsSchema,
  club_set: z.array(z.object({ id: z.number(), name: z.string() })),
  round_set: z.array(tournamentRoundRecordSchema),
  team_set: z.array(tournamentTeamRecordSchema),
  member_set: z.array(tournamentMemberRecordSchema),
  is_organiser: z.boolean(),
});
export type Tournament = z.infer<typeof tournamentRecordSchema>;

/** A tournament in a list with `brief`: ids of its teams and clubs, its members in short. */
export const tournamentBriefSchema = z.object({
  id: z.number(),
  name: z.string(),
  start: z.string(),
  finish: z.string(),
  published: z.boolean(),
  draw_complete: z.boolean(),
  member_set: z.array(
    z.object({ id: z.number(), player: z.number(), is_organiser: z.boolean(), team: z.number().nullable() }),
  ),
  team_set: z.array(z.number()),
  club_set: z.array(z.number()),
  type: z.enum(TOURNAMENT_TYPES).nullable().optional(),
});
export type TournamentBrief = z.infer<typeof tournamentBriefSchema>;

/** True for a tournament of a `brief` list (one without its params). */
export const isTournamentBrief = (t: Tournament | TournamentBrief): t is TournamentBrief => !('params' in t);

const gamesSchema = z.tuple([z.number(), z.number()]);
const setSchema = z.object({ games: gamesSchema, tiebreak: gamesSchema.nullable().optional() });

/** A tournament match's result as PATCH /api/tournamentmatch/{id}/ answers it. */
export const tournamentMatchRecordSchema = z.object({
  id: z.number(),
  sets: z.array(setSchema).nullable(),
  winner: z.number().nullable(),
  cancelled: z.boolean(),
  cancelled_by: z.number().nullable(),
  home_players: z.array(z.number()),
  away_players: z.array(z.number()),
});
export type TournamentMatchRecord = z.infer<typeof tournamentMatchRecordSchema>;

/** A match of a fixture. */
export const tournamentFixtureMatchSchema = z.object({
  id: z.number(),
  number: z.number(),
  name: z.string(),
  format: z.enum(['S', 'D']),
  number_of_sets: z.number(),
  court: z.number().nullable(),
  court_name: z.string(),
  sets: z.array(setSchema).nullable(),
  winner: z.number().nullable(),
  cancelled: z.boolean(),
  home_players: z.array(z.number()),
  away_players: z.array(z.number()),
});
export type TournamentFixtureMatch = z.infer<typeof tournamentFixtureMatchSchema>;

/** A fixture's court booking as the fixtures answer carries it (local times at the host club). */
export const fixtureBookingRecordSchema = z.object({
  id: z.number(),
  courts: z.array(z.string()),
  start: z.string(),
  end: z.string(),
});
export type FixtureBooking = z.infer<typeof fixtureBookingRecordSchema>;

/** A fixture with its date, court, teams and matches (GET /api/fixture/?tournament). */
export const tournamentFixtureSchema = z.object({
  id: z.number(),
  round: z.number(),
  kind: z.enum(['RR', 'KO']),
  slot: z.number().nullable(),
  dated: z.string(),
  time: z.string(),
  club: z.number(),
  club_name: z.string(),
  team_set: z.array(z.object({ id: z.number(), name: z.string() }).nullable()),
  /** Matches won by home and away, once any is played or cancelled. */
  score: gamesSchema.nullable(),
  /** A knockout fixture's winner once decided (more matches, then sets, then games); null otherwise. */
  winner: z.number().nullable(),
  match_set: z.array(tournamentFixtureMatchSchema),
  /** The courts booked for it at the host club (bookings area), or null. */
  booking: fixtureBookingRecordSchema.nullable(),
});
export type TournamentFixture = z.infer<typeof tournamentFixtureSchema>;

/** GET /api/fixture/mine/: a player's next fixtures in the published competitions they play in. */
export const myFixtureSchema = tournamentFixtureSchema.extend({
  tournament: z.number(),
  tournament_name: z.string(),
  my_team: z.number(),
});
export type MyFixture = z.infer<typeof myFixtureSchema>;

/** A row of the team ladder (GET /api/ladder/?tournament). */
export const ladderRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  position: z.number(),
  points: z.number(),
  played: z.number(),
  matchesWon: z.number(),
  matchesLost: z.number(),
  setsWon: z.number(),
  setsLost: z.number(),
  gamesWon: z.number(),
  gamesLost: z.number(),
});
export type LadderRow = z.infer<typeof ladderRowSchema>;

/**
 * GET /api/ladder/players/?tournament: a row of the player ladder. `id` is the player; `played` is
 * matches played; `team` the player's team now (null: a reserve, or no longer in the tournament:
 * `member` false); `fillins` the matches they played as a fill-in for another team.
 */
export const playerLadderRowSchema = ladderRowSchema.extend({
  team: z.number().nullable(),
  team_name: z.string(),
  member: z.boolean(),
  fillins: z.number(),
});
export type PlayerLadderRow = z.infer<typeof playerLadderRowSchema>;

import { z } from 'zod';
import { HIT_GENDERS, HIT_RESPONSE_STATUSES, PLAY_FORMATS } from './hit.schema';

// Find-a-hit's answers as the API gives them (spec 3 §3 "Hit", §4), for its contracts (issue 26).
// Times are instants in ISO text; the club's zone comes with each hit.

/** A player's level badge in a format (matches/levels.ts's PlayerLevelBadge). */
export const levelBadgeSchema = z.object({
  number: z.number(),
  name: z.string(),
  rgb: z.string(),
  rating: z.number(),
  rd: z.number(),
  confidence: z.enum(['new', 'provisional', 'settled']),
});

/** Why a hit is not for a player (hit.rules.ts's HitMisfit). */
export const hitMisfitSchema = z.object({
  rule: z.enum(['gender', 'age', 'level', 'availability']),
  reason: z.string(),
});

/** A response to a hit request. */
export const hitResponseSchema = z.object({
  id: z.number(),
  responder: z.number(),
  responder_name: z.string(),
  /** The responder's level in the hit's format (null before they have one). */
  responder_level: levelBadgeSchema.nullable(),
  start_time: z.string(),
  comments: z.string(),
  status: z.enum(HIT_RESPONSE_STATUSES),
  created: z.string(),
});
export type HitResponse = z.infer<typeof hitResponseSchema>;

/** A hit request as the API answers it. */
export const hitSchema = z.object({
  id: z.number(),
  club: z.number(),
  club_name: z.string(),
  /** The club's time zone: the hit's times are shown in it. */
  time_zone: z.string(),
  hit_creator: z.number(),
  hit_creator_name: z.string(),
  /** The creator's level in the hit's format (null before they have one). */
  hit_creator_level: levelBadgeSchema.nullable(),
  start_time: z.string(),
  end_time: z.string(),
  agreed_start: z.string().nullable(),
  players_needed: z.number(),
  num_players_requested: z.number(),
  play_format: z.enum(PLAY_FORMATS),
  min_level: z.number().nullable(),
  max_level: z.number().nullable(),
  min_age: z.number().nullable(),
  max_age: z.number().nullable(),
  gender: z.enum(HIT_GENDERS),
  comments: z.string(),
  cost: z.number(),
  currency: z.string(),
  court_booking: z.number().nullable(),
  court_name: z.string().nullable(),
  target_players_set: z.array(z.number()),
  is_private: z.boolean(),
  cancelled: z.boolean(),
  status: z.string(),
  responses: z.array(hitResponseSchema),
  /** The caller's own response, when they made one. */
  my_response: hitResponseSchema.nullable(),
  created: z.string(),
  /** On the caller's board only: why the hit is not for them (empty when it fits, and for their own hits and those they answered). */
  misfits: z.array(hitMisfitSchema).optional(),
});
export type Hit = z.infer<typeof hitSchema>;

/** One of the caller's clubs with find-a-hit on (GET /api/matchahitrequest/clubs/): what they may do there, and the courts a hit may book. */
export const hitClubSchema = z.object({
  id: z.number(),
  name: z.string(),
  time_zone: z.string(),
  can_request: z.boolean(),
  can_accept: z.boolean(),
  refusal: z.string().nullable(),
  courts: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type HitClub = z.infer<typeof hitClubSchema>;

/** The caller's weekly availability (GET /api/matchaavailability/); `updated` null before they set it. */
export const availabilityRecordSchema = z.object({
  windows: z.array(z.object({ weekday: z.number(), from: z.string(), to: z.string() })),
  updated: z.string().nullable(),
});
export type AvailabilityRecord = z.infer<typeof availabilityRecordSchema>;

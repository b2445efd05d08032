import { z } from 'zod';
import { adminStatuses, roleCodes } from '../access/access';
import { genderCodes } from '../members/member-codes';
import { optionalDateField, optionalSteppedNumber, textField } from '../members/member-fields';
import { memberMessages } from '../members/member.schema';
import { requiredText, withPhoneRule } from '../validation/rules';

/** A way to reach a player: kind E e-mail, P phone; `validated` once the e-mail link was opened. */
export const contactSchema = z.object({
  id: z.number(),
  kind: z.enum(['E', 'P']),
  value: z.string(),
  validated: z.boolean(),
});
export type Contact = z.infer<typeof contactSchema>;

/** A club the player follows (club_set). */
export const followedClubSchema = z.object({ id: z.number(), name: z.string() });
export type FollowedClub = z.infer<typeof followedClubSchema>;

/** One of the player's club administrator records (club_admin_set). */
export const playerClubAdminSchema = z.object({
  id: z.number(),
  club: z.number(),
  club_name: z.string(),
  status: z.enum(adminStatuses),
  access: z.string(),
  roles: z.array(z.enum(roleCodes)),
});
export type PlayerClubAdmin = z.infer<typeof playerClubAdminSchema>;

/** The player's coach record with the clubs they coach at; null for a player who does not coach. */
export const playerCoachSchema = z.object({
  id: z.number(),
  ttype: z.enum(['C', 'P']),
  coach_clubs: z.array(z.object({ id: z.number(), club: z.number(), club_name: z.string() })),
});
export type PlayerCoach = z.infer<typeof playerCoachSchema>;

/** The current player as GET /api/user/ and PATCH /api/player/{id}/ answer it (spec 1 §3). */
export const playerSchema = z.object({
  id: z.number(),
  full_name: z.string(),
  contact_set: z.array(contactSchema),
  club_set: z.array(followedClubSchema),
  club_admin_set: z.array(playerClubAdminSchema),
  coach: playerCoachSchema.nullable(),
  stripe_customer: z.string().nullable(),
  /** The profile the player gives on the Me page: what clinics', hits' and coaches' limits read. */
  gender: z.enum(genderCodes),
  dob: z.string().nullable(),
  ntrp_level: z.number().nullable(),
  /** The player's phone (their primary phone contact), '' when none. */
  phone: z.string(),
  /** The address of the player's photo (it changes with each new photo), or null without one. */
  photo: z.string().nullable(),
});
export type Player = z.infer<typeof playerSchema>;

/** One result of GET /api/user/: the login and its players (the web reads player_set[0]). */
export const userSchema = z.object({ id: z.number(), email: z.string(), player_set: z.array(playerSchema) });
export type User = z.infer<typeof userSchema>;

const UNKNOWN_CLUB = 'Unknown club.';

/** The Me page's refusals of a date of birth. */
export const playerProfileMessages = {
  dobTooEarly: 'Enter a date of birth after 1900',
  dobInFuture: 'Your date of birth cannot be in the future',
} as const;

/** PATCH /api/player/{id}/: a new name and/or the whole list of followed club ids (follow = add, unfollow = remove). */
export const updatePlayerSchema = z.object({
  full_name: requiredText('Full name', 100).optional(),
  club_set: z
    .array(z.number({ error: UNKNOWN_CLUB }).int(UNKNOWN_CLUB).positive(UNKNOWN_CLUB), {
      error: 'Club set must be a list of club ids',
    })
    .max(1000, 'Must have at most 1000 items')
    .optional(),
  gender: z.enum(genderCodes, { error: memberMessages.gender }).optional(),
  /** YYYY-MM-DD, or null/'' to remove it; the server refuses a date after today. */
  dob: optionalDateField()
    .refine((v) => v === null || v >= '1900-01-01', playerProfileMessages.dobTooEarly)
    .optional(),
  ntrp_level: optionalSteppedNumber(1, 7, 0.5, memberMessages.ntrpStep).optional(),
  /** The one phone rule of every phone field; '' removes the phone. */
  phone: withPhoneRule(textField(30)).optional(),
});
export type UpdatePlayer = z.infer<typeof updatePlayerSchema>;

/** The message when a club id of club_set does not exist. */
export const playerMessages = {
  unknownClub: UNKNOWN_CLUB,
  alreadyVerified: 'This email address is already verified.',
  notAnEmail: 'Only an email address can be verified.',
  validationSent: (email: string) => `We have sent a verification link to ${email}.`,
} as const;

import { z } from 'zod';
import { billingCycles, subscriptionStatuses } from './club-codes';
import { adminStatuses, roleCodes } from '../access/access';
import { messages } from '../validation/messages';
import { requiredNumber } from '../validation/rules';
import { PAYMENT_ACCOUNT_STATES } from './payment-account';

// Response shapes of the club calls (docs/api-frame.md "Clubs for players", spec 2 §3). Times are
// local wall-clock 'HH:MM' in the club's time zone; instants are ISO 8601 strings; money is the
// database's decimal text ('300.00').

/** One weekday's stored hours (0 = Monday … 6 = Sunday). */
export const openingHoursSchema = z.object({
  weekday: z.number().int().min(0).max(6),
  open: z.string(),
  close: z.string(),
});
/** An open day as the hours widget reads it: `id` is the weekday. */
export const hoursOfOperationSchema = z.object({ id: z.number(), open: z.string(), close: z.string() });
/** Every weekday, open or closed: `id` is the weekday. */
export const dayOfOperationSchema = z.object({ id: z.number(), dayType: z.enum(['open', 'closed']) });

/** A club in the public list: GET /api/club/. */
export const clubBriefSchema = z.object({
  id: z.number(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  url: z.string(),
});
export type ClubBrief = z.infer<typeof clubBriefSchema>;

/** A court group as the club detail shows it; its hours are the club's when it inherits them. */
export const clubCourtGroupSchema = z.object({
  id: z.number(),
  name: z.string(),
  club: z.number(),
  default: z.boolean(),
  ready: z.boolean(),
  admin_only_booking: z.boolean(),
  advance_days_booking: z.number(),
  min_booking_duration_members: z.number(),
  max_booking_duration_members: z.number(),
  max_booking_duration_nonmembers: z.number(),
  matcha_booking_cancel_advance: z.number(),
  refund_cancelled: z.boolean(),
  refund_cancelled_by: z.number(),
  payment_on_app: z.boolean(),
  inherit_club_hours: z.boolean(),
  opening_hours: z.array(openingHoursSchema),
  hoursOfOperation: z.array(hoursOfOperationSchema),
  daysofOperation: z.array(dayOfOperationSchema),
  /** Ids of the group's courts, by court number. */
  court_set: z.array(z.number()),
});
export type ClubCourtGroup = z.infer<typeof clubCourtGroupSchema>;

/** A membership type as the club detail shows it; `currency` is the club's. */
export const clubMembershipTypeSchema = z.object({
  id: z.number(),
  club: z.number(),
  name: z.string(),
  comments: z.string(),
  group: z.string(),
  max_number: z.number().nullable(),
  annual_price: z.string(),
  monthly_price: z.string(),
  currency: z.string(),
});
export type ClubMembershipType = z.infer<typeof clubMembershipTypeSchema>;

/** The club's subscription to its package (`package` is the package id). */
export const clubSubscriptionSchema = z.object({
  id: z.number(),
  expires: z.string().nullable(),
  package: z.number(),
  billing_cycle: z.enum(billingCycles),
  status: z.enum(subscriptionStatuses),
});
export type ClubSubscription = z.infer<typeof clubSubscriptionSchema>;

/** A club administrator record as stored: the answer of POST /api/clubadmin/. */
export const clubAdminRecordSchema = z.object({
  id: z.number(),
  player: z.number(),
  club: z.number(),
  status: z.enum(adminStatuses),
  access: z.string(),
  roles: z.array(z.enum(roleCodes)),
});
export type ClubAdminRecord = z.infer<typeof clubAdminRecordSchema>;

/** A player's administrator record with the club's name: GET /api/clubadmin/?player=. */
export const clubAdminSchema = clubAdminRecordSchema.extend({ club_name: z.string() });
export type ClubAdmin = z.infer<typeof clubAdminSchema>;

/** An entry of a club's admin_set (seen by its AGENTs): who the administrator is. */
export const clubAdminSetEntrySchema = clubAdminRecordSchema.extend({
  player_name: z.string(),
  /** The player's primary e-mail address, '' when they have none. */
  email: z.string(),
});
export type ClubAdminSetEntry = z.infer<typeof clubAdminSetEntrySchema>;

/**
 * A club: GET /api/club/{id}/. `subscription`, `stripe_account` and `payment_account` are present only for the
 * club's active administrators, `admin_set` only for its AGENTs.
 */
export const clubDetailSchema = z.object({
  id: z.number(),
  name: z.string(),
  street_address: z.string(),
  city: z.string(),
  state: z.string(),
  postcode: z.string(),
  phone: z.string(),
  url: z.string(),
  email: z.string(),
  country: z.string(),
  currency: z.string(),
  time_zone: z.string(),
  /** The locale the club's dates, times and money read in (Club Settings; en-AU unless set). */
  locale: z.string(),
  /** The tax id on the club's receipts (issue 30), '' for none. */
  tax_id: z.string(),
  facilities: z.record(z.string(), z.unknown()),
  opening_hours: z.array(openingHoursSchema),
  hoursOfOperation: z.array(hoursOfOperationSchema),
  daysofOperation: z.array(dayOfOperationSchema),
  courtgroup_set: z.array(clubCourtGroupSchema),
  membership_type_set: z.array(clubMembershipTypeSchema),
  court_rules: z.object({ available_sports: z.array(z.number()) }),
  package: z.object({ id: z.number(), name: z.string() }).nullable(),
  connect_available: z.boolean(),
  subscription: clubSubscriptionSchema.nullable().optional(),
  stripe_account: z.string().nullable().optional(),
  /** The payment account's state (payment-account.ts), the one read Club Settings and Payments show. */
  payment_account: z.object({ state: z.enum(PAYMENT_ACCOUNT_STATES), account: z.string().nullable() }).optional(),
  admin_set: z.array(clubAdminSetEntrySchema).optional(),
});
export type ClubDetail = z.infer<typeof clubDetailSchema>;

/** A market feature as a club feature shows it. */
export const clubFeatureInfoSchema = z.object({
  name: z.string(),
  desc: z.string(),
  detail: z.string(),
  cost_text: z.string(),
  image_url: z.string(),
});

/** A feature switched on or off for a club, with its params: GET /api/clubfeature/?club=. */
export const clubFeatureSchema = z.object({
  id: z.number(),
  club: z.number(),
  enabled: z.boolean(),
  feature: clubFeatureInfoSchema,
  params: z.record(z.string(), z.unknown()),
});
export type ClubFeature = z.infer<typeof clubFeatureSchema>;

/** The player applies to administer a club: POST /api/clubadmin/ {club}. */
export const applyClubAdminSchema = z.object({
  club: requiredNumber('Club').pipe(z.number().int(messages.required('Club')).positive(messages.required('Club'))),
});
export type ApplyClubAdmin = z.infer<typeof applyClubAdminSchema>;

/** The refusal of a second application by the same player to the same club. */
export const ALREADY_APPLIED_MESSAGE = 'You have already applied to administer this club.';

import { z } from 'zod';
import { transactionRecordSchema } from '../payments/transaction-record.schema';
import { PAYMENT_STATUSES, type EventDisplayStatus, type PaymentStatus } from './clinic-codes';

// The Events calls' answers (spec 3 §3, §4, §7) as the API gives them, for the clinics' contracts
// (issue 26): prices are decimal text of the event's currency (null: no price), a session's start
// and end the club's wall clock (YYYY-MM-DDTHH:MM), first_start and last_end instants (ISO).

const ids = z.array(z.number());
const money = z.string().nullable();
const displayStatuses = [
  'Draft',
  'Cancelled',
  'Completed',
  'Published|Live',
  'Published',
] as const satisfies readonly EventDisplayStatus[];
const paymentStatuses = Object.keys(PAYMENT_STATUSES) as [PaymentStatus, ...PaymentStatus[]];

/** A session of an event (the event's `session_set`). */
export const eventSessionSchema = z.object({
  id: z.number(),
  event: z.number(),
  number: z.number(),
  start: z.string(),
  end: z.string(),
  cancelled: z.boolean(),
  /** Places taken. */
  participants: z.number(),
  /** Null: no limit. */
  places_left: z.number().nullable(),
  courts: ids,
  coaches: ids,
  booked: z.boolean(),
  /** The type E booking series holding its courts, once booked. */
  booking_series: z.number().nullable(),
});
export type EventSession = z.infer<typeof eventSessionSchema>;

/** A membership type rate of an event (POST /api/eventmembershiptyperate/). */
export const eventRateRecordSchema = z.object({
  id: z.number(),
  event: z.number(),
  all_members: z.boolean(),
  non_members: z.boolean(),
  membership_type: z.number().nullable(),
  can_join_all_sessions: z.boolean(),
  can_join_single_session: z.boolean(),
  single_session_price: money,
  all_sessions_price: money,
  refund: z.boolean(),
  refund_club_cancel: z.boolean(),
});
export type EventRateRecord = z.infer<typeof eventRateRecordSchema>;

/** An event as the lists answer it: its fields, courts, coaches, span and counts. */
export const eventSummarySchema = z.object({
  id: z.number(),
  club: z.number(),
  name: z.string(),
  desc: z.string(),
  ttype: z.string(),
  can_join_single_session: z.boolean(),
  allow_nonmember: z.boolean(),
  allowed_gender: z.string(),
  max_participant_session: z.number().nullable(),
  min_age: z.number().nullable(),
  max_age: z.number().nullable(),
  min_ntrp: z.number().nullable(),
  max_ntrp: z.number().nullable(),
  generic_levels: z.array(z.string()),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  num_sessions: z.number().nullable(),
  def_session_dur_mins: z.number().nullable(),
  def_start_time: z.string().nullable(),
  recurrence: z.string(),
  excluded_dates: z.array(z.string()),
  currency_code: z.string(),
  member_app_join: z.boolean(),
  nonmember_app_join: z.boolean(),
  advance_join_days: z.number().nullable(),
  /** Stored: empty or D draft, P published, C cancelled. */
  status: z.string(),
  display_status: z.enum(displayStatuses),
  days_of_week: z.array(z.object({ day: z.number(), start_time: z.string(), end_time: z.string() })),
  member_price: money,
  nonmember_price: money,
  member_session_price: money,
  nonmember_session_price: money,
  terms: z.number().nullable(),
  court_set: ids,
  coach_set: ids,
  first_start: z.string().nullable(),
  last_end: z.string().nullable(),
  sessions_count: z.number(),
  participants_count: z.number(),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

/** An event of GET /api/event/: for a signed-in caller, why they may not join it themselves (empty: they may). */
export const eventListItemSchema = eventSummarySchema.extend({
  join_refusals: z.array(z.string()).optional(),
  /** The fewest places left in a session still to come (places held by waiting-list offers count as taken); null: no limit. */
  places_left: z.number().nullable().optional(),
  /**
   * No place to join: a session still to come is full and the event is joined whole, or every
   * session still to come is full. A full event offers its waiting list (docs/clinics.md "Waiting list").
   */
  full: z.boolean().optional(),
});
export type EventListItem = z.infer<typeof eventListItemSchema>;

/** An event with its sessions and membership type rates (GET /api/event/{id}/). */
export const eventDetailSchema = eventSummarySchema.extend({
  session_set: z.array(eventSessionSchema),
  membershiptype_rate_set: z.array(eventRateRecordSchema),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

/** A session whose courts could not be booked, and why. */
export const failedSessionSchema = z.object({
  session: eventSessionSchema,
  reason: z.string().nullable(),
  result: z.string(),
});
export type FailedSession = z.infer<typeof failedSessionSchema>;

/** POST /api/event/{id}/create_sessions/ and book_courts/: the event and the sessions not booked. */
export const eventWithFailuresSchema = eventDetailSchema.extend({ failed_sessions: z.array(failedSessionSchema) });

/** What the club cancelling would do to the participants' money (cancel/?check=true: changes nothing). */
export const cancelOutcomeSchema = z.object({
  participants: z.number(),
  refund: z.string(),
  credit: z.string(),
  not_refunded: z.number(),
  /** In words. */
  outcome: z.string(),
});
export type CancelOutcome = z.infer<typeof cancelOutcomeSchema>;

/** A participant of an event with their sessions. */
export const participantRecordSchema = z.object({
  id: z.number(),
  event: z.number(),
  player: z.number().nullable(),
  created_by: z.number().nullable(),
  member: z.boolean(),
  agreed_terms: z.boolean(),
  name: z.string(),
  dob: z.string().nullable(),
  email: z.string(),
  number: z.string(),
  gender: z.string(),
  price: z.string(),
  paying: z.boolean(),
  payment_status: z.enum(paymentStatuses),
  all_sessions: z.boolean(),
  notes: z.string(),
  session_set: ids,
  withdrawn_session_set: ids,
});
export type Participant = z.infer<typeof participantRecordSchema>;

/** A participation of the caller's own (GET /api/eventparticipant/mine/), with its event's name and sessions. */
export const myParticipationSchema = participantRecordSchema.extend({
  event_name: z.string(),
  event_status: z.string(),
  currency: z.string(),
  sessions: z.array(
    z.object({ id: z.number(), status: z.string(), start: z.string(), end: z.string(), cancelled: z.boolean() }),
  ),
});
export type MyParticipation = z.infer<typeof myParticipationSchema>;

/** The payment a join or a pay/ made: the transaction (A: the card asks for authentication with client_secret). */
const paymentFields = { transaction: transactionRecordSchema.nullable(), client_secret: z.string().nullable() };

/** POST /api/event/{id}/join/ with check: the price only. */
export const joinPriceSchema = z.object({
  price: z.string(),
  currency: z.string(),
  member: z.boolean(),
  sessions: z.number(),
  session_set: ids,
  all_sessions: z.boolean(),
  refund: z.boolean(),
  refund_club_cancel: z.boolean(),
});
export type JoinPriceAnswer = z.infer<typeof joinPriceSchema>;

/** POST /api/event/{id}/join/: the participant and the payment made. */
export const joinedParticipantSchema = participantRecordSchema.extend(paymentFields);
export type JoinedParticipant = z.infer<typeof joinedParticipantSchema>;

/** POST /api/eventparticipant/{id}/pay/: the participant, the payment made and every payment of the place. */
export const paidParticipantSchema = participantRecordSchema.extend({
  ...paymentFields,
  transaction_set: z.array(transactionRecordSchema),
});
export type PaidParticipant = z.infer<typeof paidParticipantSchema>;

/** POST /api/eventparticipant/{id}/withdraw/ with check: what withdrawing would give back, `outcome` in words. */
export const withdrawOutcomeSchema = z.object({
  sessions: z.number(),
  refund: z.string(),
  credit: z.string(),
  price: z.string(),
  outcome: z.string(),
  refund_text: z.string(),
});
export type WithdrawOutcome = z.infer<typeof withdrawOutcomeSchema>;

/** POST /api/eventparticipant/{id}/withdraw/: the participant after it, refunded to the card or kept as credit. */
export const withdrawnParticipantSchema = participantRecordSchema.extend({
  refund: z.string(),
  credit: z.string(),
  refund_text: z.string(),
});

/** A waiting-list entry: W waiting (with its position), O offered until offer_expires (the club's wall clock), T taken, X gone. */
export const waitlistEntrySchema = z.object({
  id: z.number(),
  event: z.number(),
  session: z.number(),
  player: z.number(),
  status: z.enum(['W', 'O', 'T', 'X']),
  position: z.number().nullable(),
  offer_expires: z.string().nullable(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

/** GET /api/eventwaitlist/mine/: an entry with its event's name and the session's times. */
export const myWaitlistEntrySchema = waitlistEntrySchema.extend({
  event_name: z.string(),
  start: z.string(),
  end: z.string(),
});
export type MyWaitlistEntry = z.infer<typeof myWaitlistEntrySchema>;

/** POST /api/club/{id}/get_event_map/: a live session with its event, for a calendar. */
export const eventMapItemSchema = z.object({
  event: z.number(),
  name: z.string(),
  ttype: z.string(),
  status: z.string(),
  session: eventSessionSchema,
});
export type EventMapItem = z.infer<typeof eventMapItemSchema>;

/** A member of the club's register that staff may add to an event (GET /api/eventperson/), with the kind they join as today. */
export const eventPersonSchema = z.object({
  id: z.number(),
  player: z.number().nullable(),
  name: z.string(),
  email: z.string(),
  membership_number: z.string(),
  kind: z.enum(['member', 'nonmember']),
});
export type EventPerson = z.infer<typeof eventPersonSchema>;

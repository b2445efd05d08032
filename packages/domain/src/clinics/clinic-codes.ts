// Event (clinic) codes (spec 3 §3, §4, §9). The spec names the fields; the type codes are ours
// (docs/clinics.md): C clinic, A camp, N club night, K cardio class.

export const EVENT_TYPES = { C: 'Clinic', A: 'Camp', N: 'Club night', K: 'Cardio class' } as const;
export type EventType = keyof typeof EVENT_TYPES;
export const EVENT_TYPE_CODES = Object.keys(EVENT_TYPES) as EventType[];

/** Stored status: empty or D draft, P published, C cancelled. */
export const EVENT_STATUS_CODES = ['', 'D', 'P', 'C'] as const;
export type EventStatus = (typeof EVENT_STATUS_CODES)[number];

export const EVENT_RECURRENCES = { D: 'Daily', W: 'Weekly' } as const;
export type EventRecurrence = keyof typeof EVENT_RECURRENCES;

export const EVENT_GENDERS = { U: 'Unspecified', M: 'Male', F: 'Female' } as const;
export type EventGender = keyof typeof EVENT_GENDERS;

export const SKILL_LEVELS = ['Beginner', 'Intermediate', 'Advanced', 'Professional'] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];

/**
 * The matcha levels (1–10, `MATCHA_LEVELS`) each skill level of a clinic stands for
 * (docs/clinics.md "Levels"): a clinic's `generic_levels` let in the players whose level is in
 * one of their ranges.
 */
export const SKILL_LEVEL_RANGES: Record<SkillLevel, readonly [number, number]> = {
  Beginner: [1, 3],
  Intermediate: [4, 5],
  Advanced: [6, 8],
  Professional: [9, 10],
};

const rangesOf = (levels: readonly string[]) =>
  SKILL_LEVELS.filter((l) => levels.includes(l)).map((l) => SKILL_LEVEL_RANGES[l]);

/** True when a player of matcha level `level` may join a clinic for `levels` (none: anyone; no level yet: not shut out). */
export const fitsSkillLevels = (levels: readonly string[], level: number | null) =>
  !levels.length || level === null || rangesOf(levels).some(([lo, hi]) => level >= lo && level <= hi);

/** 'Intermediate and Advanced players (levels 4–8)': who a clinic's levels are for, in words. */
export function skillLevelsText(levels: readonly string[]) {
  const chosen = SKILL_LEVELS.filter((l) => levels.includes(l));
  if (!chosen.length) return '';
  // Adjacent ranges read as one (4–5 and 6–8: 4–8).
  const merged: [number, number][] = [];
  for (const [lo, hi] of rangesOf(chosen)) {
    const last = merged.at(-1);
    if (last && last[1] + 1 === lo) last[1] = hi;
    else merged.push([lo, hi]);
  }
  const names = chosen.length === 1 ? chosen[0] : `${chosen.slice(0, -1).join(', ')} and ${chosen.at(-1)}`;
  return `${names} players (level${merged.length === 1 && merged[0][0] === merged[0][1] ? '' : 's'} ${merged.map(([lo, hi]) => (lo === hi ? String(lo) : `${lo}–${hi}`)).join(', ')})`;
}

/** Weekdays Monday 0 to Sunday 6 (spec 3 §9). */
export const EVENT_WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** NTRP labels 1.0 to 7.0 in 0.5 steps. */
export const NTRP_VALUES = Array.from({ length: 13 }, (_, i) => 1 + i * 0.5);

/** Default clinic session length (spec 3 §9). */
export const DEFAULT_SESSION_MINUTES = 30;
/** Events page size (spec 3 §9). */
export const EVENTS_PAGE_SIZE = 20;
/** Most sessions one clinic may have. */
export const MAX_EVENT_SESSIONS = 400;

/** A participant's payment: U to pay, P paid, N nothing to pay. */
export const PAYMENT_STATUSES = { U: 'To pay', P: 'Paid', N: 'Nothing to pay' } as const;
export type PaymentStatus = keyof typeof PAYMENT_STATUSES;

/** Displayed status (spec 3 §4). */
export type EventDisplayStatus = 'Draft' | 'Cancelled' | 'Completed' | 'Published|Live' | 'Published';

/**
 * The displayed status: Draft (empty or D), Cancelled (C), Completed (published and its end in
 * the past), Published|Live (published and now between its start and end), else Published.
 * `start` and `end` are the instants of its first session's start and last session's end (or
 * of its start and end dates in the club's zone when it has no sessions).
 */
export function eventDisplayStatus(
  status: string,
  start: Date | null,
  end: Date | null,
  now: Date,
): EventDisplayStatus {
  if (status === 'C') return 'Cancelled';
  if (status !== 'P') return 'Draft';
  if (end && end.getTime() <= now.getTime()) return 'Completed';
  if (start && end && start.getTime() <= now.getTime() && now.getTime() < end.getTime()) return 'Published|Live';
  return 'Published';
}

export const eventMessages = {
  notFound: 'Event not found.',
  sessionNotFound: 'Event session not found.',
  participantNotFound: 'Event participant not found.',
  rateNotFound: 'Event membership type rate not found.',
  waitlistNotFound: 'Waiting list entry not found.',
  invalid: 'Invalid event details',
  windowEnd: 'End must not be before start',
  startDate: 'A start date is required',
  endOrCount: 'Give an end date or a number of sessions',
  endBeforeStart: 'End date must not be before the start date',
  rateBoth: 'all_members and non_members cannot both be set',
  rateTypeWith: 'A membership type cannot be combined with all_members or non_members',
  rateNeedsOne: 'Choose all members, non-members or a membership type',
  deleteDraftOnly: 'Only a draft event can be deleted.',
  cancelled: 'This event is cancelled.',
  notPublished: 'This event is not open for joining.',
  full: (when: string) => `The session on ${when} is full.`,
  membersOnly: 'This event is for members only.',
  gender: (label: string) => `This event is for ${label.toLowerCase()} players only.`,
  /** Added to a gender refusal of a player who has not said their gender (joining themselves). */
  genderUnset: 'Set your gender on your Me page.',
  tooYoung: (age: number) => `This event is for players aged ${age} or older.`,
  tooOld: (age: number) => `This event is for players aged ${age} or younger.`,
  /** A guardian's junior outside the event's ages (issue 30): their own age, from their own date of birth. */
  juniorAge: (name: string, age: number, min: number | null, max: number | null) =>
    `${name} is ${age}; this event is for ages ${
      min !== null && max !== null ? `${min}–${max}` : min !== null ? `${min} and over` : `${max} and under`
    }.`,
  /** `whose`: 'your', or the participant's name with 's. */
  level: (levels: readonly string[], whose: string, level: { number: number; name: string }) =>
    `This event is for ${skillLevelsText(levels)}; ${whose} level is ${level.number} (${level.name}).`,
  singleSessions: 'This event can only be joined as a whole.',
  alreadyJoined: 'You have already joined this event.',
  sessionsOfEvent: 'Choose sessions of this event',
  noSessions: 'This event has no sessions to join.',
  pastSessions: 'Those sessions have already started.',
  terms: 'Please agree to the terms to join.',
  hasParticipants: 'Sessions cannot be recreated once players have joined.',
  cloneStart: 'A start date is required to clone',
  /** advance_join_days (spec 3 §3): players join from this date on; `when` is the club's date, e.g. 'Mon 4 Jan 2027'. */
  notOpenYet: (when: string, days: number) =>
    `Sign-up for this event opens on ${when}, ${days === 0 ? 'the day it starts' : `${days} day${days === 1 ? '' : 's'} before it starts`}.`,
} as const;

/** How long a place freed in a full session is held for the first player waiting (docs/clinics.md "Waiting list"). */
export const EVENT_WAITLIST_OFFER_HOURS = 24;

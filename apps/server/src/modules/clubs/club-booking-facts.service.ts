import { and, eq, sql } from 'drizzle-orm';
import { LATE_CANCEL_HOURS, lotteryRuleOf, toMinor, type LotteryRule, type MemberSeriesRules } from '@rally/domain';
import type { Db, Tx } from '../../db/client';
import { preparedRead } from '../../db/prepared-read';
import { marketFeatures } from '../reference/reference.tables';
import { notFound } from '../../http/errors';
import { CLUB_NOT_FOUND } from './club-reads.service';
import { clubFeatures, clubs } from './clubs.tables';

// What the bookings area needs to know of a club (areas meet through services): its time zone and
// currency, whether its courtbooking feature is on, the feature's daily limits and what it says of
// every court (spec 2 §3 courtbooking params). A club without the feature, or with it switched off, takes no bookings.

export type ClubBookingFacts = {
  id: number;
  name: string;
  zone: string;
  /** The club's locale (Club Settings' 'Dates and money'): its refusals' dates and amounts read in it. */
  locale: string;
  currency: string;
  booking_enabled: boolean;
  daily_minutes: { member: number; nonmember: number };
  /**
   * What the courtbooking params say of every court at once (AllCourts…): lit, indoor, and the one
   * access text and the one rules text, each null when every court has its own.
   */
  all_courts: { lights: boolean; indoor: boolean; access: string | null; rules: string | null };
  /** What a booker pays for each guest they bring (GuestFee), in minor units (issue 28). */
  guest_fee: number;
  /** From how many hours before a booking its people see the access notes (AccessNotesHoursBefore). */
  access_hours_before: number;
  /** Members' own weekly slots and their quotas (MemberSeries…, PrimeTime…; issue 29). */
  member_series: MemberSeriesRules;
  /** Staff's and coaches' bookings leave no gap shorter than the group's minimum booking (NoHolesForStaff; issue 29); players' always do. */
  no_holes_for_staff: boolean;
  /** Minutes a freed court is held for the first one waiting (WaitlistHoldMinutes); 0: no waiting list for courts (issue 29). */
  waitlist_hold_minutes: number;
  /** The check-in window in minutes around a booking's start, when the club asks players to check in (CheckInRequired; issue 29). */
  check_in: { before: number; after: number } | null;
  /** The release lottery for prime time (issue 29): high-demand times and the release rule, null when off. */
  lottery: LotteryRule | null;
  /** The no-show and late-cancellation fees in minor units (0: off) and the cut-off in hours (NoShowFee, LateCancelFee, LateCancelHours; issue 29). */
  fees: { no_show: number; late_cancel: number; late_cancel_hours: number };
};

const textParam = (value: unknown) => (typeof value === 'string' ? value : '');

const minutesParam = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;

// Built once (db/prepared-read.ts): every booking and availability search starts here.
const factsOf = preparedRead('club_booking_facts', (db) =>
  db
    .select({
      id: clubs.id,
      name: clubs.name,
      time_zone: clubs.time_zone,
      locale: clubs.locale,
      currency: clubs.currency,
      enabled: clubFeatures.enabled,
      params: clubFeatures.params,
    })
    .from(clubs)
    .leftJoin(marketFeatures, eq(marketFeatures.name, 'courtbooking'))
    .leftJoin(clubFeatures, and(eq(clubFeatures.club_id, clubs.id), eq(clubFeatures.feature_id, marketFeatures.id)))
    .where(eq(clubs.id, sql.placeholder('club'))),
);

/** The club's booking facts, in one round trip (every booking read starts here); 404 'Club not found.' when there is no such club. */
export async function getClubBookingFacts(db: Db | Tx, clubId: number): Promise<ClubBookingFacts> {
  const [club] = await factsOf(db, { club: clubId });
  if (!club) throw notFound(CLUB_NOT_FOUND);
  // No feature row: the club has no courtbooking feature (off, default limits).
  const params = club.params ?? {};
  return {
    id: club.id,
    name: club.name,
    zone: club.time_zone,
    locale: club.locale,
    currency: club.currency,
    booking_enabled: Boolean(club.enabled),
    daily_minutes: {
      member: minutesParam(params.MaxBookingMinutesPerDayMember, 120),
      nonmember: minutesParam(params.MaxBookingMinutesPerDayNonMember, 120),
    },
    // The params' defaults (club-feature.schema.ts): one access text and one rules text for every court.
    all_courts: {
      lights: params.AllCourtsLights === true,
      indoor: params.AllCourtsIndoor === true,
      access: params.AllCourtsAccessSame === false ? null : textParam(params.AllCourtsAccessText),
      rules: params.AllCourtsNotesRulesSame === false ? null : textParam(params.AllCourtsNotesRulesText),
    },
    guest_fee: toMinor(minutesParam(params.GuestFee, 0), club.currency) ?? 0,
    access_hours_before: minutesParam(params.AccessNotesHoursBefore, 24),
    // The params' defaults (club-feature.schema.ts): off, one series of 10 weeks, 2 prime hours, 17:00–21:00.
    member_series: {
      allowed: params.MemberSeriesAllowed === true,
      max_series: minutesParam(params.MemberSeriesMax, 1),
      max_weeks: minutesParam(params.MemberSeriesMaxWeeks, 10),
      prime_hours_per_week: minutesParam(params.MemberSeriesPrimeHoursPerWeek, 2),
      prime: { from: minutesParam(params.PrimeTimeFromHour, 17), to: minutesParam(params.PrimeTimeToHour, 21) },
    },
    no_holes_for_staff: params.NoHolesForStaff === true,
    waitlist_hold_minutes: minutesParam(params.WaitlistHoldMinutes, 0),
    check_in:
      params.CheckInRequired === true
        ? { before: minutesParam(params.CheckInMinutesBefore, 15), after: minutesParam(params.CheckInMinutesAfter, 10) }
        : null,
    lottery: lotteryRuleOf(params),
    fees: {
      no_show: toMinor(minutesParam(params.NoShowFee, 0), club.currency) ?? 0,
      late_cancel: toMinor(minutesParam(params.LateCancelFee, 0), club.currency) ?? 0,
      late_cancel_hours: minutesParam(params.LateCancelHours, LATE_CANCEL_HOURS) || LATE_CANCEL_HOURS,
    },
  };
}

/** The clubs whose courtbooking feature is on and asks players to check in, with the window's minutes after the start (the no-show job). */
export async function clubsAskingCheckIn(db: Db | Tx): Promise<{ id: number; after: number }[]> {
  const rows = await db
    .select({ id: clubFeatures.club_id, params: clubFeatures.params })
    .from(clubFeatures)
    .innerJoin(
      marketFeatures,
      and(eq(marketFeatures.id, clubFeatures.feature_id), eq(marketFeatures.name, 'courtbooking')),
    )
    .where(and(eq(clubFeatures.enabled, true), sql`${clubFeatures.params}->>'CheckInRequired' = 'true'`));
  return rows.map((r) => ({ id: r.id, after: minutesParam((r.params ?? {}).CheckInMinutesAfter, 10) }));
}

import { and, eq, sql } from 'drizzle-orm';
import { lotteryRuleOf, toMinor, type LotteryRule } from '@rally/domain';
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
  /** The release lottery for prime time (issue 29): high-demand times and the release rule, null when off. */
  lottery: LotteryRule | null;
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
    lottery: lotteryRuleOf(params),
  };
}

import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { marketFeatures } from '../reference/reference.tables';
import { getClubRow } from './club-reads.service';
import { clubFeatures } from './clubs.tables';

// What the bookings area needs to know of a club (areas meet through services): its time zone and
// currency, whether its courtbooking feature is on, and the feature's daily limits (spec 2 §3
// courtbooking params). A club without the feature, or with it switched off, takes no bookings.

export type ClubBookingFacts = {
  id: number;
  name: string;
  zone: string;
  currency: string;
  booking_enabled: boolean;
  daily_minutes: { member: number; nonmember: number };
};

const minutesParam = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback);

/** The club's booking facts; 404 'Club not found.' when there is no such club. */
export async function getClubBookingFacts(db: Db | Tx, clubId: number): Promise<ClubBookingFacts> {
  const club = await getClubRow(db, clubId);
  const [feature] = await db
    .select({ enabled: clubFeatures.enabled, params: clubFeatures.params })
    .from(clubFeatures)
    .innerJoin(marketFeatures, eq(marketFeatures.id, clubFeatures.feature_id))
    .where(and(eq(clubFeatures.club_id, clubId), eq(marketFeatures.name, 'courtbooking')));
  const params = feature?.params ?? {};
  return {
    id: club.id,
    name: club.name,
    zone: club.time_zone,
    currency: club.currency,
    booking_enabled: Boolean(feature?.enabled),
    daily_minutes: {
      member: minutesParam(params.MaxBookingMinutesPerDayMember, 120),
      nonmember: minutesParam(params.MaxBookingMinutesPerDayNonMember, 120),
    },
  };
}

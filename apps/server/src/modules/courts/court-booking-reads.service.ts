import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { courtGroupOpeningHours, toMinor, type AllowedGroup, type CostRate } from '@rally/domain';
import type { Db, Tx } from '../../db/client';
import { preparedRead } from '../../db/prepared-read';
import { readTogether } from '../../db/read-together';
import { listClubOpeningHours } from '../clubs/club-reads.service';
import { courtBookingRates, courtGroups, courts, membershipTypeBookingRates } from './courts.tables';

// What the bookings area reads of courts, groups and rates (areas meet through services): the
// courts of a booking with their groups' effective hours, booking rules and rates priced in minor
// units of the club's currency. A rate's "cannot book" is a null price, as the domain's cost rule reads it.

export type BookingCourt = { id: number; name: string; number: number; group_id: number | null; bookable: boolean };
export type BookingGroup = AllowedGroup & { court_ids: number[]; refund_cancelled: boolean; refund_cancelled_by: number; payment_on_app: boolean };

const courtColumns = { id: courts.id, name: courts.name, number: courts.number, group_id: courts.group_id, bookable: courts.bookable };
/** Every court of the club (the availability search asks on every request). */
const allClubCourts = preparedRead('club_courts', (db) =>
  db.select(courtColumns).from(courts).where(eq(courts.club_id, sql.placeholder('club'))).orderBy(asc(courts.number)),
);

/** The club's courts among `courtIds` (others are left out), by number; every court without `courtIds`. */
export async function findClubCourts(db: Db | Tx, clubId: number, courtIds?: readonly number[]): Promise<BookingCourt[]> {
  if (!courtIds) return allClubCourts(db, { club: clubId });
  if (courtIds.length === 0) return [];
  return db
    .select(courtColumns)
    .from(courts)
    .where(and(eq(courts.club_id, clubId), inArray(courts.id, [...courtIds])))
    .orderBy(asc(courts.number));
}

// The booking reads of groups and rates, built once (db/prepared-read.ts): every booking and
// availability search makes them. A list goes as one array parameter (= any), so the statement
// is the same whatever its length.
const groupsOf = preparedRead('booking_groups', (db) =>
  db.select().from(courtGroups).where(and(eq(courtGroups.club_id, sql.placeholder('club')), sql`${courtGroups.id} = any(${sql.placeholder('groups')})`)).orderBy(asc(courtGroups.id)),
);
const ratesOf = preparedRead('booking_group_rates', (db) =>
  db.select().from(courtBookingRates).where(and(eq(courtBookingRates.club_id, sql.placeholder('club')), sql`${courtBookingRates.court_group_id} = any(${sql.placeholder('groups')})`)),
);
const typeRatesOf = preparedRead('booking_type_rates', (db) =>
  db
    .select()
    .from(membershipTypeBookingRates)
    .where(and(eq(membershipTypeBookingRates.club_id, sql.placeholder('club')), sql`${membershipTypeBookingRates.booking_rate_id} = any(${sql.placeholder('rates')})`)),
);

/** The ids of the club's courts in these groups. */
export async function findCourtIdsOfGroups(db: Db | Tx, clubId: number, groupIds: readonly number[]): Promise<number[]> {
  if (!groupIds.length) return [];
  const rows = await db.select({ id: courts.id }).from(courts).where(and(eq(courts.club_id, clubId), inArray(courts.group_id, [...groupIds])));
  return rows.map((r) => r.id);
}

/** The court groups of these courts with their effective hours, booking rules and rates in minor units. */
export async function findBookingGroups(db: Db | Tx, clubId: number, currency: string, courtList: readonly BookingCourt[]): Promise<BookingGroup[]> {
  const groupIds = [...new Set(courtList.map((c) => c.group_id).filter((g): g is number => g !== null))];
  if (!groupIds.length) return [];
  const [groups, clubHours, rates] = await readTogether(
    db,
    () => groupsOf(db, { club: clubId, groups: groupIds }),
    () => listClubOpeningHours(db, clubId),
    () => ratesOf(db, { club: clubId, groups: groupIds }),
  );
  const typeRows = rates.length ? await typeRatesOf(db, { club: clubId, rates: rates.map((r) => r.id) }) : [];
  const minor = (value: string) => toMinor(value, currency) ?? 0;
  const toCostRate = (r: (typeof rates)[number]): CostRate => ({
    id: r.id,
    name: r.name,
    weekdays: r.weekdays,
    start_hour: r.start_hour,
    start_minute: r.start_minute,
    end_hour: r.end_hour,
    end_minute: r.end_minute,
    member_price: r.member_can_book ? minor(r.member_def_price) : null,
    nonmember_price: r.nonmember_can_book ? minor(r.nonmember_def_price) : null,
    coach_price: r.coach_can_book ? minor(r.coach_book_price) : null,
    type_prices: Object.fromEntries(typeRows.filter((t) => t.booking_rate_id === r.id).map((t) => [t.membership_type_id, { can_book: t.can_book, price: minor(t.price) }])),
  });
  return groups.map((g) => ({
    id: g.id,
    name: g.name,
    admin_only_booking: g.admin_only_booking,
    advance_days_booking: g.advance_days_booking,
    min_booking_duration_members: g.min_booking_duration_members,
    max_booking_duration_members: g.max_booking_duration_members,
    max_booking_duration_nonmembers: g.max_booking_duration_nonmembers,
    refund_cancelled: g.refund_cancelled,
    refund_cancelled_by: g.refund_cancelled_by,
    payment_on_app: g.payment_on_app,
    hours: courtGroupOpeningHours(g, clubHours),
    rates: rates.filter((r) => r.court_group_id === g.id).map(toCostRate),
    court_ids: courtList.filter((c) => c.group_id === g.id).map((c) => c.id),
  }));
}

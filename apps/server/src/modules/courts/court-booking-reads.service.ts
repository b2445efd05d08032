import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { courtGroupOpeningHours, toMinor, type AllowedGroup, type CostRate, type OpeningHours } from '@rally/domain';
import type { Db, Tx } from '../../db/client';
import { preparedRead } from '../../db/prepared-read';
import { readTogether } from '../../db/read-together';
import { listClubOpeningHours } from '../clubs/club-reads.service';
import { surfaces } from '../reference/reference.tables';
import { courtBookingRates, courtGroups, courts, membershipTypeBookingRates } from './courts.tables';

// What the bookings area reads of courts, groups and rates (areas meet through services): the
// courts of a booking with their groups' effective hours, booking rules and rates priced in minor
// units of the club's currency. A rate's "cannot book" is a null price, as the domain's cost rule reads it.

export type BookingCourt = {
  id: number;
  name: string;
  number: number;
  group_id: number | null;
  bookable: boolean;
  /** What players see where they book (with the club's AllCourts… params over them). */
  has_lights: boolean;
  indoor: boolean;
  access_notes: string;
  notes: string;
  /** The surface's name ('Hard', 'Clay', …; '' when none). */
  surface: string;
};
export type BookingGroup = AllowedGroup & {
  court_ids: number[];
  refund_cancelled: boolean;
  refund_cancelled_by: number;
  payment_on_app: boolean;
  /** The club's default group: its courts are offered first where players book (issue 28). */
  preferred: boolean;
};

const courtColumns = {
  id: courts.id,
  name: courts.name,
  number: courts.number,
  group_id: courts.group_id,
  bookable: courts.bookable,
  has_lights: courts.has_lights,
  indoor: courts.indoor,
  access_notes: courts.access_notes,
  notes: courts.notes,
  surface: sql<string>`coalesce((select ${surfaces.name} from ${surfaces} where ${surfaces.id} = ${courts.surface_id}), '')`,
};
/** Every court of the club (the availability search asks on every request). */
const allClubCourts = preparedRead('club_courts', (db) =>
  db
    .select(courtColumns)
    .from(courts)
    .where(eq(courts.club_id, sql.placeholder('club')))
    .orderBy(asc(courts.number)),
);

/** The club's courts among `courtIds` (others are left out), by number; every court without `courtIds`. */
export async function findClubCourts(
  db: Db | Tx,
  clubId: number,
  courtIds?: readonly number[],
): Promise<BookingCourt[]> {
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
// is the same whatever its length. Each read only the columns a booking uses, and none waits for
// another: the membership types' prices are found by their rates' groups, not their rates' ids.
const groupColumns = {
  id: courtGroups.id,
  name: courtGroups.name,
  ready: courtGroups.ready,
  admin_only_booking: courtGroups.admin_only_booking,
  advance_days_booking: courtGroups.advance_days_booking,
  min_booking_duration_members: courtGroups.min_booking_duration_members,
  max_booking_duration_members: courtGroups.max_booking_duration_members,
  max_booking_duration_nonmembers: courtGroups.max_booking_duration_nonmembers,
  refund_cancelled: courtGroups.refund_cancelled,
  refund_cancelled_by: courtGroups.refund_cancelled_by,
  payment_on_app: courtGroups.payment_on_app,
  default: courtGroups.default,
  inherit_club_hours: courtGroups.inherit_club_hours,
  opening_hours: courtGroups.opening_hours,
};
const rateColumns = {
  id: courtBookingRates.id,
  court_group_id: courtBookingRates.court_group_id,
  name: courtBookingRates.name,
  weekdays: courtBookingRates.weekdays,
  start_hour: courtBookingRates.start_hour,
  start_minute: courtBookingRates.start_minute,
  end_hour: courtBookingRates.end_hour,
  end_minute: courtBookingRates.end_minute,
  member_def_price: courtBookingRates.member_def_price,
  member_can_book: courtBookingRates.member_can_book,
  nonmember_def_price: courtBookingRates.nonmember_def_price,
  nonmember_can_book: courtBookingRates.nonmember_can_book,
  coach_book_price: courtBookingRates.coach_book_price,
  coach_can_book: courtBookingRates.coach_can_book,
};
const typeRateColumns = {
  booking_rate_id: membershipTypeBookingRates.booking_rate_id,
  membership_type_id: membershipTypeBookingRates.membership_type_id,
  can_book: membershipTypeBookingRates.can_book,
  price: membershipTypeBookingRates.price,
};
const inGroups = <T>(column: T) => sql`${column} = any(${sql.placeholder('groups')})`;
const groupsOf = preparedRead('booking_groups', (db) =>
  db
    .select(groupColumns)
    .from(courtGroups)
    .where(and(eq(courtGroups.club_id, sql.placeholder('club')), inGroups(courtGroups.id)))
    .orderBy(asc(courtGroups.id)),
);
const ratesOf = preparedRead('booking_group_rates', (db) =>
  db
    .select(rateColumns)
    .from(courtBookingRates)
    .where(and(eq(courtBookingRates.club_id, sql.placeholder('club')), inGroups(courtBookingRates.court_group_id))),
);
const typeRatesOf = preparedRead('booking_type_rates', (db) =>
  db
    .select(typeRateColumns)
    .from(membershipTypeBookingRates)
    .innerJoin(
      courtBookingRates,
      and(
        eq(courtBookingRates.club_id, membershipTypeBookingRates.club_id),
        eq(courtBookingRates.id, membershipTypeBookingRates.booking_rate_id),
      ),
    )
    .where(
      and(eq(membershipTypeBookingRates.club_id, sql.placeholder('club')), inGroups(courtBookingRates.court_group_id)),
    ),
);
// The same for every group of the club (the availability search, which reads them beside the courts).
const clubGroupsOf = preparedRead('booking_club_groups', (db) =>
  db
    .select(groupColumns)
    .from(courtGroups)
    .where(eq(courtGroups.club_id, sql.placeholder('club')))
    .orderBy(asc(courtGroups.id)),
);
const clubRatesOf = preparedRead('booking_club_rates', (db) =>
  db
    .select(rateColumns)
    .from(courtBookingRates)
    .where(eq(courtBookingRates.club_id, sql.placeholder('club'))),
);
const clubTypeRatesOf = preparedRead('booking_club_type_rates', (db) =>
  db
    .select(typeRateColumns)
    .from(membershipTypeBookingRates)
    .where(eq(membershipTypeBookingRates.club_id, sql.placeholder('club'))),
);

/** The rows a booking's groups are made of (shaped by bookingGroupsOf). */
export type BookingGroupRows = {
  groups: Awaited<ReturnType<typeof groupsOf>>;
  clubHours: OpeningHours[];
  rates: Awaited<ReturnType<typeof ratesOf>>;
  typeRates: Awaited<ReturnType<typeof typeRatesOf>>;
};

/** The rows of these court groups of the club, or of all its groups (`'all'`), read side by side. */
export async function readBookingGroupRows(
  db: Db | Tx,
  clubId: number,
  groupIds: readonly number[] | 'all',
): Promise<BookingGroupRows> {
  if (groupIds !== 'all' && !groupIds.length) return { groups: [], clubHours: [], rates: [], typeRates: [] };
  const values = { club: clubId, groups: groupIds };
  const [groups, clubHours, rates, typeRates] = await readTogether(
    db,
    () => (groupIds === 'all' ? clubGroupsOf(db, values) : groupsOf(db, values)),
    () => listClubOpeningHours(db, clubId),
    () => (groupIds === 'all' ? clubRatesOf(db, values) : ratesOf(db, values)),
    () => (groupIds === 'all' ? clubTypeRatesOf(db, values) : typeRatesOf(db, values)),
  );
  return { groups, clubHours, rates, typeRates };
}

/** The groups of `courtList` among the rows, with their effective hours, booking rules and rates in minor units of `currency`. */
export function bookingGroupsOf(
  { groups, clubHours, rates, typeRates }: BookingGroupRows,
  currency: string,
  courtList: readonly BookingCourt[],
): BookingGroup[] {
  const minor = (value: string) => toMinor(value, currency) ?? 0;
  const toCostRate = (r: BookingGroupRows['rates'][number]): CostRate => ({
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
    type_prices: Object.fromEntries(
      typeRates
        .filter((t) => t.booking_rate_id === r.id)
        .map((t) => [t.membership_type_id, { can_book: t.can_book, price: minor(t.price) }]),
    ),
  });
  const used = new Set(courtList.map((c) => c.group_id));
  return groups
    .filter((g) => used.has(g.id))
    .map((g) => ({
      id: g.id,
      name: g.name,
      ready: g.ready,
      admin_only_booking: g.admin_only_booking,
      advance_days_booking: g.advance_days_booking,
      min_booking_duration_members: g.min_booking_duration_members,
      max_booking_duration_members: g.max_booking_duration_members,
      max_booking_duration_nonmembers: g.max_booking_duration_nonmembers,
      refund_cancelled: g.refund_cancelled,
      refund_cancelled_by: g.refund_cancelled_by,
      payment_on_app: g.payment_on_app,
      preferred: g.default,
      hours: courtGroupOpeningHours(g, clubHours),
      rates: rates.filter((r) => r.court_group_id === g.id).map(toCostRate),
      court_ids: courtList.filter((c) => c.group_id === g.id).map((c) => c.id),
    }));
}

/** The ids of the club's courts in these groups. */
export async function findCourtIdsOfGroups(
  db: Db | Tx,
  clubId: number,
  groupIds: readonly number[],
): Promise<number[]> {
  if (!groupIds.length) return [];
  const rows = await db
    .select({ id: courts.id })
    .from(courts)
    .where(and(eq(courts.club_id, clubId), inArray(courts.group_id, [...groupIds])));
  return rows.map((r) => r.id);
}

/** The court groups of these courts with their effective hours, booking rules and rates in minor units. */
export async function findBookingGroups(
  db: Db | Tx,
  clubId: number,
  currency: string,
  courtList: readonly BookingCourt[],
): Promise<BookingGroup[]> {
  const groupIds = [...new Set(courtList.map((c) => c.group_id).filter((g): g is number => g !== null))];
  return bookingGroupsOf(await readBookingGroupRows(db, clubId, groupIds), currency, courtList);
}

import { and, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import {
  BOOKING_TYPES,
  bookingCost,
  bookingRefusals,
  daySlices,
  expandSeries,
  isClosureType,
  RecurrenceError,
  type AllowedInput,
  type BookedPerson,
  type BookingType,
  type CostPayer,
  type Occurrence,
  type Recurrence,
} from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { readTogether } from '../../db/read-together';
import { invalid } from '../../http/errors';
import type { ClubBookingFacts } from '../clubs/club-booking-facts.service';
import { findClubStanding, type Standing } from '../clubs/club-access.service';
import { findClubCoaches, findClubCoachOfPlayer, type BookingCoach } from '../coaches/coach-booking-reads.service';
import { bookingGroupsOf, type BookingCourt, type BookingGroup } from '../courts/court-booking-reads.service';
import { findMemberStandings } from '../members/member-standing.service';
import { bookingCoaches, bookingInstances, bookingSeries } from './bookings.tables';
import { coachBusyRefusals, lessonHourRefusals, lessonPricePerHour } from './lesson-rules';
import { clubBookingSetup } from './booking-setup';
import { holeRefusals } from './booking-holes';
import { lotteryRefusals } from './lottery-holds';
import * as clock from '../../clock';

// Everything one booking command needs, loaded once: the club's facts, who books (staff of the
// Court Bookings area, a coach of the club, or a player), the courts with their groups' rules and
// rates, the coaches' settings, the paying persons with their kinds, and the minutes already
// booked. The allowed-check and the price are then the domain's pure functions over it.

export type Ctx = Pick<ServiceContext, 'db' | 'actor' | 'standings' | 'mailer' | 'config'>;
export type Booker = { kind: 'staff' | 'coach' | 'player'; playerId: number; coach: BookingCoach | null };

/** What a booking is, whether a new series, an edit, or the allowed-check's question. */
export type BookingDraft = {
  ttype: BookingType;
  start: string;
  end: string;
  recurrence: Recurrence;
  recurrence_end?: string | null;
  court_set: number[];
  coach_set: number[];
  booked_person_set: BookedPerson[];
};

export type Payer = CostPayer & { name: string; person: number };
export type BookingContext = {
  club: ClubBookingFacts;
  booker: Booker;
  courts: BookingCourt[];
  groups: BookingGroup[];
  coaches: BookingCoach[];
  payers: Payer[];
  booker_kind: AllowedInput['booker_kind'];
  occurrences: Occurrence[];
  /**
   * Guests the booking's host brings (booked persons named only, not paying) and the key of the
   * payer who hosts them: the club's guest fee for each, on every date, is added to the host's share (issue 28).
   */
  guests?: { count: number; host: string };
  /** A lesson: the coaches' price per hour (minor units), on the host's share (issue 28). */
  lesson?: { per_hour: number; host: string };
};

const withOffset = /(Z|[+-]\d{2}:?\d{2})$/;

/** 'YYYY-MM-DDTHH:mm' in the club's zone of a local time or of an instant with an offset. */
export function toClubLocal(text: string, zone: string): string {
  if (!withOffset.test(text)) return text.slice(0, 16);
  return DateTime.fromISO(text, { setZone: true }).setZone(zone).toFormat("yyyy-MM-dd'T'HH:mm");
}

/**
 * Who books at this club: staff with the Court Bookings area, a coach of the club, or a player.
 * `known`: the player's standing there when this request has read it already (the access check's,
 * ctx.standings), so it is not read twice.
 */
export async function findBooker(db: Db | Tx, clubId: number, playerId: number, known?: Standing): Promise<Booker> {
  const standing = known ?? (await findClubStanding(db, clubId, playerId));
  const staff = standing.adminStatus === 'A' && standing.roles.some((r) => r === 'A' || r === 'C');
  const coach = standing.isCoach ? await findClubCoachOfPlayer(db, clubId, playerId) : null;
  return { kind: staff ? 'staff' : coach ? 'coach' : 'player', playerId, coach };
}

/** The occurrences of a draft, or the store's refusal with the recurrence's sentence. */
export function occurrencesOf(
  draft: Pick<BookingDraft, 'start' | 'end' | 'recurrence' | 'recurrence_end'>,
  zone: string,
): Occurrence[] {
  try {
    return expandSeries({
      start: toClubLocal(draft.start, zone),
      end: toClubLocal(draft.end, zone),
      recurrence: draft.recurrence,
      recurrence_end: draft.recurrence_end,
      zone,
    });
  } catch (error) {
    if (error instanceof RecurrenceError) throw invalid(error.message, { start_date: [error.message] });
    throw error;
  }
}

/** Loads the context of a draft at a club for the calling booker. Unknown courts or coaches are the store's refusal. */
export async function loadBookingContext(
  db: Db | Tx,
  clubId: number,
  booker: Booker,
  draft: BookingDraft,
  occurrences?: Occurrence[],
): Promise<BookingContext> {
  // The club's facts, courts, groups and rates: kept in the process, checked in one read (booking-setup.ts).
  const setup = await clubBookingSetup(db, clubId);
  const club = setup.facts;
  const today = clock.todayIn(club.zone);
  const persons = draft.booked_person_set;
  const wanted = new Set(draft.court_set);
  const courts = setup.courts.filter((c) => wanted.has(c.id));
  const groups = bookingGroupsOf(setup.groupRows, club.currency, courts);
  // Side by side on the pool (in turn on a transaction); the refusals below keep their order.
  const [coaches, { byMember, byPlayer }] = await readTogether(
    db,
    () => findClubCoaches(db, clubId, draft.coach_set),
    () =>
      findMemberStandings(db, clubId, today, {
        memberIds: persons.flatMap((p) => (p.club_member != null ? [p.club_member] : [])),
        playerIds: [...persons.flatMap((p) => (p.player != null ? [p.player] : [])), booker.playerId],
      }),
  );
  if (courts.length !== new Set(draft.court_set).size)
    throw invalid('Invalid booking details', { court_set: ['A valid court is required'] });
  if (coaches.length !== new Set(draft.coach_set).size)
    throw invalid('Invalid booking details', { coach_set: ['A valid coach is required'] });
  const coachPlayers = new Set([...coaches.map((c) => c.player_id), ...(booker.coach ? [booker.coach.player_id] : [])]);
  const closure = isClosureType(draft.ttype);
  let payers: Payer[] = [];
  if (!closure) {
    persons.forEach((p, index) => {
      if (!p.paying) return;
      const standing =
        p.club_member != null ? byMember.get(p.club_member) : p.player != null ? byPlayer.get(p.player) : undefined;
      if (p.club_member != null && !standing)
        throw invalid('Invalid booking details', {
          [`booked_person_set.${index}.club_member`]: ['A valid member is required'],
        });
      const playerId = standing?.player_id ?? p.player ?? null;
      const name = p.full_name || standing?.name || 'Guest';
      if (playerId !== null && coachPlayers.has(playerId))
        payers.push({ key: String(index), person: index, kind: 'coach', name });
      else
        payers.push({
          key: String(index),
          person: index,
          kind: standing?.kind ?? 'nonmember',
          membership_type: standing?.membership_type ?? null,
          name,
        });
    });
    // Nobody named: a coach or a player books for themself and pays; staff book for the club.
    if (persons.length === 0 && booker.kind !== 'staff') {
      const own = byPlayer.get(booker.playerId);
      payers = [
        booker.kind === 'coach'
          ? { key: 'booker', person: -1, kind: 'coach', name: booker.coach!.name }
          : {
              key: 'booker',
              person: -1,
              kind: own?.kind ?? 'nonmember',
              membership_type: own?.membership_type ?? null,
              name: own?.name ?? 'You',
            },
      ];
    }
  }
  const ownStanding = byPlayer.get(booker.playerId);
  const guestCount = persons.filter((p) => p.player == null && p.club_member == null && !p.paying).length;
  const host = payers.find((p) => persons[p.person]?.primary) ?? payers[0];
  return {
    guests: guestCount && host ? { count: guestCount, host: host.key } : undefined,
    // A lesson's price is the first paying person's, whoever books it (a player, staff or the
    // coach for a student); a coach's own booking and staff's for the club carry none.
    lesson:
      draft.ttype === 'L' && host && host.kind !== 'coach'
        ? { per_hour: lessonPricePerHour(coaches, club.currency), host: host.key }
        : undefined,
    club,
    booker,
    courts,
    groups,
    coaches,
    payers,
    booker_kind: booker.kind === 'coach' ? 'coach' : (ownStanding?.kind ?? 'nonmember'),
    occurrences: occurrences ?? occurrencesOf(draft, club.zone),
  };
}

/** Minutes already booked by local date: the booker's own (player bookings) and each coach's, leaving out one series. */
export async function bookedMinutes(
  db: Db | Tx,
  ctx: Pick<BookingContext, 'club' | 'booker' | 'coaches' | 'occurrences'>,
  exceptSeries?: number,
) {
  const zone = ctx.club.zone;
  const dates = [...new Set(ctx.occurrences.flatMap((o) => daySlices(o, zone).map((s) => s.date)))];
  const localDate = sql<string>`to_char(${bookingInstances.starts_at} at time zone ${zone}, 'YYYY-MM-DD')`;
  const minutes = sql<number>`sum(extract(epoch from ${bookingInstances.ends_at} - ${bookingInstances.starts_at}) / 60)::int`;
  // The instants around the occurrences bound the search, so the (club, starts_at) index is used
  // instead of computing every instance's local date (a day either side covers any zone).
  const starts = ctx.occurrences.map((o) => o.start.getTime());
  const from = new Date((starts.length ? Math.min(...starts) : 0) - 2 * 86_400_000);
  const to = new Date((starts.length ? Math.max(...starts) : 0) + 2 * 86_400_000);
  const live = and(
    eq(bookingInstances.club_id, ctx.club.id),
    isNull(bookingInstances.cancelled_at),
    exceptSeries ? ne(bookingInstances.series_id, exceptSeries) : undefined,
    gte(bookingInstances.starts_at, from),
    lt(bookingInstances.starts_at, to),
    inArray(localDate, dates.length ? dates : ['']),
  );
  const own: Record<string, number> = {};
  if (ctx.booker.kind === 'player') {
    const rows = await db
      // The booked time, however many courts it holds (the domain rule counts a new booking the same way).
      .select({ date: localDate, minutes })
      .from(bookingInstances)
      .innerJoin(
        bookingSeries,
        and(eq(bookingSeries.id, bookingInstances.series_id), eq(bookingSeries.club_id, ctx.club.id)),
      )
      .where(and(live, eq(bookingSeries.player_id, ctx.booker.playerId)))
      // By position: the zone is a parameter, so the select's expression and a repeated one would differ.
      .groupBy(sql`1`);
    for (const r of rows) own[r.date] = Number(r.minutes);
  }
  const byCoach = new Map<number, Record<string, number>>();
  if (ctx.coaches.length) {
    const rows = await db
      .select({ coach: bookingCoaches.club_coach_id, date: localDate, minutes })
      .from(bookingCoaches)
      .innerJoin(
        bookingInstances,
        and(eq(bookingInstances.id, bookingCoaches.instance_id), eq(bookingInstances.club_id, bookingCoaches.club_id)),
      )
      .where(
        and(
          live,
          inArray(
            bookingCoaches.club_coach_id,
            ctx.coaches.map((c) => c.id),
          ),
        ),
      )
      .groupBy(sql`1`, sql`2`);
    for (const r of rows) byCoach.set(r.coach, { ...(byCoach.get(r.coach) ?? {}), [r.date]: Number(r.minutes) });
  }
  return { own, byCoach };
}

/** Every rule the booking breaks, as sentences (empty when allowed); `exceptSeries` is the series being edited. */
export async function refusalsOf(
  db: Db | Tx,
  ctx: BookingContext,
  ttype: BookingType,
  exceptSeries?: number,
): Promise<string[]> {
  const { own, byCoach } = await bookedMinutes(db, ctx, exceptSeries);
  const refusals = bookingRefusals({
    now: clock.now(),
    zone: ctx.club.zone,
    booking_enabled: ctx.club.booking_enabled,
    type: ttype,
    occurrences: ctx.occurrences,
    groups: ctx.groups,
    coaches: ctx.coaches.map((c) => ({ ...c, booked_minutes: byCoach.get(c.id) ?? {} })),
    booker: ctx.booker.kind,
    payers: ctx.payers,
    booker_kind: ctx.booker_kind,
    daily_minutes: ctx.club.daily_minutes,
    booked_minutes: own,
  });
  // A player booking a lesson: within the coaches' lesson hours, and not while they coach another booking.
  if (ctx.booker.kind === 'player' && ctx.coaches.length) {
    refusals.push(...lessonHourRefusals(ctx.coaches, ctx.occurrences, ctx.club.zone));
    refusals.push(...(await coachBusyRefusals(db, ctx.club.id, ctx.coaches, ctx.occurrences, exceptSeries)));
  }
  // A high-demand time is the release lottery's until its draw has run (issue 29).
  refusals.push(...(await lotteryRefusals(db, ctx)));
  const unbookable = ctx.courts.filter((c) => !c.bookable || c.group_id === null);
  for (const court of unbookable) refusals.push(`${court.name} cannot be booked.`);
  // No unusable holes (issue 29): players always, staff and coaches when the club says so.
  refusals.push(...(await holeRefusals(db, ctx, exceptSeries)));
  if (
    ctx.booker.kind === 'coach' &&
    ctx.occurrences.length > 1 &&
    ctx.booker.coach &&
    !ctx.booker.coach.can_book_recurring
  ) {
    refusals.push(`${ctx.booker.coach.name} cannot make recurring bookings.`);
  }
  return refusals;
}

/** The price of the booking's occurrences: its total and each payer's share, in minor units. */
export function costOf(ctx: BookingContext, occurrences = ctx.occurrences) {
  const slices = occurrences.flatMap((o) => daySlices(o, ctx.club.zone));
  // Each group prices its own courts; the shares add up over the groups.
  const shares = new Map(ctx.payers.map((p) => [p.key, 0]));
  let total = 0;
  for (const group of ctx.groups) {
    const cost = bookingCost({ slices, courts: group.court_ids.length, payers: ctx.payers, rates: group.rates });
    total += cost.total;
    for (const s of cost.shares) shares.set(s.key, shares.get(s.key)! + s.amount);
  }
  // The club's guest fee: each guest, on each date, paid by the host.
  const fee =
    ctx.guests && shares.has(ctx.guests.host) ? ctx.club.guest_fee * ctx.guests.count * occurrences.length : 0;
  if (fee) {
    shares.set(ctx.guests!.host, shares.get(ctx.guests!.host)! + fee);
    total += fee;
  }
  // A lesson: the coaches' price by the minute, on the host's share.
  if (ctx.lesson?.per_hour && shares.has(ctx.lesson.host)) {
    const minutes = occurrences.reduce((sum, o) => sum + (o.end.getTime() - o.start.getTime()) / 60_000, 0);
    const lesson = Math.round((ctx.lesson.per_hour * minutes) / 60);
    shares.set(ctx.lesson.host, shares.get(ctx.lesson.host)! + lesson);
    total += lesson;
  }
  return { total, shares: ctx.payers.map((p) => ({ payer: p, amount: shares.get(p.key)! })) };
}

export const needsCoach = (ttype: BookingType) => BOOKING_TYPES[ttype].needsCoach;

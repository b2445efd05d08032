import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import {
  formatDateRange,
  fromMinor,
  memberSeriesMessages,
  memberSeriesRefusals,
  primeMinutes,
  toLocalDateTime,
  weekOf,
  zoneFormat,
  type MemberSeries,
  type MemberSeriesBooked,
  type MemberSeriesDate,
  type MemberSeriesHeld,
  type MemberSeriesQuote,
  type Occurrence,
} from '@rally/domain';
import { assertAccess } from '../../access/access';
import type { Db, Tx } from '../../db/client';
import { invalid } from '../../http/errors';
import { notify } from '../notifications/notify.service';
import { costOf, loadBookingContext, refusalsOf, type BookingContext, type BookingDraft } from './booking-context';
import { clashText, findClashes } from './booking-clashes';
import { seriesRecordOf } from './booking-records';
import { withClashReport } from './booking-series.service';
import { insertSeries } from './booking-writes';
import { bookingInstances, bookingSeries } from './bookings.tables';
import { PLAYER_ACCESS, paymentOf, personsOf, playerBooker, type Ctx } from './player-bookings.service';
import * as clock from '../../clock';

// Members' own weekly slots (issue 29): a member books the same court at the same local time every
// week for a term, as one series, when the club allows it and within its quotas (series per member,
// prime-time hours a week, weeks per term). Each date is checked as a single player booking by the
// same allowed-check (refusalsOf: hours, durations, daily minutes, rates, no unusable holes) and for
// clashes; the dates that fail are skipped and listed, the quotas refuse the whole series.
// docs/bookings.md "Members' own weekly slots".

/** First key of the advisory lock pair of a member's series create (the second is the player's id). */
const MEMBER_SERIES_LOCK_KEY = 72_617_029;

/** The series' draft: a weekly court hire from the first date, for `weeks` weeks, in the club's local time. */
const draftOf = (body: MemberSeries, persons: BookingDraft['booked_person_set']): BookingDraft => ({
  ttype: 'C',
  start: body.start,
  end: body.end,
  recurrence: 'W',
  // The last local date; the time part of an instant with an offset is read in the club's zone by the expansion.
  recurrence_end: DateTime.fromISO(body.start.slice(0, 10))
    .plus({ weeks: body.weeks - 1 })
    .toISODate(),
  court_set: [body.court],
  coach_set: [],
  booked_person_set: persons,
});

/**
 * What the quota counts: the member's own live weekly series at the club that still have a date to
 * come, and the prime-time minutes their live dates hold, by week.
 */
async function heldBy(db: Db | Tx, bctx: BookingContext, now: Date): Promise<MemberSeriesHeld> {
  const rows = await db
    .select({ series: bookingInstances.series_id, start: bookingInstances.starts_at, end: bookingInstances.ends_at })
    .from(bookingInstances)
    .innerJoin(
      bookingSeries,
      and(eq(bookingSeries.id, bookingInstances.series_id), eq(bookingSeries.club_id, bookingInstances.club_id)),
    )
    .where(
      and(
        eq(bookingInstances.club_id, bctx.club.id),
        isNull(bookingInstances.cancelled_at),
        gt(bookingInstances.starts_at, now),
        eq(bookingSeries.author_id, bctx.booker.playerId),
        eq(bookingSeries.player_id, bctx.booker.playerId),
        ne(bookingSeries.recurrence, 'N'),
        isNull(bookingSeries.cancelled_at),
      ),
    );
  const byWeek: Record<string, number> = {};
  for (const r of rows) {
    const minutes = primeMinutes(r, bctx.club.zone, bctx.club.member_series.prime);
    const week = weekOf(r.start, bctx.club.zone);
    if (minutes) byWeek[week] = (byWeek[week] ?? 0) + minutes;
  }
  return { series: new Set(rows.map((r) => r.series)).size, prime_minutes_by_week: byWeek };
}

/** The quotas the series breaks (only members may hold a weekly slot). */
async function quotaRefusals(db: Db | Tx, bctx: BookingContext, body: MemberSeries, keep: Occurrence[]) {
  const refusals = memberSeriesRefusals({
    rules: bctx.club.member_series,
    zone: bctx.club.zone,
    weeks: body.weeks,
    occurrences: keep,
    held: await heldBy(db, bctx, clock.now()),
  });
  if (bctx.club.member_series.allowed && bctx.booker_kind !== 'member')
    refusals.unshift('Weekly slots are for members of the club with a current membership.');
  return refusals;
}

/** The allowed-check's advance-days sentence (booking-allowed.rules.ts). */
const advanceText = (group: string, days: number) => `Courts in ${group} can be booked at most ${days} days ahead.`;

/**
 * Each date of the series checked as a single player booking: the date k weeks after the first may
 * be booked k weeks further ahead than the group's advance days (the term is the club's quota), and
 * everything else holds as for one booking; then the clashes with live bookings.
 */
async function datesOf(db: Db | Tx, bctx: BookingContext) {
  const clashes = await findClashes(db, bctx.club.id, bctx.club.zone, bctx.courts, bctx.occurrences);
  const dates: { occurrence: Occurrence; reasons: string[] }[] = [];
  for (const [index, occurrence] of bctx.occurrences.entries()) {
    const groups = bctx.groups.map((g) => ({ ...g, advance_days_booking: g.advance_days_booking + 7 * index }));
    const one: BookingContext = { ...bctx, occurrences: [occurrence], groups };
    // The sentence names the group's own advance days, as a single booking's does.
    const reasons = (await refusalsOf(db, one, 'C')).map((reason) => {
      const group = groups.find((g) => reason === advanceText(g.name, g.advance_days_booking));
      return group ? advanceText(group.name, group.advance_days_booking - 7 * index) : reason;
    });
    for (const clash of clashes.filter((c) => c.date === occurrence.date))
      reasons.push(`That time is already taken: ${clashText(clash, bctx.club.zone, bctx.booker, bctx.club.locale)}.`);
    dates.push({ occurrence, reasons });
  }
  return dates;
}

/** The dates as the answers list them. */
const dateRecords = (dates: Awaited<ReturnType<typeof datesOf>>, zone: string): MemberSeriesDate[] =>
  dates.map(({ occurrence, reasons }) => ({
    date: occurrence.date,
    local_start: toLocalDateTime(occurrence.start, zone),
    local_end: toLocalDateTime(occurrence.end, zone),
    ok: reasons.length === 0,
    reasons,
  }));

/** The whole plan of a member's series: its context, every date with its refusals, the quotas broken. */
async function planOf(ctx: Ctx, club: number, body: MemberSeries) {
  await assertAccess(ctx, club, PLAYER_ACCESS);
  const booker = playerBooker(ctx);
  const persons = await personsOf(ctx, club, { ...body, partners: [], guests: [] }, booker.playerId);
  const bctx = await loadBookingContext(ctx.db, club, booker, draftOf(body, persons));
  const dates = await datesOf(ctx.db, bctx);
  const keep = dates.filter((d) => !d.reasons.length).map((d) => d.occurrence);
  const reasons = await quotaRefusals(ctx.db, bctx, body, keep);
  return { bctx, persons, dates, keep, reasons };
}

/** The price and how it is paid, over the dates that will be booked. */
const priceOf = (bctx: BookingContext, keep: Occurrence[]) => {
  const total = keep.length ? costOf(bctx, keep).total : 0;
  return {
    price: fromMinor(total, bctx.club.currency),
    currency: bctx.club.currency.toUpperCase(),
    as: bctx.booker_kind === 'member' ? ('member' as const) : ('nonmember' as const),
    payment: paymentOf(bctx.groups[0], total),
  };
};

/** POST /api/club/{id}/book/series/quote/: every date with the rules it breaks, the quotas, and the price, before booking. */
export async function quoteMemberSeries({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { club: number; body: MemberSeries };
}): Promise<MemberSeriesQuote> {
  const { bctx, dates, keep, reasons } = await planOf(ctx, input.club, input.body);
  return {
    allowed: reasons.length === 0 && keep.length > 0,
    reasons,
    dates: dateRecords(dates, bctx.club.zone),
    ...priceOf(bctx, keep),
  };
}

/**
 * POST /api/club/{id}/book/series/: books the dates that pass as one weekly series (the dashboard's
 * series rows, so staff see and change it as any series), in one transaction under the member's
 * advisory lock: the quotas are counted again there, so two requests at once cannot both take the
 * last series. A date lost to a concurrent booking is the clash 409 (the exclusion constraint).
 */
export async function createMemberSeries({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { club: number; body: MemberSeries };
}): Promise<MemberSeriesBooked> {
  const { bctx, persons, dates, keep, reasons } = await planOf(ctx, input.club, input.body);
  if (reasons.length) throw invalid(reasons.join(' '), { non_field_errors: reasons });
  if (!keep.length) {
    const why = [...new Set(dates.flatMap((d) => d.reasons))];
    throw invalid(`${memberSeriesMessages.noneBookable} ${why.join(' ')}`, {
      non_field_errors: [memberSeriesMessages.noneBookable, ...why],
    });
  }
  const zone = bctx.club.zone;
  const person = persons[0];
  const last = keep[keep.length - 1];
  const record = await withClashReport(ctx, bctx, keep, () =>
    ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${MEMBER_SERIES_LOCK_KEY}, ${bctx.booker.playerId})`);
      const again = await quotaRefusals(tx, bctx, input.body, keep);
      if (again.length) throw invalid(again.join(' '), { non_field_errors: again });
      const values = {
        name: person.full_name || 'Weekly court',
        ttype: 'C' as const,
        start_date: keep[0].start,
        end_date: keep[0].end,
        recurrence: 'W',
        recurrence_end: last.date,
        notes: '',
        booked_person_set: persons,
      };
      const row = await insertSeries(tx, { ...bctx, occurrences: keep }, values, keep, [input.body.court], []);
      const saved = await seriesRecordOf(tx, row, zone);
      const court = bctx.courts[0]?.name ?? '';
      const first = formatDateRange(keep[0].start, keep[0].end, zoneFormat(zone, bctx.club.locale), {
        weekday: true,
        time: true,
      });
      const skipped = dates.length - keep.length;
      await notify(
        tx,
        ctx.mailer,
        { userId: ctx.actor?.userId, playerId: bctx.booker.playerId },
        {
          kind: 'booking_made',
          title: `Weekly slot booked: ${court} at ${bctx.club.name}`,
          body: `${keep.length} weeks from ${first}${skipped ? `; ${skipped} date${skipped === 1 ? '' : 's'} skipped` : ''}`,
          link: '/mybookings',
        },
      );
      return saved;
    }),
  );
  return {
    booking_series: record.id,
    name: record.name,
    dates: dateRecords(dates, zone),
    ...priceOf(bctx, keep),
  };
}

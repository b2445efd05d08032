import { and, eq, inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import {
  formatDate,
  formatDateTime,
  formatTime,
  hasLotteryTimes,
  inLotteryTime,
  lotteryWindow,
  zoneFormat,
} from '@rally/domain';
import type { Db, Tx } from '../../db/client';
import * as clock from '../../clock';
import type { BookingContext } from './booking-context';
import { lotteryDraws } from './lottery.tables';

// No first-come booking of a lottery slot before its draw (issue 29): a player's booking that
// touches a high-demand time is refused until that date's request window has closed and, when
// anyone asked, its draw has run. Staff and coaches book for the club as before. The draw books
// its winners after marking the draw drawn, in the same transaction, so they pass.

/** The refusals of a player's booking in a high-demand time whose draw has not run yet. */
export async function lotteryRefusals(db: Db | Tx, bctx: BookingContext): Promise<string[]> {
  const rule = bctx.club.lottery;
  if (!rule || bctx.booker.kind !== 'player') return [];
  const { zone, locale } = bctx.club;
  const fmt = zoneFormat(zone, locale);
  const now = clock.now();
  const refusals = new Set<string>();
  const pending: string[] = [];
  for (const o of bctx.occurrences) {
    const start = DateTime.fromJSDate(o.start, { zone });
    const date = start.toISODate()!;
    const [from, to] = [start.toFormat('HH:mm'), DateTime.fromJSDate(o.end, { zone }).toFormat('HH:mm')];
    if (!bctx.courts.some((court) => inLotteryTime(rule, court, date, from, to, zone))) continue;
    const { opens_at, closes_at } = lotteryWindow(rule, date, zone);
    if (now < closes_at)
      refusals.add(
        `${formatDateTime(o.start, fmt, { weekday: true, year: false })} is given out by the club's lottery: ask for it from ` +
          `${formatDateTime(opens_at, fmt, { weekday: true, year: false })} to ${formatTime(closes_at, fmt)}; ` +
          'what nobody wins can be booked after the draw.',
      );
    else pending.push(date);
  }
  if (pending.length)
    for (const date of await undrawnDates(db, bctx.club.id, pending))
      refusals.add(
        `The lottery for ${formatDate(DateTime.fromISO(date, { zone }).toJSDate(), fmt, { weekday: true, year: false })} is being drawn: try again in a minute.`,
      );
  return [...refusals];
}

/** Of these play dates, those whose requests have closed and whose draw has not run yet. */
async function undrawnDates(db: Db | Tx, clubId: number, dates: string[]): Promise<string[]> {
  const open = await db
    .select({ date: lotteryDraws.play_date })
    .from(lotteryDraws)
    .where(
      and(eq(lotteryDraws.club_id, clubId), inArray(lotteryDraws.play_date, dates), eq(lotteryDraws.state, 'open')),
    );
  return open.map((d) => d.date);
}

/**
 * Whether a time of a court group on `date` (local 'HH:mm', from and to) is still the lottery's, so
 * not first come, on the player's free times (player-availability.service.ts): while that date's
 * requests have not closed, or have and its draw has not run. Null when nothing that day is.
 */
export async function lotteryHeldOn(
  db: Db | Tx,
  club: Pick<BookingContext['club'], 'id' | 'zone' | 'lottery'>,
  date: string,
): Promise<((groupId: number, from: string, to: string) => boolean) | null> {
  const rule = club.lottery;
  if (!rule || !hasLotteryTimes(rule, date, club.zone)) return null;
  if (
    clock.now() >= lotteryWindow(rule, date, club.zone).closes_at &&
    !(await undrawnDates(db, club.id, [date])).length
  )
    return null;
  return (groupId, from, to) => inLotteryTime(rule, { group_id: groupId }, date, from, to, club.zone);
}

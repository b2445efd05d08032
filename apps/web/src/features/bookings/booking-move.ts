import { addDays, formatDate, hhmmOf, type ZoneFormat, type BookingInstanceRow } from '@rally/domain';

// Moving a booking on the calendar (drag a booking to another time or court): where it lands,
// the body of PATCH /api/courtbookinginstance/{id}/ (the same allowed-check and clash check as
// any change of one instance), and the question asked before moving it. Times are minutes after
// the local midnight of a date in the club's zone, as the grid counts them.

/** A dragged booking: from the column (court on a date) it was drawn in, to the column and start it was dropped on. */
export type BookingMove = {
  instance: BookingInstanceRow;
  from: { date: string; court: number; start: number; end: number };
  to: { date: string; court: number; start: number };
};

/** 'YYYY-MM-DDTHH:mm' of minutes after the local midnight of `date` (the next day's from 24:00 on). */
export const localAt = (date: string, minutes: number): string => {
  const days = Math.floor(minutes / (24 * 60));
  return `${days ? addDays(date, days) : date}T${hhmmOf(minutes - days * 24 * 60)}`;
};

/** The courts after the move: the dragged court replaced by the one dropped on, the others kept. */
const courtsAfter = (move: BookingMove) => move.instance.courts.map((c) => (c === move.from.court ? move.to.court : c));

/**
 * The body of PATCH /api/courtbookinginstance/{id}/ for a move, or null when the drop changes
 * nothing or lands on another court the booking already holds.
 */
export function moveBody(move: BookingMove): { start: string; end: string; courts: number[] } | null {
  const { from, to } = move;
  if (from.date === to.date && from.court === to.court && from.start === to.start) return null;
  if (to.court !== from.court && move.instance.courts.includes(to.court)) return null;
  const duration = from.end - from.start;
  return { start: localAt(to.date, to.start), end: localAt(to.date, to.start + duration), courts: courtsAfter(move) };
}

/** The confirmation in words: 'Move Court hire from 09:00 on Court 1 to 10:00 on Court 3?' (with the dates when the day changes). */
export function moveQuestion(move: BookingMove, courtName: (id: number) => string, fmt: ZoneFormat): string {
  const { from, to } = move;
  const otherDay = from.date !== to.date;
  const at = (date: string, start: number, court: number) =>
    `${otherDay ? `${formatDate(date, fmt, { weekday: true })}, ` : ''}${hhmmOf(start)} on ${courtName(court)}`;
  return `Move ${move.instance.name} from ${at(from.date, from.start, from.court)} to ${at(to.date, to.start, to.court)}?`;
}

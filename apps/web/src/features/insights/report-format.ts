import { formatNumber, type BookingsReport } from '@rally/domain';
import { toCsv, type CsvCell } from '../../lib/download';

// How the reports write their figures.
export const percent = (u: number) => `${Math.round(u * 100)}%`;
export const hours = (h: number) => formatNumber(h, undefined, 1);
export const count = (n: number) => formatNumber(n);
/** A CSV file name: rally_insights_<what>_<from>_<to>.csv (DESIGN.md: exports start with rally_). */
export const csvName = (what: string, from: string, to: string) => `rally_insights_${what}_${from}_${to}.csv`;

/** A report column as its export sees it: the header and the cell (a plain number or text). */
export type CsvColumn<Row> = { label: string; csv: (row: Row) => CsvCell };

/** The CSV text of a report's table, through the one writer (lib/download.ts). */
export const reportCsv = <Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string =>
  toCsv([columns.map((c) => c.label), ...rows.map((r) => columns.map((c) => c.csv(r)))]);

type Agreement = Pick<
  BookingsReport,
  'total' | 'completed' | 'upcoming' | 'cancelled' | 'multi_court' | 'members' | 'guests' | 'unnamed'
>;

/**
 * Why a table of the court bookings report adds up to something other than the headline
 * bookings, said under it (issue 27: the figures of one report agree or say why not). `onCourts`
 * is the table's own sum of bookings.
 */
export function courtsNote(r: Agreement, onCourts: number, what: 'groups' | 'courts'): string | undefined {
  const live = r.completed + r.upcoming;
  const parts: string[] = [];
  if (r.multi_court > 0)
    parts.push(
      `A booking on several courts counts on each: ${count(r.multi_court)} of the ${count(live)} live bookings took more than one court, so the ${what} add up to ${count(onCourts)}.`,
    );
  if (r.cancelled > 0) parts.push(`The ${count(r.cancelled)} cancelled bookings are not counted here.`);
  return parts.length ? parts.join(' ') : undefined;
}

/** Why the booking types add up to less than the headline bookings: cancelled ones are in no type. */
export const typesNote = (r: Agreement): string | undefined =>
  r.cancelled > 0
    ? `The ${count(r.completed + r.upcoming)} live bookings by type; the ${count(r.cancelled)} cancelled are in no type.`
    : undefined;

/** Members / guests over every booking of the total, naming the bookings that name no one. */
export const peopleHint = (r: Agreement): string =>
  r.unnamed > 0
    ? `Of all ${count(r.total)} bookings; ${count(r.unnamed)} name no one (block bookings, maintenance, clinics)`
    : `Of all ${count(r.total)} bookings, by who they are for`;

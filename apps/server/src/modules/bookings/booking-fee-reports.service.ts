import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { instancesOf, type ReportScope } from './booking-reports.service';

// What the insights' court bookings report reads of no-shows and fees (issue 29, docs/insights.md):
// over the report's bookings (the scope's instances, by their local start day and courts), the
// no-shows marked (booking_check_ins N) with the court-minutes they gave back, and the fees of
// those bookings by state. So the figures are those of the Fees list's rows of these bookings.

type Row = Record<string, unknown>;
const rowsOf = async (db: Db | Tx, query: SQL): Promise<Row[]> =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));

export type FeeFigures = {
  no_shows: number;
  released_minutes: number;
  /** Per fee state: how many and their sum in minor units. */
  fees: Record<'P' | 'O' | 'W', { count: number; minor: number }>;
};

/** The no-shows, released minutes and fees of the scope's bookings, in one statement. */
export async function feeFigures(db: Db | Tx, scope: ReportScope): Promise<FeeFigures> {
  const [row] = await rowsOf(
    db,
    sql`
    with inst as materialized (select i.id, i.club_id from booking_instances i where ${instancesOf(scope)})
    select
      (select count(*) from inst join booking_check_ins c on c.instance_id = inst.id and c.club_id = inst.club_id where c.status = 'N') as no_shows,
      (select coalesce(sum(c.released_minutes), 0) from inst join booking_check_ins c on c.instance_id = inst.id and c.club_id = inst.club_id where c.status = 'N') as released,
      (select coalesce(json_object_agg(status, json_build_object('count', n, 'minor', minor)), '{}')
         from (select f.status, count(*) as n, sum(f.amount_minor) as minor
               from inst join booking_fees f on f.instance_id = inst.id and f.club_id = inst.club_id group by f.status) x) as fees`,
  );
  const fees = (typeof row.fees === 'string' ? JSON.parse(row.fees) : row.fees) as Record<string, Row>;
  const state = (s: string) => ({ count: num(fees[s]?.count), minor: num(fees[s]?.minor) });
  return {
    no_shows: num(row.no_shows),
    released_minutes: num(row.released),
    fees: { P: state('P'), O: state('O'), W: state('W') },
  };
}

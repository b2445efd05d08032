import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';

// What the insights membership trend reads of the register (areas meet through services): per
// month of a range, the members who joined (date_joined) and whose membership lapsed (expires
// fell in the month, before today); and now, the active and overdue counts.

export type MembershipTrend = {
  active: number;
  overdue: number;
  months: { month: string; joined: number; lapsed: number }[];
};

type Row = Record<string, unknown>;
const num = (v: unknown) => Number(v ?? 0);
// Both drivers answer `execute` with `{ rows }`; Drizzle's shared type does not say so.
const rowsOf = async (db: Db | Tx, query: SQL): Promise<Row[]> =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/** The trend of a club's register over local days `from`–`to`, with the club's `today`. */
export async function membershipTrend(
  db: Db | Tx,
  clubId: number,
  from: string,
  to: string,
  today: string,
): Promise<MembershipTrend> {
  const months = await rowsOf(
    db,
    sql`
    with m as (
      select to_char(d, 'YYYY-MM') as month from generate_series(date_trunc('month', ${from}::date), ${to}::date, interval '1 month') d
    ),
    joined as (
      select to_char(date_joined, 'YYYY-MM') as month, count(*) as n from club_members
      where club_id = ${clubId} and date_joined between ${from}::date and ${to}::date group by 1
    ),
    lapsed as (
      select to_char(expires, 'YYYY-MM') as month, count(*) as n from club_members
      where club_id = ${clubId} and expires between ${from}::date and least(${to}::date, ${today}::date - 1) group by 1
    )
    select m.month, coalesce(j.n, 0) as joined, coalesce(l.n, 0) as lapsed
    from m left join joined j on j.month = m.month left join lapsed l on l.month = m.month
    order by m.month`,
  );
  const [now] = await rowsOf(
    db,
    sql`
    select count(*) filter (where membership_type_id is not null and (expires is null or expires >= ${today}::date)) as active,
      count(*) filter (where subscription_status = 'O') as overdue
    from club_members where club_id = ${clubId}`,
  );
  return {
    active: num(now.active),
    overdue: num(now.overdue),
    months: months.map((r) => ({ month: String(r.month), joined: num(r.joined), lapsed: num(r.lapsed) })),
  };
}

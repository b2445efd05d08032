import { sql, type SQL } from 'drizzle-orm';
import { TRANSACTION_KINDS, type TransactionKind } from '@rally/domain';
import type { Db, Tx } from '../../db/client';

// What the insights revenue report reads of the payments (areas meet through services): money
// captured and refunded per week or month and per kind, in the club's zone, aggregated in the
// database. Captured: transactions that succeeded (P, or R once refunded, whose amount was
// captured all the same), on the day they were made. Refunded: refunds not failed (done or
// pending at the gateway), on the day they were made, under the kind of the payment they return.

export type RevenueScope = { clubId: number; zone: string; from: string; to: string; interval: 'week' | 'month' };
export type KindMoney = { gross_minor: number; refunds_minor: number };
export type RevenuePeriod = { start: string; byKind: Record<TransactionKind, KindMoney> };

type Row = Record<string, unknown>;
const num = (v: unknown) => Number(v ?? 0);
// Both drivers answer `execute` with `{ rows }`; Drizzle's shared type does not say so.
const rowsOf = async (db: Db | Tx, query: SQL): Promise<Row[]> =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

const emptyKinds = (): Record<TransactionKind, KindMoney> =>
  Object.fromEntries(TRANSACTION_KINDS.map((k) => [k, { gross_minor: 0, refunds_minor: 0 }])) as Record<
    TransactionKind,
    KindMoney
  >;

/**
 * Money per period (weeks from Monday, or calendar months, that touch the range) and kind. The
 * range's bounds are the club's local midnights, so the indexed `created_at` is compared as it is.
 */
export async function revenueByPeriod(db: Db | Tx, scope: RevenueScope): Promise<RevenuePeriod[]> {
  const unit = scope.interval === 'week' ? sql.raw(`'week'`) : sql.raw(`'month'`);
  const step = scope.interval === 'week' ? sql.raw(`interval '1 week'`) : sql.raw(`interval '1 month'`);
  const since = sql`(${scope.from}::date::timestamp at time zone ${scope.zone})`;
  const until = sql`((${scope.to}::date + 1)::timestamp at time zone ${scope.zone})`;
  const periodOf = (column: SQL) => sql`date_trunc(${unit}, ${column} at time zone ${scope.zone})::date`;
  const rows = await rowsOf(
    db,
    sql`
    with paid as (
      select ${periodOf(sql`t.created_at`)} as start, t.kind, sum(t.amount_minor) as gross, 0::bigint as refunded
      from transactions t
      where t.club_id = ${scope.clubId} and t.status in ('P', 'R') and t.created_at >= ${since} and t.created_at < ${until}
      group by 1, 2
    ),
    returned as (
      select ${periodOf(sql`r.created_at`)} as start, t.kind, 0::bigint as gross, sum(r.amount_minor) as refunded
      from refunds r join transactions t on t.club_id = r.club_id and t.id = r.transaction_id
      where r.club_id = ${scope.clubId} and r.status <> 'F' and r.created_at >= ${since} and r.created_at < ${until}
      group by 1, 2
    )
    select to_char(p.start, 'YYYY-MM-DD') as start, m.kind, coalesce(sum(m.gross), 0) as gross, coalesce(sum(m.refunded), 0) as refunded
    from generate_series(date_trunc(${unit}, ${scope.from}::date), ${scope.to}::date, ${step}) as p(start)
    left join (select * from paid union all select * from returned) m on m.start = p.start::date
    group by p.start, m.kind
    order by p.start`,
  );
  const periods = new Map<string, RevenuePeriod>();
  for (const r of rows) {
    const start = String(r.start);
    const period = periods.get(start) ?? { start, byKind: emptyKinds() };
    periods.set(start, period);
    const kind = r.kind as TransactionKind | null;
    if (kind && kind in period.byKind)
      period.byKind[kind] = { gross_minor: num(r.gross), refunds_minor: num(r.refunded) };
  }
  return [...periods.values()];
}

/** Money captured and refunded over a range of local days, all kinds together. */
export async function revenueTotals(
  db: Db | Tx,
  scope: Omit<RevenueScope, 'interval'>,
): Promise<KindMoney & { payments: number; refunds: number }> {
  const since = sql`(${scope.from}::date::timestamp at time zone ${scope.zone})`;
  const until = sql`((${scope.to}::date + 1)::timestamp at time zone ${scope.zone})`;
  const [row] = await rowsOf(
    db,
    sql`
    select
      (select coalesce(sum(amount_minor), 0) from transactions
        where club_id = ${scope.clubId} and status in ('P', 'R') and created_at >= ${since} and created_at < ${until}) as gross,
      (select count(*) from transactions
        where club_id = ${scope.clubId} and status in ('P', 'R') and created_at >= ${since} and created_at < ${until}) as payments,
      (select coalesce(sum(amount_minor), 0) from refunds
        where club_id = ${scope.clubId} and status <> 'F' and created_at >= ${since} and created_at < ${until}) as refunded,
      (select count(*) from refunds
        where club_id = ${scope.clubId} and status <> 'F' and created_at >= ${since} and created_at < ${until}) as refunds`,
  );
  return {
    gross_minor: num(row.gross),
    refunds_minor: num(row.refunded),
    payments: num(row.payments),
    refunds: num(row.refunds),
  };
}

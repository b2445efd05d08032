import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

/** Row count and checksum of every table, keyed by qualified table name. */
export type DbSnapshot = Map<string, string>;

type Rows<T> = { rows: T[] };

/** Rows of a raw query, on PGlite and node-postgres alike (both answer `{ rows }`). */
export async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

/**
 * Every table's row count and the newest transaction id among its rows (xmin): an insert changes
 * the count, a delete too, and an update writes a new version of the row stamped with a
 * transaction newer than any before it. One statement; about a third of the time of an md5 of
 * every row (which the harness made twice per checked request, its biggest cost).
 */
export async function snapshotTables(db: Db): Promise<DbSnapshot> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`SELECT quote_ident(table_schema) || '.' || quote_ident(table_name) AS name FROM information_schema.tables
        WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`,
  );
  if (!tables.length) return new Map();
  const parts = tables.map(
    ({ name }) =>
      `SELECT '${name.replace(/'/g, "''")}' AS name, count(*) || ':' || coalesce(max(xmin::text::bigint), 0) AS sum FROM ${name} t`,
  );
  const rows = await rowsOf<{ name: string; sum: string }>(db, sql.raw(parts.join(' UNION ALL ')));
  return new Map(rows.map((r) => [r.name, r.sum]));
}

/** The tables whose rows differ between two snapshots, as 'table (count:md5 → count:md5)'. */
export function changedTables(before: DbSnapshot, after: DbSnapshot): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names]
    .filter((n) => before.get(n) !== after.get(n))
    .map((n) => `${n} (${before.get(n) ?? 'none'} → ${after.get(n) ?? 'none'})`);
}

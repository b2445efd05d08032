import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

type Rows<T> = { rows: T[] };

/**
 * Every table of the database with its row count and an md5 of all its rows (each row's text,
 * sorted): two databases with equal maps hold the same rows in every table.
 */
export async function tableContents(db: Db): Promise<Map<string, string>> {
  const tables = (
    (await db.execute(
      sql`select quote_ident(table_schema) || '.' || quote_ident(table_name) as name from information_schema.tables
          where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1`,
    )) as unknown as Rows<{ name: string }>
  ).rows;
  const result = new Map<string, string>();
  for (const { name } of tables) {
    const [row] = (
      (await db.execute(
        sql.raw(
          `select count(*)::text || ':' || md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as sum from ${name} t`,
        ),
      )) as unknown as Rows<{ sum: string }>
    ).rows;
    result.set(name, row.sum);
  }
  return result;
}

/** The tables holding at least one row. */
export const nonEmpty = (contents: Map<string, string>) =>
  [...contents].filter(([, sum]) => !sum.startsWith('0:')).length;

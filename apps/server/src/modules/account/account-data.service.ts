import { sql } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { requireActor, type ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import * as clock from '../../clock';

// Download my data (docs/account.md "Your data"). Everything Rally holds about a person is a row
// that points at their user or player: rather than a list that a new table would silently miss,
// the database's own foreign keys say which tables those are (pg_constraint), and each one's rows
// of the person go into the archive as JSON, one file per table. A read model, like the player
// view: it reads other areas' tables by their SQL names, and only reads.

/** Columns never exported: secrets a stolen archive must not carry (hashes of tokens, links, passwords). */
const SECRET_COLUMNS = new Set(['password_hash', 'key_hash', 'token_hash', 'secret', 'token', 'code_hash']);

/** A table with a one-column foreign key to users or players, and that column. */
export type PersonLink = { table: string; column: string; to: 'users' | 'players' };

/** Every one-column foreign key to users(id) or players(id), by table and column, from the catalog. */
export async function personLinks(db: Db | Tx): Promise<PersonLink[]> {
  const rows = await db.execute<{ table: string; column: string; to: 'users' | 'players' }>(sql`
    select c.conrelid::regclass::text as "table", a.attname as "column", c.confrelid::regclass::text as "to"
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'f' and array_length(c.conkey, 1) = 1
      and c.confrelid in ('users'::regclass, 'players'::regclass)
    order by 1, 2`);
  return rowsOf(rows);
}

// PGlite answers { rows }, node-postgres a result with rows: both have rows.
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const withoutSecrets = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !SECRET_COLUMNS.has(key)));

/** Every row about the person: their user and player, and each linked table's rows, by table name. */
export async function personData(db: Db | Tx, userId: number, playerId: number) {
  const ids = { users: userId, players: playerId };
  const out: Record<string, Record<string, unknown>[]> = {
    users: rowsOf<Record<string, unknown>>(await db.execute(sql`select * from users where id = ${userId}`)),
    players: rowsOf<Record<string, unknown>>(await db.execute(sql`select * from players where id = ${playerId}`)),
  };
  for (const link of await personLinks(db)) {
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(
        sql`select * from ${sql.identifier(link.table)} where ${sql.identifier(link.column)} = ${ids[link.to]}`,
      ),
    );
    if (rows.length) out[link.table] = [...(out[link.table] ?? []), ...rows];
  }
  return Object.fromEntries(Object.entries(out).map(([table, rows]) => [table, rows.map(withoutSecrets)]));
}

/**
 * GET /api/user/data/: a ZIP of the caller's data, one JSON file per table (`bookings.json` …) and
 * a README.txt saying what it is; the file name carries the day it was made.
 */
export async function exportMyData({ ctx }: { ctx: ServiceContext }): Promise<{ zip: Uint8Array; fileName: string }> {
  const { userId, playerId } = requireActor(ctx);
  const data = await personData(ctx.db, userId, playerId);
  const day = clock.todayIn('UTC');
  const files: Record<string, Uint8Array> = {
    'README.txt': strToU8(
      [
        `Everything Rally holds about you, as of ${day} (UTC).`,
        '',
        'One JSON file per kind of record: your login (users.json, without its password), your player',
        '(players.json), your contacts, the clubs you follow or belong to, bookings, clinics, matches,',
        'payments and the rest. Ids point from one file to another. Clubs keep their own records too:',
        'ask a club for what it holds about you as its member.',
      ].join('\n'),
    ),
  };
  for (const [table, rows] of Object.entries(data)) files[`${table}.json`] = strToU8(JSON.stringify(rows, null, 2));
  return { zip: zipSync(files, { level: 6 }), fileName: `rally-my-data-${day}.zip` };
}

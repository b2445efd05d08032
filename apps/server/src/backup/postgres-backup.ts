import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

// Backups of PostgreSQL (issue 31, docs/backups.md): `pg_dump` in its custom format, which is one
// consistent snapshot (a REPEATABLE READ transaction) however busy the server is, and `pg_restore`
// into an empty database. The binaries: PG_BIN when set, else the newest of Debian's
// /usr/lib/postgresql/*/bin (as scripts/test-pg.mjs finds them), else the PATH. pg_dump must not
// be older than the server.

/** The path of a PostgreSQL client program. */
export function pgProgram(name: 'pg_dump' | 'pg_restore'): string {
  if (process.env.PG_BIN) return path.join(process.env.PG_BIN, name);
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base)
      .filter((v) => existsSync(path.join(base, v, 'bin', name)))
      .sort((a, b) => Number(a) - Number(b));
    if (versions.length) return path.join(base, versions.at(-1)!, 'bin', name);
  }
  return name;
}

function run(program: string, args: string[]) {
  const result = spawnSync(program, args, { encoding: 'utf8' });
  if (result.error) throw new Error(`${program} could not run: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${path.basename(program)} failed: ${result.stderr.trim()}`);
}

/** Writes a backup of the database at `url` to `file` (pg_dump's custom format). */
export function dumpPostgres(url: string, file: string): void {
  run(pgProgram('pg_dump'), ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${url}`]);
}

/** The tables of the database's own schemas (an empty database has none). */
async function userTables(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return Number(rows[0].n);
  } finally {
    await client.end();
  }
}

/** Restores a pg_dump backup into the database at `url`, which must hold no tables. */
export async function restorePostgres(file: string, url: string): Promise<void> {
  if ((await userTables(url)) > 0)
    throw new Error(
      'The database is not empty: restore puts a backup into an empty database only (create a new one first).',
    );
  run(pgProgram('pg_restore'), ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${url}`, file]);
}

// A throw-away PostgreSQL server for benchmarks, the same way scripts/test-pg.mjs starts one:
// Debian's binaries, a fresh cluster in a temporary folder (as the postgres user when run as
// root), 127.0.0.1 only, fsync off. Durability is off, so figures are an upper bound on the disk.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type ThrowawayPostgres = { url: string; version: string; stop: () => void };

/** The newest installed PostgreSQL's bin folder, or null when none is installed. */
export function findPgBin(): string | null {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin/initdb')))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length ? path.join(base, versions[versions.length - 1], 'bin') : null;
}

/** Starts a server on `port`; null when PostgreSQL is not installed. `stop()` removes every trace. */
export function startThrowawayPostgres(port: number): ThrowawayPostgres | null {
  const pgBin = findPgBin();
  if (!pgBin) return null;
  const dir = mkdtempSync(path.join(tmpdir(), 'rally-bench-pg-'));
  const dataDir = path.join(dir, 'data');
  let owner: { uid?: number; gid?: number } = {};
  if (process.getuid?.() === 0) {
    const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
    owner = { uid: id('-u'), gid: id('-g') };
    chownSync(dir, owner.uid!, owner.gid!);
  }
  const run = (binary: string, args: string[]) => {
    const result = spawnSync(path.join(pgBin, binary), args, { cwd: dir, encoding: 'utf8', ...owner });
    if (result.status !== 0) throw new Error(`${binary} failed: ${result.stdout}${result.stderr}`);
  };
  let running = false;
  const stop = () => {
    if (running) run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    running = false;
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    run('initdb', ['-D', dataDir, '-U', 'app', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
    running = true;
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `postgres://app@127.0.0.1:${port}/postgres`, version: path.basename(path.dirname(pgBin)), stop };
}

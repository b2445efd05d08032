// npm run test:pg [-- vitest filters]: the server suite on a real PostgreSQL.
// With TEST_DATABASE_URL set, on that server (its user must be allowed to create databases).
// Otherwise on a throw-away server: Debian's PostgreSQL binaries (apt-get install -y postgresql),
// a fresh cluster in a temporary folder (as the postgres user when run as root), on 127.0.0.1
// port TEST_PG_PORT (default 5433) with fsync off; stopped and deleted afterwards, even on failure.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const vitestArgs = ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)];

/** Runs the server suite with TEST_DATABASE_URL; returns its exit code. */
function runSuite(url) {
  console.log(`test:pg: server tests on ${url}`);
  const result = spawnSync('npx', vitestArgs, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: url },
  });
  return result.status ?? 1;
}

if (process.env.TEST_DATABASE_URL) process.exit(runSuite(process.env.TEST_DATABASE_URL));

/** The newest installed PostgreSQL's bin folder, or null. */
function findPgBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin/initdb')))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length ? path.join(base, versions.at(-1), 'bin') : null;
}

const pgBin = findPgBin();
if (!pgBin) {
  console.error(
    'test:pg: no PostgreSQL found in /usr/lib/postgresql/*/bin. Install it (apt-get install -y postgresql) or set TEST_DATABASE_URL.',
  );
  process.exit(1);
}

const port = Number(process.env.TEST_PG_PORT ?? 5433);
const dir = mkdtempSync(path.join(tmpdir(), 'rally-pg-'));
const dataDir = path.join(dir, 'data');
const logFile = path.join(dir, 'log');

// PostgreSQL refuses to run as root: hand the folder to the postgres user and run as it.
let owner = {};
if (process.getuid?.() === 0) {
  const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  owner = { uid: id('-u'), gid: id('-g') };
  chownSync(dir, owner.uid, owner.gid);
}

/** Runs a PostgreSQL binary as the cluster's owner; throws with its output when it fails. */
function pg(binary, args) {
  const result = spawnSync(path.join(pgBin, binary), args, { cwd: dir, encoding: 'utf8', ...owner });
  if (result.status !== 0) {
    const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
    throw new Error(`${binary} failed (${result.status ?? result.signal}):\n${result.stdout}${result.stderr}${log}`);
  }
}

let started = false;
function cleanUp() {
  if (started) {
    started = false;
    try {
      pg('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } catch (error) {
      console.error(`test:pg: could not stop PostgreSQL: ${error.message}`);
    }
  }
  rmSync(dir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

let code = 1;
try {
  const startedAt = Date.now();
  pg('initdb', ['-D', dataDir, '-U', 'app', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  pg('pg_ctl', ['-D', dataDir, '-o', options, '-l', logFile, '-w', 'start']);
  started = true;
  console.log(
    `test:pg: PostgreSQL (${path.basename(path.dirname(pgBin))}) up on 127.0.0.1:${port} in ${Date.now() - startedAt} ms`,
  );
  code = runSuite(`postgres://app@127.0.0.1:${port}/postgres`);
} catch (error) {
  console.error(`test:pg: ${error.message}`);
} finally {
  cleanUp();
}
process.exit(code);

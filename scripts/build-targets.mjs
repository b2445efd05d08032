// What `npm run build` makes and `npm start` checks: each build with the inputs it is made from.
// A build is up to date when the hash of its inputs' contents equals the one stored beside it
// (dist/.build-hash) when it was made. Contents, never file times: a checkout, a copy or a clock
// change moves times without changing what would be built, and a file can change within one
// timestamp tick.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

// Shared by both builds: the dependency versions and the compiler settings.
const common = [
  'package-lock.json',
  'tsconfig.base.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'scripts/build-targets.mjs',
];

export const targets = [
  {
    name: 'web app',
    workspace: 'apps/web',
    output: 'apps/web/dist/index.html',
    stamp: 'apps/web/dist/.build-hash',
    inputs: [...common, 'apps/web'],
  },
  {
    name: 'server',
    workspace: 'apps/server',
    output: 'apps/server/dist/main.js',
    stamp: 'apps/server/dist/.build-hash',
    inputs: [
      ...common,
      'apps/server/src',
      'apps/server/scripts/build.mjs',
      'apps/server/package.json',
      'apps/server/tsconfig.json',
    ],
  },
];

// Never part of a build: installed packages, earlier output, and tests (they change often and
// are not shipped).
const skipped = (name) => name === 'node_modules' || name === 'dist' || name === 'test' || /\.test\.tsx?$/.test(name);

function* filesUnder(relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return;
  if (!statSync(full).isDirectory()) {
    yield relative;
    return;
  }
  const entries = readdirSync(full, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const entry of entries) if (!skipped(entry.name)) yield* filesUnder(path.join(relative, entry.name));
}

/** sha256 over every input file's path and content, in a fixed order. */
export function hashInputs(target) {
  const hash = createHash('sha256');
  for (const input of target.inputs) {
    for (const file of filesUnder(input))
      hash
        .update(`${file}\0`)
        .update(readFileSync(path.join(root, file)))
        .update('\0');
  }
  return hash.digest('hex');
}

/** True when the target's output exists and was built from inputs with exactly this hash. */
export function isUpToDate(target, hash) {
  const stamp = path.join(root, target.stamp);
  return existsSync(path.join(root, target.output)) && existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === hash;
}

/**
 * Builds a target and stamps it with the hash of the inputs it was built from, then says how long
 * it took. `quiet` (npm start) keeps the build's own lines back and shows them only if it fails;
 * warnings and errors (stderr) always show. `npm run build` shows the builds' short summaries
 * (Vite runs at log level warn: no list of chunks, issue 25).
 */
export function buildTarget(target, hash = hashInputs(target), { quiet = false } = {}) {
  console.log(`Building the ${target.name}…`);
  const started = Date.now();
  const run = spawnSync(`npm run build -w ${target.workspace}`, {
    cwd: root,
    shell: true,
    stdio: ['ignore', quiet ? 'pipe' : 'inherit', 'inherit'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) {
    if (quiet && run.stdout) process.stdout.write(run.stdout);
    console.error(`Building the ${target.name} failed${run.error ? `: ${run.error.message}` : ''}.`);
    process.exit(run.status || 1);
  }
  writeFileSync(path.join(root, target.stamp), `${hash}\n`);
  const seconds = (Date.now() - started) / 1000;
  console.log(`Built the ${target.name} in ${seconds < 10 ? seconds.toFixed(1) : Math.round(seconds)} s`);
}

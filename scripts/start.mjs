// npm start: build what is missing or out of date (scripts/build-targets.mjs: keyed on a hash of
// the sources and the lockfile), then run the compiled server, which serves the app and /api on
// PORT (default 3000). Once built, nothing here needs a devDependency: the server is plain
// `node apps/server/dist/main.js`.
// `node scripts/start.mjs <entry> [args]` runs another of the server's built entries the same
// way (`migrate`: apply the migrations and exit; `jobs-cli`), building only the server for it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildTarget, hashInputs, isUpToDate, targets } from './build-targets.mjs';

const root = path.resolve(import.meta.dirname, '..');

const [entry = 'main', ...args] = process.argv.slice(2);

for (const target of targets) {
  if (entry !== 'main' && target.workspace !== 'apps/server') continue;
  const hash = hashInputs(target);
  // Quiet: a first start says what it builds and how long it took, not every file it writes.
  if (!isUpToDate(target, hash)) buildTarget(target, hash, { quiet: true });
}

const file = path.join(root, `apps/server/dist/${entry}.js`);
if (!/^[a-z][a-z-]*$/.test(entry) || !existsSync(file)) {
  console.error(`The server has no entry "${entry}" (built entries are the .js files in apps/server/dist/).`);
  process.exit(2);
}
const server = spawn(process.execPath, ['--enable-source-maps', file, ...args], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
// The server drains its requests on SIGTERM/SIGINT; pass the signal on and exit with its code.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

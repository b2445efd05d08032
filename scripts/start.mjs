// npm start: build what is missing or out of date (scripts/build-targets.mjs: keyed on a hash of
// the sources and the lockfile), then run the compiled server, which serves the app and /api on
// PORT (default 3000). Once built, nothing here needs a devDependency: the server is plain
// `node apps/server/dist/main.js`.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildTarget, hashInputs, isUpToDate, targets } from './build-targets.mjs';

const root = path.resolve(import.meta.dirname, '..');

for (const target of targets) {
  const hash = hashInputs(target);
  if (!isUpToDate(target, hash)) buildTarget(target, hash);
}

const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
// The server drains its requests on SIGTERM/SIGINT; pass the signal on and exit with its code.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

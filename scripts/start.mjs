// npm start: build the web app when its build is missing or older than its sources, then start
// the one server (app + /api) on PORT (default 3000).
import { execSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = Math.max(newestMtime(path.join(root, 'apps/web/src')), newestMtime(path.join(root, 'packages/domain/src')));
if (!existsSync(dist) || statSync(dist).mtimeMs < sources) {
  console.log('Building the web app…');
  execSync('npm run build -w apps/web', { cwd: root, stdio: 'inherit' });
}

const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: path.join(root, 'apps/server'),
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

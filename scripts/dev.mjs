// npm run dev: the API with reload (tsx watch) and Vite's dev server with hot reload, which proxies /api.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const children = [
  spawn('npm', ['run', 'dev', '-w', 'apps/server'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, HOST: '127.0.0.1' },
  }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' }),
];
console.log('Rally dev: open http://localhost:5173 (API on http://localhost:3000)');
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exit(code ?? 0);
  });

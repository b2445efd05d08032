// npm run lint: ESLint, Prettier's check and the type check of every package, as many at once as
// the machine has cores (each is one single-threaded process; one after another they took about
// 5 minutes of CI, most of it the server's type check). Each check's output is printed whole when
// it ends, with its time; the exit code is non-zero when any check failed.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tsc = (project) => ({ name: `tsc -p ${project}`, command: ['tsc', '-p', project, '--noEmit'] });

// The Node side (the domain, the server and its tests, the benchmarks) is one program,
// tsconfig.node.json: checked one by one, the server's program re-checked the domain and the
// benchmarks' re-checked the server and the domain, three times the work (CPU 49 s for the one
// program against 20 s for the domain alone and 45 s for the benchmarks alone). The web app (DOM,
// JSX) and the browser tests (DOM in page functions) stay programs of their own. Each package's
// own tsconfig.json is still what an editor uses.
// Longest first, so the slowest check is not the last to start.
const checks = [
  tsc('apps/web'),
  tsc('tsconfig.node.json'),
  { name: 'eslint', command: ['eslint', '.'] },
  { name: 'prettier --check', command: ['prettier', '--check', '.', '--log-level', 'warn'] },
  tsc('e2e'),
];

function run({ name, command }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npx', command, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`${code === 0 ? 'ok' : 'FAILED'}: ${name} (${seconds} s)`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

const queue = [...checks];
const results = [];
const worker = async () => {
  for (let check = queue.shift(); check; check = queue.shift()) results.push(await run(check));
};
await Promise.all(Array.from({ length: Math.min(availableParallelism(), checks.length) }, worker));
process.exit(results.every(Boolean) ? 0 : 1);

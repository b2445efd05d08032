// npm run build -w apps/server: the server as one ES module, dist/main.js, that plain `node` runs,
// and beside it each command-line entry that exists (dist/migrate.js for `npm run db:migrate`,
// dist/jobs-cli.js), so that none of them needs tsx, a devDependency, in production.
// Our own code and @rally/domain (TypeScript sources, no build of their own) are bundled in; npm
// packages stay external and load from node_modules as usual (PGlite finds its WASM files there,
// and native or CommonJS packages need no special handling). The SQL migrations are copied to
// dist/migrations: db/client.ts resolves `migrations` beside the module that holds it, which is
// src/db/ when run from source and dist/ in the bundle.
import { build } from 'esbuild';
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '..');
const dist = path.join(serverDir, 'dist');
// Each is a whole bundle of its own (no shared chunks): a few hundred KB each, one file to run.
const entries = ['main', 'migrate', 'jobs-cli', 'operator-cli', 'backup-cli', 'restore-cli']
  .map((name) => path.join(serverDir, `src/${name}.ts`))
  .filter((file) => existsSync(file));

/** Bare imports are npm packages (external) unless they are this repository's workspaces. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@rally/') ? undefined : { path: args.path, external: true },
    );
  },
};

const started = Date.now();
rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: entries,
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  tsconfig: path.join(serverDir, 'tsconfig.json'),
  plugins: [externalPackages],
  sourcemap: true, // stack traces point at the TypeScript (npm start runs node --enable-source-maps)
  logLevel: 'warning',
});
cpSync(path.join(serverDir, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
console.log(
  `server built to ${path.relative(process.cwd(), dist)}/ (${entries.map((file) => path.basename(file, '.ts')).join(', ')}) in ${Date.now() - started} ms`,
);

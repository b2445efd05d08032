// After `vite build` and the prerender: builds the service worker (src/service-worker/sw.ts) into
// dist/sw.js with this release's shell: index.html, the icons, and the code and stylesheets of the
// player's offline pages (My bookings, their clinics, competitions, clubs) as the build's manifest
// names them, with the Latin web font. Its version is a hash of that list (each file's name is a
// hash of its content), so a new release is a new worker, which the browser installs beside the
// old one (docs/pwa.md).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const filesOf = (key, seen = new Set()) => {
  const chunk = manifest[key];
  if (seen.has(key) || !chunk) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap((k) => filesOf(k, seen))];
};
const offlineSources = [
  'index.html',
  'src/app/start.tsx',
  'src/app/query-layout.tsx',
  'src/app/area-pages.tsx',
  'src/features/auth/require-auth.tsx',
  'src/features/auth/session-data.ts',
  'src/app/layouts/player-layout.tsx',
  'src/features/player-bookings/my-bookings-page.tsx',
  'src/features/clinics/player-clinics-page.tsx',
  'src/features/competitions/competitions-page.tsx',
  'src/features/clubs/clubs-page.tsx',
];
for (const key of offlineSources)
  if (!manifest[key]) throw new Error(`${key} is not in the build's manifest (scripts/service-worker.mjs names it)`);
const fonts = (manifest['index.html'].assets ?? []).filter((file) => /inter-latin-wght/.test(file));
const precache = [
  '/index.html',
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  ...[...new Set([...offlineSources.flatMap((key) => filesOf(key)), ...fonts])].map((file) => `/${file}`),
];
const version = createHash('sha256')
  .update(JSON.stringify(precache))
  .update(readFileSync(path.join(dist, 'index.html')))
  .digest('hex')
  .slice(0, 16);

await build({
  root,
  configFile: false,
  logLevel: 'warn',
  publicDir: false,
  define: { __RALLY_PRECACHE__: JSON.stringify(precache), __RALLY_VERSION__: JSON.stringify(version) },
  build: {
    outDir: dist,
    emptyOutDir: false,
    copyPublicDir: false,
    lib: { entry: 'src/service-worker/sw.ts', formats: ['iife'], name: 'rallyServiceWorker', fileName: () => 'sw.js' },
  },
});
console.log(`service worker ${version}: ${precache.length} files kept for offline use`);

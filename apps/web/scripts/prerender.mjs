// After `vite build`: renders the public pages (src/prerender.tsx) into dist/pages/<path>.html, so
// a first visit paints the page from HTML and CSS alone; the server sends these files for their
// paths and the empty shell (dist/index.html) for every other page of the app. The render's own
// build stays in dist/render/ (never served): the server draws signed-in pages with it at request
// time (dashboard sections, the player's Clubs and My bookings), into the shells this script
// writes (pages/clubs/dashboard/<section>.html, pages/clubs.html, pages/mybookings.html).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const ssrOut = path.join(dist, 'render');

await build({
  root,
  logLevel: 'warn',
  publicDir: false,
  // One file with its libraries in, built for production: the server runs it without the web
  // app's packages, and React's production build renders several times faster than its checks.
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: { ssr: 'src/prerender.tsx', outDir: ssrOut, emptyOutDir: true, manifest: false },
});
const { render, prerenderPaths, rendersPublic, criticalCss, withoutFontFaces } = await import(
  pathToFileURL(path.join(ssrOut, 'prerender.js')).href
);

// The stylesheets of the public layout and its pages' chunks (the site's CSS modules) go into
// the HTML, so the page is styled at its first paint rather than when its script has run.
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const cssOf = (key, seen = new Set()) => {
  if (seen.has(key) || !manifest[key]) return [];
  seen.add(key);
  return [...(manifest[key].css ?? []), ...(manifest[key].imports ?? []).flatMap((k) => cssOf(k, seen))];
};
const entryCss = new Set(manifest['index.html'].css ?? []);
const publicSources = Object.keys(manifest).filter((key) =>
  /^src\/(app\/layouts\/public-layout|features\/(site|auth)\/)/.test(key),
);
const publicCss = [...new Set(publicSources.flatMap((key) => cssOf(key)))].filter((file) => !entryCss.has(file));
const appCss = [...entryCss, ...publicCss].map((file) => readFileSync(path.join(dist, file), 'utf8')).join('\n');
// The pages that show the database's data (prices, clubs) are drawn again by the server at request
// time (apps/server/src/http/drawn-pages.ts), with the CSS their content needs taken from this.
writeFileSync(path.join(ssrOut, 'site.css'), appCss);
// The stylesheets themselves load without holding up the paint (main.tsx applies them when they
// arrive); the page's own rules are inlined.
const deferredCss = [...entryCss, ...publicCss].map((file) => {
  const copy = file.replace(/\.css$/, '.nofonts.css');
  const css = withoutFontFaces(readFileSync(path.join(dist, file), 'utf8'));
  writeFileSync(path.join(dist, copy), css);
  writeFileSync(path.join(dist, `${copy}.gz`), gzipSync(css, { level: 9 }));
  writeFileSync(
    path.join(dist, `${copy}.br`),
    brotliCompressSync(css, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  return copy;
});
// Not fetched while the page loads (they would share the connection with what it draws): main.tsx
// fetches and applies them when the app starts, once the page has loaded.
const lazyCss = `<meta name="rally-stylesheets" content="${deferredCss.map((file) => `/${file}`).join(' ')}">`;
const blockingLinks = /\s*<link rel="stylesheet"[^>]*>/g;

// The app's code a public page runs once it has loaded (its start, the root route and the site's
// layout): main.tsx asks for these files all at once then, rather than one import after another.
const jsOf = (key, seen = new Set()) => {
  if (seen.has(key) || !manifest[key]) return [];
  seen.add(key);
  return [manifest[key].file, ...(manifest[key].imports ?? []).flatMap((k) => jsOf(k, seen))];
};
const entryJs = new Set(jsOf('index.html'));
const appJs = [
  ...new Set(
    ['src/app/start.tsx', 'src/app/query-layout.tsx', 'src/features/site/site-layout.tsx'].flatMap((key) => jsOf(key)),
  ),
].filter((file) => !entryJs.has(file));
if (appJs.length < 3)
  throw new Error(
    'the manifest lacks the app start, the root route or the site layout (scripts/prerender.mjs names them)',
  );
const prefetchMeta = `<meta name="rally-prefetch" content="${appJs.map((file) => `/${file}`).join(' ')}">`;

const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const pagesDir = path.join(dist, 'pages');
rmSync(pagesDir, { recursive: true, force: true });
mkdirSync(pagesDir, { recursive: true });

// A public page's HTML: the shell with `root` as its root, the page's own CSS inlined, the
// app's stylesheets and code named for later.
const publicPage = (root, title, css) =>
  shell
    .replace('<div id="root"></div>', root)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(blockingLinks, '')
    .replace('</head>', `  <style id="rally-critical">${css}</style>\n    ${lazyCss}\n    ${prefetchMeta}\n  </head>`);
const drawnShells = path.join(ssrOut, 'pages');
mkdirSync(drawnShells, { recursive: true });
for (const pagePath of prerenderPaths) {
  const { html, title } = await render(pagePath);
  if (!title) throw new Error(`${pagePath} sets no document title (usePageTitle)`);
  const name = `${pagePath === '/' ? 'index' : pagePath.slice(1)}.html`;
  const page = publicPage(`<div id="root" inert>${html}</div>`, title, criticalCss(appCss, html));
  const file = path.join(pagesDir, name);
  writeFileSync(file, page);
  writeFileSync(`${file}.gz`, gzipSync(page, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  // A page that shows the database's data is drawn again at request time into this shell (its
  // root and CSS left empty for the server to fill: apps/server/src/http/drawn-pages.ts); the file
  // above, with the data's places empty, is what is sent when that render cannot be done.
  if (rendersPublic(pagePath))
    writeFileSync(path.join(drawnShells, name), publicPage('<div id="root"></div>', title, ''));
}

// The dashboard's sections, signed in: nothing to prerender (the page is the reader's), but their
// HTML names every file of code the page runs before it shows its content (its layouts, the page
// and their route data, with the stylesheets they bring), so the browser fetches them all at once
// with the start instead of learning of them one chunk after another (start → area pages → page).
const signedInFrame = [
  'src/app/start.tsx',
  'src/app/query-layout.tsx',
  'src/app/area-pages.tsx',
  'src/features/auth/require-auth.tsx',
  'src/features/auth/session-data.ts',
];
const dashboardFrame = [...signedInFrame, 'src/app/layouts/dashboard-layout.tsx', 'src/app/layouts/dashboard-data.ts'];
/** Each dashboard section's page and route data (the router's sectionPages and sectionData); a section missing here loads as before. */
const dashboardSections = {
  members: ['src/features/members/members-page.tsx', 'src/features/members/members-data.ts'],
  'court-bookings': [
    'src/features/courts/court-bookings-page.tsx',
    'src/features/bookings/court-calendar.tsx',
    'src/features/bookings/calendar-data.ts',
  ],
  transactions: ['src/features/payments/transactions-page.tsx', 'src/features/payments/transactions-data.ts'],
  'club-info': ['src/features/club-settings/club-settings-page.tsx'],
  clinics: ['src/features/clinics/clinics-page.tsx'],
  insights: ['src/features/insights/insights-page.tsx'],
  matcha: ['src/features/find-a-hit/club-find-a-hit-page.tsx'],
  messages: ['src/features/messages/messages-page.tsx'],
  newsletters: ['src/features/messages/newsletters-page.tsx'],
  news: ['src/features/news/club-news-page.tsx'],
  'point-of-sale': ['src/features/store/point-of-sale-page.tsx'],
};
const playerFrame = [...signedInFrame, 'src/app/layouts/player-layout.tsx', 'src/app/layouts/player-data.ts'];
/** The player's pages the server draws for their reader (the router's routes with data of their own), by path. */
const playerPages = {
  clubs: ['src/features/clubs/clubs-page.tsx', 'src/features/clubs/clubs-data.ts'],
  mybookings: ['src/features/player-bookings/my-bookings-page.tsx', 'src/features/player-bookings/my-bookings-data.ts'],
};
const preloadShell = (sources) => {
  for (const key of sources)
    if (!manifest[key]) throw new Error(`${key} is not in the build's manifest (scripts/prerender.mjs names it)`);
  const js = [...new Set(sources.flatMap((key) => jsOf(key)))].filter((file) => !entryJs.has(file));
  const css = [...new Set(sources.flatMap((key) => cssOf(key)))].filter((file) => !entryCss.has(file));
  const links = [
    ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  return shell.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
};
const signedInShells = [
  ...Object.entries(dashboardSections).map(([section, sources]) => [
    `clubs/dashboard/${section}`,
    [...dashboardFrame, ...sources],
  ]),
  ...Object.entries(playerPages).map(([name, sources]) => [name, [...playerFrame, ...sources]]),
];
for (const [name, sources] of signedInShells) {
  const page = preloadShell(sources);
  const file = path.join(pagesDir, `${name}.html`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, page);
  writeFileSync(`${file}.gz`, gzipSync(page, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
}
console.log(
  `prerendered ${prerenderPaths.length} public pages into dist/pages/, and the HTML of ${signedInShells.length} signed-in pages (dashboard sections, the player's) with their code's files`,
);

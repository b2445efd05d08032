import './app/fonts.css';
import '@mantine/core/styles.css';
// The public site's own classes travel with the first CSS, so a prerendered page is styled before its script runs.
import './features/site/site.module.css';
import { chunkErrorText, loadChunk } from './app/chunk-load';
import { holdEarlyInput } from './app/early-input';
import { showPageBar } from './app/page-bar';
import { registerServiceWorker } from './app/service-worker';
import { isLoggedIn } from './lib/auth-token';
import { listenForInstallOffer } from './lib/install-prompt';

const container = document.getElementById('root')!;

// The installable app (docs/pwa.md): the browser's install offer is kept from the first moment,
// and the built app registers its service worker once the page has loaded (never in `vite dev`).
listenForInstallOffer();
if (import.meta.env.PROD) registerServiceWorker();
const prerendered = container.hasAttribute('inert');

/** The files a prerendered page's `<meta name>` lists (scripts/prerender.mjs). */
const listed = (name: string) =>
  document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.split(' ').filter(Boolean) ?? [];

/**
 * A prerendered page inlines the CSS of its first paint; the app's full stylesheets are not
 * fetched while the page loads, and apply once the app starts (its widgets need them; the page
 * as drawn does not). Resolves when they have arrived (or failed), so the app adopts a page whose
 * layout has settled (a late web font may take effect with them).
 */
let stylesheets: Promise<unknown> | undefined;
function applyStylesheets() {
  if (stylesheets) return stylesheets;
  // Vite's loader of a chunk adds the stylesheets the chunk needs unless a link with that address
  // is in the page: each copy's original is marked present but disabled (neither fetched nor
  // applied), so the original, which declares the web fonts again, does not follow the copy in
  // (declared anew, a font that arrived after the first paint would move the text).
  for (const href of listed('rally-stylesheets')) {
    const original = document.createElement('link');
    original.setAttribute('disabled', '');
    original.rel = 'stylesheet';
    original.href = href.replace(/\.nofonts\.css$/, '.css');
    document.head.append(original);
  }
  stylesheets = Promise.all(
    listed('rally-stylesheets').map(
      (href) =>
        new Promise((resolve) => {
          const link = document.createElement('link');
          link.rel = 'stylesheet';
          link.crossOrigin = '';
          link.href = href;
          link.addEventListener('load', resolve, { once: true });
          link.addEventListener('error', resolve, { once: true });
          document.head.append(link);
        }),
    ),
  );
  return stylesheets;
}

/** The app's start could not be loaded (a new deployment removed it, or the connection dropped): a sentence and a reload button. */
const showStartError = () =>
  showPageBar({ text: chunkErrorText, button: 'Reload the page', onClick: () => window.location.reload() });

// A page the server drew with data carries the queries it was drawn from; one drawn for its
// signed-in reader (a dashboard section) also lists its code for after the paint.
const renderedQueries = document.getElementById('rally-queries');
const drawnForReader = renderedQueries !== null && document.querySelector('meta[name="rally-preload"]') !== null;

/**
 * How many `modulepreload` links are added in one task. Adding a link starts its fetch on the main
 * thread: the 46 of a dashboard section or My bookings, added at once, were one 200 ms task on a
 * phone's CPU (4× slowed), a tap held for all of it; in slices of eight, no task is long.
 */
const PRELOADS_PER_TASK = 8;

/** Asks for the scripts a `<meta name>` lists: all requested at once, added a slice per task. */
function preload(name: string) {
  const hrefs = listed(name);
  const addSlice = (from: number) => {
    for (const href of hrefs.slice(from, from + PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    if (from + PRELOADS_PER_TASK < hrefs.length) setTimeout(() => addSlice(from + PRELOADS_PER_TASK), 0);
  };
  addSlice(0);
}

let started = false;
/** Loads the app and lets it take over the page (`onActive`: it has), once `before` is done. */
function run(onActive?: () => void, before?: Promise<unknown>) {
  if (started) return;
  started = true;
  const styled = prerendered ? applyStylesheets() : undefined;
  const queries = renderedQueries ? JSON.parse(renderedQueries.textContent ?? '{}') : undefined;
  Promise.all([loadChunk(() => import('./app/start')), styled, before]).then(
    ([{ start }]) => start(container, { adopt: prerendered && (!isLoggedIn() || drawnForReader), queries, onActive }),
    showStartError,
  );
}

if (prerendered && !isLoggedIn()) {
  // A public page arrives drawn (by the build, or by the server with the database's data: the
  // prices, the clubs) and works as HTML from its first paint: links are links and fields take
  // typing. The app takes it over once the page has loaded, without waiting for the reader (its
  // code is asked for then, so it never shares the connection with what the page shows), or at
  // once when the reader reaches for the page first. A click or submission that needs the app
  // before it has adopted the page is held and done again after (app/early-input.ts).
  const early = holdEarlyInput(container);
  container.removeAttribute('inert');
  const events = ['pointerdown', 'touchstart', 'keydown', 'rally:start'] as const;
  let begun = false;
  const begin = () => {
    if (begun) return;
    begun = true;
    for (const type of events) window.removeEventListener(type, begin, true);
    // The start, the site's layout and the page, asked for at once rather than one after another.
    preload('rally-prefetch');
    run(early.release);
  };
  for (const type of events) window.addEventListener(type, begin, { capture: true, passive: true });
  // Once loaded and painted: on a slow phone `load` can come before the first paint, and the
  // app's thirty requests would then hold the page's content up.
  const afterPaint = () => requestAnimationFrame(() => setTimeout(begin, 0));
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
} else if (renderedQueries) {
  // A page the server drew with its data (src/prerender.tsx: a dashboard section with the reader's,
  // or a public page for a logged-in visitor): the app draws it from the same queries, without
  // asking for them again.
  // Its code is asked for once the page has painted, all at once (the files its server listed).
  requestAnimationFrame(() =>
    setTimeout(() => {
      preload('rally-preload');
      run();
    }, 0),
  );
} else if (!prerendered) {
  // A signed-in page's data travels while its code does (app/first-reads.ts). The first reads'
  // code is a chunk of its own, fetched beside the start (in the entry, the modules the Members
  // URLs need became four files every public page fetched before its first paint); the start
  // runs once the reads have started, so the app takes their answers rather than asking again.
  const reads = loadChunk(() => import('./app/first-reads')).then(
    (m) => m.startFirstReads(window.location),
    () => undefined,
  );
  run(undefined, reads);
} else {
  // Logged in on a public page the build drew: the HTML shows the logged-out header: the app draws the page anew, once the page has loaded.
  void applyStylesheets();
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', () => run(), { once: true });
}

import './app/fonts.css';
import '@mantine/core/styles.css';
// The public site's own classes travel with the first CSS, so a prerendered page is styled before its script runs.
import './features/site/site.module.css';
import { chunkErrorText, loadChunk } from './app/chunk-load';
import { holdEarlyInput } from './app/early-input';
import { startFirstReads } from './app/first-reads';
import { isLoggedIn } from './lib/auth-token';

const container = document.getElementById('root')!;
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
  stylesheets ??= Promise.all(
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
function showStartError() {
  const alert = document.createElement('div');
  alert.setAttribute('role', 'alert');
  alert.style.cssText =
    'position:fixed;inset:auto 0 0 0;z-index:1000;display:flex;flex-wrap:wrap;gap:12px;align-items:center;justify-content:center;padding:16px;background:#fff;border-top:1px solid #dee2e6;font:inherit;color:#212529';
  const text = document.createElement('p');
  text.style.margin = '0';
  text.textContent = chunkErrorText;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Reload the page';
  button.style.cssText =
    'font:inherit;font-weight:600;color:#fff;background:#1b6b43;border:0;border-radius:4px;padding:0 20px;height:36px;cursor:pointer';
  button.addEventListener('click', () => window.location.reload());
  alert.append(text, button);
  document.body.append(alert);
}

// A signed-in page the server drew for its reader carries the queries it was drawn from.
const renderedQueries = document.getElementById('rally-queries');

let started = false;
/** Loads the app and lets it take over the page (`onActive`: it has). */
function run(onActive?: () => void) {
  if (started) return;
  started = true;
  const styled = prerendered ? applyStylesheets() : undefined;
  const queries = renderedQueries ? JSON.parse(renderedQueries.textContent ?? '{}') : undefined;
  Promise.all([loadChunk(() => import('./app/start')), styled]).then(
    ([{ start }]) => start(container, { adopt: prerendered, queries, onActive }),
    showStartError,
  );
}

/** Fetches the app's code and stylesheets without running them, when the browser is idle, so starting the app later is quick. */
function prefetchApp() {
  const files = [
    ...listed('rally-prefetch').map((href) => ({ href, as: 'script' })),
    ...listed('rally-stylesheets').map((href) => ({ href, as: 'style' })),
  ];
  for (const { href, as } of files) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = as;
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

if (renderedQueries) {
  // A signed-in page the server drew with the reader's data (src/prerender.tsx, renderSignedIn):
  // the app draws it from the same queries, without asking for them again.
  // Its code is asked for once the page has painted, all at once (the files its server listed).
  requestAnimationFrame(() =>
    setTimeout(() => {
      for (const href of listed('rally-preload')) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.append(link);
      }
      run();
    }, 0),
  );
} else if (!prerendered) {
  // A signed-in page's data travels while its code does (app/first-reads.ts).
  startFirstReads(window.location);
  run();
} else if (isLoggedIn()) {
  // The HTML shows the logged-out header: the app draws the page anew, once the page has loaded.
  void applyStylesheets();
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', () => run(), { once: true });
} else {
  // A public page is drawn and works as HTML (links, typing). The app takes it over when the
  // reader first reaches for it (pointer, touch, key, focus), not while the page loads: its code
  // is fetched when the browser is idle and run only then. What the reader did before the app
  // had adopted the page is done again after (app/early-input.ts).
  const early = holdEarlyInput(container);
  container.removeAttribute('inert');
  const events = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'rally:start'] as const;
  const begin = () => {
    for (const type of events) window.removeEventListener(type, begin, true);
    run(early.release);
  };
  for (const type of events) window.addEventListener(type, begin, { capture: true, passive: true });
  const idle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(prefetchApp, { timeout: 5000 })
      : setTimeout(prefetchApp, 1000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

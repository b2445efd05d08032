import { showPageBar } from './page-bar';

// Registers the service worker of the built app (dist/sw.js, src/service-worker/sw.ts) and offers
// a new release when one has installed: the worker waits until the reader says "Reload", then
// takes over and the page loads again with the new release. docs/pwa.md.

/** The update prompt's sentence. */
export const UPDATE_TEXT = 'A new version of Rally is ready.';

/**
 * How long after the page's load the worker is registered. Its install downloads and stores the
 * shell (about 80 files) on a thread of the page's process: started at load, on a busy 2-core
 * machine it doubled and tripled a public page's blocking time in Lighthouse (pricing: 410 ms
 * without a worker, 1,240–1,530 ms with it), as the page's app starts at load too (main.tsx).
 * A few seconds later the page has started and the reader loses nothing (docs/pwa.md).
 */
const INSTALL_AFTER_LOAD_MS = 5000;

/** Registers the worker once the page has loaded, started and gone quiet. */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  const later = (run: () => void) =>
    setTimeout(
      () => ('requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 5000 }) : run()),
      INSTALL_AFTER_LOAD_MS,
    );
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(watchForUpdates)
      .catch(() => undefined); // no worker (a private window, a blocked storage): the app works online as before
  };
  if (document.readyState === 'complete') later(register);
  else window.addEventListener('load', () => later(register), { once: true });
}

function watchForUpdates(registration: ServiceWorkerRegistration) {
  let accepted = false;
  let offered = false;
  const offer = (waiting: ServiceWorker) => {
    if (offered) return;
    offered = true;
    const hide = showPageBar({
      text: UPDATE_TEXT,
      button: 'Reload',
      role: 'status',
      onClick: () => {
        accepted = true;
        hide();
        waiting.postMessage('skip-waiting');
      },
    });
  };
  // The first worker also takes over the page (clients.claim): only an accepted update reloads it.
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (accepted) window.location.reload();
  });
  // Only a worker that replaces one already in charge is an update; the first one just installs.
  if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller) offer(installing);
    });
  });
  // A tab left open for days asks for a new release when the reader comes back to it.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
  });
}

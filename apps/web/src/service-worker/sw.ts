// The service worker (built into dist/sw.js by scripts/service-worker.mjs, which fills in the
// release's files and version; docs/pwa.md). It keeps:
// - the app shell of this release (index.html and the hashed files the player's pages run), so the
//   app opens offline; a new release installs beside it and waits until the reader accepts the
//   update prompt (app/service-worker.ts), then the old release's copies are deleted;
// - the player's own reads that their offline pages make (saved-reads.ts): network first, the
//   saved copy only when the network fails, marked with the time it was saved. Copies are kept per
//   sign-in (the key names a hash of the token, so another reader never gets them) and the page
//   deletes them all at every sign-in and sign-out.
// Pages themselves are never kept (a signed-in page the server draws carries its reader's data):
// offline, a page opens as the empty shell and the app draws it from the saved reads.
import { SAVED_AT_HEADER, SAVED_READ_MAX_AGE_MS, SAVED_READS_CACHE, isSavedRead, mayBeSaved } from './saved-reads';

declare const __RALLY_PRECACHE__: string[];
declare function importScripts(...urls: string[]): void;

// Web Push's `push` and `notificationclick` handlers (docs/notifications.md): a plain script of
// public/, checked for changes whenever the browser checks this worker for an update.
importScripts('/push-sw.js');
declare const __RALLY_VERSION__: string;

type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & {
  request: Request;
  clientId: string;
  preloadResponse: Promise<Response | undefined>;
  respondWith(response: Promise<Response>): void;
};
type WorkerScope = EventTarget & {
  location: Location;
  registration: { navigationPreload?: { enable(): Promise<void> } };
  clients: { claim(): Promise<void>; get(id: string): Promise<{ url: string } | undefined> };
  skipWaiting(): Promise<void>;
};
const worker = self as unknown as WorkerScope;

const SHELL_CACHE = `rally-shell-${__RALLY_VERSION__}`;
const SHELL_PAGE = '/index.html';
const precached = new Set(__RALLY_PRECACHE__);

worker.addEventListener('install', (event) => {
  // Through the browser's HTTP cache: the hashed files the page has just loaded are not fetched
  // again (they are immutable), and index.html, sent with no-cache, is asked for anew.
  (event as ExtendableEvent).waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.addAll(__RALLY_PRECACHE__)));
});

worker.addEventListener('activate', (event) => {
  (event as ExtendableEvent).waitUntil(
    (async () => {
      for (const name of await caches.keys())
        if (name.startsWith('rally-shell-') && name !== SHELL_CACHE) await caches.delete(name);
      // A page's own request starts while the worker wakes up, rather than after.
      await worker.registration.navigationPreload?.enable();
      await worker.clients.claim();
    })(),
  );
});

// The update prompt's "Reload": this release takes over from the one the open tabs run.
worker.addEventListener('message', (event) => {
  if ((event as MessageEvent).data === 'skip-waiting') void worker.skipWaiting();
});

worker.addEventListener('fetch', (e) => {
  const event = e as FetchEvent;
  const { request } = event;
  // Only reads: a booking, a payment or any other command always goes to the server, never kept.
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  if (url.pathname.startsWith('/api/')) {
    if (mayBeSaved(url)) event.respondWith(readOrSaved(event, url));
    return;
  }
  if (request.mode === 'navigate') event.respondWith(pageOrShell(event));
  else if (url.pathname.startsWith('/assets/') || precached.has(url.pathname))
    event.respondWith(shellFile(request, url));
});

/** A page: from the server; offline, the shell (the app draws the page). */
async function pageOrShell(event: FetchEvent): Promise<Response> {
  try {
    return (await event.preloadResponse) ?? (await fetch(event.request));
  } catch (error) {
    const shell = await caches.match(SHELL_PAGE, { cacheName: SHELL_CACHE });
    if (shell) return shell;
    throw error;
  }
}

/** A file of the shell: this release's copy, else the server's (a hashed file is kept, as it never changes). */
async function shellFile(request: Request, url: URL): Promise<Response> {
  const cache = await caches.open(SHELL_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok && url.pathname.startsWith('/assets/')) await cache.put(request, response.clone());
  return response;
}

/** The saved copy's key: the read's URL and a hash of the token it was read with (none: not kept). */
async function savedKey(request: Request, url: URL): Promise<string | undefined> {
  const token = request.headers.get('authorization');
  if (!token) return undefined;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  const reader = [...new Uint8Array(digest).slice(0, 12)].map((b) => b.toString(16).padStart(2, '0')).join('');
  const key = new URL(url);
  key.searchParams.set('rally-reader', reader);
  return key.href;
}

/** A read of a player's offline page: the server's answer (a copy kept), or offline the copy with its time. */
async function readOrSaved(event: FetchEvent, url: URL): Promise<Response> {
  const { request } = event;
  const client = event.clientId ? await worker.clients.get(event.clientId) : undefined;
  const key = isSavedRead(url, client ? new URL(client.url) : undefined) ? await savedKey(request, url) : undefined;
  if (!key) return fetch(request);
  const cache = await caches.open(SAVED_READS_CACHE);
  let response: Response;
  try {
    response = await fetch(request);
  } catch (error) {
    const saved = await cache.match(key);
    const savedAt = Date.parse(saved?.headers.get(SAVED_AT_HEADER) ?? '');
    if (saved && Date.now() - savedAt <= SAVED_READ_MAX_AGE_MS) return saved;
    if (saved) await cache.delete(key);
    throw error;
  }
  if (response.ok) {
    const copy = response.clone();
    event.waitUntil(
      copy.blob().then((body) => {
        const headers = new Headers(copy.headers);
        headers.set(SAVED_AT_HEADER, new Date().toISOString());
        return cache.put(key, new Response(body, { status: copy.status, statusText: copy.statusText, headers }));
      }),
    );
  } else if (response.status === 401 || response.status === 403 || response.status === 404) {
    // The token no longer reads it: its copy goes too.
    event.waitUntil(cache.delete(key));
  }
  return response;
}

import { SAVED_AT_HEADER, SAVED_READS_CACHE } from '../service-worker/saved-reads';

// The answers the service worker gave from a saved copy because the network failed (offline):
// by the API path they answered, when they were saved. A page that can be read offline shows
// "Saved at <time>" while any of its reads is such a copy (components/saved-copy-note.tsx); the
// next answer from the server for that path removes it. docs/pwa.md.

const savedAt = new Map<string, string>();
const listeners = new Set<() => void>();
let version = 0;

const changed = () => {
  version += 1;
  for (const listener of listeners) listener();
};

/** Notes where the answer to `url` came from: a saved copy (its header) or the server. */
export function noteAnswer(url: string, response: Response) {
  const path = new URL(url, 'http://rally.local').pathname;
  // A test's stand-in for fetch may answer without headers.
  const saved = response.headers?.get(SAVED_AT_HEADER);
  if (saved) savedAt.set(path, saved);
  else if (!savedAt.delete(path)) return;
  changed();
}

/** The oldest saving time of the saved copies now shown for paths starting with one of `prefixes`, or undefined. */
export function oldestSavedAt(prefixes: readonly string[]): string | undefined {
  let oldest: string | undefined;
  for (const [path, at] of savedAt)
    if (prefixes.some((prefix) => path.startsWith(prefix)) && (!oldest || at < oldest)) oldest = at;
  return oldest;
}

/** For useSyncExternalStore: subscribe to changes, and a number that moves with each. */
export const savedCopies = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  version: () => version,
};

/**
 * Deletes every saved read of this browser (at sign-in and sign-out), so a copy saved for one
 * reader is never shown to the next one. The service worker keys copies by the token as well.
 */
export function clearSavedReads() {
  savedAt.clear();
  changed();
  if (typeof caches !== 'undefined') void caches.delete(SAVED_READS_CACHE).catch(() => undefined);
}

// The browser's offer to install Rally (Chromium's `beforeinstallprompt`), kept from the moment
// the page starts (the entry listens, main.tsx) so an "Install" button shown later can use it.
// Browsers without the event (Safari, Firefox) never offer it: the page tells how to add Rally to
// the home screen instead (features/site/install-app.tsx).

type InstallPromptEvent = Event & {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Keeps the browser's install offer for the Install button (called once by the entry). */
export function listenForInstallOffer() {
  window.addEventListener('beforeinstallprompt', (event) => {
    // The button asks, not the browser's own banner.
    event.preventDefault();
    offer = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    changed();
  });
}

/** For useSyncExternalStore: whether the browser offers to install Rally now. */
export const installOffer = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  available: () => offer !== null,
};

/** Shows the browser's install dialog; true when the reader installed Rally. The offer is used once. */
export async function install(): Promise<boolean> {
  const current = offer;
  if (!current) return false;
  offer = null;
  changed();
  await current.prompt();
  return (await current.userChoice).outcome === 'accepted';
}

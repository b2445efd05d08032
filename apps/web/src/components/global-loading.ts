import { useSyncExternalStore } from 'react';

// A counter rather than a flag: two overlapping calls must both finish before the overlay goes.
let pending = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** The global loading overlay's store: `show()` and `hide()` nest; `track()` wraps a promise. */
export const globalLoading = {
  show() {
    pending += 1;
    emit();
  },
  hide() {
    if (pending === 0) return;
    pending -= 1;
    emit();
  },
  /** Shows the overlay until the promise settles, and hands the promise back. */
  async track<T>(work: Promise<T> | (() => Promise<T>)): Promise<T> {
    globalLoading.show();
    try {
      return await (typeof work === 'function' ? work() : work);
    } finally {
      globalLoading.hide();
    }
  },
  /** Clears every pending call (a failed navigation, tests). */
  reset() {
    pending = 0;
    emit();
  },
  get isLoading() {
    return pending > 0;
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/** The overlay's controls and whether it shows: `const { show, hide, track, isLoading } = useGlobalLoading()`. */
export function useGlobalLoading() {
  const isLoading = useSyncExternalStore(
    globalLoading.subscribe,
    () => globalLoading.isLoading,
    () => false,
  );
  return { isLoading, show: globalLoading.show, hide: globalLoading.hide, track: globalLoading.track };
}

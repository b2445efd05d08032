import { useSyncExternalStore } from 'react';
import type { ConfirmOptions } from './confirm-dialog';
import { notifyError, notifySuccess } from './notify';

// The question's store. The dialog that shows it (ConfirmDialogHost, confirm-dialog-host.tsx) is
// rendered once with the app's overlays, loaded after the first paint: a page that may ask does
// not carry the dialog's code.

type Request = ConfirmOptions & { resolve: (isConfirmed: boolean) => void };
// `request` outlives `opened` so the dialog keeps its words while it fades out.
let state: { request: Request | null; opened: boolean } = { request: null, opened: false };
const listeners = new Set<() => void>();
const setState = (next: typeof state) => {
  state = next;
  listeners.forEach((listener) => listener());
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

const answer = (isConfirmed: boolean) => {
  if (!state.opened) return; // the dialog also closes itself after a confirm
  state.request?.resolve(isConfirmed);
  setState({ request: state.request, opened: false });
};

/**
 * Asks for confirmation and resolves true (confirmed) or false (cancelled):
 * `if (await confirmAction({ title: 'Delete court?', message: '…', confirmLabel: 'Delete' })) …`.
 * Needs `<ConfirmDialogHost />` (or `<AppOverlays />`) rendered once.
 */
export function confirmAction(options: ConfirmOptions): Promise<boolean> {
  // A second question replaces the first, which counts as cancelled.
  state.request?.resolve(false);
  return new Promise((resolve) => setState({ request: { ...options, resolve }, opened: true }));
}

/**
 * A row action behind a confirmation: asks, then runs `run` and toasts `done` (words, or words
 * made from the answer) or the error. Resolves true when it ran and succeeded.
 */
export async function confirmThenRun<T>(
  options: ConfirmOptions,
  run: () => Promise<T>,
  done: string | ((answer: T) => string),
): Promise<boolean> {
  if (!(await confirmAction(options))) return false;
  try {
    const answer = await run();
    notifySuccess(typeof done === 'string' ? done : done(answer));
    return true;
  } catch (error) {
    notifyError(error);
    return false;
  }
}

/** The question asked and whether its dialog is open; `answer` settles it (the host's part). */
export function useConfirmRequest() {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
  return { ...current, answer };
}

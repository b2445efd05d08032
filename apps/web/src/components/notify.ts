import { toastDefaults } from '@rally/domain';
import type { ToastOptions } from 'react-toastify';

/** The spec's toast settings (spec 1 §2, §9): top right, progress bar, 3000 ms; also for `<ToastContainer>`. */
export const toastOptions = {
  position: toastDefaults.position,
  autoClose: toastDefaults.autoCloseMs,
  hideProgressBar: !toastDefaults.showProgressBar,
} satisfies ToastOptions;

/** Text for a toast from a string or a thrown error (an ApiError already carries the reader's message). */
const textOf = (message: unknown): string => {
  if (typeof message === 'string') return message;
  if (message instanceof Error && message.message) return message.message;
  return 'An error occurred';
};

// react-toastify comes with the toast container (app/app-chrome.tsx, loaded after the first paint),
// not with every page that may toast: a toast asked for before it has loaded shows once it has.
let toastApi: Promise<typeof import('react-toastify').toast> | undefined;
const toasts = () =>
  (toastApi ??= import('react-toastify').then(
    (m) => m.toast,
    (error: unknown) => {
      toastApi = undefined; // not loaded (the connection dropped): the next toast tries again
      throw error;
    },
  ));

/** A green toast: 'Member saved'. */
export const notifySuccess = (message: string, options?: ToastOptions) =>
  void toasts().then((toast) => toast.success(message, { ...toastOptions, ...options }));

/** A red toast from a sentence or a caught error. */
export const notifyError = (message: unknown, options?: ToastOptions) =>
  void toasts().then((toast) => toast.error(textOf(message), { ...toastOptions, ...options }));

/** A neutral toast. */
export const notifyInfo = (message: string, options?: ToastOptions) =>
  void toasts().then((toast) => toast.info(message, { ...toastOptions, ...options }));

import { notifyError, notifySuccess } from '../../../components/notify';

/** Runs a change and says how it went: `done` as a toast, or the error. */
export async function runWithToast(action: () => Promise<unknown>, done: string) {
  try {
    await action();
    notifySuccess(done);
  } catch (e) {
    notifyError(e);
  }
}

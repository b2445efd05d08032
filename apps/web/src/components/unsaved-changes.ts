import { confirmAction } from './confirm-action';

// Every open form with a record's values registers here (useRecordForm does it), so the pieces
// that can throw its changes away — the slide-in panel's close, a section tab, a router
// navigation, closing the browser tab — ask before they do, without each form wiring it up.

/** A form that may hold changes the user has not saved. */
export type GuardedForm = {
  isDirty: () => boolean;
  /** Throws the changes away (back to the record's values). */
  discard: () => void;
};

const forms = new Set<GuardedForm>();

/** Registers an open form; returns the function that unregisters it. */
export function registerGuardedForm(form: GuardedForm): () => void {
  forms.add(form);
  return () => {
    forms.delete(form);
  };
}

/** True when an open form holds unsaved changes. */
export const hasUnsavedChanges = () => [...forms].some((form) => form.isDirty());

/** Throws away the changes of every open form. */
export const discardUnsavedChanges = () => [...forms].forEach((form) => form.isDirty() && form.discard());

/** The question asked before changes are thrown away. */
export const discardQuestion = {
  title: 'Discard unsaved changes?',
  message: 'Your changes to this form have not been saved and will be lost.',
  confirmLabel: 'Discard',
  cancelLabel: 'Keep editing',
  danger: true,
} as const;

/**
 * Asks "Discard unsaved changes?" when `isDirty()` (default: any open form); resolves true when
 * it is fine to go on (nothing to lose, or the user chose Discard, whose changes are then
 * thrown away), false for Keep editing.
 */
export async function confirmDiscard(form?: GuardedForm): Promise<boolean> {
  const isDirty = form ? form.isDirty() : hasUnsavedChanges();
  if (!isDirty) return true;
  if (!(await confirmAction(discardQuestion))) return false;
  if (form) form.discard();
  else discardUnsavedChanges();
  return true;
}

/** A panel's form as the panels take it (a Mantine form fits). */
export type PanelForm = { isDirty: () => boolean; reset: () => void };

/**
 * The close of a panel that holds `form`: at once without changes, otherwise after "Discard
 * unsaved changes?" (Discard throws them away, Keep editing leaves the panel open).
 */
export const guardedClose = (form: PanelForm | undefined, onClose: () => void) => () => {
  if (!form || !form.isDirty()) return onClose();
  void confirmDiscard({ isDirty: form.isDirty, discard: form.reset }).then((isDiscarded) => isDiscarded && onClose());
};

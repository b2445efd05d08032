import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePanelClose } from './slide-in-modal';

type FormPanelActionsProps = {
  /** The `id` of the form the submit button sends (it sits in the panel's footer, outside the form). */
  form: string;
  submitting: boolean;
  onCancel: () => void;
  /** The submit button's label: "Save court", "Add group". */
  children: ReactNode;
};

/** Cancel and submit, for the `footer` of a `SlideInModal` that holds a form (Cancel asks first when it has changes). */
export function FormPanelActions({ form, submitting, onCancel, children }: FormPanelActionsProps) {
  // Inside a SlideInModal, Cancel closes through it, so a form with changes asks first.
  const panelClose = usePanelClose();
  return (
    <>
      <Button variant="default" onClick={panelClose ?? onCancel}>
        Cancel
      </Button>
      <Button type="submit" form={form} loading={submitting}>
        {children}
      </Button>
    </>
  );
}

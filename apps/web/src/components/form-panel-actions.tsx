import { Button } from '@mantine/core';
import type { ReactNode } from 'react';

type FormPanelActionsProps = {
  /** The `id` of the form the submit button sends (it sits in the panel's footer, outside the form). */
  form: string;
  submitting: boolean;
  onCancel: () => void;
  /** The submit button's label: "Save court", "Add group". */
  children: ReactNode;
};

/** Cancel and submit, for the `footer` of a `SlideInModal` that holds a form. */
export function FormPanelActions({ form, submitting, onCancel, children }: FormPanelActionsProps) {
  return (
    <>
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" form={form} loading={submitting}>
        {children}
      </Button>
    </>
  );
}

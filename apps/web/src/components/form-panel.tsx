import { Text } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { FormPanelActions } from './form-panel-actions';
import { SlideInModal } from './slide-in-modal';
import type { PanelForm } from './unsaved-changes';

type FormPanelProps = {
  /** The form element's id, named by the footer's submit button. */
  id: string;
  opened: boolean;
  onClose: () => void;
  /** The panel's form (`useRecordForm`): closing with changes asks first. */
  form: PanelForm;
  /** The panel's heading: "Add a court", "Edit Court 1". */
  title: ReactNode;
  /** The form's accessible name: "Add court". */
  label: string;
  /** The submit button's label: "Save court". */
  submitLabel: ReactNode;
  submitting: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  size?: 'md' | 'lg';
  children: ReactNode;
};

/**
 * A create or edit form in a `SlideInModal`: the heading, the form (no browser validation: the
 * zod schema says what is wrong), and Cancel with the submit button kept in view at the bottom.
 */
export function FormPanel({
  id,
  opened,
  onClose,
  form,
  title,
  label,
  submitLabel,
  submitting,
  onSubmit,
  size = 'lg',
  children,
}: FormPanelProps) {
  return (
    <SlideInModal
      opened={opened}
      onClose={onClose}
      form={form}
      size={size}
      title={
        <Text fw={700} size="lg">
          {title}
        </Text>
      }
      footer={
        <FormPanelActions form={id} submitting={submitting} onCancel={onClose}>
          {submitLabel}
        </FormPanelActions>
      }
    >
      <form id={id} onSubmit={onSubmit} noValidate aria-label={label}>
        {children}
      </form>
    </SlideInModal>
  );
}

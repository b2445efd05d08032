import { Modal, type ModalProps } from '@mantine/core';
import { guardedClose, type PanelForm } from './unsaved-changes';

export type PopupModalProps = ModalProps & {
  /** A form in the popup (`useRecordForm`): closing it with changes asks "Discard unsaved changes?" first. */
  form?: PanelForm;
};

/** Shared by both modals: the page behind stops scrolling while open and focus returns on close. */
export const modalBehaviour = { lockScroll: true, trapFocus: true, returnFocus: true } as const;

/** A centred popup modal that opens and closes through a short pop transition (spec 1 §2). */
export function PopupModal({ transitionProps, form, onClose, ...rest }: PopupModalProps) {
  return (
    <Modal
      centered
      radius="md"
      overlayProps={{ backgroundOpacity: 0.45, blur: 2 }}
      {...modalBehaviour}
      transitionProps={{ transition: 'pop', duration: 180, timingFunction: 'ease', ...transitionProps }}
      onClose={guardedClose(form, onClose)}
      {...rest}
    />
  );
}

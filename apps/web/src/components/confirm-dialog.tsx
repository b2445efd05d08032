import { Button, Group, Modal, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { notifyError } from './notify';
import { modalBehaviour } from './popup-modal';

/** What a confirmation asks. */
export type ConfirmOptions = {
  title: ReactNode;
  message: ReactNode;
  /** The confirm button's words: say the action ('Delete court'). Default 'Confirm'. */
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button for destructive actions (default true). */
  danger?: boolean;
};

export type ConfirmDialogProps = ConfirmOptions & {
  opened: boolean;
  /** Runs on confirm; while its promise runs the button spins; if it throws, the error is toasted and the dialog stays. */
  onConfirm: () => unknown;
  /** Called on cancel, Escape, the close button, and after a successful confirm. */
  onClose: () => void;
};

/** Asks before anything destructive (DESIGN.md); the safe Cancel button has the first focus. */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  danger = true,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const [isBusy, setIsBusy] = useState(false);

  const confirm = async () => {
    setIsBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch (error) {
      notifyError(error);
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={isBusy ? () => {} : onClose}
      title={title}
      centered
      size="sm"
      {...modalBehaviour}
      transitionProps={{ transition: 'pop', duration: 150 }}
    >
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onClose} disabled={isBusy} data-autofocus>
          {cancelLabel}
        </Button>
        <Button color={danger ? 'red' : undefined} onClick={confirm} loading={isBusy}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}

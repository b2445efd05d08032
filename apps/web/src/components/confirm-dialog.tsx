import { Button, Group, Modal, Text, TextInput, getDefaultZIndex } from '@mantine/core';
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
  /**
   * For what cannot be undone at scale (replacing the member register): the confirm button stays
   * off until the person types one of `accept` (case and outer spaces ignored), e.g. the count
   * that will be removed or the club's name. `label` says what to type.
   */
  typeToConfirm?: { label: string; accept: readonly string[] };
};

/** True when `typed` is one of the accepted answers, ignoring case and outer spaces. */
export const isTypedConfirmation = (typed: string, accept: readonly string[]) =>
  accept.some((answer) => answer.trim().toLowerCase() === typed.trim().toLowerCase() && answer.trim() !== '');

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
  typeToConfirm,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const [isBusy, setIsBusy] = useState(false);
  const [typed, setTyped] = useState('');
  const isUnlocked = !typeToConfirm || isTypedConfirmation(typed, typeToConfirm.accept);
  const close = () => {
    setTyped('');
    onClose();
  };

  const confirm = async () => {
    setIsBusy(true);
    try {
      await onConfirm();
      close();
    } catch (error) {
      notifyError(error);
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={isBusy ? () => {} : close}
      title={title}
      centered
      size="sm"
      {...modalBehaviour}
      // Above any drawer or modal: a question asked from a slide-in panel stays on top even when its
      // portal was made before the panel's (an earlier question on the page keeps its portal).
      zIndex={getDefaultZIndex('modal') + 10}
      transitionProps={{ transition: 'pop', duration: 150 }}
    >
      <Text size="sm" component="div">
        {message}
      </Text>
      {typeToConfirm && (
        <TextInput
          mt="md"
          label={typeToConfirm.label}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          autoComplete="off"
          disabled={isBusy}
        />
      )}
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={close} disabled={isBusy} data-autofocus>
          {cancelLabel}
        </Button>
        <Button color={danger ? 'red' : undefined} onClick={confirm} loading={isBusy} disabled={!isUnlocked}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}

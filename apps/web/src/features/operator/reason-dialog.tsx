import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { operatorReasonSchema } from '@rally/domain';
import { useState } from 'react';

/** Asks for the reason of a refusal or a suspension (required, the shared schema's rule), then confirms. */
export function ReasonDialog({
  title,
  message,
  confirmLabel,
  opened,
  busy,
  onClose,
  onConfirm,
}: {
  title: string;
  message: string;
  confirmLabel: string;
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const parsed = operatorReasonSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setError(null);
    onConfirm(parsed.data.reason);
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="sm">
        <Text size="sm">{message}</Text>
        <Textarea
          label="Reason (the club's AGENT is told)"
          autosize
          minRows={3}
          value={reason}
          error={error}
          onChange={(event) => setReason(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" loading={busy} onClick={submit}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

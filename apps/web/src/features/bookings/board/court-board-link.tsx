import { Badge, Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconDeviceTv } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmAction } from '../../../components/confirm-action';
import { notifyError, notifySuccess } from '../../../components/notify';
import { formatDateTime, zoneFormat, type CourtBoardLink } from '@rally/domain';
import {
  useCourtBoardLink,
  useCreateCourtBoardLink,
  useRevokeCourtBoardLink,
  type LiveState,
} from '../api/court-board.api';

// The court board's link in the day view's toolbar (issue 29): Court Bookings staff make it (shown
// once: only its hash is kept), replace it (the old screen stops) or turn it off. Beside it, whether
// this day view is live (another desk's bookings appear without reloading).

export function CourtBoardLinkButton({ clubId, zone, live }: { clubId: number; zone: string; live: LiveState }) {
  const [open, setOpen] = useState(false);
  return (
    <Group gap="xs" wrap="nowrap">
      <Badge variant="dot" color={live === true ? 'green' : 'gray'} data-testid="day-view-live">
        {live === true ? 'Live' : 'Offline'}
      </Badge>
      <Button variant="default" leftSection={<IconDeviceTv size={16} />} onClick={() => setOpen(true)}>
        Court board
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Court board for the clubhouse" size="lg">
        {open ? <BoardLinkPanel clubId={clubId} zone={zone} /> : null}
      </Modal>
    </Group>
  );
}

function BoardLinkPanel({ clubId, zone }: { clubId: number; zone: string }) {
  const link = useCourtBoardLink(clubId);
  const create = useCreateCourtBoardLink(clubId);
  const revoke = useRevokeCourtBoardLink(clubId);
  const [made, setMade] = useState<CourtBoardLink | null>(null);
  const exists = made?.exists ?? link.data?.exists ?? false;

  const makeLink = async () => {
    if (
      exists &&
      !(await confirmAction({
        title: 'Replace the board link?',
        message: 'The screen that shows the board now stops updating. Open the new link on it.',
        confirmLabel: 'Replace link',
        cancelLabel: 'Keep it',
      }))
    )
      return;
    try {
      setMade(await create.mutateAsync());
    } catch (error) {
      notifyError(error);
    }
  };
  const turnOff = async () => {
    if (
      !(await confirmAction({
        title: 'Turn the board link off?',
        message: 'The screen that shows the board says it is no longer available.',
        confirmLabel: 'Turn off',
        cancelLabel: 'Keep it',
      }))
    )
      return;
    try {
      await revoke.mutateAsync();
      setMade(null);
      notifySuccess('The court board link is off.');
    } catch (error) {
      notifyError(error);
    }
  };

  if (link.isPending) return <Text c="dimmed">Loading…</Text>;
  if (link.error) return <Text c="red">The board link could not be read. Close this and try again.</Text>;
  return (
    <Stack gap="md">
      <Text size="sm">
        A read-only page for a screen in the clubhouse: each court's booking now and next, and the free courts, updated
        as bookings change. It opens without a login, so anyone with the link can see it.
      </Text>
      {made?.url ? (
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            Open this link on the screen. It is shown only now; make a new one if you lose it.
          </Text>
          <Group gap="xs" wrap="nowrap">
            <TextInput value={made.url} readOnly aria-label="Board link" style={{ flex: 1 }} />
            <CopyButton value={made.url}>
              {({ copied, copy }) => <Button onClick={copy}>{copied ? 'Copied' : 'Copy'}</Button>}
            </CopyButton>
          </Group>
        </Stack>
      ) : exists && link.data?.created_at ? (
        <Text size="sm" c="dimmed">
          A link made {formatDateTime(link.data.created_at, zoneFormat(zone))} is in use.
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          The club has no board link yet.
        </Text>
      )}
      <Group justify="flex-end" gap="xs">
        {exists ? (
          <Button variant="subtle" color="red" onClick={turnOff} loading={revoke.isPending}>
            Turn link off
          </Button>
        ) : null}
        <Button onClick={makeLink} loading={create.isPending}>
          {exists ? 'Make a new link' : 'Make a link'}
        </Button>
      </Group>
    </Stack>
  );
}

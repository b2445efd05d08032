import { Box, Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatAmount, type ClubDetail } from '@rally/domain';
import { notifyError, notifySuccess } from '../../../components/notify';
import { PopupModal } from '../../../components/popup-modal';
import { failureText } from '../../../lib/api';
import { type EventDetail, type Participant } from '../api/events.api';
import { useWithdraw, useWithdrawCheck } from '../api/participants.api';
import { sessionText } from '../clinic-format';
import { useClubFormat } from '../../../lib/format';

/**
 * Staff withdraw a participant from chosen sessions (POST /api/eventparticipant/{id}/withdraw/
 * {session_set}); the refund those sessions give back (terms and rate) is shown before the
 * danger button. Render with a `key` per participant so the choice starts empty.
 */
export function WithdrawDialog({
  club,
  event,
  participant,
  onClose,
}: {
  club: ClubDetail;
  event: EventDetail;
  participant: Participant | null;
  onClose: () => void;
}) {
  const fmt = useClubFormat(club);
  const withdraw = useWithdraw(club.id);
  const [chosen, setChosen] = useState<string[]>([]);
  const name = participant?.name || 'This participant';
  const sessions = event.session_set.filter((s) => participant?.session_set.includes(s.id));
  const sessionSet = chosen.map(Number);
  const outcome = useWithdrawCheck(participant?.id ?? null, sessionSet);
  const all = sessions.length > 0 && chosen.length === sessions.length;
  const submit = async () => {
    try {
      const answer = await withdraw.mutateAsync({ id: participant!.id, session_set: sessionSet });
      const money =
        Number(answer.refund) > 0
          ? `: ${formatAmount(answer.refund, { ...fmt, currency: event.currency_code })} refunded`
          : Number(answer.credit) > 0
            ? `: ${formatAmount(answer.credit, { ...fmt, currency: event.currency_code })} kept as club credit`
            : '';
      notifySuccess(`${name} withdrawn from ${sessionSet.length} session${sessionSet.length === 1 ? '' : 's'}${money}`);
      onClose();
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <PopupModal opened={participant !== null} onClose={onClose} size="lg" title={<Text fw={700}>Withdraw {name}</Text>}>
      <Stack gap="sm">
        <Checkbox
          label="All their sessions"
          checked={all}
          indeterminate={chosen.length > 0 && !all}
          onChange={() => setChosen(all ? [] : sessions.map((s) => String(s.id)))}
        />
        <Checkbox.Group label="Sessions to leave" value={chosen} onChange={setChosen}>
          <Box role="region" aria-label="Their sessions" tabIndex={0} mah={240} style={{ overflowY: 'auto' }} mt={4}>
            <Stack gap={6} py={2}>
              {sessions.map((s) => (
                <Checkbox
                  key={s.id}
                  value={String(s.id)}
                  label={`Session ${s.number}: ${sessionText(s.start, s.end, fmt)}`}
                />
              ))}
            </Stack>
          </Box>
        </Checkbox.Group>
        <Paper withBorder p="sm" radius="md" aria-live="polite">
          {!sessionSet.length ? (
            <Text size="sm" c="dimmed">
              Choose the sessions they leave to see the refund.
            </Text>
          ) : outcome.isFetching ? (
            <Text size="sm">Working out the refund…</Text>
          ) : outcome.isError ? (
            <Text size="sm" c="red.8">
              {failureText(outcome.error)}
            </Text>
          ) : outcome.data ? (
            <Stack gap={2}>
              <Text size="sm" fw={600}>
                {outcome.data.outcome}
              </Text>
              {outcome.data.refund_text && <Text size="sm">{outcome.data.refund_text}</Text>}
            </Stack>
          ) : null}
        </Paper>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Keep them in
          </Button>
          <Button
            color="red"
            onClick={submit}
            loading={withdraw.isPending}
            disabled={!outcome.data || outcome.isFetching}
          >
            {sessionSet.length
              ? `Withdraw from ${sessionSet.length} session${sessionSet.length === 1 ? '' : 's'}`
              : 'Withdraw'}
          </Button>
        </Group>
      </Stack>
    </PopupModal>
  );
}

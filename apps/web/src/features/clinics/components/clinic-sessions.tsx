import { Badge, Paper, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { ClubDetail } from '@rally/domain';
import { confirmThenRun } from '../../../components/confirm-action';
import { notifyError, notifySuccess } from '../../../components/notify';
import { RowActions } from '../../../components/row-actions';
import { cancelCheck, useSessionAction, type EventDetail, type EventSession } from '../api/events.api';
import { sessionText } from '../clinic-format';
import { EditSession } from './edit-dialogs';
import { useClubFormat } from '../../../lib/format';
import { stackedTable } from '../../../components/stacked-table';

/** The clinic page's sessions: when, courts, places taken, the court booking; edit, book the court, cancel. */
export function ClinicSessions({
  club,
  event: e,
  courtName,
}: {
  club: ClubDetail;
  event: EventDetail;
  courtName: (id: number) => string;
}) {
  const fmt = useClubFormat(club);
  const sessionAction = useSessionAction(club.id);
  const [editingSession, setEditingSession] = useState<EventSession | null>(null);
  const cancelSession = async (sid: number, when: string) => {
    // The refund outcome (the terms and each place's rate) is shown before confirming.
    const outcome = await cancelCheck('eventsession', sid).then(
      (p) => p.outcome,
      () => 'Participants are refunded per the terms.',
    );
    return confirmThenRun(
      {
        title: 'Cancel this session?',
        message: `The session on ${when} is cancelled and its court freed. ${outcome}`,
        confirmLabel: 'Cancel session',
        cancelLabel: 'Keep session',
      },
      () => sessionAction.mutateAsync({ id: sid, action: 'cancel' }),
      'Session cancelled',
    );
  };
  const bookSession = async (sid: number) => {
    try {
      await sessionAction.mutateAsync({ id: sid, action: 'create_booking' });
      notifySuccess('Court booked');
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <>
      <Title order={3} size="h4">
        Sessions
      </Title>
      <Paper withBorder radius="md">
        <Table.ScrollContainer className={stackedTable} minWidth={560}>
          <Table verticalSpacing="xs" aria-label="Sessions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>When</Table.Th>
                <Table.Th>Courts</Table.Th>
                <Table.Th>Places taken</Table.Th>
                <Table.Th>Court booking</Table.Th>
                <Table.Th>
                  <span className="visually-hidden">Actions</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {e.session_set.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={6}>
                    <Text size="sm" c="dimmed">
                      No sessions: edit the clinic's schedule to make them.
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {e.session_set.map((s) => (
                <Table.Tr key={s.id} c={s.cancelled ? 'dimmed' : undefined}>
                  <Table.Td data-label="Session">{s.number}</Table.Td>
                  <Table.Td data-label="When">{sessionText(s.start, s.end, fmt)}</Table.Td>
                  <Table.Td data-label="Courts">{s.courts.map(courtName).join(', ') || '—'}</Table.Td>
                  <Table.Td data-label="Places taken">
                    {s.participants}
                    {e.max_participant_session !== null ? ` of ${e.max_participant_session}` : ''}
                  </Table.Td>
                  <Table.Td data-label="Court booking">
                    {s.cancelled ? (
                      <Badge c="dark.7" color="red" variant="light" tt="none">
                        Cancelled
                      </Badge>
                    ) : s.booked ? (
                      <Badge c="dark.7" color="green" variant="light" tt="none">
                        Booked
                      </Badge>
                    ) : (
                      <Badge c="dark.7" color="gray" variant="light" tt="none">
                        Not booked
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {!s.cancelled && (
                      <RowActions
                        actions={[
                          { text: 'Edit', label: `Edit session ${s.number}`, onClick: () => setEditingSession(s) },
                          !s.booked && {
                            text: 'Book court',
                            label: `Book court for session ${s.number}`,
                            variant: 'light',
                            onClick: () => bookSession(s.id),
                          },
                          {
                            text: 'Cancel',
                            label: `Cancel session ${s.number}`,
                            danger: true,
                            onClick: () => cancelSession(s.id, sessionText(s.start, s.end, fmt)),
                          },
                        ]}
                      />
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <EditSession club={club} session={editingSession} onClose={() => setEditingSession(null)} />
    </>
  );
}

import { Badge, Button, Group, Paper, Skeleton, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import type { ClubDetail } from '@rally/domain';
import { ErrorState } from '../../../components/data-states';
import { RowActions } from '../../../components/row-actions';
import { type EventDetail, type Participant } from '../api/events.api';
import { useEventParticipants } from '../api/participants.api';
import { money } from '../clinic-format';
import { exportParticipants, paymentLabels } from '../clinic-export';
import { AddParticipant } from './add-participant';
import { EditParticipant } from './edit-dialogs';
import { WithdrawDialog } from './withdraw-dialog';
import { useClubFormat } from '../../../lib/format';
import { stackedTable } from '../../../components/stacked-table';

/** The clinic page's participants: sessions, price, payment; add, edit, withdraw from chosen sessions, export. */
export function ClinicParticipants({ club, event: e }: { club: ClubDetail; event: EventDetail }) {
  const fmt = useClubFormat(club);
  const people = useEventParticipants(e.id);
  const [adding, setAdding] = useState(false);
  const [editingPerson, setEditingPerson] = useState<Participant | null>(null);
  const [withdrawing, setWithdrawing] = useState<Participant | null>(null);
  const cancelled = e.status === 'C';

  const exportCsv = () => exportParticipants(e.name, people.data ?? []);

  return (
    <>
      <Group justify="space-between">
        <Title order={3} size="h4">
          Participants
        </Title>
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconDownload size={14} aria-hidden />}
            onClick={exportCsv}
            disabled={!people.data?.length}
          >
            Export
          </Button>
          {!cancelled && (
            <Button size="xs" onClick={() => setAdding(true)}>
              Add participant
            </Button>
          )}
        </Group>
      </Group>
      <Paper withBorder radius="md">
        {people.isPending ? (
          <Skeleton h={80} />
        ) : people.isError ? (
          <ErrorState
            title="We couldn't load the participants"
            error={people.error}
            onRetry={() => people.refetch()}
            isRetrying={people.isFetching}
          />
        ) : people.data.length === 0 ? (
          <Text size="sm" c="dimmed" p="md">
            Nobody has joined yet. Publish the clinic so players can join, or add participants yourself.
          </Text>
        ) : (
          <Table.ScrollContainer className={stackedTable} minWidth={560}>
            <Table verticalSpacing="xs" aria-label="Participants">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Member</Table.Th>
                  <Table.Th>Sessions</Table.Th>
                  <Table.Th>Price</Table.Th>
                  <Table.Th>Payment</Table.Th>
                  <Table.Th>
                    <span className="visually-hidden">Actions</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {people.data.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td data-label="Name">
                      <Text size="sm">{p.name || '—'}</Text>
                      <Text size="xs" c="dimmed">
                        {p.email}
                      </Text>
                    </Table.Td>
                    <Table.Td data-label="Member">{p.member ? 'Member' : 'Non-member'}</Table.Td>
                    <Table.Td data-label="Sessions">
                      {p.all_sessions ? `All (${p.session_set.length})` : p.session_set.length}
                    </Table.Td>
                    <Table.Td data-label="Price">{money(p.price, { ...fmt, currency: e.currency_code })}</Table.Td>
                    <Table.Td data-label="Payment">
                      <Badge
                        c="dark.7"
                        variant="light"
                        color={p.payment_status === 'U' ? 'orange' : p.payment_status === 'P' ? 'green' : 'gray'}
                        tt="none"
                      >
                        {paymentLabels[p.payment_status]}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <RowActions
                        actions={[
                          {
                            text: 'Edit',
                            label: `Edit ${p.name || 'this participant'}`,
                            onClick: () => setEditingPerson(p),
                          },
                          p.session_set.length > 0 && {
                            text: 'Withdraw',
                            label: `Withdraw ${p.name || 'this participant'}`,
                            danger: true,
                            onClick: () => setWithdrawing(p),
                          },
                        ]}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      <EditParticipant club={club} participant={editingPerson} onClose={() => setEditingPerson(null)} />
      <AddParticipant club={club} event={e} opened={adding} onClose={() => setAdding(false)} />
      <WithdrawDialog
        key={withdrawing?.id ?? 0}
        club={club}
        event={e}
        participant={withdrawing}
        onClose={() => setWithdrawing(null)}
      />
    </>
  );
}

import { Badge, Button, Group, Menu, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDots, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import type { ClubDetail } from '@rally/domain';
import { confirmAction } from '../../../components/confirm-action';
import { ErrorState } from '../../../components/data-states';
import { notifyError, notifyInfo, notifySuccess } from '../../../components/notify';
import {
  useClubCourts, useCoaches, useDeleteEvent, useEvent, useEventAction, useEventParticipants, useSessionAction, useWithdraw, type EventDetail, type EventSession,
  type FailedSession, type Participant,
} from '../api/events.api';
import { limitsText, money, sessionText, typeLabel } from '../clinic-format';
import { EditParticipant, EditSession } from './edit-dialogs';
import { RatesPanel } from './rates-panel';
import { StatusBadge } from './clinics-list';
import { CloneDialog } from './clone-dialog';
import { AddParticipant } from './add-participant';

export type ClinicDetailProps = { club: ClubDetail; id: number; onBack: () => void; onEdit: (event: EventDetail) => void; onOpen: (id: number) => void };

const paymentLabels = { U: 'To pay', P: 'Paid', N: 'Nothing to pay' } as const;

/** The clinic page: its details, actions, sessions and participants. */
export function ClinicDetail({ club, id, onBack, onEdit, onOpen }: ClinicDetailProps) {
  const event = useEvent(id);
  const people = useEventParticipants(club.id, id);
  const courts = useClubCourts(club.id);
  const coaches = useCoaches(club.id);
  const action = useEventAction(club.id);
  const remove = useDeleteEvent(club.id);
  const sessionAction = useSessionAction(club.id);
  const withdraw = useWithdraw(club.id);
  const [failed, setFailed] = useState<FailedSession[]>([]);
  const [cloning, setCloning] = useState(false);
  const [adding, setAdding] = useState(false);
  const [editingSession, setEditingSession] = useState<EventSession | null>(null);
  const [editingPerson, setEditingPerson] = useState<Participant | null>(null);

  if (event.isPending) return <Skeleton h={420} radius="md" />;
  if (event.isError) return <ErrorState title="We couldn't load this clinic" error={event.error} onRetry={() => event.refetch()} isRetrying={event.isFetching} />;
  const e = event.data;
  const courtName = (cid: number) => courts.data?.find((c) => c.id === cid)?.name ?? `Court ${cid}`;
  const coachName = (cid: number) => coaches.data?.results.find((c) => c.id === cid)?.full_name ?? '';
  const draft = e.status === 'D' || e.status === '';
  const cancelled = e.status === 'C';

  const run = async (what: 'publish' | 'unpublish' | 'book_courts' | 'create_sessions', done: string) => {
    try {
      const answer = await action.mutateAsync({ id: e.id, action: what });
      if (what === 'book_courts') {
        setFailed(answer.failed_sessions ?? []);
        if (answer.failed_sessions?.length) notifyInfo(`${answer.failed_sessions.length} session${answer.failed_sessions.length === 1 ? '' : 's'} could not be booked`);
        else notifySuccess(done);
      } else notifySuccess(done);
    } catch (error) {
      notifyError(error);
    }
  };
  const cancelEvent = async () => {
    if (!(await confirmAction({ title: `Cancel ${e.name}?`, message: 'Its sessions not yet over are cancelled and their courts freed. Participants are refunded per the terms. This cannot be undone.', confirmLabel: 'Cancel clinic', cancelLabel: 'Keep clinic' }))) return;
    try {
      await action.mutateAsync({ id: e.id, action: 'cancel' });
      notifySuccess(`${e.name} cancelled`);
    } catch (error) {
      notifyError(error);
    }
  };
  const deleteEvent = async () => {
    if (!(await confirmAction({ title: `Delete ${e.name}?`, message: 'The draft and its sessions are removed, and their court bookings with them.', confirmLabel: 'Delete clinic' }))) return;
    try {
      await remove.mutateAsync(e.id);
      notifySuccess(`${e.name} deleted`);
      onBack();
    } catch (error) {
      notifyError(error);
    }
  };
  const cancelSession = async (sid: number, when: string) => {
    if (!(await confirmAction({ title: 'Cancel this session?', message: `The session on ${when} is cancelled and its court freed.`, confirmLabel: 'Cancel session', cancelLabel: 'Keep session' }))) return;
    try {
      await sessionAction.mutateAsync({ id: sid, action: 'cancel' });
      notifySuccess('Session cancelled');
    } catch (error) {
      notifyError(error);
    }
  };
  const bookSession = async (sid: number) => {
    try {
      await sessionAction.mutateAsync({ id: sid, action: 'create_booking' });
      notifySuccess('Court booked');
    } catch (error) {
      notifyError(error);
    }
  };
  const withdrawAll = async (pid: number, name: string, sessions: number[]) => {
    if (!(await confirmAction({ title: `Withdraw ${name}?`, message: `${name} leaves all their sessions; the refund follows the clinic's terms.`, confirmLabel: 'Withdraw' }))) return;
    try {
      await withdraw.mutateAsync({ id: pid, session_set: sessions });
      notifySuccess(`${name} withdrawn`);
    } catch (error) {
      notifyError(error);
    }
  };
  const exportCsv = () => {
    try {
      const rows = [['Name', 'Email', 'Member', 'Sessions', 'Price', 'Payment'], ...(people.data ?? []).map((p) => [p.name, p.email, p.member ? 'yes' : 'no', String(p.session_set.length), p.price, paymentLabels[p.payment_status]])];
      const csv = rows.map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(',')).join('\n');
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = `${e.name} participants.csv`;
      a.click();
      URL.revokeObjectURL(url);
      notifySuccess('Data successfully exported to CSV file');
    } catch {
      notifyError('Failed to export data to CSV file');
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm">
          <Button variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack}>All clinics</Button>
        </Group>
        <Group gap="xs" wrap="wrap">
          {!cancelled && <Button variant="default" onClick={() => onEdit(e)}>Edit</Button>}
          {draft && <Button onClick={() => run('publish', `${e.name} published`)} loading={action.isPending}>Publish</Button>}
          {e.status === 'P' && <Button variant="default" onClick={() => run('unpublish', `${e.name} is a draft again`)}>Unpublish</Button>}
          {!cancelled && <Button variant="default" onClick={() => run('book_courts', 'Courts booked')} loading={action.isPending}>Book courts</Button>}
          <Menu position="bottom-end">
            <Menu.Target>
              <Button variant="default" rightSection={<IconDots size={16} aria-hidden />}>More</Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => setCloning(true)}>Clone</Menu.Item>
              {!cancelled && <Menu.Item color="red" onClick={cancelEvent}>Cancel clinic</Menu.Item>}
              {draft && <Menu.Item color="red" onClick={deleteEvent}>Delete draft</Menu.Item>}
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>

      <Paper withBorder radius="md" p="md">
        <Group gap="sm" mb={4}>
          <Title order={2} size="h3">{e.name}</Title>
          <StatusBadge event={e} />
          <Badge c="dark.7" variant="outline" color="gray" tt="none">{typeLabel(e.ttype)}</Badge>
        </Group>
        <Text size="sm" c="dimmed" mb="sm">{e.desc}</Text>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Fact label="Sessions" value={String(e.session_set.filter((s) => !s.cancelled).length)} />
          <Fact label="Places per session" value={e.max_participant_session === null ? 'No limit' : String(e.max_participant_session)} />
          <Fact label="Members, whole clinic" value={money(e.member_price, e.currency_code)} />
          <Fact label="Non-members, whole clinic" value={e.allow_nonmember ? money(e.nonmember_price, e.currency_code) : 'Members only'} />
          <Fact label="Members, one session" value={e.can_join_single_session ? money(e.member_session_price, e.currency_code) : 'Whole clinic only'} />
          <Fact label="Courts" value={e.court_set.map(courtName).join(', ') || 'None yet'} />
          <Fact label="Coaches" value={e.coach_set.map(coachName).join(', ') || 'None'} />
          <Fact label="For" value={limitsText(e) || 'Anyone'} />
        </SimpleGrid>
      </Paper>

      <RatesPanel club={club} event={e} readOnly={cancelled} />

      {failed.length > 0 && (
        <Paper withBorder radius="md" p="md" bg="var(--mantine-color-red-0)" role="alert">
          <Text fw={600} mb={4}>These sessions could not be booked</Text>
          {failed.map((f) => (
            <Text key={f.session.id} size="sm">{sessionText(f.session.start, f.session.end)}: {f.reason}</Text>
          ))}
        </Paper>
      )}

      <Title order={3} size="h4">Sessions</Title>
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs" aria-label="Sessions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>When</Table.Th>
                <Table.Th>Courts</Table.Th>
                <Table.Th>Places taken</Table.Th>
                <Table.Th>Court booking</Table.Th>
                <Table.Th><span className="visually-hidden">Actions</span></Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {e.session_set.length === 0 && (
                <Table.Tr><Table.Td colSpan={6}><Text size="sm" c="dimmed">No sessions: edit the clinic's schedule to make them.</Text></Table.Td></Table.Tr>
              )}
              {e.session_set.map((s) => (
                <Table.Tr key={s.id} c={s.cancelled ? 'dimmed' : undefined}>
                  <Table.Td>{s.number}</Table.Td>
                  <Table.Td>{sessionText(s.start, s.end)}</Table.Td>
                  <Table.Td>{s.courts.map(courtName).join(', ') || '—'}</Table.Td>
                  <Table.Td>{s.participants}{e.max_participant_session !== null ? ` of ${e.max_participant_session}` : ''}</Table.Td>
                  <Table.Td>
                    {s.cancelled ? <Badge c="dark.7" color="red" variant="light" tt="none">Cancelled</Badge> : s.booked ? <Badge c="dark.7" color="green" variant="light" tt="none">Booked</Badge> : <Badge c="dark.7" color="gray" variant="light" tt="none">Not booked</Badge>}
                  </Table.Td>
                  <Table.Td>
                    {!s.cancelled && (
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <Button size="xs" variant="subtle" onClick={() => setEditingSession(s)} aria-label={`Edit session ${s.number}`}>Edit</Button>
                        {!s.booked && <Button size="xs" variant="light" onClick={() => bookSession(s.id)} aria-label={`Book the court of session ${s.number}`}>Book court</Button>}
                        <Button size="xs" variant="subtle" color="red" onClick={() => cancelSession(s.id, sessionText(s.start, s.end))} aria-label={`Cancel session ${s.number}`}>Cancel</Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>

      <Group justify="space-between">
        <Title order={3} size="h4">Participants</Title>
        <Group gap="xs">
          <Button variant="default" size="xs" leftSection={<IconDownload size={14} aria-hidden />} onClick={exportCsv} disabled={!people.data?.length}>Export</Button>
          {!cancelled && <Button size="xs" onClick={() => setAdding(true)}>Add participant</Button>}
        </Group>
      </Group>
      <Paper withBorder radius="md">
        {people.isPending ? (
          <Skeleton h={80} />
        ) : people.isError ? (
          <ErrorState title="We couldn't load the participants" error={people.error} onRetry={() => people.refetch()} isRetrying={people.isFetching} />
        ) : people.data.length === 0 ? (
          <Text size="sm" c="dimmed" p="md">Nobody has joined yet. Publish the clinic so players can join, or add participants yourself.</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs" aria-label="Participants">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Member</Table.Th>
                  <Table.Th>Sessions</Table.Th>
                  <Table.Th>Price</Table.Th>
                  <Table.Th>Payment</Table.Th>
                  <Table.Th><span className="visually-hidden">Actions</span></Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {people.data.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td>
                      <Text size="sm">{p.name || '—'}</Text>
                      <Text size="xs" c="dimmed">{p.email}</Text>
                    </Table.Td>
                    <Table.Td>{p.member ? 'Member' : 'Non-member'}</Table.Td>
                    <Table.Td>{p.all_sessions ? `All (${p.session_set.length})` : p.session_set.length}</Table.Td>
                    <Table.Td>{money(p.price, e.currency_code)}</Table.Td>
                    <Table.Td><Badge c="dark.7" variant="light" color={p.payment_status === 'U' ? 'orange' : p.payment_status === 'P' ? 'green' : 'gray'} tt="none">{paymentLabels[p.payment_status]}</Badge></Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Button size="xs" variant="subtle" aria-label={`Edit ${p.name || 'this participant'}`} onClick={() => setEditingPerson(p)}>Edit</Button>
                      {p.session_set.length > 0 && <Button size="xs" variant="subtle" color="red" aria-label={`Withdraw ${p.name || 'this participant'}`} onClick={() => withdrawAll(p.id, p.name || 'This participant', p.session_set)}>Withdraw</Button>}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      <EditSession club={club} session={editingSession} onClose={() => setEditingSession(null)} />
      <EditParticipant club={club} participant={editingPerson} onClose={() => setEditingPerson(null)} />
      <CloneDialog club={club} event={e} opened={cloning} onClose={() => setCloning(false)} onCloned={(id2) => { setCloning(false); onOpen(id2); }} />
      <AddParticipant club={club} event={e} opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">{label}</Text>
      <Text size="sm" fw={500}>{value}</Text>
    </div>
  );
}

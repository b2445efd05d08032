import { Badge, Button, Group, Menu, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDots } from '@tabler/icons-react';
import { useState } from 'react';
import type { ClubDetail } from '@rally/domain';
import { confirmThenRun } from '../../../components/confirm-action';
import { ErrorState } from '../../../components/data-states';
import { notifyError, notifyInfo, notifySuccess } from '../../../components/notify';
import {
  cancelCheck,
  useClubCourts,
  useCoaches,
  useDeleteEvent,
  useEvent,
  useEventAction,
  type EventDetail,
  type FailedSession,
} from '../api/events.api';
import { limitsText, money, sessionText, typeLabel } from '../clinic-format';
import { RatesPanel } from './rates-panel';
import { StatusBadge } from './clinics-list';
import { CloneDialog } from './clone-dialog';
import { ClinicParticipants } from './clinic-participants';
import { ClinicSessions } from './clinic-sessions';
import { ClinicTermsPanel } from './clinic-terms-panel';
import { useClubFormat } from '../../../lib/format';

export type ClinicDetailProps = {
  club: ClubDetail;
  id: number;
  onBack: () => void;
  onEdit: (event: EventDetail) => void;
  onOpen: (id: number) => void;
};

/** The clinic page: its details, actions, sessions and participants. */
export function ClinicDetail({ club, id, onBack, onEdit, onOpen }: ClinicDetailProps) {
  const fmt = useClubFormat(club);
  const event = useEvent(id);
  const courts = useClubCourts(club.id);
  const coaches = useCoaches(club.id);
  const action = useEventAction(club.id);
  const remove = useDeleteEvent(club.id);
  const [failed, setFailed] = useState<FailedSession[]>([]);
  const [cloning, setCloning] = useState(false);

  if (event.isPending) return <Skeleton h={420} radius="md" />;
  if (event.isError)
    return (
      <ErrorState
        title="We couldn't load this clinic"
        error={event.error}
        onRetry={() => event.refetch()}
        isRetrying={event.isFetching}
      />
    );
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
        if (answer.failed_sessions?.length)
          notifyInfo(
            `${answer.failed_sessions.length} session${answer.failed_sessions.length === 1 ? '' : 's'} could not be booked`,
          );
        else notifySuccess(done);
      } else notifySuccess(done);
    } catch (error) {
      notifyError(error);
    }
  };
  const cancelEvent = async () => {
    // The refund outcome (the terms and each place's rate) is shown before confirming.
    const outcome = await cancelCheck('event', e.id).then(
      (p) => p.outcome,
      () => 'Participants are refunded per the terms.',
    );
    return confirmThenRun(
      {
        title: `Cancel ${e.name}?`,
        message: `Its sessions not yet over are cancelled and their courts freed. ${outcome} This cannot be undone.`,
        confirmLabel: 'Cancel clinic',
        cancelLabel: 'Keep clinic',
      },
      () => action.mutateAsync({ id: e.id, action: 'cancel' }),
      `${e.name} cancelled`,
    );
  };
  const deleteEvent = async () => {
    const deleted = await confirmThenRun(
      {
        title: `Delete ${e.name}?`,
        message: 'The draft and its sessions are removed, and their court bookings with them.',
        confirmLabel: 'Delete clinic',
      },
      () => remove.mutateAsync(e.id),
      `${e.name} deleted`,
    );
    if (deleted) onBack();
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm">
          <Button variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack}>
            All clinics
          </Button>
        </Group>
        <Group gap="xs" wrap="wrap">
          {!cancelled && (
            <Button variant="default" onClick={() => onEdit(e)}>
              Edit
            </Button>
          )}
          {draft && (
            <Button onClick={() => run('publish', `${e.name} published`)} loading={action.isPending}>
              Publish
            </Button>
          )}
          {e.status === 'P' && (
            <Button variant="default" onClick={() => run('unpublish', `${e.name} is a draft again`)}>
              Unpublish
            </Button>
          )}
          {!cancelled && (
            <Button variant="default" onClick={() => run('book_courts', 'Courts booked')} loading={action.isPending}>
              Book courts
            </Button>
          )}
          <Menu position="bottom-end">
            <Menu.Target>
              <Button variant="default" rightSection={<IconDots size={16} aria-hidden />}>
                More
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => setCloning(true)}>Clone</Menu.Item>
              {!cancelled && (
                <Menu.Item color="red" onClick={cancelEvent}>
                  Cancel clinic
                </Menu.Item>
              )}
              {draft && (
                <Menu.Item color="red" onClick={deleteEvent}>
                  Delete draft
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>

      <Paper withBorder radius="md" p="md">
        <Group gap="sm" mb={4}>
          <Title order={2} size="h3">
            {e.name}
          </Title>
          <StatusBadge event={e} />
          <Badge c="dark.7" variant="outline" color="gray" tt="none">
            {typeLabel(e.ttype)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" mb="sm">
          {e.desc}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Fact label="Sessions" value={String(e.session_set.filter((s) => !s.cancelled).length)} />
          <Fact
            label="Places per session"
            value={e.max_participant_session === null ? 'No limit' : String(e.max_participant_session)}
          />
          <Fact label="Members, whole clinic" value={money(e.member_price, { ...fmt, currency: e.currency_code })} />
          <Fact
            label="Non-members, whole clinic"
            value={e.allow_nonmember ? money(e.nonmember_price, { ...fmt, currency: e.currency_code }) : 'Members only'}
          />
          <Fact
            label="Members, one session"
            value={
              e.can_join_single_session
                ? money(e.member_session_price, { ...fmt, currency: e.currency_code })
                : 'Whole clinic only'
            }
          />
          <Fact label="Courts" value={e.court_set.map(courtName).join(', ') || 'None yet'} />
          <Fact label="Coaches" value={e.coach_set.map(coachName).join(', ') || 'None'} />
          <Fact label="For" value={limitsText(e) || 'Anyone'} />
        </SimpleGrid>
      </Paper>

      <RatesPanel club={club} event={e} readOnly={cancelled} />

      <ClinicTermsPanel club={club} event={e} readOnly={cancelled} />

      {failed.length > 0 && (
        <Paper withBorder radius="md" p="md" bg="var(--mantine-color-red-0)" role="alert">
          <Text fw={600} mb={4}>
            These sessions could not be booked
          </Text>
          {failed.map((f) => (
            <Text key={f.session.id} size="sm">
              {sessionText(f.session.start, f.session.end, fmt)}: {f.reason}
            </Text>
          ))}
        </Paper>
      )}

      <ClinicSessions club={club} event={e} courtName={courtName} />

      <ClinicParticipants club={club} event={e} />
      <CloneDialog
        club={club}
        event={e}
        opened={cloning}
        onClose={() => setCloning(false)}
        onCloned={(id2) => {
          setCloning(false);
          onOpen(id2);
        }}
      />
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </div>
  );
}

import { Badge, Button, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import {
  coachTypeLabels,
  studentGenderLabels,
  type ClubCoach,
  type ClubCoachSettings,
  type ClubDetail,
} from '@rally/domain';
import { IconSchool, IconUserPlus } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { ErrorState } from '../../../components/data-states';
import { confirmAction } from '../../../components/confirm-action';
import { EmptyState } from '../../../components/empty-state';
import { notifyError, notifySuccess } from '../../../components/notify';
import { useAddCoach, useClubCoaches, useRemoveCoach, useUpdateClubCoach } from '../api/coaches.api';
import { CoachPanel } from './coach-panel';
import { useDashboardClub } from '../../../lib/dashboard';
import { rowActionsColumn } from './row-actions-column';
import { SentInvitations } from './sent-invitations';

const studentsOf = (c: ClubCoach) =>
  `${studentGenderLabels[c.student_gender]}, ages ${c.min_student_age}–${c.max_student_age}, NTRP ${c.min_ntrp.toFixed(1)}–${c.max_ntrp.toFixed(1)}`;

/** Club Settings › Coaches: who coaches at the club and on what terms. */
export function CoachesTab({ club }: { club: ClubDetail }) {
  const coaches = useClubCoaches(club.id);
  const add = useAddCoach(club.id);
  const update = useUpdateClubCoach(club.id);
  const remove = useRemoveCoach(club.id);
  const [panel, setPanel] = useState<{ coach: ClubCoach | null } | null>(null);
  // Adding a coach grants access to the club: only an AGENT invites (docs/api-frame.md, Invitations).
  const canInvite = useDashboardClub().canEnter('admins');

  const submit = async ({ email, club_coach }: { email: string; club_coach: ClubCoachSettings }) => {
    if (panel?.coach) {
      await update.mutateAsync({ ...club_coach, id: panel.coach.id });
      notifySuccess('Coach settings saved');
    } else {
      await add.mutateAsync({ email, club_coach });
      notifySuccess('Invitation sent: they coach at the club once they accept it');
    }
  };
  const removeCoach = async (coach: ClubCoach) => {
    if (
      !(await confirmAction({
        title: 'Remove this coach?',
        message: `${coach.full_name} will no longer coach at ${club.name}. Their bookings stay as they are.`,
        confirmLabel: 'Remove coach',
      }))
    )
      return;
    try {
      await remove.mutateAsync(coach.coach);
      notifySuccess('Coach removed');
    } catch (error) {
      notifyError(error);
    }
  };

  const list = coaches.data?.results ?? [];
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" mb="md" gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4">
            Coaches
          </Title>
          <Text size="sm" c="dimmed">
            Coaches can open the club's court bookings and take lessons.
          </Text>
        </Stack>
        {canInvite && (
          <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setPanel({ coach: null })}>
            Invite coach
          </Button>
        )}
      </Group>
      {coaches.isError ? (
        <ErrorState
          title="We couldn't load the coaches"
          error={coaches.error}
          onRetry={() => coaches.refetch()}
          isRetrying={coaches.isFetching}
        />
      ) : !coaches.isPending && list.length === 0 ? (
        <EmptyState
          icon={<IconSchool size={28} aria-hidden />}
          title="No coaches yet"
          description="Invite the coaches who teach at the club. They need a Rally account with a confirmed email, and coach here once they accept."
          action={canInvite ? <Button onClick={() => setPanel({ coach: null })}>Invite coach</Button> : undefined}
        />
      ) : (
        <DataTable
          records={list}
          fetching={coaches.isPending}
          minHeight={coaches.isPending ? 160 : 0}
          striped
          highlightOnHover
          fz="sm"
          columns={[
            {
              accessor: 'full_name',
              title: 'Coach',
              render: (c) => (
                <Stack gap={0}>
                  <Text size="sm" fw={600}>
                    {c.full_name}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {c.email}
                  </Text>
                </Stack>
              ),
            },
            {
              accessor: 'ttype',
              title: 'Type',
              render: (c) => (
                <Badge variant="light" color={c.ttype === 'P' ? 'ball' : 'court'} tt="none">
                  {coachTypeLabels[c.ttype]}
                </Badge>
              ),
            },
            {
              accessor: 'students',
              title: 'Students',
              visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
              render: (c) => studentsOf(c),
            },
            {
              accessor: 'generic_levels',
              title: 'Levels',
              visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.lg})`,
              render: (c) => (c.generic_levels.length ? c.generic_levels.join(', ') : 'All levels'),
            },
            {
              accessor: 'max_hours_day',
              title: 'Hours a day',
              textAlign: 'right',
              visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
            },
            rowActionsColumn<ClubCoach>(
              (c) => c.full_name,
              (c) => (
                <>
                  <Menu.Item onClick={() => setPanel({ coach: c })}>Edit settings</Menu.Item>
                  <Menu.Divider />
                  <Menu.Item color="red" onClick={() => removeCoach(c)}>
                    Remove from club
                  </Menu.Item>
                </>
              ),
            ),
          ]}
        />
      )}
      <SentInvitations clubId={club.id} kind="coach" enabled={canInvite} />
      <CoachPanel
        opened={panel !== null}
        coach={panel?.coach ?? null}
        onClose={() => setPanel(null)}
        onSubmit={submit}
      />
    </Paper>
  );
}

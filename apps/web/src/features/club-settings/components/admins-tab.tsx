import { Alert, Badge, Button, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import { adminStatusLabels, roleLabels, type ClubAdminSetEntry, type ClubDetail } from '@rally/domain';
import { IconUserPlus } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { confirmAction } from '../../../components/confirm-action';
import { EmptyState } from '../../../components/empty-state';
import { notifyError, notifySuccess } from '../../../components/notify';
import { useDashboardClub } from '../../../lib/dashboard';
import { useCurrentPlayer } from '../../../lib/session';
import { useAddClubAdmin, useDeleteClubAdmin, useUpdateClubAdmin } from '../api/club-admins.api';
import { AdminRolesPanel, type AdminPanelMode } from './admin-roles-panel';
import { rowActionsColumn } from './row-actions-column';
import { SentInvitations } from './sent-invitations';
import { stackedColumns } from '../../../components/stacked-table';

const statusColours = { A: 'court', P: 'ball', S: 'gray' } as const;
type Target = { admin: ClubAdminSetEntry; mode: AdminPanelMode };

/** A pending application: who, and approve or refuse. */
function Application({
  admin,
  onApprove,
  onRefuse,
}: {
  admin: ClubAdminSetEntry;
  onApprove: () => void;
  onRefuse: () => void;
}) {
  return (
    <Group
      justify="space-between"
      wrap="wrap"
      gap="sm"
      py="sm"
      style={{ borderTop: '1px solid var(--mantine-color-ball-2)' }}
    >
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={600}>{admin.player_name}</Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {admin.email}
        </Text>
      </Stack>
      <Group gap="xs">
        <Button variant="default" color="red" onClick={onRefuse}>
          Refuse
        </Button>
        <Button onClick={onApprove}>Approve</Button>
      </Group>
    </Group>
  );
}

/** Club Settings › Admins: who runs the club; an AGENT approves, adds, changes and removes them. */
export function AdminsTab({ club }: { club: ClubDetail }) {
  const dash = useDashboardClub();
  const me = useCurrentPlayer().data?.id;
  const add = useAddClubAdmin(club.id);
  const update = useUpdateClubAdmin(club.id);
  const remove = useDeleteClubAdmin(club.id);
  const [target, setTarget] = useState<Target | { admin: null; mode: AdminPanelMode } | null>(null);

  if (!dash.canEnter('admins') || !club.admin_set) {
    return (
      <Alert color="gray" title="Administrators are managed by the club's agents">
        Ask an administrator with the Agent role to approve applications, add people or change roles.
      </Alert>
    );
  }
  const pending = club.admin_set.filter((a) => a.status === 'P');
  const admins = club.admin_set.filter((a) => a.status !== 'P');

  const run = async (action: Promise<unknown>, message: string) => {
    try {
      await action;
      notifySuccess(message);
    } catch (error) {
      notifyError(error);
    }
  };
  const refuse = async (admin: ClubAdminSetEntry) => {
    if (
      await confirmAction({
        title: 'Refuse this application?',
        message: `${admin.player_name} will not become an administrator of ${club.name}.`,
        confirmLabel: 'Refuse application',
      })
    ) {
      await run(remove.mutateAsync(admin.id), 'Application refused');
    }
  };
  const removeAdmin = async (admin: ClubAdminSetEntry) => {
    if (
      await confirmAction({
        title: 'Remove this administrator?',
        message: `${admin.player_name} will no longer be able to open ${club.name}'s dashboard.`,
        confirmLabel: 'Remove administrator',
      })
    ) {
      await run(remove.mutateAsync(admin.id), 'Administrator removed');
    }
  };
  const suspend = async (admin: ClubAdminSetEntry) => {
    if (
      await confirmAction({
        title: 'Suspend this administrator?',
        message: `${admin.player_name} keeps their roles but cannot open the dashboard until you reactivate them.`,
        confirmLabel: 'Suspend',
      })
    ) {
      await run(update.mutateAsync({ id: admin.id, status: 'S' }), 'Administrator suspended');
    }
  };

  const submitPanel = async ({ email, roles }: { email: string; roles: ClubAdminSetEntry['roles'] }) => {
    if (!target) return;
    if (target.mode.kind === 'add') {
      await add.mutateAsync({ email, roles });
      notifySuccess('Invitation sent: they become an administrator when they accept it');
    } else if (target.admin) {
      await update.mutateAsync({
        id: target.admin.id,
        roles,
        ...(target.mode.kind === 'approve' ? { status: 'A' as const } : {}),
      });
      notifySuccess(
        target.mode.kind === 'approve' ? `${target.admin.player_name} is now an administrator` : 'Roles saved',
      );
    }
  };

  return (
    <Stack gap="lg">
      {pending.length > 0 && (
        <Paper
          withBorder
          radius="md"
          p={{ base: 'md', sm: 'lg' }}
          bg="ball.0"
          style={{ borderColor: 'var(--mantine-color-ball-3)' }}
        >
          <Title order={2} size="h4">
            Applications waiting ({pending.length})
          </Title>
          <Text size="sm" c="dimmed" mb="xs">
            These players asked to help run the club.
          </Text>
          {pending.map((admin) => (
            <Application
              key={admin.id}
              admin={admin}
              onApprove={() =>
                setTarget({ admin, mode: { kind: 'approve', name: admin.player_name, roles: admin.roles } })
              }
              onRefuse={() => refuse(admin)}
            />
          ))}
        </Paper>
      )}

      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Group justify="space-between" mb="md" gap="sm">
          <Stack gap={2}>
            <Title order={2} size="h4">
              Administrators
            </Title>
            <Text size="sm" c="dimmed">
              Each role opens part of the dashboard. A club always keeps at least one active agent.
            </Text>
          </Stack>
          <Button
            leftSection={<IconUserPlus size={16} aria-hidden />}
            onClick={() => setTarget({ admin: null, mode: { kind: 'add' } })}
          >
            Invite administrator
          </Button>
        </Group>
        {admins.length === 0 ? (
          <EmptyState title="No administrators yet" description="Add the people who run the club." />
        ) : (
          <DataTable
            records={admins}
            idAccessor="id"
            striped
            highlightOnHover
            minHeight={0}
            fz="sm"
            {...stackedColumns([
              {
                accessor: 'player_name',
                title: 'Name',
                render: (a) => (
                  <Stack gap={0}>
                    <Text size="sm" fw={600}>
                      {a.player_name}
                      {a.player === me ? ' (you)' : ''}
                    </Text>
                    {a.status === 'S' && (
                      <Text size="xs" c="red.9" hiddenFrom="sm">
                        Suspended
                      </Text>
                    )}
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {a.email}
                    </Text>
                  </Stack>
                ),
              },
              {
                accessor: 'roles',
                title: 'Roles',
                render: (a) => (
                  <Group gap={4}>
                    {a.roles.map((code) => (
                      <Badge key={code} variant="light" color={code === 'A' ? 'court' : 'gray'} tt="none">
                        {roleLabels[code]}
                      </Badge>
                    ))}
                  </Group>
                ),
              },
              {
                accessor: 'status',
                title: 'Status',
                visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
                render: (a) => (
                  <Badge variant="dot" color={statusColours[a.status]} tt="none">
                    {adminStatusLabels[a.status]}
                  </Badge>
                ),
              },
              rowActionsColumn<ClubAdminSetEntry>(
                (a) => a.player_name,
                (a) => (
                  <>
                    <Menu.Item
                      onClick={() =>
                        setTarget({ admin: a, mode: { kind: 'roles', name: a.player_name, roles: a.roles } })
                      }
                    >
                      Change roles
                    </Menu.Item>
                    {a.status === 'A' ? (
                      <Menu.Item onClick={() => suspend(a)}>Suspend</Menu.Item>
                    ) : (
                      <Menu.Item
                        onClick={() => run(update.mutateAsync({ id: a.id, status: 'A' }), 'Administrator reactivated')}
                      >
                        Reactivate
                      </Menu.Item>
                    )}
                    <Menu.Divider />
                    <Menu.Item color="red" onClick={() => removeAdmin(a)}>
                      Remove
                    </Menu.Item>
                  </>
                ),
              ),
            ])}
          />
        )}
        <SentInvitations clubId={club.id} kind="admin" />
      </Paper>
      <AdminRolesPanel mode={target?.mode ?? null} onClose={() => setTarget(null)} onSubmit={submitPanel} />
    </Stack>
  );
}

import { ActionIcon, Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { messageGroupTypeLabels, type ClubDetail, type MessageGroupRecord } from '@rally/domain';
import { confirmAction } from '../../../components/confirm-action';
import { notifySuccess } from '../../../components/notify';
import { useDeleteMessageGroup, useMessageGroups } from '../api/messages.api';
import { GroupForm } from './group-form';

/** Messages › Manage groups: the club's message groups, who each reaches and how many. */
export function GroupsScreen({ club }: { club: ClubDetail }) {
  const groups = useMessageGroups(club.id);
  const remove = useDeleteMessageGroup(club.id);
  const [editing, setEditing] = useState<MessageGroupRecord | 'new' | null>(null);

  const removeGroup = async (g: MessageGroupRecord) => {
    const confirmed = await confirmAction({
      title: `Delete ${g.name}?`,
      message:
        'Messages already sent to it stay readable by staff; its members stop seeing them unless another group includes them.',
      confirmLabel: 'Delete group',
    });
    if (!confirmed) return;
    await remove.mutateAsync(g.id);
    notifySuccess(`${g.name} deleted`);
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <div>
          <Title order={2} size="h4">
            Message groups
          </Title>
          <Text size="sm" c="dimmed">
            Who your messages reach: all members, members of some memberships, a clinic's participants, or people you
            choose.
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          Add message group
        </Button>
      </Group>
      {groups.error && <Alert color="red">{groups.error.message}</Alert>}
      <DataTable<MessageGroupRecord>
        withTableBorder
        borderRadius="md"
        striped
        minHeight={groups.data?.length ? undefined : 160}
        fetching={groups.isPending}
        records={groups.data ?? []}
        noRecordsText="No message groups yet: add the first one"
        fz={14}
        columns={[
          {
            accessor: 'name',
            title: 'Name',
            render: (g) => (
              <Text size="sm" fw={600}>
                {g.name}
              </Text>
            ),
          },
          { accessor: 'ttype', title: 'Reaches', render: (g) => messageGroupTypeLabels[g.ttype] },
          { accessor: 'num_players', title: 'Members', textAlign: 'right' },
          {
            accessor: 'allow_response',
            title: 'Replies',
            render: (g) => (
              <Badge variant="light" color={g.allow_response ? 'court' : 'gray'}>
                {g.allow_response ? 'On' : 'Off'}
              </Badge>
            ),
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
          },
          {
            accessor: 'actions',
            title: '',
            textAlign: 'right',
            render: (g) => (
              <Group gap={4} justify="flex-end" wrap="nowrap">
                <ActionIcon variant="subtle" color="gray" aria-label={`Edit ${g.name}`} onClick={() => setEditing(g)}>
                  <IconPencil size={18} />
                </ActionIcon>
                <ActionIcon variant="subtle" color="red" aria-label={`Delete ${g.name}`} onClick={() => removeGroup(g)}>
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            ),
          },
        ]}
      />
      <GroupForm
        club={club}
        group={editing === 'new' ? null : editing}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}

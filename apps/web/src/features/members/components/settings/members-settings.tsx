import { ActionIcon, Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ClubDetail, MemberGroupRecord, MembershipTypeRecord } from '@rally/domain';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { confirmAction } from '../../../../components/confirm-action';
import { notifySuccess } from '../../../../components/notify';
import { useDeleteMemberGroup, useDeleteMembershipType, useMemberGroups, useMembershipTypes } from '../../api/members.api';
import { moneyLabel } from '../../members-format';
import { MemberGroupForm } from './member-group-form';
import { MembershipTypeForm } from './membership-type-form';

const actions = (name: string, onEdit: () => void, onDelete: () => void) => (
  <Group gap={4} justify="flex-end" wrap="nowrap">
    <ActionIcon variant="subtle" color="gray" aria-label={`Edit ${name}`} onClick={onEdit}>
      <IconPencil size={18} />
    </ActionIcon>
    <ActionIcon variant="subtle" color="red" aria-label={`Delete ${name}`} onClick={onDelete}>
      <IconTrash size={18} />
    </ActionIcon>
  </Group>
);

/** Members › Settings: the club's membership types and member groups. */
export function MembersSettings({ club }: { club: ClubDetail }) {
  const types = useMembershipTypes(club.id);
  const groups = useMemberGroups(club.id);
  const deleteType = useDeleteMembershipType(club.id);
  const deleteGroup = useDeleteMemberGroup(club.id);
  const [editingType, setEditingType] = useState<MembershipTypeRecord | 'new' | null>(null);
  const [editingGroup, setEditingGroup] = useState<MemberGroupRecord | 'new' | null>(null);
  const typeName = (id: number | null) => types.data?.find((t) => t.id === id)?.name ?? 'Any';

  const removeType = async (t: MembershipTypeRecord) => {
    const confirmed = await confirmAction({
      title: `Delete ${t.name}?`,
      message: t.member_count
        ? `${t.member_count} ${t.member_count === 1 ? 'member has' : 'members have'} this membership. They stay on the register without a membership.`
        : 'No member has this membership.',
      confirmLabel: 'Delete type',
    });
    if (!confirmed) return;
    await deleteType.mutateAsync(t.id);
    notifySuccess(`${t.name} deleted`);
  };
  const removeGroup = async (g: MemberGroupRecord) => {
    const confirmed = await confirmAction({ title: `Delete ${g.name}?`, message: 'Its members stay on the register, in no group.', confirmLabel: 'Delete group' });
    if (!confirmed) return;
    await deleteGroup.mutateAsync(g.id);
    notifySuccess(`${g.name} deleted`);
  };

  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <div>
            <Title order={2} size="h4">Membership types</Title>
            <Text size="sm" c="dimmed">What members can join, and what it costs per year or per month in {club.currency.toUpperCase()}.</Text>
          </div>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditingType('new')}>Add membership type</Button>
        </Group>
        {types.isError && <Alert color="red">{types.error.message}</Alert>}
        <DataTable<MembershipTypeRecord>
          withTableBorder
          borderRadius="md"
          striped
          minHeight={types.data?.length ? undefined : 160}
          fetching={types.isPending}
          records={types.data ?? []}
          noRecordsText="No membership types yet: add the first one"
          fz={14}
          columns={[
            { accessor: 'name', title: 'Name', render: (t) => <Text size="sm" fw={600}>{t.name}</Text> },
            { accessor: 'group', title: 'Group', visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})` },
            { accessor: 'annual_price', title: 'Yearly', textAlign: 'right', render: (t) => moneyLabel(t.annual_price, t.currency) },
            { accessor: 'monthly_price', title: 'Monthly', textAlign: 'right', render: (t) => moneyLabel(t.monthly_price, t.currency) },
            {
              accessor: 'member_count',
              title: 'Members',
              textAlign: 'right',
              render: (t) => (t.max_number ? `${t.member_count} / ${t.max_number}` : t.member_count),
            },
            { accessor: 'actions', title: '', textAlign: 'right', render: (t) => actions(t.name, () => setEditingType(t), () => removeType(t)) },
          ]}
        />
      </Stack>

      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <div>
            <Title order={2} size="h4">Member groups</Title>
            <Text size="sm" c="dimmed">Squads, teams and social circles within the club; each member is in at most one.</Text>
          </div>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditingGroup('new')}>Add member group</Button>
        </Group>
        {groups.isError && <Alert color="red">{groups.error.message}</Alert>}
        <DataTable<MemberGroupRecord>
          withTableBorder
          borderRadius="md"
          striped
          minHeight={groups.data?.length ? undefined : 160}
          fetching={groups.isPending}
          records={groups.data ?? []}
          noRecordsText="No member groups yet"
          fz={14}
          columns={[
            { accessor: 'name', title: 'Name', render: (g) => <Text size="sm" fw={600}>{g.name}</Text> },
            { accessor: 'membership_type', title: 'Membership type', render: (g) => typeName(g.membership_type) },
            { accessor: 'members', title: 'Members', textAlign: 'right', render: (g) => g.members.length },
            { accessor: 'actions', title: '', textAlign: 'right', render: (g) => actions(g.name, () => setEditingGroup(g), () => removeGroup(g)) },
          ]}
        />
      </Stack>

      <MembershipTypeForm club={club} type={editingType === 'new' ? null : editingType} opened={editingType !== null} onClose={() => setEditingType(null)} />
      <MemberGroupForm
        club={club}
        group={editingGroup === 'new' ? null : editingGroup}
        types={types.data ?? []}
        opened={editingGroup !== null}
        onClose={() => setEditingGroup(null)}
      />
    </Stack>
  );
}

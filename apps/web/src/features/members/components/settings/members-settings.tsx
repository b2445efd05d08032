import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import type { ClubDetail, MemberGroupRecord, MembershipTypeRecord } from '@rally/domain';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmAction } from '../../../../components/confirm-action';
import { notifySuccess } from '../../../../components/notify';
import {
  useDeleteMemberGroup,
  useDeleteMembershipType,
  useMemberGroups,
  useMembershipTypes,
} from '../../api/members.api';
import { useClubFormat } from '../../../../lib/format';
import { moneyLabel } from '../../members-format';
import { MemberGroupForm } from './member-group-form';
import { MembershipTypeForm } from './membership-type-form';
import { SettingsTable } from './settings-table';

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
  const fmt = useClubFormat(club);
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
    const confirmed = await confirmAction({
      title: `Delete ${g.name}?`,
      message: 'Its members stay on the register, in no group.',
      confirmLabel: 'Delete group',
    });
    if (!confirmed) return;
    await deleteGroup.mutateAsync(g.id);
    notifySuccess(`${g.name} deleted`);
  };

  return (
    <Stack gap="xl">
      <SettingsTable<MembershipTypeRecord>
        title="Membership types"
        description={`What members can join, and what it costs per year or per month in ${club.currency.toUpperCase()}.`}
        addLabel="Add membership type"
        onAdd={() => setEditingType('new')}
        query={types}
        noRecordsText="No membership types yet: add the first one"
        columns={[
          {
            accessor: 'name',
            title: 'Name',
            render: (t) => (
              <Text size="sm" fw={600}>
                {t.name}
              </Text>
            ),
          },
          { accessor: 'group', title: 'Group', visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})` },
          {
            accessor: 'annual_price',
            title: 'Yearly',
            textAlign: 'right',
            render: (t) => moneyLabel(t.annual_price, { ...fmt, currency: t.currency }),
          },
          {
            accessor: 'monthly_price',
            title: 'Monthly',
            textAlign: 'right',
            render: (t) => moneyLabel(t.monthly_price, { ...fmt, currency: t.currency }),
          },
          {
            accessor: 'member_count',
            title: 'Members',
            textAlign: 'right',
            render: (t) => (t.max_number ? `${t.member_count} / ${t.max_number}` : t.member_count),
          },
          {
            accessor: 'actions',
            title: '',
            textAlign: 'right',
            render: (t) =>
              actions(
                t.name,
                () => setEditingType(t),
                () => removeType(t),
              ),
          },
        ]}
      />

      <SettingsTable<MemberGroupRecord>
        title="Member groups"
        description="Squads, teams and social circles within the club; each member is in at most one."
        addLabel="Add member group"
        onAdd={() => setEditingGroup('new')}
        query={groups}
        noRecordsText="No member groups yet"
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
          { accessor: 'membership_type', title: 'Membership type', render: (g) => typeName(g.membership_type) },
          { accessor: 'members', title: 'Members', textAlign: 'right', render: (g) => g.members.length },
          {
            accessor: 'actions',
            title: '',
            textAlign: 'right',
            render: (g) =>
              actions(
                g.name,
                () => setEditingGroup(g),
                () => removeGroup(g),
              ),
          },
        ]}
      />

      <MembershipTypeForm
        club={club}
        type={editingType === 'new' ? null : editingType}
        opened={editingType !== null}
        onClose={() => setEditingType(null)}
      />
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

import { Button, Group, Menu, Paper, Text } from '@mantine/core';
import type { ClubDetail, ClubMember, ExportLookup, MemberGroupRecord, MembershipTypeRecord } from '@rally/domain';
import { formatNumber, membersExportFileName } from '@rally/domain';
import { IconChevronDown, IconDownload, IconTrash, IconUsersGroup, IconX } from '@tabler/icons-react';
import { confirmAction } from '../../../components/confirm-action';
import { notifyError, notifySuccess } from '../../../components/notify';
import { useAddMembersToGroup, useDeleteMembers } from '../api/member-list.api';
import { fullName } from '../members-format';
import { downloadText } from '../../../lib/download';
import { membersCsv } from './member-export';

type SelectionBarProps = {
  club: ClubDetail;
  selected: ClubMember[];
  onClear: () => void;
  types: MembershipTypeRecord[];
  groups: MemberGroupRecord[];
  today: string;
};

const plural = (n: number) => `${formatNumber(n)} ${n === 1 ? 'member' : 'members'}`;

/** What can be done to the chosen members at once: put them in a group, export them, remove them. */
export function MemberSelectionBar({ club, selected, onClear, types, groups, today }: SelectionBarProps) {
  const addToGroup = useAddMembersToGroup(club.id);
  const deleteMembers = useDeleteMembers(club.id);
  const count = selected.length;

  const putInGroup = async (group: MemberGroupRecord) => {
    const moving = selected.filter((m) => m.group !== null && m.group !== group.id).length;
    if (moving) {
      const confirmed = await confirmAction({
        title: `Move ${plural(moving)} to ${group.name}?`,
        message: `${plural(moving)} of the ${plural(count)} chosen ${moving === 1 ? 'is' : 'are'} in another group now; a member is in one group at a time, so they leave it.`,
        confirmLabel: `Add ${plural(count)} to ${group.name}`,
        danger: false,
      });
      if (!confirmed) return;
    }
    try {
      await addToGroup.mutateAsync({ groupId: group.id, memberIds: selected.map((m) => m.id) });
      notifySuccess(`${plural(count)} added to ${group.name}`);
      onClear();
    } catch (error) {
      notifyError(error);
    }
  };

  const exportSelection = () => {
    const lookup: ExportLookup = {
      types: new Map(types.map((t) => [t.id, t])),
      groups: new Map(groups.map((g) => [g.id, g])),
      currency: club.currency,
      today,
    };
    downloadText(membersCsv(selected, lookup), membersExportFileName(today));
    notifySuccess(`${plural(count)} exported`);
  };

  const remove = async () => {
    const names = selected.slice(0, 3).map(fullName).join(', ');
    const confirmed = await confirmAction({
      title: `Remove ${plural(count)}?`,
      message: `${names}${count > 3 ? ` and ${plural(count - 3)} more` : ''} will be taken off the member register of ${club.name}. Their bookings and payments stay on record. This cannot be undone.`,
      confirmLabel: `Remove ${plural(count)}`,
    });
    if (!confirmed) return;
    try {
      const { deleted } = await deleteMembers.mutateAsync(selected.map((m) => m.id));
      notifySuccess(`${plural(deleted)} removed`);
      onClear();
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Paper withBorder radius="md" px="md" py="xs" bg="court.0" role="region" aria-label="Chosen members">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" fw={600} aria-live="polite">
          {plural(count)} chosen
        </Text>
        <Group gap="xs" wrap="wrap">
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconUsersGroup size={14} aria-hidden />}
                rightSection={<IconChevronDown size={14} aria-hidden />}
                loading={addToGroup.isPending}
              >
                Add to group
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {groups.length === 0 ? (
                <Menu.Item disabled>No groups yet: add one in Members › Settings</Menu.Item>
              ) : (
                groups.map((g) => (
                  <Menu.Item key={g.id} onClick={() => putInGroup(g)}>
                    {g.name}
                  </Menu.Item>
                ))
              )}
            </Menu.Dropdown>
          </Menu>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} aria-hidden />}
            onClick={exportSelection}
          >
            Export CSV
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={remove}
            loading={deleteMembers.isPending}
          >
            Remove
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="gray"
            leftSection={<IconX size={14} aria-hidden />}
            onClick={onClear}
          >
            Clear
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

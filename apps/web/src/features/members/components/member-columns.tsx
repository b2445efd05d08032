import { ActionIcon, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { ageOn, formatDate, type ClubMember, type MemberOrdering, type ZoneFormat } from '@rally/domain';
import { IconPencil, IconTrash, IconUserCheck } from '@tabler/icons-react';
import type { DataTableColumn, DataTableSortStatus } from 'mantine-datatable';
import { cycleLabel, fullName, sortName, subStatusColours, subStatusLabel } from '../members-format';
import { stackedOrFrom } from '../../../components/stacked-table';

/**
 * The server's ordering for each sortable column, ascending. Age ascending is the youngest first,
 * so the latest date of birth first.
 */
const orderingOf: Record<string, { asc: MemberOrdering; desc: MemberOrdering }> = {
  last_name: { asc: 'last_name', desc: '-last_name' },
  membership_number: { asc: 'membership_number', desc: '-membership_number' },
  expires: { asc: 'expires', desc: '-expires' },
  sub_status: { asc: 'sub_status', desc: '-sub_status' },
  dob: { asc: '-dob', desc: 'dob' },
};

/** The table's sort status for an ordering (by name, A to Z, when none is chosen). */
export function sortStatusOf(ordering: MemberOrdering | undefined): DataTableSortStatus<ClubMember> {
  for (const [column, pair] of Object.entries(orderingOf)) {
    if (pair.asc === ordering) return { columnAccessor: column, direction: 'asc' };
    if (pair.desc === ordering) return { columnAccessor: column, direction: 'desc' };
  }
  return { columnAccessor: 'last_name', direction: 'asc' };
}

/** The ordering a sort status asks for; by name A to Z is the default and needs none. */
export function orderingOfSort(status: DataTableSortStatus<ClubMember>): MemberOrdering | undefined {
  const pair = orderingOf[String(status.columnAccessor)];
  const ordering = pair ? pair[status.direction] : undefined;
  return ordering === 'last_name' ? undefined : ordering;
}

type ColumnsInput = {
  typeName: (id: number | null) => string;
  groupName: (id: number | null) => string;
  today: string;
  fmt: ZoneFormat;
  onEdit: (member: ClubMember) => void;
  onRemove: (member: ClubMember) => void;
};

/**
 * The member list's columns; between a phone and a wide screen the secondary ones drop out, name
 * and actions stay. A phone stacks each row (components/stacked-table.tsx): name, membership,
 * expiry and subscription status show there, the number, group, age and account from wider.
 */
export function memberColumns({
  typeName,
  groupName,
  today,
  fmt,
  onEdit,
  onRemove,
}: ColumnsInput): DataTableColumn<ClubMember>[] {
  return [
    {
      accessor: 'last_name',
      title: 'Name',
      sortable: true,
      render: (m) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {sortName(m)}
          </Text>
          {m.email_set[0] && (
            <Text size="xs" c="dimmed" truncate="end" maw={{ base: 150, sm: 260 }}>
              {m.email_set[0]}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      accessor: 'membership_number',
      title: 'Number',
      sortable: true,
      visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
    },
    {
      accessor: 'membership_type',
      title: 'Membership',
      render: (m) =>
        m.membership_type === null ? (
          <Text size="sm" c="dimmed">
            None
          </Text>
        ) : (
          <Stack gap={0}>
            <Text size="sm">{typeName(m.membership_type)}</Text>
            <Text size="xs" c="dimmed">
              {cycleLabel(m.billing_cycle)}
            </Text>
          </Stack>
        ),
    },
    {
      accessor: 'group',
      title: 'Group',
      visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.lg})`,
      render: (m) =>
        groupName(m.group) || (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ),
    },
    {
      accessor: 'expires',
      title: 'Expires',
      sortable: true,
      render: (m) =>
        m.expires ? (
          <Group gap={6} wrap="nowrap">
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatDate(m.expires, fmt)}
            </Text>
            {m.is_expired && (
              <Badge color="red" variant="light" size="sm">
                Expired
              </Badge>
            )}
          </Group>
        ) : (
          ''
        ),
    },
    {
      accessor: 'sub_status',
      title: 'Subscription',
      sortable: true,
      visibleMediaQuery: stackedOrFrom('md'),
      render: (m) =>
        m.sub_status && (
          <Badge color={subStatusColours[m.sub_status]} variant="light" size="sm">
            {subStatusLabel(m.sub_status)}
          </Badge>
        ),
    },
    {
      accessor: 'dob',
      title: 'Age',
      sortable: true,
      textAlign: 'right',
      visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
      render: (m) => ageOn(m.dob, today) ?? '',
    },
    {
      accessor: 'is_user',
      title: 'Account',
      textAlign: 'center',
      visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.lg})`,
      render: (m) =>
        m.is_user && (
          <Tooltip label="Has a Rally account" withArrow>
            <IconUserCheck size={18} color="var(--mantine-color-court-7)" aria-label="Has a Rally account" />
          </Tooltip>
        ),
    },
    {
      accessor: 'actions',
      title: (
        <Text component="span" size="sm" fw={700}>
          Actions
        </Text>
      ),
      textAlign: 'right',
      render: (m) => (
        <Group gap={4} justify="flex-end" wrap="nowrap" onClick={(event) => event.stopPropagation()}>
          <ActionIcon variant="subtle" color="gray" aria-label={`Edit ${fullName(m)}`} onClick={() => onEdit(m)}>
            <IconPencil size={18} />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" aria-label={`Remove ${fullName(m)}`} onClick={() => onRemove(m)}>
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ),
    },
  ];
}

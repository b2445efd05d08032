import { ActionIcon, Alert, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { ageOn, formatStandaloneDate, type ClubDetail, type ClubMember, type MemberFilterState } from '@rally/domain';
import { IconDownload, IconPencil, IconPlus, IconTrash, IconUpload, IconUserCheck, IconUsers } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useState, type Dispatch, type SetStateAction } from 'react';
import { confirmAction } from '../../../components/confirm-action';
import { EmptyState } from '../../../components/empty-state';
import { Pager } from '../../../components/pager';
import { useDeleteMember, useMemberGroups, useMembers, useMembershipTypes } from '../api/members.api';
import { clubToday, cycleLabel, fullName, sortName, subStatusColours, subStatusLabel } from '../members-format';
import { ImportMembers } from './import/import-members';
import { exportMembers } from './member-export';
import { activeFilterCount, MemberFilters } from './member-filters';
import { MemberForm } from './member-form';

type ListState = { filters: MemberFilterState; page: number; link: string | null };

/** The member register: search, filters, a page of members, paging by next/previous links, and the actions on it. */
export function MemberList({ club }: { club: ClubDetail }) {
  const [state, setState] = useState<ListState>({ filters: {}, page: 1, link: null });
  // A new filter or search is a new query: the page counter goes back to 1 (spec 2 §4).
  const setFilters: Dispatch<SetStateAction<MemberFilterState>> = (update) =>
    setState((s) => ({ filters: typeof update === 'function' ? update(s.filters) : update, page: 1, link: null }));
  const members = useMembers(club.id, state.filters, state.link);
  const types = useMembershipTypes(club.id);
  const groups = useMemberGroups(club.id);
  const deleteMember = useDeleteMember(club.id);
  const [editing, setEditing] = useState<ClubMember | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const today = clubToday(club.time_zone);
  const typeName = (id: number | null) => types.data?.find((t) => t.id === id)?.name ?? '';
  const isFiltered = Boolean(state.filters.search) || activeFilterCount(state.filters) > 0;

  const remove = async (member: ClubMember) => {
    const confirmed = await confirmAction({
      title: 'Remove this member?',
      message: `${fullName(member)} will be taken off the member register. Their bookings and payments stay on record.`,
      confirmLabel: 'Remove member',
    });
    if (confirmed) await deleteMember.mutateAsync(member);
  };

  const runExport = async () => {
    setExporting(true);
    await exportMembers({ clubId: club.id, filters: state.filters, types: types.data ?? [], groups: groups.data ?? [], currency: club.currency, today });
    setExporting(false);
  };

  const columns: DataTableColumn<ClubMember>[] = [
    {
      accessor: 'last_name',
      title: 'Name',
      render: (m) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>{sortName(m)}</Text>
          {m.email_set[0] && <Text size="xs" c="dimmed" truncate="end" maw={{ base: 150, sm: 260 }}>{m.email_set[0]}</Text>}
        </Stack>
      ),
    },
    { accessor: 'membership_number', title: 'Number', visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})` },
    {
      accessor: 'membership_type',
      title: 'Membership',
      render: (m) =>
        m.membership_type === null ? (
          <Text size="sm" c="dimmed">None</Text>
        ) : (
          <Stack gap={0}>
            <Text size="sm">{typeName(m.membership_type)}</Text>
            <Text size="xs" c="dimmed">{cycleLabel(m.billing_cycle)}</Text>
          </Stack>
        ),
    },
    {
      accessor: 'expires',
      title: 'Expires',
      visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.xs})`,
      render: (m) =>
        m.expires ? (
          <Group gap={6} wrap="nowrap">
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{formatStandaloneDate(m.expires)}</Text>
            {m.is_expired && <Badge color="red" variant="light" size="sm">Expired</Badge>}
          </Group>
        ) : (
          ''
        ),
    },
    {
      accessor: 'sub_status',
      title: 'Subscription',
      visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
      render: (m) => m.sub_status && <Badge color={subStatusColours[m.sub_status]} variant="light" size="sm">{subStatusLabel(m.sub_status)}</Badge>,
    },
    { accessor: 'dob', title: 'Age', textAlign: 'right', visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`, render: (m) => ageOn(m.dob, today) ?? '' },
    {
      accessor: 'is_user',
      title: 'Account',
      textAlign: 'center',
      visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.lg})`,
      render: (m) => m.is_user && <Tooltip label="Has a Rally account" withArrow><IconUserCheck size={18} color="var(--mantine-color-court-7)" aria-label="Has a Rally account" /></Tooltip>,
    },
    {
      accessor: 'actions',
      title: <Text component="span" size="sm" fw={700}>Actions</Text>,
      textAlign: 'right',
      render: (m) => (
        <Group gap={4} justify="flex-end" wrap="nowrap" onClick={(event) => event.stopPropagation()}>
          <ActionIcon variant="subtle" color="gray" aria-label={`Edit ${fullName(m)}`} onClick={() => setEditing(m)}>
            <IconPencil size={18} />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" aria-label={`Remove ${fullName(m)}`} onClick={() => remove(m)}>
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ),
    },
  ];

  const page = members.data;
  const isEmptyRegister = page?.count === 0 && !isFiltered;

  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap" align="flex-end">
        <MemberFilters value={state.filters} onChange={setFilters} types={types.data} />
      </Group>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed" aria-live="polite">
          {page ? `${page.count.toLocaleString('en')} ${isFiltered ? (page.count === 1 ? 'member matches' : 'members match') : page.count === 1 ? 'member' : 'members'}` : ' '}
        </Text>
        <Group gap="sm">
          <Button variant="default" leftSection={<IconUpload size={16} aria-hidden />} onClick={() => setImporting(true)}>
            Import CSV
          </Button>
          <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={runExport} loading={exporting} disabled={!page?.count}>
            Export CSV
          </Button>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
            Add member
          </Button>
        </Group>
      </Group>

      {members.isError && <Alert color="red" title="We couldn't load the members">{members.error.message}</Alert>}
      {isEmptyRegister ? (
        <EmptyState
          icon={<IconUsers size={28} aria-hidden />}
          title="No members yet"
          description="The member register holds everyone who belongs to the club: their membership, when it expires and how they pay. Add members one by one, or import the spreadsheet you keep them in."
          action={<Button onClick={() => setImporting(true)} leftSection={<IconUpload size={16} aria-hidden />}>Import CSV</Button>}
        />
      ) : (
        <DataTable<ClubMember>
          withTableBorder
          borderRadius="md"
          highlightOnHover
          striped
          pinLastColumn
          minHeight={page?.results.length ? undefined : 220}
          fetching={members.isFetching}
          records={page?.results ?? []}
          columns={columns}
          onRowClick={({ record }) => setEditing(record)}
          noRecordsText={isFiltered ? 'No members match these filters' : 'No members'}
          styles={{ header: { fontSize: 14 } }}
          fz={14}
        />
      )}
      <Pager
        page={state.page}
        next={page?.next}
        previous={page?.previous}
        disabled={members.isFetching}
        onPageChange={(next, link) => setState((s) => ({ ...s, page: next, link }))}
      />

      <MemberForm
        club={club}
        member={editing === 'new' ? null : editing}
        opened={editing !== null}
        onClose={() => setEditing(null)}
        types={types.data ?? []}
        groups={groups.data ?? []}
        today={today}
      />
      <ImportMembers club={club} opened={importing} onClose={() => setImporting(false)} types={types.data ?? []} groups={groups.data ?? []} />
    </Stack>
  );
}

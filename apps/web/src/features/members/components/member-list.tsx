import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { formatNumber, type ClubDetail, type ClubMember, type MemberFilterState } from '@rally/domain';
import { IconDownload, IconPlus, IconUpload, IconUsers } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { useSearchParams } from 'react-router';
import { confirmAction } from '../../../components/confirm-action';
import { ErrorState, TableSkeleton } from '../../../components/data-states';
import { EmptyState } from '../../../components/empty-state';
import { notifyError, notifySuccess } from '../../../components/notify';
import { useDeleteMember, useMemberGroups, useMemberPage, useMembershipTypes } from '../api/member-list.api';
import { clubToday, useClubFormat } from '../../../lib/format';
import { fullName } from '../members-format';
import { lazyPanel, lazyPart } from '../../../components/lazy-panel';
import { memberColumns, orderingOfSort, sortStatusOf } from './member-columns';
import { activeFilterCount, MemberFilters } from './member-filters';
import { listStateFromParams, pageSizes, withListState, type MemberListState } from './member-list-url';
import { stackedColumns } from '../../../components/stacked-table';

// The panels and the export load when first used: the list shows without their code (zod's
// schemas, the CSV reader and writer).
const MemberForm = lazyPanel(() => import('./member-form'), 'MemberForm');
const MemberSelectionBar = lazyPart(() => import('./member-selection-bar'), 'MemberSelectionBar', null);
const ImportMembers = lazyPanel(() => import('./import/import-members'), 'ImportMembers');
const exportMembers: (typeof import('./member-export'))['exportMembers'] = (...args) =>
  import('./member-export').then((m) => m.exportMembers(...args));

const plural = (n: number) => `${formatNumber(n)} ${n === 1 ? 'member' : 'members'}`;

/**
 * The member register: search, filters, a sortable page of members in a chosen size, a selection
 * with actions on it, and the import, export and add actions. Search, filters, sort, page and
 * size live in the URL (member-list-url.ts), so refresh and Back keep them.
 */
export function MemberList({ club }: { club: ClubDetail }) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => listStateFromParams(params), [params]);
  const update = (change: Partial<MemberListState>, { replace = false } = {}) =>
    setParams((current) => withListState(current, { ...listStateFromParams(current), ...change }), { replace });
  // A new filter or search is a new query: back to page 1 (spec 2 §4). Typing replaces the history entry.
  const setFilters: Dispatch<SetStateAction<MemberFilterState>> = (change) =>
    setParams(
      (current) => {
        const now = listStateFromParams(current);
        const filters = typeof change === 'function' ? change(now.filters) : change;
        return withListState(current, { ...now, filters, page: 1 });
      },
      { replace: true },
    );

  const members = useMemberPage(club.id, state);
  const types = useMembershipTypes(club.id);
  const groups = useMemberGroups(club.id);
  const deleteMember = useDeleteMember(club.id);
  const [editing, setEditing] = useState<ClubMember | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  // The chosen members, by id, across pages: choosing on page 2 keeps what was chosen on page 1.
  const [chosen, setChosen] = useState<ReadonlyMap<number, ClubMember>>(new Map());
  const today = clubToday(club);
  const fmt = useClubFormat(club);
  const typeName = (id: number | null) => types.data?.find((t) => t.id === id)?.name ?? '';
  const groupName = (id: number | null) => groups.data?.find((g) => g.id === id)?.name ?? '';
  const isFiltered = Boolean(state.filters.search) || activeFilterCount(state.filters) > 0;

  const remove = async (member: ClubMember) => {
    const confirmed = await confirmAction({
      title: 'Remove this member?',
      message: `${fullName(member)} will be taken off the member register of ${club.name}. Their bookings and payments stay on record.`,
      confirmLabel: 'Remove member',
    });
    if (!confirmed) return;
    try {
      await deleteMember.mutateAsync(member);
      notifySuccess(`${fullName(member)} removed`);
      setChosen((map) => new Map([...map].filter(([id]) => id !== member.id)));
    } catch (error) {
      notifyError(error);
    }
  };

  const runExport = async () => {
    setExporting(true);
    await exportMembers({
      clubId: club.id,
      filters: state.filters,
      types: types.data ?? [],
      groups: groups.data ?? [],
      currency: club.currency,
      today,
    });
    setExporting(false);
  };

  const page = members.data;
  const rows = page?.results ?? [];
  const isEmptyRegister = page?.count === 0 && !isFiltered;
  const columns = memberColumns({ typeName, groupName, today, fmt, onEdit: setEditing, onRemove: remove });
  const choose = (onPage: ClubMember[]) =>
    setChosen((map) => {
      const next = new Map(map);
      for (const m of rows) next.delete(m.id);
      for (const m of onPage) next.set(m.id, m);
      return next;
    });

  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap" align="flex-end">
        <MemberFilters value={state.filters} onChange={setFilters} types={types.data} />
      </Group>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="member-count">
          {page
            ? `${formatNumber(page.count)} ${isFiltered ? (page.count === 1 ? 'member matches' : 'members match') : page.count === 1 ? 'member' : 'members'}`
            : ' '}
        </Text>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconUpload size={16} aria-hidden />}
            onClick={() => setImporting(true)}
          >
            Import CSV
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={runExport}
            loading={exporting}
            disabled={!page?.count}
          >
            Export CSV
          </Button>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
            Add member
          </Button>
        </Group>
      </Group>

      {chosen.size > 0 && (
        <MemberSelectionBar
          club={club}
          selected={[...chosen.values()]}
          onClear={() => setChosen(new Map())}
          types={types.data ?? []}
          groups={groups.data ?? []}
          today={today}
        />
      )}

      {members.isError && !page ? (
        <ErrorState
          title="We couldn't load the members"
          error={members.error}
          onRetry={() => members.refetch()}
          isRetrying={members.isFetching}
        />
      ) : members.isPending ? (
        <TableSkeleton rows={state.pageSize > 10 ? 12 : 10} columns={6} label="Loading the members" />
      ) : isEmptyRegister ? (
        <EmptyState
          icon={<IconUsers size={28} aria-hidden />}
          title="No members yet"
          description="The member register holds everyone who belongs to the club: their membership, when it expires and how they pay. Add members one by one, or import the spreadsheet you keep them in."
          action={
            <Button onClick={() => setImporting(true)} leftSection={<IconUpload size={16} aria-hidden />}>
              Import CSV
            </Button>
          }
        />
      ) : (
        <DataTable<ClubMember>
          withTableBorder
          borderRadius="md"
          highlightOnHover
          striped
          pinLastColumn
          aria-label="Members"
          minHeight={rows.length ? undefined : 220}
          fetching={members.isFetching}
          records={rows}
          {...stackedColumns(columns)}
          onRowClick={({ record }) => setEditing(record)}
          noRecordsText={
            isFiltered
              ? 'No members match these filters. Clear a filter or change the search.'
              : 'No members on this page'
          }
          selectedRecords={rows.filter((m) => chosen.has(m.id))}
          onSelectedRecordsChange={choose}
          getRecordSelectionCheckboxProps={(m) => ({ 'aria-label': `Choose ${fullName(m)}` })}
          allRecordsSelectionCheckboxProps={{ 'aria-label': 'Choose every member on this page' }}
          sortStatus={sortStatusOf(state.ordering)}
          onSortStatusChange={(status) => update({ ordering: orderingOfSort(status), page: 1 })}
          totalRecords={page?.count ?? 0}
          recordsPerPage={state.pageSize}
          page={state.page}
          onPageChange={(next) => update({ page: next })}
          paginationText={({ from, to, totalRecords }) => `${from}–${to} of ${plural(totalRecords)}`}
          renderPagination={({ Controls }) => (
            <>
              <Controls.Text />
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" component="label" htmlFor="member-page-size">
                  Members a page
                </Text>
                <NativeSelect
                  id="member-page-size"
                  size="xs"
                  w={72}
                  value={String(state.pageSize)}
                  data={pageSizes.map(String)}
                  onChange={(event) => update({ pageSize: Number(event.currentTarget.value), page: 1 })}
                />
              </Group>
              <Controls.Pagination />
            </>
          )}
          styles={{ header: { fontSize: 14 } }}
          fz={14}
        />
      )}

      <MemberForm
        club={club}
        member={editing === 'new' ? null : editing}
        opened={editing !== null}
        onClose={() => setEditing(null)}
        types={types.data ?? []}
        groups={groups.data ?? []}
        today={today}
      />
      <ImportMembers
        club={club}
        opened={importing}
        onClose={() => setImporting(false)}
        types={types.data ?? []}
        groups={groups.data ?? []}
      />
    </Stack>
  );
}

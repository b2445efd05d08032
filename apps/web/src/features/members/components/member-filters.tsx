import { Badge, Button, Group, MultiSelect, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback, useDisclosure } from '@mantine/hooks';
import {
  ageFilterOptions,
  AGE_WINDOW_YEARS,
  genderCodes,
  genderLabels,
  subscriptionStatuses,
  subStatusLabels,
  type GenderCode,
  type MemberFilterState,
  type MembershipTypeRecord,
  type SubStatus,
} from '@rally/domain';
import { IconAdjustmentsHorizontal, IconSearch, IconX } from '@tabler/icons-react';
import { useState, type Dispatch, type SetStateAction } from 'react';
import { optionsOf } from '../members-format';
import { useWideScreen } from '../../../lib/wide-screen';

export type MemberFiltersProps = {
  value: MemberFilterState;
  /** Every change is a new query: the list goes back to page 1. */
  onChange: Dispatch<SetStateAction<MemberFilterState>>;
  types: MembershipTypeRecord[] | undefined;
};

/** How many filters (besides the search) are set. */
export const activeFilterCount = (f: MemberFilterState) =>
  [
    f.gender,
    f.age,
    f.membership_types?.length || undefined,
    f.is_user,
    f.is_expired,
    f.sub_status?.length || undefined,
    f.no_membership,
  ].filter((v) => v !== undefined).length;

// The filters flow in a row that wraps: about two a line on a phone, all on one line on a wide screen.
const narrow = { flex: '1 1 7.5rem', minWidth: '7.5rem' };
const wide = { flex: '1.5 1 9rem', minWidth: '9rem' };

const yesNo = (value: boolean | undefined, yes: string, no: string) => (value === undefined ? null : value ? yes : no);
const fromYesNo = (value: string | null, yes: string) => (value === null ? undefined : value === yes);

/** The member list's search box and filters (spec 2 §7); the age filter sends a ten-year window (spec 2 §5). */
export function MemberFilters({ value, onChange, types }: MemberFiltersProps) {
  const [search, setSearch] = useState(value.search ?? '');
  const commitSearch = useDebouncedCallback(
    (text: string) => onChange((f) => ({ ...f, search: text.trim() || undefined })),
    300,
  );
  const set = (change: Partial<MemberFilterState>) => onChange((f) => ({ ...f, ...change }));
  const count = activeFilterCount(value);
  // On a phone the filters fold away behind a button; on wider screens they are always shown.
  const isWide = useWideScreen();
  const [opened, { toggle }] = useDisclosure(false);

  return (
    <>
      <TextInput
        type="search"
        aria-label="Search members"
        placeholder="Search by name, e-mail or membership number"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          commitSearch(event.currentTarget.value);
        }}
        style={{ flex: '1 1 18rem' }}
      />
      {!isWide && (
        <Button
          variant="default"
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
          rightSection={
            count ? (
              <Badge size="sm" circle>
                {count}
              </Badge>
            ) : undefined
          }
          onClick={toggle}
          aria-expanded={opened}
        >
          Filters
        </Button>
      )}
      {(isWide || opened) && (
        <Group gap="sm" align="flex-start" w="100%">
          <Select
            style={narrow}
            label="Gender"
            placeholder="Any"
            clearable
            data={genderCodes.map((g) => ({ value: g, label: genderLabels[g] }))}
            value={value.gender ?? null}
            onChange={(g) => set({ gender: (g as GenderCode | null) ?? undefined })}
          />
          <Select
            style={narrow}
            label="Age"
            placeholder="Any"
            clearable
            data={ageFilterOptions.map((a) => ({ value: String(a), label: `${a}–${a + AGE_WINDOW_YEARS}` }))}
            value={value.age === undefined ? null : String(value.age)}
            onChange={(a) => set({ age: a === null ? undefined : Number(a) })}
          />
          <MultiSelect
            style={wide}
            label="Membership type"
            placeholder={value.membership_types?.length ? undefined : 'All'}
            clearable
            data={optionsOf(types)}
            value={(value.membership_types ?? []).map(String)}
            onChange={(ids) => set({ membership_types: ids.length ? ids.map(Number) : undefined })}
          />
          <Select
            style={narrow}
            label="Membership"
            placeholder="Any"
            clearable
            data={[
              { value: 'none', label: 'No membership' },
              { value: 'with', label: 'Has a membership' },
            ]}
            value={yesNo(value.no_membership, 'none', 'with')}
            onChange={(v) => set({ no_membership: fromYesNo(v, 'none') })}
          />
          <Select
            style={narrow}
            label="Expiry"
            placeholder="Any"
            clearable
            data={[
              { value: 'expired', label: 'Expired' },
              { value: 'current', label: 'Not expired' },
            ]}
            value={yesNo(value.is_expired, 'expired', 'current')}
            onChange={(v) => set({ is_expired: fromYesNo(v, 'expired') })}
          />
          <MultiSelect
            style={wide}
            label="Subscription"
            placeholder={value.sub_status?.length ? undefined : 'Any'}
            clearable
            data={subscriptionStatuses.map((s) => ({ value: s, label: subStatusLabels[s] }))}
            value={value.sub_status ?? []}
            onChange={(codes) => set({ sub_status: codes.length ? (codes as SubStatus[]) : undefined })}
          />
          <Select
            style={narrow}
            label="Rally account"
            placeholder="Any"
            clearable
            data={[
              { value: 'yes', label: 'Has an account' },
              { value: 'no', label: 'No account' },
            ]}
            value={yesNo(value.is_user, 'yes', 'no')}
            onChange={(v) => set({ is_user: fromYesNo(v, 'yes') })}
          />
        </Group>
      )}
      {(count > 0 || value.search) && (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconX size={14} aria-hidden />}
          onClick={() => {
            setSearch('');
            onChange({});
          }}
        >
          Clear {count + (value.search ? 1 : 0) > 1 ? 'filters' : 'filter'}
        </Button>
      )}
    </>
  );
}

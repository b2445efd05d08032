import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { personOptionLabel, type ClubDetail } from '@rally/domain';
import { useState } from 'react';
import { useStoreMembers } from '../api/store.api';

/** A member to sell to (member prices): search by name, number or e-mail. */
export function MemberPicker({
  club,
  member,
  memberName,
  onChange,
  disabled,
}: {
  club: ClubDetail;
  member: number | null;
  memberName: string | null;
  onChange: (member: number | null) => void;
  disabled: boolean;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  // The option chosen, kept with the label it was chosen by: Select puts an option's label back into
  // the search box whenever the chosen option's label changes, so a label that changed while the
  // next name was typed (the cart's price arriving, a new search without the member) wiped it.
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const found = useStoreMembers(club.id, debounced);
  const options = (found.data ?? []).map((m) => ({
    value: String(m.id),
    label: personOptionLabel(m),
  }));
  if (member !== null && !options.some((o) => o.value === String(member)))
    options.unshift(
      chosen?.value === String(member) ? chosen : { value: String(member), label: memberName ?? 'Selected member' },
    );
  return (
    <Select
      label="Member"
      placeholder="Non-member sale: type a member's name"
      searchable
      clearable
      disabled={disabled}
      data={options}
      value={member === null ? null : String(member)}
      onChange={(v, option) => {
        setChosen(option ? { value: option.value, label: option.label } : null);
        onChange(v === null ? null : Number(v));
      }}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={
        debounced.trim().length < 2 ? 'Type at least 2 letters' : found.isFetching ? 'Searching…' : 'No member found'
      }
    />
  );
}

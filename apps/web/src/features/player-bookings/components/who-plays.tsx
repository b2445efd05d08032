import { MultiSelect, Stack, TagsInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { MAX_PLAYING_WITH, type BookingPartner } from '@rally/domain';
import { useState } from 'react';
import { usePartners } from '../api/player-bookings.api';

// Who plays with the player (issue 28): partners found among the club's members by name (each pays
// their own share, offered to them in My bookings) and guests by name (the player pays the club's
// guest fee for each). Three others at most: doubles.

export type WhoPlays = { partners: BookingPartner[]; guests: string[] };

export function WhoPlaysFields({
  clubId,
  value,
  onChange,
  guestFee,
}: {
  clubId: number;
  value: WhoPlays;
  onChange: (value: WhoPlays) => void;
  /** The club's guest fee, formatted ('' when there is none). */
  guestFee: string;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const found = usePartners(clubId, debounced);
  const left = MAX_PLAYING_WITH - value.partners.length - value.guests.length;
  // The chosen partners stay among the options, so their names show whatever the search finds next.
  const options = [...value.partners, ...(found.data ?? []).filter((p) => !value.partners.some((c) => c.id === p.id))];
  return (
    <Stack gap="xs">
      <MultiSelect
        label="Partners"
        description="Members of the club; each pays their own share"
        placeholder={value.partners.length ? undefined : 'Type a name'}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: all }) => all}
        data={options.map((p) => ({ value: String(p.id), label: p.name }))}
        value={value.partners.map((p) => String(p.id))}
        onChange={(ids) =>
          onChange({ ...value, partners: ids.map((id) => options.find((p) => String(p.id) === id)!).filter(Boolean) })
        }
        maxValues={MAX_PLAYING_WITH - value.guests.length}
        nothingFoundMessage={debounced.trim().length >= 2 && !found.isFetching ? 'No member by that name' : undefined}
        comboboxProps={{ withinPortal: false }}
      />
      <TagsInput
        label="Guests"
        description={`Not members: type a name and press Enter${guestFee ? `; ${guestFee} each, on your share` : ''}`}
        value={value.guests}
        onChange={(guests) => onChange({ ...value, guests })}
        maxTags={MAX_PLAYING_WITH - value.partners.length}
        placeholder={left > 0 ? 'Guest name' : undefined}
        comboboxProps={{ withinPortal: false }}
      />
    </Stack>
  );
}

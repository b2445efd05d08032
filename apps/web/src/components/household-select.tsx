import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { householdQuery } from '../lib/household';

// Who a booking or a clinic place is for (issue 30; docs/households.md): the player, or a junior of
// their household, whom they book and pay for. Shown only to a player with juniors.

/** "Who plays": Me or a junior (their player id); nothing when the player has no household. */
export function HouseholdSelect({
  value,
  onChange,
  label = 'Who plays',
}: {
  label?: string;
  value: number | null;
  onChange: (junior: number | null) => void;
}) {
  const household = useQuery(householdQuery());
  if (!household.data?.length) return null;
  return (
    <Select
      label={label}
      description="You pay for the juniors of your household"
      data={[{ value: '', label: 'Me' }, ...household.data.map((j) => ({ value: String(j.id), label: j.full_name }))]}
      value={value === null ? '' : String(value)}
      onChange={(v) => onChange(v ? Number(v) : null)}
      allowDeselect={false}
      comboboxProps={{ withinPortal: false }}
    />
  );
}

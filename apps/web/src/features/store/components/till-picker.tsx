import { Select, Text } from '@mantine/core';
import { useCurrentTill } from '../use-current-till';

/** The Store tab's "Till" choice (issue 30): which till this browser is; nothing while the club has no tills. */
export function TillPicker({ clubId }: { clubId: number }) {
  const { inUse, till, choose } = useCurrentTill(clubId);
  if (!till) return null;
  if (inUse.length === 1)
    return (
      <Text size="sm" c="dimmed" data-testid="current-till">
        Selling at {till.name}
      </Text>
    );
  return (
    <Select
      label="Till"
      description="Sales made here count in this till's cash-up"
      data={inUse.map((t) => ({ value: String(t.id), label: t.name }))}
      value={String(till.id)}
      onChange={(v) => v && choose(Number(v))}
      allowDeselect={false}
      maw={320}
    />
  );
}

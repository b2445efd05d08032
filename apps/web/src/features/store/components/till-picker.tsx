import { Alert, Select, Stack, Text } from '@mantine/core';
import { useCashUpReport } from '../api/cash-up.api';
import { useCurrentTill } from '../use-current-till';

/**
 * The Store tab's "Till" choice (issue 30): which till this browser is; nothing while the club
 * has no tills. A till whose day is closed says so before a sale is tried (the server refuses it).
 */
export function TillPicker({ clubId }: { clubId: number }) {
  const { inUse, till, choose } = useCurrentTill(clubId);
  const today = useCashUpReport(clubId, till?.id ?? null);
  if (!till) return null;
  return (
    <Stack gap="xs">
      {inUse.length === 1 ? (
        <Text size="sm" c="dimmed" data-testid="current-till">
          Selling at {till.name}
        </Text>
      ) : (
        <Select
          label="Till"
          description="Sales made here count in this till's cash-up"
          data={inUse.map((t) => ({ value: String(t.id), label: t.name }))}
          value={String(till.id)}
          onChange={(v) => v && choose(Number(v))}
          allowDeselect={false}
          maw={320}
        />
      )}
      {today.data?.closed && (
        <Alert color="yellow" title={`${till.name} is closed for today`}>
          Its day has been cashed up, so it takes no more sales today. Choose another till, or sell tomorrow.
        </Alert>
      )}
    </Stack>
  );
}

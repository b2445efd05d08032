import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { ErrorState, TableSkeleton } from '../../components/data-states';
import { useServiceFigures } from './api/operator.api';
import { consoleMoney, stateLabels } from './operator-format';

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
    </Paper>
  );
}

/** The service's figures: clubs by state, MRR by package, churn, sign-ups per week (a chart), the jobs queue. */
export function ServiceFigures() {
  const figures = useServiceFigures();
  if (figures.isPending) return <TableSkeleton rows={4} />;
  if (figures.isError)
    return <ErrorState title="The figures did not load" error={figures.error} onRetry={() => figures.refetch()} />;
  const { clubs_by_state, mrr, churn, signups, jobs } = figures.data;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {Object.entries(clubs_by_state).map(([state, n]) => (
          <Figure key={state} label={stateLabels[state] ?? state} value={n} />
        ))}
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Title order={3} size="h5" mb="sm">
          Monthly recurring revenue by package
        </Title>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Package</Table.Th>
              <Table.Th ta="right">Clubs</Table.Th>
              <Table.Th ta="right">A month</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {mrr.map((line) => (
              <Table.Tr key={`${line.package}-${line.currency}`}>
                <Table.Td>{line.package}</Table.Td>
                <Table.Td ta="right">{line.clubs}</Table.Td>
                <Table.Td ta="right">{consoleMoney(line.amount_minor, line.currency)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Figure
          label={`Churn, last ${churn.window_days} days`}
          value={
            churn.rate === null ? '–' : `${(churn.rate * 100).toFixed(1)}% (${churn.lost} of ${churn.active_at_start})`
          }
        />
        <Figure label="Jobs waiting" value={jobs.waiting} />
        <Figure label="Jobs failed, to retry" value={jobs.failed} />
        <Figure label="Jobs dead" value={jobs.dead} />
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Title order={3} size="h5" mb="sm">
          Sign-ups per week (last 12)
        </Title>
        <BarChart
          h={220}
          data={signups.map((s) => ({ week: s.week.slice(5), clubs: s.clubs }))}
          dataKey="week"
          series={[{ name: 'clubs', label: 'Clubs signed up', color: 'teal.6' }]}
          tickLine="y"
          withTooltip
        />
      </Paper>
    </Stack>
  );
}

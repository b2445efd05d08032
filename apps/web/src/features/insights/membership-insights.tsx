import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDateRange, formatMonth, type ClubDetail, type MembersReport, type ZoneFormat } from '@rally/domain';
import { ErrorState } from '../../components/data-states';
import { useMembersReport } from './api/insights.api';
import { ChartPanel, ReportSkeleton } from './bookings-insights';
import { ReportTable, type ReportColumn } from './components/report-table';
import { ReportToolbar } from './components/report-toolbar';
import { StatCard } from './components/stat-card';
import { count, csvName } from './report-format';
import { clubToday, useClubFormat } from '../../lib/format';
import { useReportRange } from './use-report-range';

type MonthRow = MembersReport['months'][number];
const columnsOf = (fmt: ZoneFormat): ReportColumn<MonthRow>[] => [
  { label: 'Month', cell: (r) => formatMonth(r.month, fmt), csv: (r) => r.month },
  { label: 'Joined', cell: (r) => count(r.joined), csv: (r) => r.joined, numeric: true },
  { label: 'Lapsed', cell: (r) => count(r.lapsed), csv: (r) => r.lapsed, numeric: true },
  { label: 'Net', cell: (r) => count(r.joined - r.lapsed), csv: (r) => r.joined - r.lapsed, numeric: true },
];

/** Insights → Membership: who joined and whose membership lapsed, month by month; active and overdue now. */
export function MembershipInsights({ club }: { club: ClubDetail }) {
  const today = clubToday(club);
  const fmt = useClubFormat(club);
  const { range, setRange } = useReportRange(today);
  const report = useMembersReport(club.id, { from: range.start, to: range.end });
  const data = report.data;
  return (
    <Stack gap="lg">
      <ReportToolbar range={range} today={today} onRange={setRange} />
      <Text size="sm" c="dimmed">
        {formatDateRange(range.start, range.end, fmt)} · joined by the date joined on the register, lapsed by the
        membership&apos;s expiry
        {report.isFetching && data && ' · updating…'}
      </Text>
      {report.isError && !data ? (
        <ErrorState
          title="We couldn't load the membership report"
          error={report.error}
          onRetry={() => report.refetch()}
          isRetrying={report.isFetching}
        />
      ) : !data ? (
        <ReportSkeleton />
      ) : (
        <Stack gap="lg" aria-busy={report.isFetching}>
          <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="md">
            <StatCard label="Active members" value={count(data.active)} hint="Today" />
            <StatCard label="Overdue" value={count(data.overdue)} hint="Fees not paid, today" />
            <StatCard label="Joined" value={count(data.joined)} hint="In this range" />
            <StatCard label="Lapsed" value={count(data.lapsed)} hint="In this range" />
          </SimpleGrid>
          <ChartPanel title="Joined and lapsed by month">
            <BarChart
              maxBarWidth={40}
              h={260}
              data={data.months.map((m) => ({ month: formatMonth(m.month, fmt), Joined: m.joined, Lapsed: m.lapsed }))}
              dataKey="month"
              series={[
                { name: 'Joined', color: 'green.7' },
                { name: 'Lapsed', color: 'orange.7' },
              ]}
              withLegend
            />
          </ChartPanel>
          <ReportTable
            title="By month"
            columns={columnsOf(fmt)}
            rows={data.months}
            rowKey={(r) => r.month}
            fileName={csvName('membership', range.start, range.end)}
          />
        </Stack>
      )}
    </Stack>
  );
}

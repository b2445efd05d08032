import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDateRange, formatMoney, fromMinor, type ClubDetail, type CoachesReport } from '@rally/domain';
import { IconUsers } from '@tabler/icons-react';
import { ErrorState } from '../../components/data-states';
import { EmptyState } from '../../components/empty-state';
import { useCoachesReport } from './api/insights.api';
import { ChartPanel, ReportSkeleton } from './bookings-insights';
import { ReportTable, type ReportColumn } from './components/report-table';
import { ReportToolbar } from './components/report-toolbar';
import { StatCard } from './components/stat-card';
import { count, csvName, hours, percent } from './report-format';
import { clubToday, useClubFormat } from '../../lib/format';
import { useReportRange } from './use-report-range';

type CoachRow = CoachesReport['coaches'][number];

/** Insights → Coaches: each coach's hours, sessions, clinics, students, cancellations, revenue and utilisation. */
export function CoachesInsights({ club }: { club: ClubDetail }) {
  const today = clubToday(club);
  const fmt = useClubFormat(club);
  const { range, setRange } = useReportRange(today);
  const report = useCoachesReport(club.id, { from: range.start, to: range.end });
  const data = report.data;
  const currency = data?.currency ?? club.currency.toUpperCase();
  const money = (minor: number) => formatMoney(minor, { ...fmt, currency });
  const columns: ReportColumn<CoachRow>[] = [
    { label: 'Coach', cell: (r) => r.name, csv: (r) => r.name },
    { label: 'Hours', cell: (r) => hours(r.hours), csv: (r) => r.hours, numeric: true },
    { label: 'Sessions', cell: (r) => count(r.sessions), csv: (r) => r.sessions, numeric: true },
    { label: 'Clinic sessions', cell: (r) => count(r.clinics), csv: (r) => r.clinics, numeric: true },
    { label: 'Students', cell: (r) => count(r.students), csv: (r) => r.students, numeric: true },
    { label: 'Cancellations', cell: (r) => count(r.cancellations), csv: (r) => r.cancellations, numeric: true },
    {
      label: `Coaching revenue (${currency})`,
      cell: (r) => money(r.revenue_minor),
      csv: (r) => fromMinor(r.revenue_minor, currency),
      numeric: true,
    },
    { label: 'Utilisation', cell: (r) => percent(r.utilisation), csv: (r) => r.utilisation, numeric: true },
  ];
  const totals = data?.coaches.reduce(
    (t, c) => ({ hours: t.hours + c.hours, sessions: t.sessions + c.sessions, revenue: t.revenue + c.revenue_minor }),
    { hours: 0, sessions: 0, revenue: 0 },
  );

  return (
    <Stack gap="lg">
      <ReportToolbar range={range} today={today} onRange={setRange} />
      <Text size="sm" c="dimmed">
        {formatDateRange(range.start, range.end, fmt)} · utilisation is hours taught over each coach&apos;s maximum
        hours a day for every day of the range
        {report.isFetching && data && ' · updating…'}
      </Text>
      {report.isError && !data ? (
        <ErrorState
          title="We couldn't load the coaches report"
          error={report.error}
          onRetry={() => report.refetch()}
          isRetrying={report.isFetching}
        />
      ) : !data || !totals ? (
        <ReportSkeleton />
      ) : data.coaches.length === 0 ? (
        <EmptyState
          icon={<IconUsers size={28} aria-hidden />}
          title="No coaches yet"
          description="Invite your coaches in Club Settings → Coaches; their lessons and clinics show here."
        />
      ) : (
        <Stack gap="lg" aria-busy={report.isFetching}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <StatCard label="Hours taught" value={hours(totals.hours)} />
            <StatCard label="Coaching sessions" value={count(totals.sessions)} />
            <StatCard
              label="Coaching revenue"
              value={money(totals.revenue)}
              hint="Each lesson's share of its booking's price"
            />
          </SimpleGrid>
          <ChartPanel title="Hours by coach">
            <BarChart
              maxBarWidth={40}
              h={Math.max(200, data.coaches.length * 36)}
              data={data.coaches.map((c) => ({ coach: c.name, Hours: c.hours, 'Max hours': c.max_hours }))}
              dataKey="coach"
              orientation="vertical"
              yAxisProps={{ width: 130 }}
              series={[{ name: 'Hours', color: 'green.7' }]}
            />
          </ChartPanel>
          <ReportTable
            title="Coaches"
            columns={columns}
            rows={data.coaches}
            rowKey={(r) => r.id}
            fileName={csvName('coaches', range.start, range.end)}
          />
        </Stack>
      )}
    </Stack>
  );
}

import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  currencyDecimals,
  daysBetween,
  formatDateRange,
  formatMoney,
  formatMoneyForExport,
  formatMonth,
  formatNumber,
  TRANSACTION_KINDS,
  type ClubDetail,
  type RevenueFigures,
  type RevenueReport,
  type TransactionKind,
  type ZoneFormat,
} from '@rally/domain';
import { useState } from 'react';
import { ErrorState } from '../../components/data-states';
import { useRevenueReport } from './api/insights.api';
import { ChartPanel, ReportSkeleton } from './bookings-insights';
import { ReportTable, type ReportColumn } from './components/report-table';
import { ReportToolbar } from './components/report-toolbar';
import { StatCard } from './components/stat-card';
import { count, csvName } from './report-format';
import { clubToday, useClubFormat } from '../../lib/format';
import { useReportRange } from './use-report-range';

/** The sources a manager reads revenue by (the transaction kinds, in the report's words). */
const sourceLabels: Record<TransactionKind, string> = {
  B: 'Court hire',
  S: 'Store',
  M: 'Memberships',
  E: 'Clinics',
  O: 'Other',
};
const sourceColours: Record<TransactionKind, string> = {
  B: 'green.7',
  S: 'blue.7',
  M: 'grape.7',
  E: 'orange.7',
  O: 'gray.6',
};

type Period = RevenueReport['periods'][number];
type SourceRow = RevenueFigures & { kind: TransactionKind };

const periodLabel = (p: Period, interval: RevenueReport['interval'], fmt: ZoneFormat) =>
  interval === 'month' ? formatMonth(p.start, fmt) : formatDateRange(p.start, p.end, fmt, { year: false });

/** Insights → Revenue: money by source per week or month, refunds netted, against the previous period. */
export function RevenueInsights({ club }: { club: ClubDetail }) {
  const today = clubToday(club);
  const fmt = useClubFormat(club);
  const { range, setRange } = useReportRange(today);
  // Weeks read well up to about three months; longer ranges by month, unless the manager chooses.
  const [chosen, setChosen] = useState<'week' | 'month' | null>(null);
  const interval = chosen ?? (daysBetween(range.start, range.end) > 92 ? 'month' : 'week');
  const report = useRevenueReport(club.id, { from: range.start, to: range.end }, interval);
  const data = report.data;
  const money = (minor: number) => formatMoney(minor, { ...fmt, currency: data?.currency ?? fmt.currency });
  const major = (minor: number) => minor / 10 ** currencyDecimals(data?.currency ?? club.currency);
  const exported = (minor: number) => formatMoneyForExport(minor, data?.currency ?? club.currency);

  const periodColumns: ReportColumn<Period>[] = [
    {
      label: interval === 'month' ? 'Month' : 'Week',
      cell: (p) => periodLabel(p, interval, fmt),
      csv: (p) => `${p.start} to ${p.end}`,
    },
    ...TRANSACTION_KINDS.map((k): ReportColumn<Period> => ({
      label: sourceLabels[k],
      cell: (p) => money(p.by_source[k].net_minor),
      csv: (p) => exported(p.by_source[k].net_minor),
      numeric: true,
    })),
    { label: 'Refunds', cell: (p) => money(p.refunds_minor), csv: (p) => exported(p.refunds_minor), numeric: true },
    { label: 'Net', cell: (p) => money(p.net_minor), csv: (p) => exported(p.net_minor), numeric: true },
  ];
  const sourceColumns: ReportColumn<SourceRow>[] = [
    { label: 'Source', cell: (r) => sourceLabels[r.kind], csv: (r) => sourceLabels[r.kind] },
    { label: 'Taken', cell: (r) => money(r.gross_minor), csv: (r) => exported(r.gross_minor), numeric: true },
    { label: 'Refunded', cell: (r) => money(r.refunds_minor), csv: (r) => exported(r.refunds_minor), numeric: true },
    { label: 'Net', cell: (r) => money(r.net_minor), csv: (r) => exported(r.net_minor), numeric: true },
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <ReportToolbar range={range} today={today} onRange={setRange} />
        <SegmentedControl
          aria-label="Revenue by"
          value={interval}
          onChange={(v) => setChosen(v as 'week' | 'month')}
          data={[
            { value: 'week', label: 'By week' },
            { value: 'month', label: 'By month' },
          ]}
        />
      </Group>
      <Text size="sm" c="dimmed">
        {formatDateRange(range.start, range.end, fmt)} · payments on the day they were taken, refunds on the day they
        were made
        {report.isFetching && data && ' · updating…'}
      </Text>
      {report.isError && !data ? (
        <ErrorState
          title="We couldn't load the revenue report"
          error={report.error}
          onRetry={() => report.refetch()}
          isRetrying={report.isFetching}
        />
      ) : !data ? (
        <ReportSkeleton />
      ) : (
        <Stack gap="lg" aria-busy={report.isFetching}>
          <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="md">
            <StatCard
              label="Net revenue"
              value={money(data.totals.net_minor)}
              current={data.totals.net_minor}
              previous={data.previous.net_minor}
              format={money}
            />
            <StatCard
              label="Taken"
              value={money(data.totals.gross_minor)}
              current={data.totals.gross_minor}
              previous={data.previous.gross_minor}
              format={money}
              hint={`${count(data.totals.payments)} payments`}
            />
            <StatCard
              label="Refunded"
              value={money(data.totals.refunds_minor)}
              hint={`${count(data.totals.refunds)} refunds`}
            />
            <StatCard
              label="Largest source"
              isName
              value={
                sourceLabels[
                  [...TRANSACTION_KINDS].sort(
                    (a, b) => data.totals.by_source[b].net_minor - data.totals.by_source[a].net_minor,
                  )[0]
                ]
              }
              hint="By net revenue"
            />
          </SimpleGrid>
          {data.totals.payments === 0 && data.totals.refunds === 0 ? (
            <Text c="dimmed">
              No payments were taken in this range. Choose a longer range, or take payments for bookings, the store,
              memberships and clinics.
            </Text>
          ) : (
            <ChartPanel title={`Net revenue by ${interval} and source (${data.currency.toUpperCase()})`}>
              <BarChart
                type="stacked"
                maxBarWidth={48}
                h={280}
                data={data.periods.map((p) => ({
                  period: periodLabel(p, interval, fmt),
                  ...Object.fromEntries(
                    TRANSACTION_KINDS.map((k) => [sourceLabels[k], major(p.by_source[k].net_minor)]),
                  ),
                }))}
                dataKey="period"
                series={TRANSACTION_KINDS.map((k) => ({ name: sourceLabels[k], color: sourceColours[k] }))}
                valueFormatter={(v) => formatNumber(v, fmt, currencyDecimals(data.currency))}
                withLegend
              />
            </ChartPanel>
          )}
          <ReportTable
            title="By source"
            columns={sourceColumns}
            rows={TRANSACTION_KINDS.map((kind) => ({ kind, ...data.totals.by_source[kind] }))}
            rowKey={(r) => r.kind}
            fileName={csvName('revenue_by_source', range.start, range.end)}
          />
          <ReportTable
            title={interval === 'month' ? 'By month' : 'By week'}
            columns={periodColumns}
            rows={data.periods}
            rowKey={(p) => p.start}
            fileName={csvName(`revenue_by_${interval}`, range.start, range.end)}
          />
        </Stack>
      )}
    </Stack>
  );
}

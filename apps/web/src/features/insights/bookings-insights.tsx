import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  formatDate,
  formatDateRange,
  formatMoney,
  type BookingsReport,
  type ClubDetail,
  type ClubFormat,
} from '@rally/domain';
import { IconChartBar } from '@tabler/icons-react';
import { ErrorState } from '../../components/data-states';
import { EmptyState } from '../../components/empty-state';
import { useBookingsReport } from './api/insights.api';
import { Heatmap } from './components/heatmap';
import { ReportTable, type ReportColumn } from './components/report-table';
import { ReportToolbar } from './components/report-toolbar';
import { StatCard } from './components/stat-card';
import { count, courtsNote, csvName, hours, peopleHint, percent, typesNote } from './report-format';
import { clubToday, useClubFormat } from '../../lib/format';
import { useReportRange } from './use-report-range';

type Usage = BookingsReport['by_court'][number] | BookingsReport['by_courtgroup'][number];
const usageColumns = <Row extends Usage>(): ReportColumn<Row>[] => [
  { label: 'Name', cell: (r) => r.name, csv: (r) => r.name },
  { label: 'Bookings', cell: (r) => count(r.bookings), csv: (r) => r.bookings, numeric: true },
  { label: 'Booked hours', cell: (r) => hours(r.booked_hours), csv: (r) => r.booked_hours, numeric: true },
  { label: 'Open hours', cell: (r) => hours(r.available_hours), csv: (r) => r.available_hours, numeric: true },
  { label: 'Utilisation', cell: (r) => percent(r.utilisation), csv: (r) => r.utilisation, numeric: true },
];
type TypeRow = BookingsReport['booking_types'][number];
const typeColumns: ReportColumn<TypeRow>[] = [
  { label: 'Type', cell: (r) => r.label, csv: (r) => r.label },
  { label: 'Bookings', cell: (r) => count(r.bookings), csv: (r) => r.bookings, numeric: true },
  { label: 'Court hours', cell: (r) => hours(r.hours), csv: (r) => r.hours, numeric: true },
];

/** Insights → Court bookings: headline figures against the previous period, charts, heatmap and tables. */
export function BookingsInsights({ club }: { club: ClubDetail }) {
  const today = clubToday(club);
  const fmt = useClubFormat(club);
  const { range, groups, setRange, setGroups } = useReportRange(today);
  const report = useBookingsReport(club.id, { from: range.start, to: range.end }, groups);
  const data = report.data;
  const groupOptions = (data?.court_groups ?? [])
    .filter((g) => g.id !== null)
    .map((g) => ({ value: String(g.id), label: g.name }));

  return (
    <Stack gap="lg">
      <ReportToolbar
        range={range}
        today={today}
        onRange={setRange}
        groups={{ options: groupOptions, value: groups, onChange: setGroups }}
      />
      <Text size="sm" c="dimmed">
        {formatDateRange(range.start, range.end, fmt)} · times in {club.time_zone}
        {data && ` · compared with ${formatDateRange(data.previous.datefrom, data.previous.dateto, fmt)}`}
        {report.isFetching && data && ' · updating…'}
      </Text>
      {report.isError && !data ? (
        <ErrorState
          title="We couldn't load the court bookings report"
          error={report.error}
          onRetry={() => report.refetch()}
          isRetrying={report.isFetching}
        />
      ) : !data ? (
        <ReportSkeleton />
      ) : data.total === 0 && data.available_hours === 0 ? (
        <EmptyState
          icon={<IconChartBar size={28} aria-hidden />}
          title="No courts to report on"
          description="Add courts and their opening hours in Club Settings, then bookings made on them show here."
        />
      ) : (
        <Stack gap="lg" aria-busy={report.isFetching}>
          <Figures report={data} />
          <NoShowFigures report={data} fmt={fmt} />
          {data.total === 0 && (
            <Text c="dimmed">No bookings in this range yet. Choose a longer range, or other court groups.</Text>
          )}
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            <ChartPanel title="Utilisation by court">
              <BarChart
                maxBarWidth={40}
                h={Math.max(220, data.by_court.length * 28)}
                data={data.by_court.map((c) => ({ court: c.name, 'Utilisation (%)': Math.round(c.utilisation * 100) }))}
                dataKey="court"
                orientation="vertical"
                yAxisProps={{ width: 110 }}
                xAxisProps={{ domain: [0, 100] }}
                series={[{ name: 'Utilisation (%)', color: 'green.7' }]}
              />
            </ChartPanel>
            <ChartPanel title="Bookings per day">
              <LineChart
                h={260}
                data={data.by_day.map((d) => ({
                  day: formatDate(d.date, fmt, { year: false }),
                  Bookings: d.bookings,
                  Hours: d.hours,
                }))}
                dataKey="day"
                curveType="monotone"
                withDots={data.by_day.length <= 31}
                series={[
                  { name: 'Bookings', color: 'green.7' },
                  { name: 'Hours', color: 'blue.6' },
                ]}
                withLegend
              />
            </ChartPanel>
          </SimpleGrid>
          <ChartPanel title="When courts are busy">
            <Heatmap cells={data.heatmap} />
          </ChartPanel>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            <ChartPanel title="Bookings by court group" note={courtsNote(data, sumOf(data.by_courtgroup), 'groups')}>
              <BarChart
                maxBarWidth={40}
                h={240}
                data={data.by_courtgroup.map((g) => ({
                  group: g.name,
                  Bookings: g.bookings,
                  'Booked hours': g.booked_hours,
                }))}
                dataKey="group"
                series={[
                  { name: 'Bookings', color: 'green.7' },
                  { name: 'Booked hours', color: 'blue.6' },
                ]}
                withLegend
              />
            </ChartPanel>
            <ChartPanel title="Bookings by type" note={typesNote(data)}>
              <BarChart
                maxBarWidth={40}
                h={240}
                data={data.booking_types.map((t) => ({ type: t.label, Bookings: t.bookings }))}
                dataKey="type"
                series={[{ name: 'Bookings', color: 'grape.6' }]}
              />
            </ChartPanel>
          </SimpleGrid>
          <ReportTable
            title="By court group"
            columns={usageColumns()}
            rows={data.by_courtgroup}
            note={courtsNote(data, sumOf(data.by_courtgroup), 'groups')}
            rowKey={(r) => r.id ?? 0}
            fileName={csvName('court_groups', range.start, range.end)}
          />
          <ReportTable
            title="By court"
            columns={usageColumns()}
            rows={data.by_court}
            note={courtsNote(data, sumOf(data.by_court), 'courts')}
            rowKey={(r) => r.id}
            fileName={csvName('courts', range.start, range.end)}
          />
          <ReportTable
            title="By booking type"
            columns={typeColumns}
            rows={data.booking_types}
            note={typesNote(data)}
            rowKey={(r) => r.code}
            fileName={csvName('booking_types', range.start, range.end)}
          />
        </Stack>
      )}
    </Stack>
  );
}

const sumOf = (rows: readonly { bookings: number }[]) => rows.reduce((n, r) => n + r.bookings, 0);

function Figures({ report: r }: { report: BookingsReport }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="md">
      <StatCard
        label="Bookings"
        value={count(r.total)}
        current={r.total}
        previous={r.previous.total}
        hint={r.upcoming ? `${count(r.upcoming)} still to come` : undefined}
      />
      <StatCard label="Completed" value={count(r.completed)} current={r.completed} previous={r.previous.completed} />
      <StatCard
        label="Cancelled"
        value={count(r.cancelled)}
        current={r.cancelled}
        previous={r.previous.cancelled}
        hint={`${count(r.late_cancelled)} within ${r.late_cancel_hours} hours of the start`}
      />
      <StatCard
        label="Booked court hours"
        value={hours(r.total_hours)}
        current={r.total_hours}
        previous={r.previous.total_hours}
        format={hours}
        hint={`of ${hours(r.available_hours)} open`}
      />
      <StatCard label="Utilisation" value={percent(r.utilisation)} hint="Booked over open court hours" />
      <StatCard label="Members / guests" value={`${count(r.members)} / ${count(r.guests)}`} hint={peopleHint(r)} />
    </SimpleGrid>
  );
}

/** No-shows, late cancellations and their fees (issue 29): the same bookings' rows as Bookings › Settings › Fees. */
function NoShowFigures({ report: r, fmt }: { report: BookingsReport; fmt: ClubFormat }) {
  const money = (minor: number) => formatMoney(minor, { ...fmt, currency: r.fees.currency });
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
      <StatCard label="No-shows" value={count(r.no_shows)} hint={`${hours(r.released_hours)} of court released`} />
      <StatCard
        label="Late cancellations"
        value={count(r.late_cancelled)}
        hint={`Cancelled less than ${r.late_cancel_hours} hours before the start`}
      />
      <StatCard
        label="Fees charged"
        value={money(r.fees.charged_minor)}
        hint={`${count(r.fees.charged)} charged · ${count(r.fees.owed)} owed (${money(r.fees.owed_minor)})`}
      />
      <StatCard label="Fees waived" value={money(r.fees.waived_minor)} hint={`${count(r.fees.waived)} waived`} />
    </SimpleGrid>
  );
}

export function ChartPanel({ title, note, children }: { title: string; note?: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      {note && (
        <Text size="sm" c="dimmed" mb="sm">
          {note}
        </Text>
      )}
      {children}
    </Paper>
  );
}

export function ReportSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-label="Loading the report">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="md">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} h={104} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton h={300} radius="md" />
    </Stack>
  );
}

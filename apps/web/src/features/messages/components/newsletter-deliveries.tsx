import { Badge, Group, Progress, SegmentedControl, Stack, Text } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import type { DeliveryStatus, NewsletterRecord } from '@rally/domain';
import { useRecipients } from '../api/newsletters.api';
import { stackedColumns } from '../../../components/stacked-table';

/** A recipient row of the deliveries list. */
type Recipient = NonNullable<ReturnType<typeof useRecipients>['data']>['results'][number];

const statusColor: Record<DeliveryStatus, string> = { queued: 'gray', sent: 'court', failed: 'red', skipped: 'yellow' };

/** A sent (or sending) newsletter's progress and each recipient's delivery status. */
export function NewsletterDeliveries({ newsletter }: { newsletter: NewsletterRecord }) {
  const [status, setStatus] = useState<DeliveryStatus | 'all'>('all');
  const [page, setPage] = useState(1);
  const recipients = useRecipients(newsletter, status === 'all' ? null : status, page);
  const p = newsletter.progress;
  const done = p.sent + p.failed + p.skipped;
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Text fw={600}>{newsletter.status === 'T' ? 'Delivered' : 'Sending…'}</Text>
        <Text size="sm" c="dimmed">
          {p.sent} sent · {p.failed} failed · {p.skipped} skipped · {p.queued} waiting, of {p.total}
        </Text>
      </Group>
      <Progress.Root size="lg" title={`${done} of ${p.total} handled`}>
        <Progress.Section
          value={p.total ? (p.sent / p.total) * 100 : 0}
          color="court.7"
          aria-label={`Sent: ${p.sent} of ${p.total}`}
        />
        <Progress.Section
          value={p.total ? (p.failed / p.total) * 100 : 0}
          color="red.7"
          aria-label={`Failed: ${p.failed} of ${p.total}`}
        />
        <Progress.Section
          value={p.total ? (p.skipped / p.total) * 100 : 0}
          color="yellow.5"
          aria-label={`Skipped: ${p.skipped} of ${p.total}`}
        />
      </Progress.Root>
      <SegmentedControl
        aria-label="Show recipients"
        value={status}
        onChange={(v) => {
          setStatus(v as DeliveryStatus | 'all');
          setPage(1);
        }}
        data={[
          { value: 'all', label: 'All' },
          { value: 'sent', label: 'Sent' },
          { value: 'failed', label: 'Failed' },
          { value: 'skipped', label: 'Skipped' },
          { value: 'queued', label: 'Waiting' },
        ]}
      />
      <DataTable
        withTableBorder
        borderRadius="md"
        striped
        minHeight={160}
        fetching={recipients.isFetching && !recipients.data}
        records={recipients.data?.results ?? []}
        totalRecords={recipients.data?.count ?? 0}
        recordsPerPage={20}
        page={page}
        onPageChange={setPage}
        noRecordsText="No recipients"
        fz={14}
        {...stackedColumns<Recipient>([
          { accessor: 'name', title: 'Name' },
          { accessor: 'email', title: 'E-mail', visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})` },
          {
            accessor: 'status',
            title: 'Status',
            render: (r) => (
              <Badge variant="light" color={statusColor[r.status]}>
                {r.status}
              </Badge>
            ),
          },
          { accessor: 'reason', title: 'Reason', render: (r) => r.reason ?? '' },
        ])}
      />
    </Stack>
  );
}

import 'mantine-datatable/styles.css';
import { Anchor, Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useSearchParams } from 'react-router';
import { formatDate, newsletterStatusLabels, type ClubDetail, type NewsletterRecord } from '@rally/domain';
import { ErrorState } from '../../components/data-states';
import { useClub, useDashboardClub } from '../../lib/dashboard';
import { useNewsletter, useNewsletters } from './api/newsletters.api';
import { NewsletterForm } from './components/newsletter-form';
import { useClubFormat } from '../../lib/format';
import { stackedColumns } from '../../components/stacked-table';

const statusColor = { D: 'gray', S: 'blue', G: 'yellow', T: 'court' } as const;

function NewsletterList({ club, open }: { club: ClubDetail; open: (id: number | 'new') => void }) {
  const fmt = useClubFormat(club);
  const list = useNewsletters(club.id);
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed">
          Write, preview and send newsletters to your groups or all members.
        </Text>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => open('new')}>
          New newsletter
        </Button>
      </Group>
      {list.isError ? (
        <ErrorState
          title="We couldn't load the newsletters"
          error={list.error}
          onRetry={() => list.refetch()}
          isRetrying={list.isFetching}
        />
      ) : (
        <DataTable<NewsletterRecord>
          withTableBorder
          borderRadius="md"
          striped
          highlightOnHover
          minHeight={list.data?.length ? undefined : 160}
          fetching={list.isPending}
          records={list.data ?? []}
          noRecordsText="No newsletters yet: write the first one"
          onRowClick={({ record }) => open(record.id)}
          fz={14}
          {...stackedColumns<NewsletterRecord>([
            {
              accessor: 'subject',
              title: 'Subject',
              render: (n) => (
                <Anchor component="button" type="button" fw={600} size="sm" onClick={() => open(n.id)}>
                  {n.subject}
                </Anchor>
              ),
            },
            {
              accessor: 'status',
              title: 'Status',
              render: (n) => (
                <Badge variant="light" color={statusColor[n.status]}>
                  {newsletterStatusLabels[n.status]}
                </Badge>
              ),
            },
            {
              accessor: 'progress',
              title: 'Delivered',
              render: (n) => (n.progress.total ? `${n.progress.sent} of ${n.progress.total}` : '—'),
              visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
            },
            {
              accessor: 'modified',
              title: 'Date',
              render: (n) => formatDate(n.sent_at ?? n.send_at ?? n.modified, fmt),
            },
          ])}
        />
      )}
    </Stack>
  );
}

function OpenNewsletter({
  club,
  id,
  open,
}: {
  club: ClubDetail;
  id: number | 'new';
  open: (id: number | 'new' | null) => void;
}) {
  const newsletter = useNewsletter(id === 'new' ? null : id);
  return (
    <Stack gap="sm">
      <Anchor component="button" type="button" onClick={() => open(null)} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          All newsletters
        </Group>
      </Anchor>
      {id !== 'new' && newsletter.isPending ? (
        <Skeleton h={420} radius="md" />
      ) : id !== 'new' && newsletter.isError ? (
        <ErrorState
          title="We couldn't load this newsletter"
          error={newsletter.error}
          onRetry={() => newsletter.refetch()}
          isRetrying={newsletter.isFetching}
        />
      ) : (
        <NewsletterForm
          key={id}
          club={club}
          newsletter={id === 'new' ? null : (newsletter.data ?? null)}
          onSaved={(n) => id === 'new' && open(n.id)}
        />
      )}
    </Stack>
  );
}

/** Newsletters (/clubs/dashboard/newsletters): the list, or one newsletter (`?newsletter=<id>|new`). */
export default function NewslettersPage() {
  const dash = useDashboardClub();
  const club = useClub(dash.clubId);
  const [params, setParams] = useSearchParams();
  const raw = params.get('newsletter');
  const selected = raw === 'new' ? 'new' : Number(raw) || null;
  const open = (id: number | 'new' | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (id === null) next.delete('newsletter');
      else next.set('newsletter', String(id));
      return next;
    });

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Newsletters
      </Title>
      {club.isPending ? (
        <Skeleton h={420} radius="md" />
      ) : club.isError ? (
        <ErrorState
          title="We couldn't load this club"
          error={club.error}
          onRetry={() => club.refetch()}
          isRetrying={club.isFetching}
        />
      ) : selected ? (
        <OpenNewsletter club={club.data} id={selected} open={open} />
      ) : (
        <NewsletterList club={club.data} open={open} />
      )}
    </Stack>
  );
}

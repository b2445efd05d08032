import { Box, Button, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { ErrorState } from '../../components/data-states';
import { EmptyState } from '../../components/empty-state';
import { sidebarIcons } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { usePageTitle } from '../../lib/page-title';
import { useCurrentPlayer } from '../../lib/session';
import { useMyTournaments } from './api/tournaments.api';
import { MyNextFixtures } from './components/my-fixtures';
import { TournamentCard } from './components/tournament-card';
import { LadderList } from './components/ladder-list';

const tabs = [
  { key: 'mine', label: 'My competitions' },
  { key: 'organise', label: 'I organise' },
  { key: 'ladders', label: 'Player ladders' },
] as const;

function TournamentList({ organiser }: { organiser: boolean }) {
  const player = useCurrentPlayer();
  const me = player.data?.id;
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useMyTournaments(me, organiser, page);
  const Icon = sidebarIcons.comps;
  const setPage = (p: number) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.set('page', String(p));
      return next;
    });
  if (list.isPending) {
    return (
      <Stack gap="sm" aria-busy aria-label="Loading competitions">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={96} radius="md" />
        ))}
      </Stack>
    );
  }
  if (list.isError)
    return (
      <ErrorState
        title="We couldn't load your competitions"
        error={list.error}
        onRetry={() => list.refetch()}
        isRetrying={list.isFetching}
      />
    );
  if (list.data.results.length === 0) {
    return (
      <EmptyState
        icon={<Icon size={28} aria-hidden />}
        title={organiser ? 'You organise no competitions yet' : 'No competitions yet'}
        description={
          organiser
            ? 'Create a league: set its format and rules, add the clubs, teams and players, then make the draw.'
            : 'Competitions you play in appear here once an organiser adds you to one.'
        }
        action={
          <Button component={Link} to="/tournament/add">
            Create a competition
          </Button>
        }
      />
    );
  }
  return (
    <Box style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
      <Text size="sm" c="dimmed" mb="xs">
        {list.data.count} {list.data.count === 1 ? 'competition' : 'competitions'}
      </Text>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {list.data.results.map((t) => (
          <TournamentCard key={t.id} t={t} me={me ?? 0} />
        ))}
      </Stack>
      <Pager
        page={page}
        next={list.data.next}
        previous={list.data.previous}
        onPageChange={setPage}
        disabled={list.isPlaceholderData}
      />
    </Box>
  );
}

/** /tour: the competitions I play in and those I organise (paged), and creating one. */
export default function CompetitionsPage() {
  usePageTitle('Competitions');
  const [params, setParams] = useSearchParams();
  const tab = tabs.find((t) => t.key === params.get('tab'))?.key ?? 'mine';
  return (
    <>
      <PageHeader
        title="Competitions"
        description="Tournaments, leagues and player ladders you play in or organise: teams, fixtures, results and ladders."
        actions={
          <Button component={Link} to="/tournament/add" leftSection={<IconPlus size={16} aria-hidden />}>
            Create a competition
          </Button>
        }
      />
      <Box mb="lg">
        <MyNextFixtures />
      </Box>
      <Tabs value={tab} onChange={(v) => v && setParams({ tab: v })} keepMounted={false}>
        <Tabs.List mb="md">
          {tabs.map((t) => (
            <Tabs.Tab key={t.key} value={t.key}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="mine">
          <TournamentList organiser={false} />
        </Tabs.Panel>
        <Tabs.Panel value="organise">
          <TournamentList organiser />
        </Tabs.Panel>
        <Tabs.Panel value="ladders">
          <LadderList />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

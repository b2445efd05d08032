import { Box, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { ClubDetail } from '@rally/domain';
import { ClubSectionPage, type ClubSectionScreens } from '../../components/club-section-page';
import { ErrorState } from '../../components/data-states';
import { EmptyState } from '../../components/empty-state';
import { sidebarIcons } from '../../components/icons';
import { Pager } from '../../components/pager';
import { useCurrentPlayer } from '../../lib/session';
import { useClubHits } from './api/matcha.api';
import { HitCard } from './components/hit-card';
import { InvitePlayers } from './components/invites/invite-players';
import { FindAHitSettings } from './components/find-a-hit-settings';

/** Matcha › Hit requests: every hit request of the club (private and cancelled too), for its MATCHA administrators to see and cancel. */
function ClubHits({ club }: { club: ClubDetail }) {
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<'all' | 'P' | 'C'>('all');
  const hits = useClubHits(club.id, { page, players_needed: filter === 'all' ? undefined : filter });
  const player = useCurrentPlayer();
  const Icon = sidebarIcons.matcha;
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Which hit requests"
        value={filter}
        onChange={(v) => {
          setFilter(v as typeof filter);
          setPage(1);
        }}
        data={[
          { value: 'all', label: 'All' },
          { value: 'P', label: 'Needs players' },
          { value: 'C', label: 'Complete' },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {hits.isPending ? (
        <Skeleton h={300} radius="md" />
      ) : hits.isError ? (
        <ErrorState
          title="We couldn't load the hit requests"
          error={hits.error}
          onRetry={() => hits.refetch()}
          isRetrying={hits.isFetching}
        />
      ) : hits.data.results.length === 0 ? (
        <EmptyState
          icon={<Icon size={28} aria-hidden />}
          title="No hit requests"
          description="When the club's players post hit requests, they are listed here for you to keep an eye on."
        />
      ) : (
        <Box style={{ opacity: hits.isPlaceholderData ? 0.6 : 1 }}>
          <Text size="sm" c="dimmed" mb="xs">
            {hits.data.count === 1 ? '1 hit request' : `${hits.data.count} hit requests`}
          </Text>
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {hits.data.results.map((hit) => (
              <HitCard key={hit.id} hit={hit} me={player.data?.id ?? 0} club={undefined} moderator />
            ))}
          </Stack>
          <Pager
            page={page}
            next={hits.data.next}
            previous={hits.data.previous}
            onPageChange={setPage}
            disabled={hits.isPlaceholderData}
          />
        </Box>
      )}
    </Stack>
  );
}

const tabs: ClubSectionScreens = {
  'hit-requests': (club) => <ClubHits club={club} />,
  'invite-players': (club) => <InvitePlayers club={club} />,
  settings: (club) => <FindAHitSettings club={club} />,
};

/** Matcha (/clubs/dashboard/matcha): the club's hit requests, player invitations and find-a-hit settings as tabs (`?tab=`). */
export default function ClubFindAHitPage() {
  return <ClubSectionPage tabs={tabs} />;
}

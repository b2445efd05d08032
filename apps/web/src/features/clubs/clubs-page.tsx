import { Box, Button, Stack, TextInput } from '@mantine/core';
import { MessageText } from '../../components/message-text';
import { EmptyState } from '../../components/empty-state';
import { useDebouncedValue } from '@mantine/hooks';
import { managedClubsOf } from '@rally/domain';
import { IconBuildingCommunity, IconHeart, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useCurrentPlayer } from '../../lib/session';
import { useClubSearch } from './api/clubs.api';
import { ClubCard } from './components/club-card';
import { ClubGrid, ClubGridSkeleton } from './components/club-grid';
import { failureText } from '../../lib/api';
import { ManagedClubs } from './components/managed-clubs';
import { PendingInvitations } from './components/pending-invitations';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { SectionTitle } from '../../components/section-title';

/** /clubs: the clubs the player manages and follows, and a search for every club on Rally. */
export default function ClubsPage() {
  const { data: player, isPending: playerPending } = useCurrentPlayer();
  const managed = player ? managedClubsOf(player) : [];
  // A club the player runs is shown once, under "Clubs you manage" (with its details and follow
  // button there), not again under the clubs they follow or in the directory below.
  const managedIds = new Set(managed.map((c) => c.id));
  const followedAll = player?.club_set ?? [];
  const followed = followedAll.filter((c) => !managedIds.has(c.id));
  const shownAbove = new Set([...managedIds, ...followed.map((c) => c.id)]);

  return (
    <>
      <PageHeader
        title="Clubs"
        description="Follow your clubs to see their news and events, open the dashboards of clubs you run, and find other clubs on Rally."
      />
      <Stack gap={40}>
        <PendingInvitations />
        {player && managed.length > 0 && (
          <Box component="section" aria-labelledby="managed-title">
            <SectionTitle id="managed-title" count={managed.length}>
              Clubs you manage
            </SectionTitle>
            <ManagedClubs player={player} clubs={managed} />
          </Box>
        )}

        {(followed.length > 0 || followedAll.length === 0) && (
          <Box component="section" aria-labelledby="followed-title">
            <SectionTitle id="followed-title" count={followed.length || undefined}>
              Clubs you follow
            </SectionTitle>
            {playerPending && !player ? (
              <ClubGridSkeleton count={2} />
            ) : followed.length === 0 ? (
              <EmptyState
                icon={<IconHeart size={28} aria-hidden />}
                title="You don't follow any clubs yet"
                description="Find your club below and press Follow: it will show up here."
              />
            ) : (
              <ClubGrid>
                {followed.map((club) => (
                  <ClubCard key={club.id} club={club} />
                ))}
              </ClubGrid>
            )}
          </Box>
        )}

        <ClubSearch shownAbove={shownAbove} />
      </Stack>
    </>
  );
}

/**
 * The search over every club, paged; a new search starts again at page 1. Browsing without a search
 * leaves out the clubs already shown above; a search finds every match.
 */
function ClubSearch({ shownAbove }: { shownAbove: ReadonlySet<number> }) {
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 300);
  // The page belongs to the query it was chosen for: a fresh query starts at page 1 again.
  const [paging, setPaging] = useState({ search: '', page: 1 });
  const page = paging.search === search ? paging.page : 1;
  const setPage = (next: number) => setPaging({ search, page: next });
  const clubs = useClubSearch(search, page);
  const results = clubs.data ? clubs.data.results.filter((club) => search || !shownAbove.has(club.id)) : [];

  return (
    <Box component="section" aria-labelledby="search-title">
      <SectionTitle id="search-title">Find a club</SectionTitle>
      <TextInput
        type="search"
        aria-label="Search clubs by name"
        placeholder="Search clubs by name"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        maw={480}
        mb="md"
      />
      {clubs.isPending ? (
        <ClubGridSkeleton />
      ) : clubs.isError ? (
        <MessageText kind="error" title="We couldn't load the clubs">
          {failureText(clubs.error)}{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => clubs.refetch()}>
            Try again
          </Button>
        </MessageText>
      ) : results.length === 0 ? (
        <EmptyState
          icon={<IconBuildingCommunity size={28} aria-hidden />}
          title={
            search
              ? `No clubs match "${search}"`
              : clubs.data.results.length
                ? 'No other clubs on this page'
                : 'No clubs on Rally yet'
          }
          description={
            search
              ? 'Check the spelling, or search for part of the name.'
              : 'Search by name to find any club, including yours.'
          }
        />
      ) : (
        <Box
          style={{ opacity: clubs.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
          aria-busy={clubs.isFetching}
        >
          <ClubGrid>
            {results.map((club) => (
              <ClubCard key={club.id} club={club} />
            ))}
          </ClubGrid>
          <Pager
            page={page}
            next={clubs.data.next}
            previous={clubs.data.previous}
            onPageChange={setPage}
            disabled={clubs.isPlaceholderData}
          />
        </Box>
      )}
    </Box>
  );
}

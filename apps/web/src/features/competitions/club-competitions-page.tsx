import { Box, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ClubDetail } from '@rally/domain';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../components/data-states';
import { EmptyState } from '../../components/empty-state';
import { sidebarIcons } from '../../components/icons';
import { Pager } from '../../components/pager';
import { useClub, useDashboardClub } from '../../lib/dashboard';
import { useCurrentPlayer } from '../../lib/session';
import { useClubTournaments } from './api/tournaments.api';
import { TournamentCard } from './components/tournament-card';

function ClubCompetitions({ club }: { club: ClubDetail }) {
  const [page, setPage] = useState(1);
  const me = useCurrentPlayer().data?.id;
  const list = useClubTournaments(club.id, page);
  const Icon = sidebarIcons.comps;
  const add = (
    <Button component={Link} to={`/tournament/add?club=${club.id}`} leftSection={<IconPlus size={16} aria-hidden />}>
      New competition
    </Button>
  );
  return (
    <Stack gap="md" maw={960}>
      <Group justify="space-between" wrap="wrap">
        <Text c="dimmed" maw={560}>
          The leagues and tournaments {club.name} plays in, drafts too. Its AGENT and COURT_BOOKINGS administrators run
          them as their organisers do: players and teams, the draw, results and court bookings.
        </Text>
        {add}
      </Group>
      {list.isPending ? (
        <Skeleton h={240} radius="md" />
      ) : list.isError ? (
        <ErrorState
          title="We couldn't load the club's competitions"
          error={list.error}
          onRetry={() => list.refetch()}
          isRetrying={list.isFetching}
        />
      ) : list.data.results.length === 0 ? (
        <EmptyState
          icon={<Icon size={28} aria-hidden />}
          title="No competitions yet"
          description="Start a league or tournament: its definition, playing format and rules, then its players and teams."
          action={add}
        />
      ) : (
        <Box style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Competitions">
            {list.data.results.map((t) => (
              <TournamentCard key={t.id} t={t} me={me} runs />
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
      )}
    </Stack>
  );
}

/** Competitions (/clubs/dashboard/competitions): the club's leagues and tournaments, run by its AGENT and COURT_BOOKINGS (issue 27). */
export default function ClubCompetitionsPage() {
  const dash = useDashboardClub();
  const club = useClub(dash.clubId);
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Competitions
      </Title>
      {club.isPending ? (
        <Skeleton h={300} radius="md" />
      ) : club.isError ? (
        <ErrorState
          title="We couldn't load this club"
          error={club.error}
          onRetry={() => club.refetch()}
          isRetrying={club.isFetching}
        />
      ) : (
        <ClubCompetitions club={club.data} />
      )}
    </Stack>
  );
}

import { Anchor, Paper, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { timePlayedLabel } from '@rally/domain';
import { ErrorState } from '../../../components/data-states';
import { SavedCopyNote } from '../../../components/saved-copy-note';
import { useMyFixtures } from '../api/tournaments.api';
import { useClubLocales } from '../../../lib/player-format';
import { dayLabel } from '../tournament-format';
import { FixtureBookingLine } from './fixture-booking';

/** "Your next fixtures": the caller's coming fixtures in the published competitions they play in. */
export function MyNextFixtures() {
  const mine = useMyFixtures();
  // Each fixture's date in its host club's locale.
  const localeOf = useClubLocales((mine.data ?? []).map((f) => f.club));
  return (
    <section aria-labelledby="my-fixtures-title">
      <Title order={2} size="h4" id="my-fixtures-title" mb="xs">
        Your next fixtures
      </Title>
      <SavedCopyNote paths={['/api/fixture/mine/']} />
      {mine.isPending ? (
        <Skeleton h={80} radius="md" />
      ) : mine.isError ? (
        <ErrorState
          title="We couldn't load your fixtures"
          error={mine.error}
          onRetry={() => mine.refetch()}
          isRetrying={mine.isFetching}
        />
      ) : mine.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No fixtures coming up. Once an organiser puts you in a team and publishes the draw, your nights appear here.
        </Text>
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="sm"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {mine.data.slice(0, 6).map((f) => {
            const [home, away] = f.team_set;
            const courts = [...new Set(f.match_set.map((m) => m.court_name).filter(Boolean))];
            return (
              <Paper key={f.id} component="li" withBorder radius="md" p="sm">
                <Text size="xs" c="dimmed">
                  {f.tournament_name} · {f.kind === 'KO' ? 'Knockout' : `Round ${f.round}`}
                </Text>
                <Text fw={700}>
                  {home?.name ?? 'To be decided'} v {away?.name ?? 'To be decided'}
                </Text>
                <Text size="sm">
                  {dayLabel(f.dated, localeOf(f.club))} · {timePlayedLabel(f.time)}
                </Text>
                <Text size="sm" c="dimmed">
                  {f.club_name}
                  {courts.length ? ` · ${courts.join(', ')}` : ''}
                </Text>
                <FixtureBookingLine f={f} />
                <Anchor component={Link} to={`/tournament/draw?id=${f.tournament}`} size="sm">
                  Fixtures and ladder
                </Anchor>
              </Paper>
            );
          })}
        </SimpleGrid>
      )}
    </section>
  );
}

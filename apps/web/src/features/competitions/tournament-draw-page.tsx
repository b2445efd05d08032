import { Alert, Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { Fragment, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { timePlayedLabel, type Tournament, type TournamentFixture } from '@rally/domain';
import { confirmAction } from '../../components/confirm-action';
import { ErrorState } from '../../components/data-states';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { usePageTitle } from '../../lib/page-title';
import { useDraw, useFixtures, usePublish, useTournament, useUpdateRoundFrom } from './api/tournaments.api';
import { useClubLocale } from '../../lib/player-format';
import { dayLabel, tournamentIdOf } from './tournament-format';
import { formatScore, Ladders, ScoreModal } from './components/ladder-and-score';
import { KnockoutBracket } from './components/knockout-bracket';
import { FixtureBookingActions, FixtureBookingLine } from './components/fixture-booking';
import { runWithToast } from './components/run-with-toast';
import { confirmMissingTeams } from './components/confirm-missing-teams';

function FixtureCard({ f, t, firstKo }: { f: TournamentFixture; t: Tournament; firstKo?: number }) {
  const organiser = t.is_organiser;
  const [home, away] = f.team_set;
  const names = new Map(t.member_set.map((m) => [m.player, m.name]));
  const who = (ids: number[]) => ids.map((p) => names.get(p) ?? 'A former player').join(' & ');
  const [scoring, setScoring] = useState<TournamentFixture['match_set'][number] | null>(null);
  const titleId = `fixture-${f.id}`;
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-labelledby={titleId}>
      <Group justify="space-between" gap="xs" mb={6}>
        <Title order={4} size="h6" id={titleId}>
          {home?.name ?? 'To be decided'} v{' '}
          {away?.name ?? (f.kind === 'KO' && f.round === firstKo ? 'Bye' : 'To be decided')}
        </Title>
        {f.score ? (
          <Badge variant="light" c="dark.7" color="green">
            {f.score[0]}–{f.score[1]}
          </Badge>
        ) : (
          <Badge variant="light" c="dark.7" color="gray">
            {f.kind === 'KO' && home && !away && f.round === firstKo ? 'Bye' : 'Not played'}
          </Badge>
        )}
      </Group>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {f.club_name} · {timePlayedLabel(f.time)}
        </Text>
        {organiser && <FixtureBookingActions f={f} />}
      </Group>
      <FixtureBookingLine f={f} />
      <Table mt={6} fz="sm" withRowBorders={false} verticalSpacing={2}>
        <Table.Tbody>
          {f.match_set.map((m) => (
            <Fragment key={m.id}>
              <Table.Tr>
                <Table.Td>{m.name}</Table.Td>
                <Table.Td c="dimmed">{m.court_name || 'No court'}</Table.Td>
                <Table.Td ta="right">
                  {organiser ? (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      onClick={() => setScoring(m)}
                      aria-label={`${m.cancelled ? 'Cancelled: score' : m.sets ? `${formatScore(m.sets)}: score` : 'Enter score'} of ${m.name}, ${home?.name ?? ''} v ${away?.name ?? ''}`}
                    >
                      {m.cancelled ? 'Cancelled' : m.sets ? formatScore(m.sets) : 'Enter score'}
                    </Button>
                  ) : m.cancelled ? (
                    'Cancelled'
                  ) : m.sets ? (
                    formatScore(m.sets)
                  ) : (
                    '–'
                  )}
                </Table.Td>
              </Table.Tr>
              {m.home_players.length > 0 && (
                <Table.Tr>
                  <Table.Td colSpan={3} pt={0}>
                    <Text size="xs" c="dimmed">
                      {who(m.home_players)} v {who(m.away_players)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
      {scoring && <ScoreModal tournament={t} fixture={f} match={scoring} onClose={() => setScoring(null)} />}
    </Paper>
  );
}

/** /tournament/draw?id=: fixtures by round with dates, courts and results; organisers make the draw, publish it and move a washed-out round. */
export default function TournamentDrawPage() {
  const [params] = useSearchParams();
  const id = tournamentIdOf(params);
  const tournament = useTournament(id);
  const fixtures = useFixtures(id);
  const draw = useDraw(id ?? 0);
  const publish = usePublish(id ?? 0);
  const move = useUpdateRoundFrom();
  usePageTitle('Draw', tournament.data?.name);
  const t = tournament.data;
  // A round's date in the competition's first club's locale.
  const locale = useClubLocale(t?.club_set[0]?.id);

  const run = runWithToast;
  const moveRound = async (roundId: number, number: number) => {
    const ok = await confirmAction({
      title: `Move round ${number} and every later round?`,
      message: 'Each moves to its next playing date, keeping the day of the week and the frequency.',
      confirmLabel: 'Move rounds',
      cancelLabel: 'Keep dates',
      danger: false,
    });
    if (ok) await run(() => move.mutateAsync({ id: roundId }), `Round ${number} and the later rounds moved`);
  };

  const makeDraw = async (t: Tournament) => {
    const confirmed = await confirmMissingTeams(t);
    if (confirmed === null) return;
    await run(() => draw.mutateAsync({ confirm_missing_teams: confirmed }), 'The draw is made');
  };

  const firstKo = t?.round_set.find((r) => r.kind === 'KO')?.number;
  if (id === null)
    return (
      <EmptyState
        title="No competition chosen"
        description="Open a competition from your competitions list."
        action={
          <Button component={Link} to="/tour">
            Competitions
          </Button>
        }
      />
    );
  return (
    <>
      <PageHeader
        title={t ? `${t.name}: draw` : 'Draw'}
        description="Fixtures by round, with dates, courts and results."
        actions={
          t?.is_organiser ? (
            <>
              {!t.draw_complete && (
                <Button onClick={() => makeDraw(t)} loading={draw.isPending}>
                  Make the draw
                </Button>
              )}
              {!t.draw_complete && (
                <Button component={Link} to={`/tournament/manualdraw?id=${id}`} variant="default">
                  Manual draw
                </Button>
              )}
              {t.draw_complete && t.params.Type === 'RRKO' && !t.round_set.some((r) => r.kind === 'KO') && (
                <Button component={Link} to={`/tournament/createknockoutround?id=${id}`} variant="light">
                  Create the knockout
                </Button>
              )}
              {t.draw_complete && !t.published && (
                <Button
                  onClick={() => run(() => publish.mutateAsync(), 'Fixtures published to the players')}
                  loading={publish.isPending}
                >
                  Publish fixtures
                </Button>
              )}
              <Button component={Link} to={`/tournament/manageplayers?id=${id}`} variant="default">
                Manage players
              </Button>
            </>
          ) : undefined
        }
      />
      {tournament.isPending || fixtures.isPending ? (
        <Stack gap="sm" aria-busy aria-label="Loading the draw">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={120} radius="md" />
          ))}
        </Stack>
      ) : tournament.isError ? (
        <ErrorState
          title="We couldn't load the competition"
          error={tournament.error}
          onRetry={() => tournament.refetch()}
          isRetrying={tournament.isFetching}
        />
      ) : fixtures.isError ? (
        <ErrorState
          title="We couldn't load the fixtures"
          error={fixtures.error}
          onRetry={() => fixtures.refetch()}
          isRetrying={fixtures.isFetching}
        />
      ) : fixtures.data.length === 0 ? (
        <EmptyState
          title={t!.draw_complete ? 'The fixtures are not published yet' : 'No draw yet'}
          description={
            t!.is_organiser
              ? `Add the ${t!.params.NumberOfTeams ?? ''} teams, then make the draw: every team meets every other, dated from the start on the chosen day.`
              : 'The organisers publish the fixtures once the draw is made.'
          }
        />
      ) : (
        <Stack gap="lg">
          <Ladders tournament={id} />
          <KnockoutBracket fixtures={fixtures.data.filter((f) => f.kind === 'KO')} />
          {t!.draw_complete && !t!.published && t!.is_organiser && (
            <Alert color="blue" variant="light">
              Only organisers see these fixtures until you publish them.
            </Alert>
          )}
          {t!.round_set.map((r) => {
            const own = fixtures.data.filter((f) => f.round === r.number);
            if (own.length === 0) return null;
            return (
              <section key={r.id} aria-labelledby={`round-${r.id}`}>
                <Group justify="space-between" mb="xs">
                  <Title order={2} size="h4" id={`round-${r.id}`}>
                    {r.kind === 'KO' ? `Knockout round ${r.number - (firstKo ?? 1) + 1}` : `Round ${r.number}`} ·{' '}
                    {dayLabel(r.start, locale)}
                  </Title>
                  {t!.is_organiser && (
                    <Button size="xs" variant="default" onClick={() => moveRound(r.id, r.number)}>
                      Washed out: move from here
                    </Button>
                  )}
                </Group>
                <Stack
                  gap="xs"
                  component="ul"
                  p={0}
                  m={0}
                  style={{
                    listStyle: 'none',
                    display: 'grid',
                    gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
                  }}
                >
                  {own.map((f) => (
                    <FixtureCard key={f.id} f={f} t={t!} firstKo={firstKo} />
                  ))}
                </Stack>
              </section>
            );
          })}
        </Stack>
      )}
      <Anchor component={Link} to="/tour" size="sm" mt="lg" display="inline-block">
        Back to competitions
      </Anchor>
    </>
  );
}

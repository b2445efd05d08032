import { Alert, Anchor, Button, Group, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { knockoutRoundCount, knockoutSeeding } from '@rally/domain';
import { DatePickerField } from '../../components/date-picker-field';
import { ErrorState } from '../../components/data-states';
import { EmptyState } from '../../components/empty-state';
import { notifyError, notifySuccess } from '../../components/notify';
import { PageHeader } from '../../components/page-header';
import { ReadOnlyNote } from '../../components/read-only-note';
import { usePageTitle } from '../../lib/page-title';
import { useCreateKnockout, useFixtures, useLadder, useTournament } from './api/tournaments.api';
import { knockoutRoundName } from './components/knockout-bracket';

/**
 * /tournament/createknockoutround?id=: the knockout stage of a round robin plus knockout. Shows the
 * seeds (the top teams of the ladder) and the first-round pairings the bracket will make, then
 * creates every knockout round, from the chosen date or the next playing date after the round robin.
 */
export default function TournamentKnockoutPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const navigate = useNavigate();
  const tournament = useTournament(id);
  const ladder = useLadder(id);
  const fixtures = useFixtures(id);
  const create = useCreateKnockout(id ?? 0);
  const [start, setStart] = useState<string | null>(null);
  usePageTitle('Create the knockout', tournament.data?.name);
  const t = tournament.data;

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
  if (tournament.isPending || ladder.isPending || fixtures.isPending)
    return <Skeleton h={240} radius="md" aria-label="Loading the knockout" />;
  if (tournament.isError)
    return (
      <ErrorState
        title="We couldn't load the competition"
        error={tournament.error}
        onRetry={() => tournament.refetch()}
        isRetrying={tournament.isFetching}
      />
    );
  if (ladder.isError)
    return (
      <ErrorState
        title="We couldn't load the ladder"
        error={ladder.error}
        onRetry={() => ladder.refetch()}
        isRetrying={ladder.isFetching}
      />
    );
  if (fixtures.isError)
    return (
      <ErrorState
        title="We couldn't load the fixtures"
        error={fixtures.error}
        onRetry={() => fixtures.refetch()}
        isRetrying={fixtures.isFetching}
      />
    );

  const wanted = t!.params.NumberOfTeamsKnockout ?? 2;
  const seeds = ladder.data.slice(0, wanted);
  const names = new Map(seeds.map((r) => [r.id, r.name]));
  const pairs = knockoutSeeding(seeds.map((r) => r.id));
  const rounds = knockoutRoundCount(seeds.length);
  const unplayed = fixtures.data
    .filter((f) => f.kind === 'RR')
    .flatMap((f) => f.match_set)
    .filter((m) => m.winner === null && !m.cancelled).length;
  const made = t!.round_set.some((r) => r.kind === 'KO');
  const submit = async () => {
    try {
      await create.mutateAsync(start ? { start } : {});
      notifySuccess('The knockout is made');
      navigate(`/tournament/draw?id=${id}`);
    } catch (e) {
      notifyError(e);
    }
  };

  return (
    <>
      <PageHeader
        title={`${t!.name}: create the knockout`}
        description={`The top ${wanted} teams of the ladder play a knockout: 1 meets the lowest seed, and the top two can only meet in the final.`}
      />
      {!t!.is_organiser ? (
        <ReadOnlyNote>Only an organiser of this tournament can create its knockout.</ReadOnlyNote>
      ) : t!.params.Type !== 'RRKO' ? (
        <Alert color="gray">This competition is a round robin: it has no knockout stage.</Alert>
      ) : !t!.draw_complete ? (
        <Alert color="gray">Make the round robin draw first; the knockout follows it.</Alert>
      ) : made ? (
        <Alert color="green">
          The knockout is made.{' '}
          <Anchor component={Link} to={`/tournament/draw?id=${id}`}>
            See the bracket
          </Anchor>
        </Alert>
      ) : (
        <Stack gap="md" maw={640}>
          {unplayed > 0 && (
            <Alert
              color="yellow"
              title={`${unplayed} round robin ${unplayed === 1 ? 'match has' : 'matches have'} no result yet`}
            >
              The seeds are the ladder as it stands now. Enter the missing results first if they could change the top{' '}
              {wanted}.
            </Alert>
          )}
          <Paper withBorder radius="md" p="md">
            <Title order={2} size="h4" mb="xs">
              Seeds
            </Title>
            <List type="ordered" spacing={2}>
              {seeds.map((r) => (
                <List.Item key={r.id}>
                  {r.name}{' '}
                  <Text span size="sm" c="dimmed">
                    ({r.points} points)
                  </Text>
                </List.Item>
              ))}
            </List>
          </Paper>
          <Paper withBorder radius="md" p="md">
            <Title order={2} size="h4" mb="xs">
              {knockoutRoundName(0, rounds)}
            </Title>
            <List spacing={2}>
              {pairs.map((p) => (
                <List.Item key={p.slot}>
                  {names.get(p.home!)} v{' '}
                  {p.away === null ? (
                    <Text span c="dimmed">
                      a bye (straight through)
                    </Text>
                  ) : (
                    names.get(p.away)
                  )}
                </List.Item>
              ))}
            </List>
          </Paper>
          <DatePickerField
            label="First knockout night"
            description="Left empty: the next playing night after the last round robin round."
            value={start}
            onChange={setStart}
            clearable
            minDate={t!.round_set
              .filter((r) => r.kind === 'RR')
              .map((r) => r.end)
              .sort()
              .at(-1)}
          />
          <Group>
            <Button onClick={submit} loading={create.isPending}>
              Create the knockout
            </Button>
            <Button component={Link} to={`/tournament/draw?id=${id}`} variant="default">
              Back to the draw
            </Button>
          </Group>
        </Stack>
      )}
    </>
  );
}

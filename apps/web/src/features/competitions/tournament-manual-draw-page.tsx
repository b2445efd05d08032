import { ActionIcon, Alert, Button, Group, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { fixtureDates, weekdayFromMondayZero, type Tournament } from '@rally/domain';
import { DatePickerField } from '../../components/date-picker-field';
import { ErrorState } from '../../components/data-states';
import { EmptyState } from '../../components/empty-state';
import { notifySuccess } from '../../components/notify';
import { PageHeader } from '../../components/page-header';
import { ReadOnlyNote } from '../../components/read-only-note';
import { SelectField } from '../../components/select-field';
import { ApiError } from '../../lib/api';
import { usePageTitle } from '../../lib/page-title';
import { useManualDraw, useTournament } from './api/tournaments.api';
import { confirmMissingTeams } from './components/confirm-missing-teams';

type Slot = { home: string | null; away: string | null };
type RoundDraft = { key: number; date: string | null; fixtures: Slot[] };

let nextKey = 1;
/** Rounds to start from: the params' rounds, dated by weekday and frequency, each with its empty fixtures. */
function firstRounds(t: Tournament): RoundDraft[] {
  const p = t.params;
  const count = Math.max(1, p.NumberOfRounds ?? 1);
  let dates: string[] = [];
  try {
    dates = fixtureDates({
      start: t.start,
      weekday: weekdayFromMondayZero(p.DaysOfWeek[0] ?? 1),
      frequency: p.PlayFrequency ?? 'weekly',
      rounds: count,
      notPlayed: p.DatesNotPlayed ?? [],
    });
  } catch {
    dates = [];
  }
  const perRound = Math.max(1, p.NumberOfMatchesPerRound ?? Math.floor(t.team_set.length / 2));
  return Array.from({ length: count }, (_, i) => ({
    key: nextKey++,
    date: dates[i] ?? null,
    fixtures: Array.from({ length: perRound }, () => ({ home: null, away: null })),
  }));
}

function ManualDrawForm({ t }: { t: Tournament }) {
  const navigate = useNavigate();
  const save = useManualDraw(t.id);
  const [rounds, setRounds] = useState<RoundDraft[]>(() => firstRounds(t));
  const [problems, setProblems] = useState<string[]>([]);
  const teams = t.team_set.map((x) => ({ value: String(x.id), label: x.name }));
  const change = (i: number, next: Partial<RoundDraft>) =>
    setRounds((rs) => rs.map((r, j) => (j === i ? { ...r, ...next } : r)));
  const setSlot = (i: number, k: number, side: keyof Slot, value: string | null) =>
    change(i, { fixtures: rounds[i].fixtures.map((f, j) => (j === k ? { ...f, [side]: value } : f)) });

  const submit = async () => {
    const missing: string[] = [];
    rounds.forEach((r, i) => {
      if (!r.date) missing.push(`Round ${i + 1} needs a date.`);
      r.fixtures.forEach((f, k) => {
        if (!f.home || !f.away)
          missing.push(`Round ${i + 1}, fixture ${k + 1}: choose both teams (or remove the fixture).`);
      });
      if (r.fixtures.length === 0) missing.push(`Round ${i + 1} needs at least one fixture.`);
    });
    if (missing.length) return setProblems(missing);
    setProblems([]);
    const confirmed = await confirmMissingTeams(t);
    if (confirmed === null) return;
    try {
      await save.mutateAsync({
        confirm_missing_teams: confirmed,
        rounds: rounds.map((r) => ({
          date: r.date!,
          fixtures: r.fixtures.map((f) => ({ home: Number(f.home), away: Number(f.away) })),
        })),
      });
      notifySuccess('The manual draw is saved');
      navigate(`/tournament/draw?id=${t.id}`);
    } catch (e) {
      setProblems(
        e instanceof ApiError && e.fieldErrors.rounds?.length
          ? e.fieldErrors.rounds
          : [e instanceof Error ? e.message : 'Could not save the draw'],
      );
    }
  };

  return (
    <Stack gap="md">
      {t.team_set.length < 2 && <Alert color="yellow">Add at least two teams in the team set-up before drawing.</Alert>}
      {rounds.map((r, i) => (
        <Paper key={r.key} withBorder radius="md" p="md" component="section" aria-labelledby={`manual-round-${r.key}`}>
          <Group justify="space-between" mb="xs">
            <Title order={2} size="h4" id={`manual-round-${r.key}`}>
              Round {i + 1}
            </Title>
            <Button
              size="xs"
              variant="subtle"
              color="red.8"
              onClick={() => setRounds((rs) => rs.filter((_, j) => j !== i))}
              disabled={rounds.length === 1}
            >
              Remove round {i + 1}
            </Button>
          </Group>
          <DatePickerField
            label={`Date of round ${i + 1}`}
            value={r.date}
            onChange={(v) => change(i, { date: v })}
            minDate={t.start}
            maxDate={t.finish}
            required
          />
          <Stack gap="xs" mt="sm">
            {r.fixtures.map((f, k) => (
              <Group key={k} gap="xs" align="flex-end" wrap="wrap">
                <SelectField
                  label={`Round ${i + 1}, fixture ${k + 1}: home`}
                  data={teams}
                  value={f.home}
                  onChange={(v) => setSlot(i, k, 'home', v)}
                  w={{ base: '100%', xs: 200 }}
                  searchable
                />
                <Text size="sm" pb={8} visibleFrom="xs">
                  v
                </Text>
                <SelectField
                  label={`Round ${i + 1}, fixture ${k + 1}: away`}
                  data={teams}
                  value={f.away}
                  onChange={(v) => setSlot(i, k, 'away', v)}
                  w={{ base: '100%', xs: 200 }}
                  searchable
                />
                <ActionIcon
                  variant="subtle"
                  color="red.8"
                  size="lg"
                  aria-label={`Remove round ${i + 1}, fixture ${k + 1}`}
                  onClick={() => change(i, { fixtures: r.fixtures.filter((_, j) => j !== k) })}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
            <Group>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconPlus size={14} aria-hidden />}
                onClick={() => change(i, { fixtures: [...r.fixtures, { home: null, away: null }] })}
              >
                Add a fixture to round {i + 1}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ))}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() =>
            setRounds((rs) => [...rs, { key: nextKey++, date: null, fixtures: [{ home: null, away: null }] }])
          }
        >
          Add a round
        </Button>
      </Group>
      {problems.length > 0 && (
        <Alert color="red" title="The draw cannot be saved" role="alert">
          <List size="sm" spacing={2}>
            {problems.map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Group>
        <Button onClick={submit} loading={save.isPending}>
          Save the draw
        </Button>
        <Button component={Link} to={`/tournament/draw?id=${t.id}`} variant="default">
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * /tournament/manualdraw?id=: the organiser places the teams into each round's fixtures and dates
 * the rounds by hand; the server checks it like the drawn one (nobody twice in a round, no pair
 * meeting too often, dates in order, within the tournament, not on a date not played).
 */
export default function TournamentManualDrawPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const tournament = useTournament(id);
  usePageTitle('Manual draw', tournament.data?.name);
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
  return (
    <>
      <PageHeader
        title={t ? `${t.name}: manual draw` : 'Manual draw'}
        description="Place the teams into each round's fixtures and date the rounds yourself. Courts are given out when you save."
      />
      {tournament.isPending ? (
        <Skeleton h={240} radius="md" aria-label="Loading the competition" />
      ) : tournament.isError ? (
        <ErrorState
          title="We couldn't load the competition"
          error={tournament.error}
          onRetry={() => tournament.refetch()}
          isRetrying={tournament.isFetching}
        />
      ) : !t!.is_organiser ? (
        <ReadOnlyNote>Only an organiser of this tournament can make its draw.</ReadOnlyNote>
      ) : t!.draw_complete ? (
        <Alert color="green">
          The draw is made. <Link to={`/tournament/draw?id=${id}`}>See the fixtures</Link>
        </Alert>
      ) : (
        <ManualDrawForm t={t!} />
      )}
    </>
  );
}

import {
  Badge,
  Box,
  Button,
  Group,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Table,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { Tournament, TournamentFixture } from '@rally/domain';
import { ErrorState } from '../../../components/data-states';
import { notifySuccess } from '../../../components/notify';
import { SelectField } from '../../../components/select-field';
import { TextInputField } from '../../../components/text-input';
import { ApiError } from '../../../lib/api';
import { useEnterResult, useLadder, usePlayerLadder } from '../api/tournaments.api';
import { lineupChoices } from './lineup-choices';

/** A won/lost ratio as the ladder shows it: two decimals; 'Unbeaten' with nothing lost (not ∞); '–' with nothing played. */
export const ratio = (w: number, l: number) => (l === 0 ? (w === 0 ? '–' : 'Unbeaten') : (w / l).toFixed(2));

/** The ladders of a competition: teams and players, one tab each. */
export function Ladders({ tournament }: { tournament: number }) {
  const [tab, setTab] = useState<string>('teams');
  return (
    <section aria-labelledby="ladder-title">
      <Title order={2} size="h4" id="ladder-title" mb="xs">
        Ladder
      </Title>
      <Tabs value={tab} onChange={(v) => v && setTab(v)} keepMounted={false}>
        <Tabs.List mb="xs">
          <Tabs.Tab value="teams">Teams</Tabs.Tab>
          <Tabs.Tab value="players">Players</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="teams">
          <TeamLadder tournament={tournament} />
        </Tabs.Panel>
        <Tabs.Panel value="players">
          <PlayerLadderTable tournament={tournament} />
        </Tabs.Panel>
      </Tabs>
    </section>
  );
}

/** A ladder's table in its own focusable box that scrolls sideways on a narrow screen: "#", the name column, then numbers on the right. */
function LadderTable({
  label,
  minWidth,
  headers: [name, ...numbers],
  children,
}: {
  label: string;
  minWidth: number;
  headers: string[];
  children: ReactNode;
}) {
  return (
    <Box
      role="group"
      aria-label={`${label} (scrolls sideways on a narrow screen)`}
      tabIndex={0}
      style={{ overflowX: 'auto' }}
    >
      <Table striped miw={minWidth}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>{name}</Table.Th>
            {numbers.map((header) => (
              <Table.Th key={header} ta="right">
                {header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Box>
  );
}

/** The team ladder: position, points, fixtures played, matches, sets and games won and lost. */
function TeamLadder({ tournament }: { tournament: number }) {
  const ladder = useLadder(tournament);
  return (
    <>
      {ladder.isPending ? (
        <Skeleton h={160} />
      ) : ladder.isError ? (
        <ErrorState
          title="We couldn't load the ladder"
          error={ladder.error}
          onRetry={() => ladder.refetch()}
          isRetrying={ladder.isFetching}
        />
      ) : (
        <LadderTable
          label="Ladder table"
          minWidth={520}
          headers={['Team', 'Points', 'Played', 'Matches', 'Sets', 'Games', 'Match ratio']}
        >
          {ladder.data.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>{r.position}</Table.Td>
              <Table.Td>{r.name}</Table.Td>
              <Table.Td ta="right" fw={700}>
                {r.points}
              </Table.Td>
              <Table.Td ta="right">{r.played}</Table.Td>
              <Table.Td ta="right">
                {r.matchesWon}–{r.matchesLost}
              </Table.Td>
              <Table.Td ta="right">
                {r.setsWon}–{r.setsLost}
              </Table.Td>
              <Table.Td ta="right">
                {r.gamesWon}–{r.gamesLost}
              </Table.Td>
              <Table.Td ta="right">{ratio(r.matchesWon, r.matchesLost)}</Table.Td>
            </Table.Tr>
          ))}
        </LadderTable>
      )}
    </>
  );
}

/** The player ladder: points for matches won (singles and doubles as the rules say), matches, sets and games; fill-ins marked. */
function PlayerLadderTable({ tournament }: { tournament: number }) {
  const ladder = usePlayerLadder(tournament);
  if (ladder.isPending) return <Skeleton h={160} />;
  if (ladder.isError)
    return (
      <ErrorState
        title="We couldn't load the player ladder"
        error={ladder.error}
        onRetry={() => ladder.refetch()}
        isRetrying={ladder.isFetching}
      />
    );
  if (ladder.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No players in the teams yet.
      </Text>
    );
  const played = ladder.data.some((r) => r.played > 0);
  return (
    <Stack gap={6}>
      {!played && (
        <Text size="sm" c="dimmed">
          No match has its players entered yet: the organisers enter them with each score.
        </Text>
      )}
      <LadderTable
        label="Player ladder table"
        minWidth={560}
        headers={['Player', 'Points', 'Played', 'Matches', 'Sets', 'Games']}
      >
        {ladder.data.map((r) => (
          <Table.Tr key={r.id}>
            <Table.Td>{r.position}</Table.Td>
            <Table.Td>
              <Text size="sm" fw={500}>
                {r.name}
              </Text>
              <Group gap={4}>
                <Text size="xs" c="dimmed">
                  {r.team_name || (r.member ? 'Reserve' : 'No longer in the competition')}
                </Text>
                {r.fillins > 0 && (
                  <Badge size="xs" variant="light" color="grape" c="dark.7">
                    Fill-in ×{r.fillins}
                  </Badge>
                )}
              </Group>
            </Table.Td>
            <Table.Td ta="right" fw={700}>
              {r.points}
            </Table.Td>
            <Table.Td ta="right">{r.played}</Table.Td>
            <Table.Td ta="right">
              {r.matchesWon}–{r.matchesLost}
            </Table.Td>
            <Table.Td ta="right">
              {r.setsWon}–{r.setsLost}
            </Table.Td>
            <Table.Td ta="right">
              {r.gamesWon}–{r.gamesLost}
            </Table.Td>
          </Table.Tr>
        ))}
      </LadderTable>
    </Stack>
  );
}

/** "6-4 7-6(5)" into sets (home games first); null when it cannot be read. */
export function parseScore(text: string): { games: [number, number]; tiebreak?: [number, number] | null }[] | null {
  const parts = text
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean);
  if (parts.length === 0) return null;
  const sets = [];
  for (const part of parts) {
    const m = /^(\d{1,2})-(\d{1,2})(?:\((\d{1,2})\))?$/.exec(part);
    if (!m) return null;
    const a = Number(m[1]);
    const b = Number(m[2]);
    const loser = m[3] === undefined ? null : Number(m[3]);
    const tiebreak: [number, number] | null =
      loser === null ? null : a > b ? [Math.max(7, loser + 2), loser] : [loser, Math.max(7, loser + 2)];
    sets.push({ games: [a, b] as [number, number], tiebreak });
  }
  return sets;
}

type Match = TournamentFixture['match_set'][number];

/** A stored score as "6-4 7-6(5)" (home first; the tie-break's loser in brackets), as parseScore reads it. */
export const formatScore = (sets: Match['sets']) =>
  (sets ?? []).map((x) => `${x.games[0]}-${x.games[1]}${x.tiebreak ? `(${Math.min(...x.tiebreak)})` : ''}`).join(' ');

/** An organiser enters a match's score ("6-4 7-6(5)", home team first) and who played it, or marks it cancelled. */
export function ScoreModal({
  tournament,
  fixture,
  match,
  onClose,
}: {
  tournament: Tournament;
  fixture: TournamentFixture;
  match: Match;
  onClose: () => void;
}) {
  const enter = useEnterResult();
  const [text, setText] = useState(formatScore(match.sets));
  const [cancelled, setCancelled] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const size = match.format === 'S' ? 1 : 2;
  const initial = (ids: number[]) => Array.from({ length: size }, (_, i) => (ids[i] ? String(ids[i]) : null));
  const [players, setPlayers] = useState<[(string | null)[], (string | null)[]]>([
    initial(match.home_players),
    initial(match.away_players),
  ]);
  const [sideErrors, setSideErrors] = useState<[string | null, string | null]>([null, null]);
  const [home, away] = fixture.team_set;
  const teamNames = new Map(tournament.team_set.map((t) => [t.id, t.name]));
  const pick = (side: 0 | 1, i: number) => (v: string | null) =>
    setPlayers((prev) => {
      const next: [(string | null)[], (string | null)[]] = [[...prev[0]], [...prev[1]]];
      next[side][i] = v;
      return next;
    });
  const save = async () => {
    const sets = cancelled ? [] : parseScore(text);
    if (!cancelled && !sets) return setError('Write the score as games per set, home team first: 6-4 7-6(5)');
    setError(null);
    setSideErrors([null, null]);
    const chosen = players.map((side) => side.filter((v): v is string => Boolean(v)).map(Number));
    const named = chosen[0].length + chosen[1].length > 0;
    try {
      await enter.mutateAsync({
        id: match.id,
        sets: sets ?? [],
        cancelled,
        ...(named && !cancelled ? { home_players: chosen[0], away_players: chosen[1] } : {}),
      });
      notifySuccess(cancelled ? 'Match cancelled' : 'Score saved');
      onClose();
    } catch (e) {
      const fields = e instanceof ApiError ? e.fieldErrors : {};
      if (fields.home_players || fields.away_players) {
        setSideErrors([fields.home_players?.join(' ') ?? null, fields.away_players?.join(' ') ?? null]);
        return;
      }
      setError(e instanceof Error ? e.message : 'Could not save the score');
    }
  };
  const sidePickers = (side: 0 | 1) => {
    const team = fixture.team_set[side];
    if (!team) return null;
    const data = lineupChoices(
      tournament.member_set,
      tournament.params,
      team,
      fixture.team_set[1 - side]?.id ?? null,
      teamNames,
    );
    return (
      <Stack gap={4}>
        {Array.from({ length: size }, (_, i) => (
          <SelectField
            key={i}
            label={size === 1 ? `${team.name} player` : `${team.name} player ${i + 1}`}
            placeholder="Choose a player"
            searchable
            clearable
            data={data}
            value={players[side][i] ?? null}
            onChange={pick(side, i)}
            disabled={cancelled}
            error={i === size - 1 ? sideErrors[side] : undefined}
          />
        ))}
      </Stack>
    );
  };
  return (
    <Modal opened onClose={onClose} title={`${match.name}: ${home?.name ?? ''} v ${away?.name ?? ''}`} size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Best of {match.number_of_sets}. Games of each set, {home?.name ?? 'home'} first.
        </Text>
        <TextInputField
          label="Score"
          placeholder="6-4 7-6(5)"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          disabled={cancelled}
          error={error}
        />
        <Text size="sm" fw={500}>
          Who played {match.format === 'S' ? '(singles: one a side)' : '(doubles: two a side)'}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {sidePickers(0)}
          {sidePickers(1)}
        </SimpleGrid>
        {tournament.params.FillinSameRank && (
          <Text size="xs" c="dimmed">
            Fill-ins: a reserve or another team's player, of the rank of a team player who is not playing this match.
          </Text>
        )}
        <Switch
          label="Cancelled (scores the cancelled points)"
          checked={cancelled}
          onChange={(e) => setCancelled(e.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} loading={enter.isPending}>
            Save score
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

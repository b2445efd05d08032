import { Box, Button, Group, Modal, Skeleton, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatWinLossRatio, type TournamentFixture } from '@rally/domain';
import { ErrorState } from '../../../components/data-states';
import { notifySuccess } from '../../../components/notify';
import { TextInputField } from '../../../components/text-input';
import { useEnterResult, useLadder } from '../api/tournaments.api';


/** The team ladder: position, points, fixtures played, matches, sets and games won and lost. */
export function TeamLadder({ tournament }: { tournament: number }) {
  const ladder = useLadder(tournament);
  return (
    <section aria-labelledby="ladder-title" role="region">
      <Title order={2} size="h4" id="ladder-title" mb="xs">Team ladder</Title>
      {ladder.isPending ? (
        <Skeleton h={160} />
      ) : ladder.isError ? (
        <ErrorState title="We couldn't load the ladder" error={ladder.error} onRetry={() => ladder.refetch()} isRetrying={ladder.isFetching} />
      ) : (
        <Box role="group" aria-label="Ladder table (scrolls sideways on a narrow screen)" tabIndex={0} style={{ overflowX: 'auto' }}>
          <Table striped miw={520}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>Team</Table.Th>
                <Table.Th ta="right">Points</Table.Th>
                <Table.Th ta="right">Played</Table.Th>
                <Table.Th ta="right">Matches</Table.Th>
                <Table.Th ta="right">Sets</Table.Th>
                <Table.Th ta="right">Games</Table.Th>
                <Table.Th ta="right">Match ratio</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ladder.data.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{r.position}</Table.Td>
                  <Table.Td>{r.name}</Table.Td>
                  <Table.Td ta="right" fw={700}>{r.points}</Table.Td>
                  <Table.Td ta="right">{r.played}</Table.Td>
                  <Table.Td ta="right">{r.matchesWon}–{r.matchesLost}</Table.Td>
                  <Table.Td ta="right">{r.setsWon}–{r.setsLost}</Table.Td>
                  <Table.Td ta="right">{r.gamesWon}–{r.gamesLost}</Table.Td>
                  <Table.Td ta="right">{formatWinLossRatio(r.matchesWon, r.matchesLost)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      )}
    </section>
  );
}

/** "6-4 7-6(5)" into sets (home games first); null when it cannot be read. */
export function parseScore(text: string): { games: [number, number]; tiebreak?: [number, number] | null }[] | null {
  const parts = text.trim().split(/[\s,]+/).filter(Boolean);
  if (parts.length === 0) return null;
  const sets = [];
  for (const part of parts) {
    const m = /^(\d{1,2})-(\d{1,2})(?:\((\d{1,2})\))?$/.exec(part);
    if (!m) return null;
    const a = Number(m[1]);
    const b = Number(m[2]);
    const loser = m[3] === undefined ? null : Number(m[3]);
    const tiebreak: [number, number] | null = loser === null ? null : a > b ? [Math.max(7, loser + 2), loser] : [loser, Math.max(7, loser + 2)];
    sets.push({ games: [a, b] as [number, number], tiebreak });
  }
  return sets;
}

/** An organiser enters a match's score ("6-4 7-6(5)", home team first) or marks it cancelled. */
export function ScoreModal({ fixture, match, onClose }: { fixture: TournamentFixture; match: TournamentFixture['match_set'][number]; onClose: () => void }) {
  const enter = useEnterResult();
  const [text, setText] = useState('');
  const [cancelled, setCancelled] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [home, away] = fixture.team_set;
  const save = async () => {
    const sets = cancelled ? [] : parseScore(text);
    if (!cancelled && !sets) return setError('Write the score as games per set, home team first: 6-4 7-6(5)');
    setError(null);
    try {
      await enter.mutateAsync({ id: match.id, sets: sets ?? [], cancelled });
      notifySuccess(cancelled ? 'Match cancelled' : 'Score saved');
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Could not save the score');
    }
  };
  return (
    <Modal opened onClose={onClose} title={`${match.name}: ${home?.name ?? ''} v ${away?.name ?? ''}`}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">Best of {match.number_of_sets}. Games of each set, {home?.name ?? 'home'} first.</Text>
        <TextInputField label="Score" placeholder="6-4 7-6(5)" value={text} onChange={(e) => setText(e.currentTarget.value)} disabled={cancelled} error={error} />
        <Switch label="Cancelled (scores the cancelled points)" checked={cancelled} onChange={(e) => setCancelled(e.currentTarget.checked)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>Cancel</Button>
          <Button onClick={save} loading={enter.isPending}>Save score</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

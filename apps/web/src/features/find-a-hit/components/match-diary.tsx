import { Badge, Box, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { Match } from '@rally/domain';
import { confirmAction } from '../../../components/confirm-action';
import { ErrorState } from '../../../components/data-states';
import { EmptyState } from '../../../components/empty-state';
import { sidebarIcons } from '../../../components/icons';
import { notifyError, notifySuccess } from '../../../components/notify';
import { Pager } from '../../../components/pager';
import { useCurrentPlayer } from '../../../lib/session';
import { useMatches, useUpdateMatch } from '../api/matches.api';
import { LevelCard } from './level-card';
import { PlayerLink } from './player-link';
import { MatchForm } from './match-form';
import { matchDay } from '../hit-format';

function MatchCard({ match, me }: { match: Match; me: number }) {
  const update = useUpdateMatch();
  const mine = match.playermatch_set.find((p) => p.player === me);
  const mySide = mine?.side ?? 1;
  const other = mySide === 1 ? 2 : 1;
  // The other players' names open their profiles.
  const names = (side: 1 | 2) =>
    match.sides[side - 1].players.map((p, i) => (
      <span key={p.id}>
        {i > 0 && ' & '}
        {p.id === me ? 'You' : <PlayerLink id={p.id} name={p.name} />}
      </span>
    ));
  const won = match.winner === mySide;
  // The score from the caller's side.
  const score =
    match.sets
      .map(
        (s) =>
          `${s.games[mySide - 1]}-${s.games[other - 1]}${s.tiebreak ? `(${s.tiebreak[mySide - 1]}-${s.tiebreak[other - 1]})` : ''}`,
      )
      .join(' ') + (match.retired ? ' ret.' : '');
  const waiting = match.playermatch_set
    .filter((p) => !p.approved && !p.deleted)
    .map((p) => (p.player === me ? 'you' : p.name));
  const titleId = `match-${match.id}-title`;
  const act = async (body: { approved?: true; deleted?: true }, done: string) => {
    try {
      await update.mutateAsync({ id: match.id, ...body });
      notifySuccess(done);
    } catch (error) {
      notifyError(error);
    }
  };
  const remove = async () => {
    const ok = await confirmAction({
      title: 'Delete this match from your diary?',
      message: 'It leaves your list and never counts for your level. The other players keep their entries.',
      confirmLabel: 'Delete entry',
      cancelLabel: 'Keep it',
    });
    if (ok) await act({ deleted: true }, 'The match is deleted from your diary');
  };
  return (
    <Paper component="li" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} aria-labelledby={titleId}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={3} size="h5" id={titleId}>
              {names(mySide)} v {names(other)}
            </Title>
            <Text size="sm" c="dimmed">
              {matchDay(match.start)} · {match.format === 'S' ? 'Singles' : 'Doubles'} · best of {match.number_of_sets}
            </Text>
          </div>
          <Badge variant="light" c="dark.7" color={won ? 'green' : 'red'} style={{ flexShrink: 0 }}>
            {won ? 'Won' : 'Lost'} {score}
          </Badge>
        </Group>
        <Group justify="space-between" gap="xs">
          <Text size="sm" c={match.approved ? undefined : 'dimmed'}>
            {match.approved
              ? 'Approved by every player: it counts for your level.'
              : `Waiting for ${waiting.join(', ')} to approve.`}
          </Text>
          <Group gap={6}>
            {mine && !mine.approved && (
              <Button size="xs" loading={update.isPending} onClick={() => act({ approved: true }, 'Match approved')}>
                Approve
              </Button>
            )}
            {mine && (
              <Button size="xs" variant="default" onClick={remove}>
                Delete
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The match diary: the player's levels, then their matches (paged, newest first) with approve and delete; record a new one. */
export function MatchDiary() {
  const player = useCurrentPlayer();
  const me = player.data?.id;
  const [page, setPage] = useState(1);
  const [recording, setRecording] = useState(false);
  const matches = useMatches(me, page);
  const Icon = sidebarIcons.matches;
  return (
    <Stack gap="md">
      <LevelCard player={me} />
      <Group justify="space-between">
        <Title order={2} size="h4">
          Matches
        </Title>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setRecording(true)}
          disabled={me === undefined}
        >
          Record a match
        </Button>
      </Group>
      {matches.isPending ? (
        <Stack gap="sm" aria-busy aria-label="Loading matches">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={90} radius="md" />
          ))}
        </Stack>
      ) : matches.isError ? (
        <ErrorState
          title="We couldn't load your matches"
          error={matches.error}
          onRetry={() => matches.refetch()}
          isRetrying={matches.isFetching}
        />
      ) : matches.data.results.length === 0 ? (
        <EmptyState
          icon={<Icon size={28} aria-hidden />}
          title="No matches yet"
          description="Record a match you played; your opponents approve the score and it counts for your level."
          action={<Button onClick={() => setRecording(true)}>Record a match</Button>}
        />
      ) : (
        <Box style={{ opacity: matches.isPlaceholderData ? 0.6 : 1 }}>
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {matches.data.results.map((m) => (
              <MatchCard key={m.id} match={m} me={me ?? 0} />
            ))}
          </Stack>
          <Pager
            page={page}
            next={matches.data.next}
            previous={matches.data.previous}
            onPageChange={setPage}
            disabled={matches.isPlaceholderData}
          />
        </Box>
      )}
      {recording && me !== undefined && <MatchForm me={me} opened={recording} onClose={() => setRecording(false)} />}
    </Stack>
  );
}

import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { LadderChallenge, PlayerLadder } from '@rally/domain';
import { confirmAction } from '../../components/confirm-action';
import { ErrorState } from '../../components/data-states';
import { EmptyState } from '../../components/empty-state';
import { notifySuccess } from '../../components/notify';
import { PageHeader } from '../../components/page-header';
import { TextInputField } from '../../components/text-input';
import { usePageTitle } from '../../lib/page-title';
import {
  useAddLadderPlayer,
  useChallenge,
  useChallengeResult,
  useLadderDetail,
  useRemoveLadderPlayer,
  useWithdrawChallenge,
} from './api/ladders.api';
import { parseScore } from './components/ladder-and-score';
import { runWithToast } from './components/run-with-toast';
import { tournamentIdOf } from './tournament-format';

const run = runWithToast;

/** The players top first: position, record, and the caller's challenge button where the rules allow it. */
function LadderTable({ ladder }: { ladder: PlayerLadder }) {
  const challenge = useChallenge(ladder.id);
  const remove = useRemoveLadderPlayer();
  const ask = async (defender: { id: number; name: string; position: number }) => {
    const ok = await confirmAction({
      title: `Challenge ${defender.name}?`,
      message: `Win, and you take place ${defender.position}: ${defender.name} and everyone between move down one. Lose, and nothing moves.`,
      confirmLabel: 'Challenge',
      cancelLabel: 'Not now',
      danger: false,
    });
    if (ok) await run(() => challenge.mutateAsync({ defender: defender.id }), `You challenged ${defender.name}`);
  };
  const takeOff = async (p: { id: number; name: string }) => {
    const ok = await confirmAction({
      title: `Take ${p.name} off the ladder?`,
      message: 'Everyone below moves up one place, and their open challenge is withdrawn.',
      confirmLabel: 'Take off the ladder',
      cancelLabel: 'Keep',
    });
    if (ok) await run(() => remove.mutateAsync(p.id), `${p.name} is off the ladder`);
  };
  if (ladder.players.length === 0) {
    return (
      <EmptyState
        title="Nobody on the ladder yet"
        description={
          ladder.is_organiser
            ? 'Add the players: the first you add starts at the top, each next one below.'
            : 'The organisers add the players.'
        }
      />
    );
  }
  return (
    <Box
      role="region"
      aria-label="Ladder positions (scrolls sideways on a narrow screen)"
      tabIndex={0}
      style={{ overflowX: 'auto' }}
    >
      <Table striped miw={360}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>#</Table.Th>
            <Table.Th>Player</Table.Th>
            <Table.Th ta="right">Won–lost</Table.Th>
            <Table.Th ta="right">Challenge</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ladder.players.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td fw={700}>{p.position}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <span>{p.name}</span>
                  {p.id === ladder.me && (
                    <Badge size="sm" variant="light" c="dark.7" color="green" style={{ flexShrink: 0 }}>
                      You
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td ta="right">
                {p.won}–{p.lost}
              </Table.Td>
              <Table.Td ta="right">
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  {p.can_challenge ? (
                    <Button
                      size="xs"
                      onClick={() => ask(p)}
                      loading={challenge.isPending}
                      aria-label={`Challenge ${p.name}`}
                    >
                      Challenge
                    </Button>
                  ) : p.in_challenge ? (
                    <Badge size="sm" variant="light" c="dark.7" color="yellow">
                      In a challenge
                    </Badge>
                  ) : null}
                  {ladder.is_organiser && (
                    <ActionIcon
                      variant="subtle"
                      color="red.9"
                      aria-label={`Take ${p.name} off the ladder`}
                      onClick={() => takeOff(p)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

/** Either player or an organiser enters the score, challenger's games first ("6-4 7-6(5)"). */
function ResultModal({ c, onClose }: { c: LadderChallenge; onClose: () => void }) {
  const enter = useChallengeResult();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    const sets = parseScore(text);
    if (!sets) return setError(`Write the games of each set, ${c.challenger_name} first: 6-4 7-6(5)`);
    setError(null);
    try {
      const ladder = await enter.mutateAsync({ id: c.id, sets });
      const winner =
        ladder.challenges.find((x) => x.id === c.id)?.winner === c.challenger ? c.challenger_name : c.defender_name;
      notifySuccess(`${winner} won: the ladder is updated`);
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Could not save the score');
    }
  };
  return (
    <Modal opened onClose={onClose} title={`${c.challenger_name} v ${c.defender_name}`}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Games of each set, {c.challenger_name} (the challenger) first. The match goes in both players’ match diaries.
        </Text>
        <TextInputField
          label="Score"
          placeholder="6-4 7-6(5)"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={error}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} loading={enter.isPending}>
            Save result
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function Challenges({ ladder }: { ladder: PlayerLadder }) {
  const withdraw = useWithdrawChallenge();
  const [scoring, setScoring] = useState<LadderChallenge | null>(null);
  const open = ladder.challenges.filter((c) => c.status === 'open');
  const done = ladder.challenges.filter((c) => c.status === 'played').slice(0, 10);
  const mayAct = (c: LadderChallenge) => ladder.is_organiser || c.challenger === ladder.me || c.defender === ladder.me;
  const callOff = async (c: LadderChallenge) => {
    const ok = await confirmAction({
      title: 'Withdraw this challenge?',
      message: `${c.challenger_name} v ${c.defender_name} is called off; nobody moves.`,
      confirmLabel: 'Withdraw challenge',
      cancelLabel: 'Keep challenge',
    });
    if (ok) await run(() => withdraw.mutateAsync(c.id), 'Challenge withdrawn');
  };
  return (
    <Stack gap="lg">
      <section aria-labelledby="open-challenges">
        <Title order={2} size="h4" id="open-challenges" mb="xs">
          Open challenges
        </Title>
        {open.length === 0 ? (
          <Text size="sm" c="dimmed">
            No open challenges. Challenge a player above you from the ladder.
          </Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {open.map((c) => (
              <Paper key={c.id} component="li" withBorder radius="md" p="sm">
                <Group justify="space-between" gap="xs">
                  <Text size="sm">
                    <b>{c.challenger_name}</b> ({c.challenger_position}) challenges <b>{c.defender_name}</b> (
                    {c.defender_position})
                  </Text>
                  {mayAct(c) && (
                    <Group gap="xs">
                      <Button size="compact-sm" onClick={() => setScoring(c)}>
                        Enter result
                      </Button>
                      <Button size="compact-sm" variant="default" onClick={() => callOff(c)}>
                        Withdraw
                      </Button>
                    </Group>
                  )}
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </section>
      <section aria-labelledby="recent-results">
        <Title order={2} size="h4" id="recent-results" mb="xs">
          Recent results
        </Title>
        {done.length === 0 ? (
          <Text size="sm" c="dimmed">
            No challenges played yet.
          </Text>
        ) : (
          <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {done.map((c) => {
              const up = c.winner === c.challenger;
              // A player taken off the ladder since keeps their past results, marked removed.
              const challenger = `${c.challenger_name}${c.challenger_removed ? ' (removed)' : ''}`;
              const defender = `${c.defender_name}${c.defender_removed ? ' (removed)' : ''}`;
              return (
                <Text key={c.id} component="li" size="sm">
                  {up ? `${challenger} beat ${defender}` : `${defender} held off ${challenger}`} {c.score_text}
                  {up ? ` · up from ${c.challenger_position} to ${c.defender_position}` : ' · no change'}
                </Text>
              );
            })}
          </Stack>
        )}
      </section>
      {scoring && <ResultModal c={scoring} onClose={() => setScoring(null)} />}
    </Stack>
  );
}

function AddPlayer({ ladder }: { ladder: PlayerLadder }) {
  const add = useAddLadderPlayer(ladder.id);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    setError(null);
    try {
      await add.mutateAsync({ email });
      notifySuccess('Added at the bottom of the ladder');
      setEmail('');
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Could not add the player');
    }
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      aria-label="Add a player to the ladder"
    >
      <Group align="flex-end" gap="xs">
        <TextInputField
          type="email"
          label="Add a player by e-mail"
          placeholder="player@example.com"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={error}
          style={{ flex: 1, minWidth: 220 }}
        />
        <Button type="submit" loading={add.isPending}>
          Add to the bottom
        </Button>
      </Group>
    </form>
  );
}

/** /tournament/ladder?id=: a challenge ladder — positions, challenges, results; organisers add and remove players. */
export default function PlayerLadderPage() {
  const [params] = useSearchParams();
  const id = tournamentIdOf(params);
  const ladder = useLadderDetail(id);
  usePageTitle('Ladder', ladder.data?.name);
  if (id === null)
    return (
      <EmptyState
        title="No ladder chosen"
        description="Open a ladder from your competitions."
        action={
          <Button component={Link} to="/tour?tab=ladders">
            Player ladders
          </Button>
        }
      />
    );
  const l = ladder.data;
  return (
    <>
      <PageHeader
        title={l?.name ?? 'Ladder'}
        description={
          l
            ? `${l.club_name} · best of ${l.number_of_sets} ${l.number_of_sets === 1 ? 'set' : 'sets'}`
            : 'A challenge ladder'
        }
      />
      {ladder.isPending ? (
        <Stack gap="sm" aria-busy aria-label="Loading the ladder">
          <Skeleton h={240} radius="md" />
        </Stack>
      ) : ladder.isError ? (
        <ErrorState
          title="We couldn't load the ladder"
          error={ladder.error}
          onRetry={() => ladder.refetch()}
          isRetrying={ladder.isFetching}
        />
      ) : (
        <Stack gap="lg">
          <Alert color="blue" variant="light" title="How the ladder works">
            Challenge a player up to {l!.challenge_places} {l!.challenge_places === 1 ? 'place' : 'places'} above you.
            If you win, you take their place and everyone between moves down one; if you lose, nothing moves. One open
            challenge at a time each.
          </Alert>
          {l!.is_organiser && <AddPlayer ladder={l!} />}
          <section aria-labelledby="ladder-positions">
            <Title order={2} size="h4" id="ladder-positions" mb="xs">
              Ladder
            </Title>
            <LadderTable ladder={l!} />
          </section>
          <Challenges ladder={l!} />
          {l!.organisers.length > 0 && (
            <Text size="sm" c="dimmed">
              Organised by {l!.organisers.map((o) => o.name).join(', ')}.
            </Text>
          )}
        </Stack>
      )}
      <Anchor component={Link} to="/tour?tab=ladders" size="sm" mt="lg" display="inline-block">
        Back to competitions
      </Anchor>
    </>
  );
}

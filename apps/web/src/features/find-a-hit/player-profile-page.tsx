import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconMapPin, IconBallTennis } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { PlayerProfile, ProfileMatch } from '@rally/domain';
import { ErrorState } from '../../components/data-states';
import { MessageText } from '../../components/message-text';
import { ApiError } from '../../lib/api';
import { usePageTitle } from '../../lib/page-title';
import { useHitClubs } from './api/matcha.api';
import { usePlayerProfile } from './api/matches.api';
import { HitForm } from './components/hit-form';
import { LevelPanel } from './components/level-card';
import { PlayerLink } from './components/player-link';
import { matchDay } from './hit-format';

const names = (people: { id: number; name: string }[]) =>
  people.map((p, i) => (
    <span key={p.id}>
      {i > 0 && ' & '}
      <PlayerLink id={p.id} name={p.name} />
    </span>
  ));

function RecentMatch({ match, name }: { match: ProfileMatch; name: string }) {
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <div>
          <Text fw={500}>
            {match.partners.length ? (
              <>
                {name} & {names(match.partners)}
              </>
            ) : (
              name
            )}{' '}
            v {names(match.opponents)}
          </Text>
          <Text size="sm" c="dimmed">
            {matchDay(match.start)} · {match.format === 'S' ? 'Singles' : 'Doubles'}
          </Text>
        </div>
        <Badge variant="light" c="dark.7" color={match.won ? 'green' : 'red'}>
          {match.won ? 'Won' : 'Lost'} {match.score_text}
        </Badge>
      </Group>
    </Paper>
  );
}

function Profile({ profile }: { profile: PlayerProfile }) {
  const [asking, setAsking] = useState(false);
  const hitClubs = useHitClubs();
  const first = profile.full_name.split(' ')[0] || profile.full_name;
  // Where both may meet for a hit: clubs in common where the caller may post one.
  const askClubs = (hitClubs.data ?? []).filter(
    (c) => c.can_request && profile.clubs_in_common.some((k) => k.id === c.id),
  );
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {profile.full_name}
          </Title>
          <Text c="dimmed">
            {profile.is_me
              ? 'Your profile, as other players see it.'
              : `${first}’s level, the clubs you share and their approved matches.`}
          </Text>
        </Stack>
        {!profile.is_me && (
          <Stack gap={4} align="flex-end">
            <Button
              leftSection={<IconBallTennis size={16} aria-hidden />}
              onClick={() => setAsking(true)}
              disabled={!askClubs.length}
            >
              Ask for a hit
            </Button>
            {hitClubs.data && !askClubs.length && (
              <Text size="xs" c="dimmed" maw={260} ta="right">
                You can ask {first} for a hit once you both play at a club with find-a-hit.
              </Text>
            )}
          </Stack>
        )}
      </Group>

      <LevelPanel profile={profile} title={profile.is_me ? 'Your level' : `${first}’s level`} />

      <Paper
        withBorder
        radius="md"
        p={{ base: 'sm', sm: 'md' }}
        component="section"
        aria-labelledby="common-clubs-title"
      >
        <Title order={2} size="h4" id="common-clubs-title" mb="sm">
          {profile.is_me ? 'Your clubs' : 'Clubs in common'}
        </Title>
        {profile.clubs_in_common.length ? (
          <Group gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {profile.clubs_in_common.map((c) => (
              <li key={c.id}>
                <Badge
                  component={Link}
                  to={`/clubs/details?clubId=${c.id}`}
                  variant="light"
                  color="court"
                  c="dark.7"
                  size="lg"
                  tt="none"
                  fw={500}
                  leftSection={<IconMapPin size={14} aria-hidden />}
                  style={{ cursor: 'pointer' }}
                >
                  {c.name}
                </Badge>
              </li>
            ))}
          </Group>
        ) : (
          <Text c="dimmed">
            {profile.is_me ? 'You do not follow or belong to any club yet.' : `You and ${first} share no club yet.`}
          </Text>
        )}
      </Paper>

      <Stack gap="sm" component="section" aria-labelledby="recent-matches-title">
        <Title order={2} size="h4" id="recent-matches-title">
          Recent matches
        </Title>
        {profile.recent_matches.length ? (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {profile.recent_matches.map((m) => (
              <RecentMatch key={m.id} match={m} name={profile.is_me ? 'You' : profile.full_name} />
            ))}
          </Stack>
        ) : (
          <Paper withBorder radius="md" p="md">
            <Text c="dimmed">No approved matches yet: a match shows here once every player has approved it.</Text>
          </Paper>
        )}
      </Stack>
      {asking && (
        <HitForm
          clubs={askClubs}
          target={{ id: profile.id, name: profile.full_name }}
          opened={asking}
          onClose={() => setAsking(false)}
        />
      )}
    </Stack>
  );
}

/** /matches/player?playerId=N: another player's profile (name, level, record, clubs in common, recent approved matches) with "Ask for a hit". */
export default function PlayerProfilePage() {
  const [params] = useSearchParams();
  const raw = Number(params.get('playerId'));
  const playerId = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  const profile = usePlayerProfile(playerId);
  usePageTitle(profile.data?.full_name ?? 'Player');
  const missing = playerId === undefined || (profile.error instanceof ApiError && profile.error.status === 404);
  return (
    <Stack gap="lg" maw={960}>
      <Anchor component={Link} to="/matches" size="sm" w="fit-content">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          My Matches
        </Group>
      </Anchor>
      {missing ? (
        <MessageText kind="error" title="We couldn't find that player">
          Players see the profiles of players they share a club or a match with. Find players on your clubs’ hit boards.
        </MessageText>
      ) : profile.isError ? (
        <ErrorState
          title="We couldn't load this player"
          error={profile.error}
          onRetry={() => profile.refetch()}
          isRetrying={profile.isFetching}
        />
      ) : profile.isPending ? (
        <Stack gap="md" role="status" aria-busy aria-label="Loading the player">
          <Skeleton h={32} w="40%" />
          <Skeleton h={120} radius="md" />
          <Skeleton h={80} radius="md" />
        </Stack>
      ) : (
        <Profile profile={profile.data} />
      )}
    </Stack>
  );
}

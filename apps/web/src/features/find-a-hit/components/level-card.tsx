import { Anchor, Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { levelConfidence, levelConfidenceLabels } from '@rally/domain';
import { ErrorState } from '../../../components/data-states';
import { usePlayerMatcha, type PlayerLevel, type PlayerMatcha } from '../api/matches.api';
import { playerProfileHref } from './player-link';

function Level({ label, level }: { label: string; level: PlayerLevel | null }) {
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {level ? (
        <Group gap="xs" wrap="nowrap">
          <span aria-hidden style={{ width: 14, height: 14, borderRadius: 7, background: level.rgb, flexShrink: 0 }} />
          <Text fw={700}>
            Level {level.number} · {level.name}
          </Text>
        </Group>
      ) : (
        <Text fw={500}>No level yet</Text>
      )}
      <Text size="xs" c="dimmed">
        {level
          ? `Rating ${level.rating} ± ${level.rd * 2} (${levelConfidenceLabels[levelConfidence(level.rd)].toLowerCase()}) · ${level.wins} won, ${level.losses} lost`
          : 'Play and approve a match to get one.'}
      </Text>
    </Stack>
  );
}

type LevelData = Pick<PlayerMatcha, 'matcha_level' | 'matcha_doubles_level' | 'record' | 'recent_form'>;

/** A player's matcha levels (singles, doubles), record and recent form, under a title. */
export function LevelPanel({ profile: p, title, action }: { profile: LevelData; title: string; action?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {title}
          </Title>
          <Group gap="md">
            <Text size="sm">
              Record {p.record.wins}–{p.record.losses}
            </Text>
            {action}
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <Level label="Singles" level={p.matcha_level} />
          <Level label="Doubles" level={p.matcha_doubles_level} />
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              Recent form
            </Text>
            {p.recent_form.length ? (
              <Group
                gap={4}
                role="img"
                aria-label={`Recent form, newest first: ${p.recent_form.map((r) => (r === 'W' ? 'won' : 'lost')).join(', ')}`}
              >
                {p.recent_form.map((r, i) => (
                  <Badge key={i} variant="filled" color={r === 'W' ? 'green.9' : 'red.9'} aria-hidden>
                    {r}
                  </Badge>
                ))}
              </Group>
            ) : (
              <Text fw={500}>No approved matches yet</Text>
            )}
          </Stack>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/** The player's own levels in the diary, with a link to their profile as others see it. */
export function LevelCard({ player }: { player: number | undefined }) {
  const profile = usePlayerMatcha(player);
  if (profile.isPending) return <Skeleton h={120} radius="md" />;
  if (profile.isError)
    return (
      <ErrorState
        title="We couldn't load your levels"
        error={profile.error}
        onRetry={() => profile.refetch()}
        isRetrying={profile.isFetching}
      />
    );
  return (
    <LevelPanel
      profile={profile.data}
      title="Your level"
      action={
        <Anchor component={Link} to={playerProfileHref(profile.data.player)} size="sm">
          Your profile
        </Anchor>
      }
    />
  );
}

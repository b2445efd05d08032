import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { standingAt } from '@rally/domain';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { clubDashboardHref } from '../../../lib/dashboard';
import type { CurrentPlayer } from '../../../lib/session';
import { ClubGrid } from './club-grid';
import { FollowButton } from './follow-button';

/** The clubs whose dashboard the player may open (`managedClubsOf`), each with a way in, its details and follow button. */
export function ManagedClubs({ player, clubs }: { player: CurrentPlayer; clubs: { id: number; name: string }[] }) {
  return (
    <ClubGrid>
      {clubs.map((club) => (
        <Paper
          key={club.id}
          withBorder
          radius="md"
          p="md"
          bg="court.0"
          style={{ borderColor: 'var(--mantine-color-court-2)' }}
        >
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <div>
              <Title order={3} size="h4">
                {club.name}
              </Title>
              <Text size="sm" c="dimmed">
                {standingAt(player, club.id).adminStatus === 'A' ? 'You are an administrator' : 'You coach here'}
              </Text>
            </div>
            <Button
              component={Link}
              to={clubDashboardHref(club.id)}
              rightSection={<IconArrowRight size={16} aria-hidden />}
              size="sm"
              style={{ flexShrink: 0 }}
            >
              Dashboard
            </Button>
          </Group>
          <Group gap="xs" mt="sm">
            <FollowButton club={club} size="xs" />
            <Button
              component={Link}
              to={`/clubs/details?clubId=${club.id}`}
              variant="light"
              size="xs"
              aria-label={`Details of ${club.name}`}
            >
              Details
            </Button>
          </Group>
        </Paper>
      ))}
    </ClubGrid>
  );
}

import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { standingAt } from '@rally/domain';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { dashboardHref } from '../../../lib/dashboard';
import type { CurrentPlayer } from '../../../lib/session';
import { ClubGrid } from './club-grid';

/** The clubs whose dashboard the player may open (`managedClubsOf`), each with a way in. */
export function ManagedClubs({ player, clubs }: { player: CurrentPlayer; clubs: { id: number; name: string }[] }) {
  return (
    <ClubGrid>
      {clubs.map((club) => (
        <Paper key={club.id} withBorder radius="md" p="md" bg="court.0" style={{ borderColor: 'var(--mantine-color-court-2)' }}>
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <div>
              <Title order={3} size="h4">
                {club.name}
              </Title>
              <Text size="sm" c="dimmed">
                {standingAt(player, club.id).adminStatus === 'A' ? 'You are an administrator' : 'You coach here'}
              </Text>
            </div>
            <Button component={Link} to={dashboardHref('club-info', club.id)} rightSection={<IconArrowRight size={16} aria-hidden />} size="sm" style={{ flexShrink: 0 }}>
              Dashboard
            </Button>
          </Group>
        </Paper>
      ))}
    </ClubGrid>
  );
}

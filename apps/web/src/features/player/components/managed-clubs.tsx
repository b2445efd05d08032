import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { clubDashboardPath, type DashboardClub } from '../../../lib/session';
import { ClubGrid } from './club-grid';

/** The clubs whose dashboard the player may open, each with a way in. */
export function ManagedClubs({ clubs }: { clubs: DashboardClub[] }) {
  return (
    <ClubGrid>
      {clubs.map((club) => (
        <Paper key={club.club} withBorder radius="md" p="md" bg="court.0" style={{ borderColor: 'var(--mantine-color-court-2)' }}>
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <div>
              <Title order={3} size="h4">
                {club.club_name}
              </Title>
              <Text size="sm" c="dimmed">
                {club.as === 'coach' ? 'You coach here' : 'You are an administrator'}
              </Text>
            </div>
            <Button component={Link} to={clubDashboardPath(club.club)} rightSection={<IconArrowRight size={16} aria-hidden />} size="sm" style={{ flexShrink: 0 }}>
              Dashboard
            </Button>
          </Group>
        </Paper>
      ))}
    </ClubGrid>
  );
}

import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconHourglass, IconLayoutDashboard, IconMapPin, IconUserShield } from '@tabler/icons-react';
import { Link } from 'react-router';
import { clubDashboardHref } from '../../../lib/dashboard';
import { useCurrentPlayer } from '../../../lib/session';
import { clubStandingOf } from './club-standing';
import { FollowButton } from './follow-button';

/** "Sydney, NSW, AU": the parts a club has, joined. */
export const placeOf = (club: { city?: string; state?: string; country?: string }) =>
  [club.city, club.state, club.country].filter(Boolean).join(', ');

type ClubCardProps = { club: { id: number; name: string; city?: string; state?: string; country?: string } };

/** One club with its actions: follow, details, and apply to administer (or open the dashboard). */
export function ClubCard({ club }: ClubCardProps) {
  const { data: player } = useCurrentPlayer();
  const standing = clubStandingOf(player, club.id);
  const place = placeOf(club);

  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={`club-${club.id}-name`} h="100%">
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap={4}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Title order={3} size="h4" id={`club-${club.id}-name`}>
              {club.name}
            </Title>
            {standing === 'dashboard' && <Badge variant="light">You manage</Badge>}
          </Group>
          {place && (
            <Group gap={4} c="dimmed" wrap="nowrap">
              <IconMapPin size={16} aria-hidden style={{ flexShrink: 0 }} />
              <Text size="sm">{place}</Text>
            </Group>
          )}
        </Stack>
        <Group gap="xs">
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
          {standing === 'dashboard' ? (
            <Button
              component={Link}
              to={clubDashboardHref(club.id)}
              variant="subtle"
              size="xs"
              leftSection={<IconLayoutDashboard size={14} aria-hidden />}
            >
              Dashboard
            </Button>
          ) : standing === 'pending' ? (
            <Button
              component={Link}
              to={`/clubs/application?clubId=${club.id}`}
              variant="subtle"
              color="gray"
              size="xs"
              leftSection={<IconHourglass size={14} aria-hidden />}
              aria-label={`Application pending to administer ${club.name}`}
            >
              Application pending
            </Button>
          ) : standing === 'none' ? (
            <Button
              component={Link}
              to={`/clubs/application?clubId=${club.id}`}
              variant="subtle"
              size="xs"
              leftSection={<IconUserShield size={14} aria-hidden />}
              aria-label={`Apply to administer ${club.name}`}
            >
              Apply to administer
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}

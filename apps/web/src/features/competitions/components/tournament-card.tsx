import { Badge, Button, Group, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { tournamentTypeLabels, type TournamentBrief } from '@rally/domain';
import { useClubLocale } from '../../../lib/player-format';
import { dayLabel } from '../tournament-format';

/**
 * A competition in a list: dates, format, teams and clubs, its stage, and links to its fixtures
 * (and, for who runs it, its players and definition). `runs`: the club's staff in the dashboard's
 * Competitions section, who run it as its organisers do.
 */
export function TournamentCard({
  t,
  me,
  runs = false,
}: {
  t: TournamentBrief;
  me: number | undefined;
  runs?: boolean;
}) {
  const organiser = runs || t.member_set.some((m) => m.player === me && m.is_organiser);
  const titleId = `tournament-${t.id}-title`;
  // Its dates in its first club's locale (the club that set it up).
  const locale = useClubLocale(t.club_set[0]);
  return (
    <Paper component="li" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={3} size="h5" id={titleId}>
            {t.name}
          </Title>
          <Text size="sm" c="dimmed">
            {dayLabel(t.start, locale)} to {dayLabel(t.finish, locale)} ·{' '}
            {t.type ? tournamentTypeLabels[t.type] : 'Format not set'} · {t.team_set.length} teams · {t.club_set.length}{' '}
            {t.club_set.length === 1 ? 'club' : 'clubs'}
          </Text>
        </div>
        <Group gap={6}>
          {organiser && (
            <Badge variant="light" c="dark.7" color="blue">
              Organiser
            </Badge>
          )}
          <Badge variant="light" c="dark.7" color={t.published ? 'green' : 'gray'}>
            {t.published ? 'Published' : t.draw_complete ? 'Drawn' : 'Setting up'}
          </Badge>
        </Group>
      </Group>
      <Group gap="xs" mt="xs">
        <Button component={Link} to={`/tournament/draw?id=${t.id}`} size="xs" variant="light">
          Fixtures and ladder
        </Button>
        {organiser && (
          <Button component={Link} to={`/tournament/manageplayers?id=${t.id}`} size="xs" variant="default">
            Manage players
          </Button>
        )}
        {organiser && (
          <Button component={Link} to={`/tournament/edit/definition?id=${t.id}`} size="xs" variant="default">
            Edit
          </Button>
        )}
      </Group>
    </Paper>
  );
}

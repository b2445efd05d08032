import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingCommunity, IconLock, IconUserShield } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { parseClubId } from '../../lib/dashboard';

/** /clubs/access-denied: the club's dashboard, or one section of it, is not open to this player. */
export default function AccessDeniedPage() {
  const [params] = useSearchParams();
  const clubId = parseClubId(params.get('clubId'));

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={720}>
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={48} radius="xl" variant="light" color="red" aria-hidden>
          <IconLock size={26} />
        </ThemeIcon>
        <Title order={1} size="h2">
          You don't have access to this part of the club
        </Title>
        <Text>
          A club's dashboard is open to its active administrators, and each section only to the administrators whose
          roles cover it (coaches can also open court bookings). Your account has no role here, or your administrator
          application has not been accepted yet.
        </Text>
        <Text c="dimmed" size="sm">
          If you help run this club, apply to administer it, or ask one of its administrators to give you the role you
          need.
        </Text>
        <Group gap="sm" mt="xs">
          <Button component={Link} to="/clubs" leftSection={<IconBuildingCommunity size={16} aria-hidden />}>
            Back to clubs
          </Button>
          <Button
            component={Link}
            to={clubId === null ? '/clubs' : `/clubs/application?clubId=${clubId}`}
            variant="default"
            leftSection={<IconUserShield size={16} aria-hidden />}
          >
            Apply to administer
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

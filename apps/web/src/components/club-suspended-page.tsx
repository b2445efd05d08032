import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';

/** What a suspended club's staff and players see in place of its pages (issue 31). */
export function ClubSuspendedPage({ reason }: { reason: string }) {
  const club = reason.split(' is suspended.')[0];
  return (
    <Center mih={320} p="md">
      <Stack align="center" gap="sm" maw={520} role="alert" data-testid="club-suspended">
        <ThemeIcon size={56} radius="xl" variant="light" color="red">
          <IconLock size={30} />
        </ThemeIcon>
        <Title order={2} ta="center">
          {club} is suspended
        </Title>
        <Text ta="center">{reason}</Text>
        <Button component={Link} to="/clubs" variant="light">
          Go to my clubs
        </Button>
      </Stack>
    </Center>
  );
}

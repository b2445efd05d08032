import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { isLoggedIn } from '../../lib/auth-token';

/** The closing call to action of the marketing pages: sign up (or open the dashboard), or ask us. */
export function CtaBand({ title, text }: { title: string; text: string }) {
  const loggedIn = isLoggedIn();
  return (
    <Container size="lg" mt={80} component="section" aria-labelledby="cta-title">
      <Paper radius="lg" p={{ base: 'xl', md: 48 }} bg="court.8" c="white">
        <Group justify="space-between" align="center" gap="xl">
          <Stack gap="xs" maw={620}>
            <Title order={2} id="cta-title" c="white">
              {title}
            </Title>
            <Text c="court.0" fz="lg">
              {text}
            </Text>
          </Stack>
          <Group gap="sm">
            <Button
              component={Link}
              to={loggedIn ? '/clubs' : '/signup'}
              size="md"
              color="white"
              c="court.9"
              rightSection={<IconArrowRight size={18} aria-hidden />}
            >
              {loggedIn ? 'Go to dashboard' : 'Get started'}
            </Button>
            <Button component={Link} to="/feedback" size="md" variant="outline" color="white">
              Talk to us
            </Button>
          </Group>
        </Group>
      </Paper>
    </Container>
  );
}

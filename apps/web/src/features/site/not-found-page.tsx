import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBallTennis, IconHome } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/page-title';

/** Any unknown path (spec 1 §2), with the spec's three texts. */
export default function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <>
      <meta name="robots" content="noindex" />
      <Container size="sm" py={{ base: 64, md: 112 }}>
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={72} radius="xl" variant="light" color="court" aria-hidden>
            <IconBallTennis size={40} />
          </ThemeIcon>
          <Text fw={700} c="court.8" fz="xl">
            Oops...
          </Text>
          <Title order={1} fz={{ base: 32, sm: 44 }}>
            Game, Set and Match!
          </Title>
          <Text fz="lg" c="gray.8" maw={460}>
            Page not found. Unfortunately the page you were trying to access no longer exists.
          </Text>
          <Button component={Link} to="/" size="md" mt="sm" leftSection={<IconHome size={18} aria-hidden />}>
            Back to the home page
          </Button>
        </Stack>
      </Container>
    </>
  );
}

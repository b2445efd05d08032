import { Anchor, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { safeNextPath } from '../../lib/next-path';
import { isLoggedIn } from '../../lib/auth-token';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { usePageTitle } from '../../lib/page-title';

/** /signup: log in and sign up side by side (stacked on a phone, log-in first). */
export default function SignupPage() {
  usePageTitle('Log in or sign up');
  // ?next=: where the visitor was going (e.g. /register-club); read on submit, so the prerendered page is the same.
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  // A club's invitation link brought them here: said once the app runs (the prerendered page has no query).
  const [invited, setInvited] = useState(false);
  useEffect(() => setInvited(Boolean(next?.startsWith('/matches?invite='))), [next]);
  if (isLoggedIn()) return <Navigate to={next ?? '/clubs'} replace />;
  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="xs" mb="xl" align="center" ta="center">
        <Title order={1}>Welcome to Rally</Title>
        <Text c="dimmed" maw={560}>
          Follow your clubs, keep your match diary and enter competitions. Log in, or create a free account in a minute.
        </Text>
        {invited && (
          <Text fw={500} maw={560}>
            A club has invited you to follow it on Rally. Log in or sign up, and you come straight back to the
            invitation.
          </Text>
        )}
        <Text size="sm" hiddenFrom="md">
          New here? <Anchor href="#signup-box">Create an account</Anchor>
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Paper
          withBorder
          shadow="sm"
          radius="md"
          p={{ base: 'md', sm: 'xl' }}
          component="section"
          aria-labelledby="login-title"
        >
          <Title order={2} size="h3" id="login-title" mb={4}>
            Log in
          </Title>
          <Text size="sm" c="dimmed" mb="lg">
            Welcome back. Use the e-mail you signed up with.
          </Text>
          <LoginForm next={next} />
        </Paper>
        <Paper
          withBorder
          shadow="sm"
          radius="md"
          p={{ base: 'md', sm: 'xl' }}
          component="section"
          id="signup-box"
          aria-labelledby="signup-title"
        >
          <Title order={2} size="h3" id="signup-title" mb={4}>
            Sign up
          </Title>
          <Text size="sm" c="dimmed" mb="lg">
            New to Rally? Create your player account.
          </Text>
          <RegisterForm />
        </Paper>
      </SimpleGrid>
    </Container>
  );
}

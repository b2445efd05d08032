import { Button, Container, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconMail, type Icon } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { accountContract } from '@rally/domain';
import { call, endpointRef, keyOf } from '../../lib/endpoint';
import { isLoggedIn } from '../../lib/auth-token';
import { usePageTitle } from '../../lib/page-title';

function Panel({
  icon: PanelIcon,
  color,
  title,
  children,
}: {
  icon: Icon;
  color: string;
  title: string;
  children: ReactNode;
}) {
  const loggedIn = isLoggedIn();
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 40 }}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" variant="light" color={color} aria-hidden>
          <PanelIcon size={34} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        {children}
        <Button component={Link} to={loggedIn ? '/clubs' : '/signup'} size="md" mt="sm">
          {loggedIn ? 'Go to dashboard' : 'Log in'}
        </Button>
      </Stack>
    </Paper>
  );
}

// By reference: a public page's chunk carries no zod.
const verifyEmail = endpointRef<typeof accountContract.verifyEmail>({ method: 'POST', path: '/verify-email/' });

/**
 * The link in the sign-up e-mail lands here (/verified?key=…): POST /api/verify-email/ once, then
 * say whether it worked, in the server's words.
 */
export default function VerifiedPage() {
  usePageTitle('Verify your email');
  const key = useSearchParams()[0].get('key') ?? '';
  // A query rather than an effect: it runs once per key even under StrictMode's double render.
  const verify = useQuery({
    // A check asked by POST: its key is the link's key, under the endpoint's.
    queryKey: [...keyOf(verifyEmail), { key }],
    queryFn: () => call(verifyEmail, { body: { key } }),
    enabled: key !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  let body: ReactNode;
  if (!key) {
    body = (
      <Panel icon={IconMail} color="court" title="Check your inbox">
        <Text c="gray.8" maw={440}>
          We sent you an email with a link to verify your address. Open it on this device and you’ll land back here. The
          link works for 7 days; if you can’t find it, look in your spam or junk folder.
        </Text>
      </Panel>
    );
  } else if (verify.isPending) {
    body = (
      <Stack align="center" py={64} role="status" aria-live="polite">
        <Loader />
        <Text>Verifying your email address…</Text>
      </Stack>
    );
  } else if (verify.isError) {
    body = (
      <Panel icon={IconAlertTriangle} color="ball" title="We couldn’t verify your email">
        <Text c="gray.9" maw={440} role="alert">
          {verify.error.message}
        </Text>
        <Text c="gray.8" maw={440}>
          Log in and ask for a new verification link from your account; it will reach you in a minute or two.
        </Text>
      </Panel>
    );
  } else {
    body = (
      <Panel icon={IconCircleCheck} color="court" title="Thanks, you’re all set">
        <Text c="gray.8" maw={440} role="status">
          {verify.data.detail || 'Your email address is verified.'}
        </Text>
      </Panel>
    );
  }

  return (
    <>
      <Container size="xs" py={{ base: 48, md: 96 }}>
        {body}
      </Container>
    </>
  );
}

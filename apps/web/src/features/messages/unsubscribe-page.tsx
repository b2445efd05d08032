import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { newslettersContract } from '@rally/domain';
import { failureText } from '../../lib/api';
import { call, endpointRef } from '../../lib/endpoint';
import { usePageTitle } from '../../lib/page-title';

// By reference: a public page's chunk carries no zod (lib/endpoint.ts).
const unsubscribe = endpointRef<(typeof newslettersContract)['unsubscribe']>({
  method: 'POST',
  path: '/newsletter/unsubscribe/',
});

/** /unsubscribe?token=: the page an unsubscribe link opens; one button leaves the club's newsletters. */
export default function UnsubscribePage() {
  usePageTitle('Unsubscribe');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<{ done?: string; error?: string; busy?: boolean }>({});
  const leave = async () => {
    setState({ busy: true });
    try {
      const answer = await call(unsubscribe, { query: { token } });
      setState({ done: answer.detail });
    } catch (error) {
      setState({ error: failureText(error) });
    }
  };
  return (
    <Container size="xs" py="xl">
      <Stack gap="md">
        <Title order={1} size="h2">
          Unsubscribe from newsletters
        </Title>
        {state.done ? (
          <Alert color="court" title="Unsubscribed">
            {state.done}
          </Alert>
        ) : (
          <>
            <Text>Stop receiving this club’s newsletters by e-mail. Club messages and bookings are not affected.</Text>
            {state.error && <Alert color="red">{state.error}</Alert>}
            <Button onClick={leave} loading={state.busy} disabled={!token}>
              Unsubscribe
            </Button>
          </>
        )}
      </Stack>
    </Container>
  );
}

import { Badge, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ErrorState } from '../../components/data-states';
import { notifyError, notifySuccess } from '../../components/notify';
import { ApiError } from '../../lib/api';
import { usePerson, useResendVerification } from './api/operator.api';

const roleNames: Record<string, string> = {
  A: 'AGENT',
  F: 'MEMBERSHIP_FEES',
  C: 'COURT_BOOKINGS',
  M: 'MATCHA',
  N: 'COMMUNCIATIONS',
  P: 'POINT_OF_SALE',
};
const adminStatus: Record<string, string> = { A: 'active', P: 'applied', S: 'suspended' };

/** Support: a person by e-mail, their addresses and clubs; resend a verification. Never a password or card. */
export function PersonLookup() {
  const [typed, setTyped] = useState('');
  const [email, setEmail] = useState('');
  const person = usePerson(email);
  const resend = useResendVerification();
  const notFound = person.error instanceof ApiError && person.error.status === 404;
  return (
    <Stack gap="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setEmail(typed.trim());
        }}
      >
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <TextInput
            label="E-mail address"
            type="email"
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button type="submit">Look up</Button>
        </Group>
      </form>
      {person.isFetching && <Text c="dimmed">Looking…</Text>}
      {notFound && <Text>No one has that e-mail address.</Text>}
      {person.isError && !notFound && (
        <ErrorState title="The look-up failed" error={person.error} onRetry={() => person.refetch()} />
      )}
      {person.data && (
        <Card withBorder radius="md" padding="md">
          <Stack gap={6}>
            <Group justify="space-between">
              <Text fw={700}>{person.data.name}</Text>
              <Badge color={person.data.active ? 'green' : 'gray'} variant="light">
                {person.data.active ? 'Active' : 'Deactivated'}
              </Badge>
            </Group>
            <Text size="sm">Login: {person.data.email}</Text>
            {person.data.emails.map((e) => (
              <Text size="sm" key={e.value}>
                {e.value} {e.primary ? '(primary) ' : ''}
                <Badge size="xs" color={e.validated ? 'green' : 'orange'} variant="light">
                  {e.validated ? 'verified' : 'not verified'}
                </Badge>
              </Text>
            ))}
            {person.data.emails.some((e) => !e.validated) && (
              <Button
                size="xs"
                variant="light"
                w="fit-content"
                loading={resend.isPending}
                onClick={() =>
                  resend.mutate(person.data.id, {
                    onSuccess: (answer) => notifySuccess(answer.detail),
                    onError: (error) => notifyError(error),
                  })
                }
              >
                Resend the verification e-mail
              </Button>
            )}
            <Text size="sm" fw={700} mt="xs">
              Clubs
            </Text>
            {person.data.clubs.length === 0 && (
              <Text size="sm" c="dimmed">
                No club roles.
              </Text>
            )}
            {person.data.clubs.map((c) => (
              <Text size="sm" key={c.id}>
                {c.name}: {c.roles.map((r) => roleNames[r] ?? r).join(', ') || 'no roles'} (
                {adminStatus[c.status] ?? c.status})
                {c.suspended ? ' · club suspended' : !c.verified ? ' · club not verified' : ''}
              </Text>
            ))}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}

import { Alert, Anchor, Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ClubDetail } from '@rally/domain';
import type { ReactNode } from 'react';
import { useClub } from '../../lib/dashboard';

const subscriptionStatus: Record<string, { label: string; color: string }> = {
  C: { label: 'Current', color: 'court' },
  O: { label: 'Overdue', color: 'red' },
  U: { label: 'Not subscribed', color: 'gray' },
  P: { label: 'Awaiting authorisation', color: 'ball' },
};

const addressOf = (club: ClubDetail) =>
  [club.street_address, club.city, [club.state, club.postcode].filter(Boolean).join(' '), club.country].filter(Boolean).join(', ');

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      {children ? <Text size="sm">{children}</Text> : <Text size="sm" c="dimmed">Not set</Text>}
    </Stack>
  );
}

/** The club's name and contact details (GET /api/club/{id}/), above the Club Settings screens. */
export function ClubDetailsCard({ clubId }: { clubId: number | null }) {
  const club = useClub(clubId);
  if (club.isPending) {
    return (
      <Paper withBorder p="lg" radius="md" aria-busy>
        <Skeleton h={24} w="40%" mb="md" />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} h={36} />
          ))}
        </SimpleGrid>
      </Paper>
    );
  }
  if (club.isError) {
    return (
      <Alert color="red" title="We couldn't load this club's details">
        {club.error.message}
      </Alert>
    );
  }
  const c = club.data;
  const status = c.subscription ? subscriptionStatus[c.subscription.status] : undefined;
  const website = c.url && (/^https?:\/\//.test(c.url) ? c.url : `https://${c.url}`);
  return (
    <Paper withBorder p="lg" radius="md">
      <Group justify="space-between" align="flex-start" mb="md" gap="sm">
        <Title order={2} size="h3">
          {c.name}
        </Title>
        {c.package && (
          <Group gap={6}>
            <Badge variant="light">{c.package.name}</Badge>
            {status && (
              <Badge variant="dot" color={status.color}>
                {status.label}
              </Badge>
            )}
          </Group>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" verticalSpacing="md">
        <Detail label="Address">{addressOf(c)}</Detail>
        <Detail label="Phone">{c.phone && <Anchor href={`tel:${c.phone}`}>{c.phone}</Anchor>}</Detail>
        <Detail label="Email">{c.email && <Anchor href={`mailto:${c.email}`}>{c.email}</Anchor>}</Detail>
        <Detail label="Website">
          {website && (
            <Anchor href={website} target="_blank" rel="noreferrer">
              {c.url}
            </Anchor>
          )}
        </Detail>
        <Detail label="Time zone">{c.time_zone}</Detail>
        <Detail label="Currency">{c.currency?.toUpperCase()}</Detail>
      </SimpleGrid>
    </Paper>
  );
}

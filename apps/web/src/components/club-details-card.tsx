import { Anchor, Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { clubFormat, clubLocaleLabel, localeSample, subStatusLabels, type ClubDetail } from '@rally/domain';
import type { ReactNode } from 'react';

const statusColours: Record<string, string> = { C: 'court', O: 'red', U: 'gray', P: 'ball' };

const addressOf = (club: ClubDetail) =>
  [club.street_address, club.city, [club.state, club.postcode].filter(Boolean).join(' '), club.country]
    .filter(Boolean)
    .join(', ');

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      {children ? (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {children}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          Not set
        </Text>
      )}
    </Stack>
  );
}

type ClubDetailsCardProps = {
  club: ClubDetail | undefined;
  isLoading: boolean;
  /** Shown on the right of the name once the club is loaded (Club Settings: "Edit details"). */
  action?: ReactNode;
};

/** The club's name, plan and contact details (GET /api/club/{id}/), at the top of Club Settings. */
export function ClubDetailsCard({ club, isLoading, action }: ClubDetailsCardProps) {
  if (isLoading || !club) {
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
  const website = club.url && (/^https?:\/\//.test(club.url) ? club.url : `https://${club.url}`);
  return (
    <Paper withBorder p="lg" radius="md">
      <Group justify="space-between" align="flex-start" mb="md" gap="sm">
        <Group gap="sm" align="center">
          <Title order={2} size="h3">
            {club.name}
          </Title>
          {club.package && <Badge variant="light">{club.package.name}</Badge>}
          {club.subscription && (
            <Badge variant="dot" color={statusColours[club.subscription.status]}>
              {subStatusLabels[club.subscription.status]}
            </Badge>
          )}
        </Group>
        {action}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" verticalSpacing="md">
        <Detail label="Address">{addressOf(club)}</Detail>
        <Detail label="Phone">
          {club.phone && (
            <Anchor href={`tel:${club.phone}`} inherit>
              {club.phone}
            </Anchor>
          )}
        </Detail>
        <Detail label="Email">
          {club.email && (
            <Anchor href={`mailto:${club.email}`} inherit>
              {club.email}
            </Anchor>
          )}
        </Detail>
        <Detail label="Website">
          {website && (
            <Anchor href={website} target="_blank" rel="noreferrer" inherit>
              {club.url}
            </Anchor>
          )}
        </Detail>
        <Detail label="Time zone">{club.time_zone}</Detail>
        <Detail label="Currency">{club.currency.toUpperCase()}</Detail>
        <Detail label="Dates and money">
          {clubLocaleLabel(club.locale)}: {localeSample(clubFormat(club))}
        </Detail>
      </SimpleGrid>
    </Paper>
  );
}

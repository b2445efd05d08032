import {
  Alert,
  Anchor,
  Box,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconExternalLink, IconHeart, IconMapPin, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ClubBrief } from '@rally/domain';
import { isLoggedIn } from '../../lib/auth-token';
import { clubSearchQuery } from './club-list-api';
import classes from './site.module.css';

const regionNames = (() => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' });
  } catch {
    return null;
  }
})();

/** 'Sydney, NSW, Australia' from the parts the club has filled in. */
function placeOf(club: ClubBrief): string {
  let country = club.country ?? '';
  try {
    if (country && regionNames) country = regionNames.of(country.toUpperCase()) ?? country;
  } catch {
    /* not a region code: show it as stored */
  }
  return [club.city, club.state, country].filter(Boolean).join(', ');
}

function ClubCard({ club }: { club: ClubBrief }) {
  const place = placeOf(club);
  return (
    <Card component="li" withBorder radius="md" padding="md">
      <Text fw={700} component="h3" fz="md" m={0}>
        {club.name}
      </Text>
      {place && (
        <Group gap={4} mt={4} wrap="nowrap" c="gray.7">
          <IconMapPin size={16} aria-hidden style={{ flexShrink: 0 }} />
          <Text fz="sm">{place}</Text>
        </Group>
      )}
      {club.url && (
        <Anchor
          href={club.url}
          target="_blank"
          rel="noopener noreferrer"
          fz="sm"
          mt={8}
          style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
        >
          Club website
          <IconExternalLink size={14} aria-hidden />
          <VisuallyHidden>{` of ${club.name} (opens in a new tab)`}</VisuallyHidden>
        </Anchor>
      )}
    </Card>
  );
}

/** "Find your club": the public club search (GET /api/club/?search=) on the home page. */
export function ClubSearch() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const loggedIn = isLoggedIn();

  const clubs = useQuery({
    ...clubSearchQuery(debounced),
    placeholderData: keepPreviousData,
  });

  const results = clubs.data?.results ?? [];
  const count = clubs.data?.count ?? 0;
  let status = '';
  if (clubs.data) {
    if (count === 0) status = debounced ? `No clubs match “${debounced}”.` : 'No clubs are listed yet.';
    else if (count > results.length)
      status = `Showing ${results.length} of ${count} clubs. Type more of the name to narrow it down.`;
    else status = count === 1 ? '1 club found.' : `${count} clubs found.`;
  }

  return (
    <Box component="section" id="clubs" aria-labelledby="clubs-title" className={classes.anchor} py={72} bg="gray.0">
      <Container size="lg">
        <Stack gap="lg">
          <Stack gap={6}>
            <Title order={2} id="clubs-title">
              Find your club
            </Title>
            <Text c="gray.7" maw={640}>
              Search for your club by name to see whether it is on Rally. Follow it to book courts, join clinics and
              find a hit with its players.
            </Text>
          </Stack>

          {loggedIn ? (
            <Alert
              variant="light"
              color="court"
              icon={<IconHeart size={20} aria-hidden />}
              title="Follow clubs from your dashboard"
            >
              <Text fz="sm">
                You are logged in.{' '}
                <Anchor component={Link} to="/clubs" fz="sm" fw={600} c="court.9" underline="always">
                  Go to your clubs
                </Anchor>{' '}
                to follow a club or apply to help run it.
              </Text>
            </Alert>
          ) : (
            <Alert
              variant="light"
              color="court"
              icon={<IconHeart size={20} aria-hidden />}
              title="Sign up to follow a club"
            >
              <Group justify="space-between" gap="sm">
                <Text fz="sm" maw={560}>
                  Anyone can search. To follow a club and see its courts, clinics and hit requests, create a free player
                  account or log in.
                </Text>
                <Button component={Link} to="/signup" size="sm">
                  Sign up or log in
                </Button>
              </Group>
            </Alert>
          )}

          <form role="search" onSubmit={(e) => e.preventDefault()}>
            <TextInput
              type="search"
              label="Club name"
              placeholder="e.g. Riverside"
              leftSection={<IconSearch size={18} aria-hidden />}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              size="md"
              maw={520}
              autoComplete="off"
            />
          </form>

          <Text fz="sm" c="gray.7" aria-live="polite" role="status" mih={20}>
            {status}
          </Text>

          {clubs.isError && (
            <Alert color="red" icon={<IconAlertCircle size={20} aria-hidden />} title="We couldn’t search the clubs">
              {clubs.error.message}. Please try again in a moment.
            </Alert>
          )}

          {clubs.isPending ? (
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} h={96} radius="md" />
              ))}
            </SimpleGrid>
          ) : (
            <SimpleGrid
              component="ul"
              cols={{ base: 1, sm: 2, md: 3 }}
              m={0}
              p={0}
              style={{ listStyle: 'none', opacity: clubs.isFetching ? 0.6 : 1 }}
            >
              {results.map((club) => (
                <ClubCard key={club.id} club={club} />
              ))}
            </SimpleGrid>
          )}

          {clubs.data && count === 0 && debounced && (
            <Text fz="sm">
              Check the spelling, or try part of the name. If your club isn’t on Rally yet,{' '}
              <Anchor component={Link} to="/feedback" fz="sm" underline="always">
                tell us which club it is
              </Anchor>{' '}
              and we will get in touch with them.
            </Text>
          )}
        </Stack>
      </Container>
    </Box>
  );
}

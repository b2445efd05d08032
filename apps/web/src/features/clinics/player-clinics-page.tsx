import { Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorState } from '../../components/data-states';
import { EmptyState } from '../../components/empty-state';
import { SavedCopyNote } from '../../components/saved-copy-note';
import { parseClubId, useClub } from '../../lib/dashboard';
import { playerFormat } from '../../lib/format';
import { useClubLocale } from '../../lib/player-format';
import { usePageTitle } from '../../lib/page-title';
import { useEvents, type EventSummary } from './api/events.api';
import { useMyParticipations } from './api/participants.api';
import { dayText, limitsText, money, typeLabel } from './clinic-format';
import { CoachedClinics } from './components/coached-clinics';
import { JoinDialog } from './components/join-dialog';
import { MyClinics, MyWaitingLists } from './components/my-clinics';

/** A player's view of a club's clinics (/clubs/clinics?clubId=): the published ones to join, and their own with withdraw. */
export default function PlayerClinicsPage() {
  const [params] = useSearchParams();
  const clubId = parseClubId(params.get('clubId'));
  const club = useClub(clubId);
  usePageTitle('Clinics', club.data?.name);
  if (clubId === null)
    return (
      <EmptyState
        title="Choose a club"
        description="Open a club's page and choose Clinics to see what it runs."
        action={
          <Button component={Link} to="/clubs">
            Find a club
          </Button>
        }
      />
    );
  return <ClubClinics clubId={clubId} clubName={club.data?.name ?? ''} />;
}

function ClubClinics({ clubId, clubName }: { clubId: number; clubName: string }) {
  const list = useEvents(clubId, { page: 1 });
  const mine = useMyParticipations(clubId);
  const [joining, setJoining] = useState<number | null>(null);
  // The club's locale (Club Settings) for the cards' dates and prices.
  const locale = useClubLocale(clubId);
  const joinedIds = new Set((mine.data ?? []).map((p) => p.event));
  const open = list.data?.results.filter((e) => e.display_status !== 'Completed' && e.status !== 'C') ?? [];

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Clinics
        </Title>
        <Text c="dimmed">{clubName ? `Clinics, camps and classes at ${clubName}` : 'Clinics, camps and classes'}</Text>
      </div>
      <SavedCopyNote paths={['/api/event']} />
      <CoachedClinics clubId={clubId} />
      <MyClinics clubId={clubId} mine={mine} />
      <MyWaitingLists clubId={clubId} mine={mine.data ?? []} onJoin={setJoining} />
      <Stack gap="sm" component="section" aria-labelledby="open-clinics">
        <Title order={2} size="h4" id="open-clinics">
          Open for joining
        </Title>
        {list.isPending ? (
          <Skeleton h={160} radius="md" />
        ) : list.isError ? (
          <ErrorState
            title="We couldn't load the clinics"
            error={list.error}
            onRetry={() => list.refetch()}
            isRetrying={list.isFetching}
          />
        ) : open.length === 0 ? (
          <EmptyState
            title="No clinics open right now"
            description="When the club publishes a clinic, it appears here for you to join."
          />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {open.map((e) => (
              <ClinicCard
                key={e.id}
                event={e}
                locale={locale}
                joined={joinedIds.has(e.id)}
                onJoin={() => setJoining(e.id)}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <JoinDialog clubId={clubId} id={joining} onClose={() => setJoining(null)} />
    </Stack>
  );
}

/** The price line of a card: whole clinic, and one session when single sessions may be joined. */
function priceText(e: EventSummary, locale: string | undefined) {
  const fmt = playerFormat(e.currency_code, locale);
  const whole = `Members ${money(e.member_price, fmt)}${e.allow_nonmember ? ` · Non-members ${money(e.nonmember_price, fmt)}` : ' · Members only'}`;
  return e.can_join_single_session && e.member_session_price !== null
    ? `${whole} · One session from ${money(e.member_session_price, fmt)}`
    : whole;
}

function ClinicCard({
  event: e,
  locale,
  joined,
  onJoin,
}: {
  event: EventSummary;
  locale: string | undefined;
  joined: boolean;
  onJoin: () => void;
}) {
  const refusals = e.join_refusals ?? [];
  const full = e.full === true;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={e.name}>
      <Stack gap={6} h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} size="h5">
            {e.name}
          </Title>
          <Badge
            c="dark.7"
            variant="light"
            tt="none"
            color={full ? 'orange' : e.display_status === 'Published|Live' ? 'green' : 'blue'}
            style={{ flexShrink: 0 }}
          >
            {full ? 'Full' : e.display_status === 'Published|Live' ? 'Running now' : typeLabel(e.ttype)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {e.desc}
        </Text>
        <Text size="sm">
          {e.sessions_count} sessions
          {e.start_date ? ` from ${dayText(e.start_date, playerFormat(undefined, locale))}` : ''}
          {e.def_start_time ? ` at ${e.def_start_time.slice(0, 5)}` : ''}
        </Text>
        {limitsText(e) && <Text size="sm">For: {limitsText(e)}</Text>}
        <Text size="sm">{priceText(e, locale)}</Text>
        {!joined && refusals.length > 0 && (
          <Text size="sm" c="red.8" id={`cannot-join-${e.id}`}>
            You can't join: {refusals.join(' ')}
          </Text>
        )}
        {!joined && full && refusals.length === 0 && (
          <Text size="sm" id={`full-${e.id}`}>
            Every place is taken: join the waiting list, and a place that frees up is held for you.
          </Text>
        )}
        <Group justify="flex-end" mt="auto">
          {joined ? (
            <Badge c="dark.7" variant="light" color="green" tt="none">
              You're in
            </Badge>
          ) : (
            <Button
              onClick={onJoin}
              disabled={refusals.length > 0}
              variant={full ? 'light' : 'filled'}
              aria-describedby={refusals.length ? `cannot-join-${e.id}` : full ? `full-${e.id}` : undefined}
            >
              {full ? 'Join the waiting list' : 'Join'}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

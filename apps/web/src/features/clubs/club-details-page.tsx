import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { MessageText } from '../../components/message-text';
import {
  IconArrowLeft,
  IconCalendarPlus,
  IconClock,
  IconHourglass,
  IconId,
  IconLayoutDashboard,
  IconMail,
  IconMapPin,
  IconPhone,
  IconUserShield,
  IconSparkles,
  IconWorld,
} from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api';
import { clubDashboardHref, parseClubId, useClub } from '../../lib/dashboard';
import { useCurrentPlayer } from '../../lib/session';
import type { ClubDetail } from '@rally/domain';
import { courtCountOf, facilityList, openingHoursByWeekday } from './components/club-facts';
import { placeOf } from './components/club-card';
import { clubStandingOf } from './components/club-standing';
import { failureText } from '../../lib/api';
import { CoachFinder } from './components/coach-finder';
import { FollowButton } from './components/follow-button';

/** The club's latest news under its details: the news area's panel, handed in by the router. */
export type ClubNewsSlot = ComponentType<{ clubId: number; clubName: string }>;

/** /clubs/details?clubId=N: where the club is, how to reach it, when it is open, what it has, and its news. */
export default function ClubDetailsPage({ news }: { news?: ClubNewsSlot }) {
  const [params] = useSearchParams();
  const clubId = parseClubId(params.get('clubId'));
  const club = useClub(clubId);

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/clubs" size="sm" w="fit-content">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          All clubs
        </Group>
      </Anchor>
      {clubId === null || (club.error instanceof ApiError && club.error.status === 404) ? (
        <MessageText kind="error" title="We couldn't find that club">
          The link may be old or mistyped. Search for the club on the{' '}
          <Anchor component={Link} to="/clubs" inherit>
            Clubs page
          </Anchor>
          .
        </MessageText>
      ) : club.isError ? (
        <MessageText kind="error" title="We couldn't load this club">
          {failureText(club.error)}
        </MessageText>
      ) : club.isPending ? (
        <DetailsSkeleton />
      ) : (
        <ClubDetails club={club.data} news={news} />
      )}
    </Stack>
  );
}

function ClubDetails({ club, news: News }: { club: ClubDetail; news?: ClubNewsSlot }) {
  const { data: player } = useCurrentPlayer();
  const standing = clubStandingOf(player, club.id);
  const address = [
    club.street_address,
    [club.city, club.state, club.postcode].filter(Boolean).join(' '),
    club.country,
  ].filter(Boolean);
  const hours = openingHoursByWeekday(club);
  const hasHours = hours.some((h) => h.hours !== null);
  const courts = courtCountOf(club);
  const facilities = facilityList(club.facilities);

  return (
    <>
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4} style={{ flex: '1 1 320px' }}>
          <Title order={1} size="h2">
            {club.name}
          </Title>
          {placeOf(club) && (
            <Group gap={4} c="dimmed" wrap="nowrap">
              <IconMapPin size={16} aria-hidden />
              <Text size="sm">{placeOf(club)}</Text>
            </Group>
          )}
        </Stack>
        <Group gap="sm">
          {courts > 0 && (
            <Button
              component={Link}
              to={`/clubs/book?clubId=${club.id}`}
              leftSection={<IconCalendarPlus size={16} aria-hidden />}
            >
              Book a court
            </Button>
          )}
          <FollowButton club={club} />
          <Button component={Link} to={`/clubs/clinics?clubId=${club.id}`} variant="light">
            Clinics
          </Button>
          <Button
            component={Link}
            to={`/clubs/membership?clubId=${club.id}`}
            variant="light"
            leftSection={<IconId size={16} aria-hidden />}
          >
            Membership
          </Button>
          {standing === 'dashboard' && (
            <Button
              component={Link}
              to={clubDashboardHref(club.id)}
              variant="light"
              leftSection={<IconLayoutDashboard size={16} aria-hidden />}
            >
              Open club dashboard
            </Button>
          )}
          {standing === 'pending' && (
            <Button
              component={Link}
              to={`/clubs/application?clubId=${club.id}`}
              variant="subtle"
              color="gray"
              leftSection={<IconHourglass size={16} aria-hidden />}
            >
              Administrator application pending
            </Button>
          )}
          {standing === 'none' && (
            <Button
              component={Link}
              to={`/clubs/application?clubId=${club.id}`}
              variant="subtle"
              leftSection={<IconUserShield size={16} aria-hidden />}
            >
              Apply to administer
            </Button>
          )}
        </Group>
      </Group>

      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <InfoCard title="Address and contact" icon={<IconMapPin size={18} aria-hidden />}>
          <Stack gap="xs">
            {address.length > 0 ? (
              <Text component="address" style={{ fontStyle: 'normal' }}>
                {address.map((line) => (
                  <span key={line} style={{ display: 'block' }}>
                    {line}
                  </span>
                ))}
              </Text>
            ) : (
              <Text c="dimmed">No address published.</Text>
            )}
            {club.phone && (
              <ContactLine icon={<IconPhone size={16} aria-hidden />}>
                <Anchor href={`tel:${club.phone.replace(/\s+/g, '')}`}>{club.phone}</Anchor>
              </ContactLine>
            )}
            {club.email && (
              <ContactLine icon={<IconMail size={16} aria-hidden />}>
                <Anchor href={`mailto:${club.email}`} style={{ wordBreak: 'break-all' }}>
                  {club.email}
                </Anchor>
              </ContactLine>
            )}
            {club.url && (
              <ContactLine icon={<IconWorld size={16} aria-hidden />}>
                <Anchor href={club.url} target="_blank" rel="noopener noreferrer" style={{ wordBreak: 'break-all' }}>
                  {club.url.replace(/^https?:\/\//, '').replace(/\/$/, '')}
                </Anchor>
              </ContactLine>
            )}
          </Stack>
        </InfoCard>

        <InfoCard title="Opening hours" icon={<IconClock size={18} aria-hidden />}>
          {hasHours ? (
            <Table
              verticalSpacing={4}
              horizontalSpacing={0}
              withRowBorders={false}
              aria-label={`Opening hours of ${club.name}`}
            >
              <Table.Tbody>
                {hours.map(({ day, hours: time }) => (
                  <Table.Tr key={day}>
                    <Table.Th scope="row" fw={500}>
                      {day}
                    </Table.Th>
                    <Table.Td ta="right" c={time ? undefined : 'dimmed'} style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {time ?? 'Closed'}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : (
            <Text c="dimmed">The club has not published its opening hours yet.</Text>
          )}
        </InfoCard>

        <InfoCard title="Courts and facilities" icon={<IconSparkles size={18} aria-hidden />}>
          <Stack gap="sm">
            {courts > 0 ? (
              <Group gap="xs" align="baseline">
                <Text fz={32} fw={700} lh={1}>
                  {courts}
                </Text>
                <Text c="dimmed">{courts === 1 ? 'court' : 'courts'}</Text>
              </Group>
            ) : (
              <Text c="dimmed">No courts listed yet.</Text>
            )}
            {facilities.length > 0 ? (
              <Group gap={6} role="group" aria-label="Facilities">
                {facilities.map((f) => (
                  <Badge key={f} variant="light" color="gray" tt="none" size="lg" fw={500}>
                    {f}
                  </Badge>
                ))}
              </Group>
            ) : (
              <Text c="dimmed" size="sm">
                No facilities listed yet.
              </Text>
            )}
          </Stack>
        </InfoCard>
      </SimpleGrid>
      <CoachFinder clubId={club.id} />
      {News && <News clubId={club.id} clubName={club.name} />}
    </>
  );
}

function InfoCard({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section">
      <Group gap="xs" mb="md" c="court.7">
        {icon}
        <Title order={2} size="h5" c="dark">
          {title}
        </Title>
      </Group>
      {children}
    </Card>
  );
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <Text c="dimmed" component="span" style={{ display: 'flex' }}>
        {icon}
      </Text>
      <Text size="sm" style={{ minWidth: 0 }}>
        {children}
      </Text>
    </Group>
  );
}

function DetailsSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-busy aria-label="Loading the club">
      <Skeleton height={32} width="40%" />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        {[0, 1, 2].map((i) => (
          <Paper key={i} withBorder radius="md" p="lg">
            <Stack gap="sm">
              <Skeleton height={18} width="50%" />
              <Skeleton height={14} />
              <Skeleton height={14} width="80%" />
              <Skeleton height={14} width="60%" />
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

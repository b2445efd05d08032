import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowLeft, IconCalendarCheck } from '@tabler/icons-react';
import {
  addDays,
  courtSlots,
  formatAmount,
  formatDateParts,
  type Availability,
  type AvailabilityCourt,
  type AvailabilitySlot,
  type ClubFormat,
  type LessonCoach,
} from '@rally/domain';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorState } from '../../components/data-states';
import { EmptyState } from '../../components/empty-state';
import { MessageText } from '../../components/message-text';
import { SideScroller } from '../../components/side-scroller';
import { ApiError } from '../../lib/api';
import { parseClubId, useClub } from '../../lib/dashboard';
import { clubToday, useClubFormat } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { useAvailability, useLottery } from './api/player-bookings.api';
import { MY_BOOKINGS_PATH } from './paths';
import classes from './player-bookings.module.css';
import { BookDialog } from './components/book-court-dialog';
import { ClubCourtNotes, CourtFacts } from './components/court-facts';
import { TimeFirst } from './components/time-first';
import { LessonPicker } from './components/lesson-picker';
import { FollowToBook } from './components/follow-to-book';
import { MyCourtWaitlist } from './components/court-waitlist';
import { LotteryRequests } from './components/lottery-requests';

type PickedCourt = Pick<AvailabilityCourt, 'id' | 'name'>;

/** How many days ahead the date strip offers (the court group's own advance days still apply). */
const DAYS_AHEAD = 14;

/** /clubs/book?clubId=N&date=YYYY-MM-DD: a player picks a date, sees the free court times and books one. */
export default function BookCourtPage() {
  const [params, setParams] = useSearchParams();
  const clubId = parseClubId(params.get('clubId'));
  const club = useClub(clubId);
  const today = clubToday(club.data);
  const fmt = useClubFormat(club.data);
  const date = /^\d{4}-\d{2}-\d{2}$/.test(params.get('date') ?? '') ? params.get('date')! : today;
  const duration = [60, 90, 120].includes(Number(params.get('duration'))) ? Number(params.get('duration')) : 60;
  // Time first on a phone (issue 28); wider screens show every court's free times, and either may switch.
  const phone = useMediaQuery('(max-width: 48em)', window.matchMedia('(max-width: 48em)').matches);
  const view = ['grid', 'time', 'lesson', 'lottery'].includes(params.get('view') ?? '')
    ? params.get('view')!
    : phone
      ? 'time'
      : 'grid';
  const coachParam = Number(params.get('coach')) || null;
  const time = /^([01]\d|2[0-3]):[03]0$/.test(params.get('time') ?? '') ? params.get('time')! : '18:00';
  const availability = useAvailability(club.data && view === 'grid' ? clubId : null, date, duration);
  // The club's prime-time lottery (issue 29): its view is offered when the club runs one.
  const lottery = useLottery(clubId);
  const [picked, setPicked] = useState<{
    court: PickedCourt;
    slot: Pick<AvailabilitySlot, 'start' | 'end'>;
    coach?: LessonCoach;
  } | null>(null);
  usePageTitle('Book a court', club.data?.name);

  const set = (changes: Record<string, string>) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        for (const [k, v] of Object.entries(changes)) next.set(k, v);
        return next;
      },
      { replace: true },
    );

  const days = useMemo(() => Array.from({ length: DAYS_AHEAD }, (_, i) => addDays(today, i)), [today]);

  if (clubId === null || (club.error instanceof ApiError && club.error.status === 404)) {
    return (
      <MessageText kind="error" title="We couldn't find that club">
        Search for the club on the{' '}
        <Anchor component={Link} to="/clubs" inherit>
          Clubs page
        </Anchor>
        .
      </MessageText>
    );
  }

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={`/clubs/details?clubId=${clubId}`} size="sm" w="fit-content">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          {club.data?.name ?? 'Back to the club'}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={1} size="h2">
            Book a court
          </Title>
          <Text c="dimmed">
            {club.data ? (
              `${club.data.name} · times are the club's local time`
            ) : (
              <Skeleton h={16} w={220} component="span" display="inline-block" />
            )}
          </Text>
        </Stack>
        <Button
          component={Link}
          to={MY_BOOKINGS_PATH}
          variant="light"
          leftSection={<IconCalendarCheck size={16} aria-hidden />}
        >
          My bookings
        </Button>
      </Group>

      {club.data && <MyCourtWaitlist clubId={clubId} fmt={fmt} />}

      <Stack gap="xs">
        <Text fw={600} id="book-date-label">
          Date
        </Text>
        <SideScroller label="Dates">
          <Group gap={6} wrap="nowrap" role="group" aria-labelledby="book-date-label" pb={4}>
            {days.map((value) => {
              const active = value === date;
              const d = formatDateParts(value, fmt);
              return (
                // Named by what it shows ('Sun 6 Dec'): an aria-label spelling the day out would
                // not hold the visible words (axe's label-content-name-mismatch).
                <UnstyledButton
                  key={value}
                  className={classes.day}
                  data-active={active || undefined}
                  aria-pressed={active}
                  onClick={() => set({ date: value })}
                >
                  <Text size="xs" tt="uppercase" fw={600} c={active ? 'white' : 'dimmed'}>
                    {d.weekday}
                  </Text>
                  <Text size="lg" fw={700} lh={1.1}>
                    {d.day}
                  </Text>
                  <Text size="xs" c={active ? 'white' : 'dimmed'}>
                    {d.month}
                  </Text>
                </UnstyledButton>
              );
            })}
          </Group>
        </SideScroller>
        <Group gap="sm" align="center">
          <Text fw={600} id="book-length-label">
            Length
          </Text>
          <SegmentedControl
            aria-labelledby="book-length-label"
            value={String(duration)}
            onChange={(v) => set({ duration: v })}
            data={[
              { value: '60', label: '1 hour' },
              { value: '90', label: '1½ hours' },
              { value: '120', label: '2 hours' },
            ]}
          />
        </Group>
      </Stack>

      <SegmentedControl
        aria-label="Show"
        value={view}
        onChange={(v) => set({ view: v })}
        data={[
          { value: 'time', label: 'By time' },
          { value: 'grid', label: 'All courts' },
          { value: 'lesson', label: 'Lesson' },
          ...(lottery.data?.enabled || view === 'lottery' ? [{ value: 'lottery', label: 'Lottery' }] : []),
        ]}
        w="fit-content"
      />

      {view === 'lottery' && club.data ? (
        <LotteryRequests clubId={clubId} clubName={club.data.name} fmt={fmt} />
      ) : view === 'lesson' && club.data ? (
        <LessonPicker
          clubId={clubId}
          clubName={club.data.name}
          fmt={fmt}
          date={date}
          duration={duration}
          coachId={coachParam}
          time={params.get('time')}
          onChange={(changes) => set(changes as Record<string, string>)}
          onPick={(court, coach) => setPicked({ court, slot: court, coach })}
        />
      ) : view === 'time' ? (
        club.data ? (
          <TimeFirst
            clubId={clubId}
            clubName={club.data.name}
            fmt={fmt}
            date={date}
            time={time}
            duration={duration}
            onTime={(t) => set({ time: t })}
            onPick={(court) => setPicked({ court, slot: court })}
          />
        ) : (
          <Skeleton h={160} radius="md" />
        )
      ) : (
        <AvailabilityView
          clubId={clubId}
          fmt={fmt}
          clubName={club.data?.name ?? 'this club'}
          query={availability}
          onPick={(court, slot) => setPicked({ court, slot })}
          onLottery={() => set({ view: 'lottery' })}
        />
      )}

      {picked && club.data && (
        <BookDialog
          clubId={clubId}
          fmt={fmt}
          clubName={club.data.name}
          date={date}
          court={picked.court}
          slot={picked.slot}
          coach={picked.coach}
          onClose={() => setPicked(null)}
        />
      )}
    </Stack>
  );
}

function AvailabilityView({
  clubId,
  fmt,
  clubName,
  query,
  onPick,
  onLottery,
}: {
  clubId: number;
  fmt: ClubFormat;
  clubName: string;
  query: ReturnType<typeof useAvailability>;
  onPick: (court: AvailabilityCourt, slot: AvailabilitySlot) => void;
  /** Opens the Lottery view, where a time in the draw is asked for. */
  onLottery: () => void;
}) {
  if (query.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} role="status" aria-busy="true" aria-label="Loading the free times">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={160} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (query.error instanceof ApiError && query.error.status === 404) {
    return <FollowToBook clubName={clubName} clubId={clubId} />;
  }
  if (query.isError)
    return (
      <ErrorState
        title="We couldn't load the free times"
        error={query.error}
        onRetry={() => query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  const data: Availability = query.data;
  if (data.courts.length === 0) {
    return (
      <EmptyState
        title="No courts to book online"
        description={`${clubName} has no courts players can book online. Call the club to book.`}
      />
    );
  }
  const free = data.courts.some((c) => c.free.includes(true));
  return (
    <Stack gap="md" aria-busy={query.isFetching || undefined}>
      <Text size="sm" c="dimmed">
        You book as a {data.as === 'member' ? 'member' : 'non-member'}; prices are per court in{' '}
        {data.currency.toUpperCase()}.
      </Text>
      <ClubCourtNotes availability={data} />
      {!free && (
        <Alert color="yellow" variant="light" title="No free times on this date">
          {data.reasons.length ? data.reasons.join(' ') : 'Every court is taken or closed. Try another date or length.'}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {data.courts.map((court) => {
          const slots = courtSlots(data, court);
          const open = slots.filter((s) => s.free);
          // The club's prime time before its draw (issue 29): asked for in the lottery, not booked first come.
          const draw = slots.filter((s) => s.draw);
          return (
            <Card key={court.id} withBorder radius="md" padding="md" component="section" aria-label={court.name}>
              <Group justify="space-between" mb="sm" wrap="nowrap">
                <Stack gap={0}>
                  <Title order={2} size="h5">
                    {court.name}
                  </Title>
                  <Text size="xs" c="dimmed">
                    {data.groups[court.group].name}
                  </Text>
                </Stack>
                <Badge variant="light" color={open.length ? 'court' : draw.length ? 'grape' : 'gray'} tt="none">
                  {open.length ? `${open.length} free` : draw.length ? 'In the draw' : 'Full'}
                </Badge>
              </Group>
              <CourtFacts court={court} />
              {open.length ? (
                <Group gap={6}>
                  {open.map((slot) => (
                    <Button
                      key={slot.start}
                      size="compact-sm"
                      variant="default"
                      onClick={() => onPick(court, slot)}
                      aria-label={`Book ${court.name} ${slot.start} to ${slot.end}, ${formatAmount(slot.price, { ...fmt, currency: data.currency })}`}
                    >
                      {slot.start}
                    </Button>
                  ))}
                </Group>
              ) : (
                <Text size="sm" c="dimmed">
                  No free times.
                </Text>
              )}
              {draw.length > 0 && (
                <Stack gap={4} mt="sm">
                  <Text size="xs" c="dimmed">
                    In the draw: ask for these in the lottery; what nobody wins is first come after it.
                  </Text>
                  <Group gap={6}>
                    {draw.map((slot) => (
                      <Button
                        key={slot.start}
                        size="compact-sm"
                        variant="light"
                        color="grape"
                        onClick={onLottery}
                        aria-label={`${court.name} ${slot.start} to ${slot.end} is in the draw: ask for it in the lottery`}
                      >
                        {slot.start}
                      </Button>
                    ))}
                  </Group>
                </Stack>
              )}
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

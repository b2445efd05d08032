import { Alert, Button, Card, Group, NativeSelect, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { formatAmount, type ClubFormat, type FreeCourt } from '@rally/domain';
import { ErrorState } from '../../../components/data-states';
import { ApiError } from '../../../lib/api';
import { useFreeCourts } from '../api/player-bookings.api';
import { ClubCourtNotes, CourtFacts } from './court-facts';
import { FollowToBook } from './follow-to-book';
import { JoinCourtWaitlist } from './court-waitlist';

// Time first, then court (issue 28): on a phone a player picks a time and is offered the courts
// free then, the club's preferred first, or the nearest free times when none is. The server does
// the rules (GET /api/club/{id}/free_courts/); this lists its answer.

/** The times offered before the club's answer names its own: every half hour from 06:00 to 22:00. */
const FALLBACK_TIMES = Array.from(
  { length: 33 },
  (_, i) => `${String(6 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);

export function TimeFirst({
  clubId,
  clubName,
  fmt,
  date,
  time,
  duration,
  onTime,
  onPick,
}: {
  clubId: number;
  clubName: string;
  fmt: ClubFormat;
  date: string;
  time: string;
  duration: number;
  onTime: (time: string) => void;
  onPick: (court: FreeCourt) => void;
}) {
  const query = useFreeCourts(clubId, date, time, duration);
  const times = query.data?.times.length ? query.data.times : FALLBACK_TIMES;
  return (
    <Stack gap="md">
      <NativeSelect
        label="Time"
        leftSection={<IconClock size={16} aria-hidden />}
        value={time}
        onChange={(e) => onTime(e.currentTarget.value)}
        data={times.includes(time) ? times : [time, ...times]}
        maw={220}
      />
      <TimeFirstResults query={query} clubId={clubId} clubName={clubName} fmt={fmt} onTime={onTime} onPick={onPick} />
    </Stack>
  );
}

/** The courts free at the asked time, or the free times nearby. */
export function TimeFirstResults({
  query,
  clubId,
  clubName,
  fmt,
  onTime,
  onPick,
}: {
  query: ReturnType<typeof useFreeCourts>;
  clubId: number;
  clubName: string;
  fmt: ClubFormat;
  onTime: (time: string) => void;
  onPick: (court: FreeCourt) => void;
}) {
  if (query.isPending)
    return (
      <Stack role="status" aria-busy="true" aria-label="Loading the free courts">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={96} radius="md" />
        ))}
      </Stack>
    );
  if (query.error instanceof ApiError && query.error.status === 404)
    return <FollowToBook clubName={clubName} clubId={clubId} />;
  if (query.isError)
    return (
      <ErrorState
        title="We couldn't load the free courts"
        error={query.error}
        onRetry={() => query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  const data = query.data;
  const money = (amount: string) => formatAmount(amount, { ...fmt, currency: data.currency });
  return (
    <Stack gap="sm" aria-busy={query.isFetching || undefined}>
      <Text size="sm" c="dimmed">
        You book as a {data.as === 'member' ? 'member' : 'non-member'}; prices are per court in {data.currency}.
      </Text>
      <ClubCourtNotes availability={data} />
      {data.courts.length === 0 ? (
        <Alert color="yellow" variant="light" title={`No court is free at ${data.time}`}>
          <Stack gap="xs">
            <Text size="sm">{data.reasons.slice(1).join(' ') || 'Every court is taken or closed then.'}</Text>
            {data.nearby.length > 0 ? (
              <>
                <Text size="sm" fw={600}>
                  Free nearby:
                </Text>
                <Group gap={6}>
                  {data.nearby.map((n) => (
                    <Button key={n.time} size="compact-sm" variant="default" onClick={() => onTime(n.time)}>
                      {n.time} · {n.free === 1 ? '1 court' : `${n.free} courts`}
                    </Button>
                  ))}
                </Group>
              </>
            ) : (
              <Text size="sm">Nothing is free within an hour. Try another time or day.</Text>
            )}
            {data.waitlist && (
              <JoinCourtWaitlist clubId={clubId} date={data.date} time={data.time} duration={data.duration} />
            )}
          </Stack>
        </Alert>
      ) : (
        <>
          <Title order={2} size="h4">
            {data.courts.length === 1 ? '1 court' : `${data.courts.length} courts`} free at {data.time}
          </Title>
          {data.courts.map((court, index) => (
            <Card key={court.id} withBorder radius="md" padding="sm" component="section" aria-label={court.name}>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <Stack gap={0}>
                  <Text fw={700}>
                    {court.name}
                    {index === 0 && (
                      <Text span size="xs" c="court.8" fw={600}>
                        {' '}
                        · first choice
                      </Text>
                    )}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {court.group} · {court.start}–{court.end}
                  </Text>
                </Stack>
                <Button
                  size="sm"
                  onClick={() => onPick(court)}
                  aria-label={`Book ${court.name} ${court.start} to ${court.end}, ${money(court.price)}`}
                >
                  {money(court.price)}
                </Button>
              </Group>
              <CourtFacts court={court} />
            </Card>
          ))}
        </>
      )}
    </Stack>
  );
}

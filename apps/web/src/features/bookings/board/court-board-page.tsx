import { Alert, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { formatTime, zoneFormat, type CourtBoard, type CourtBoardBooking } from '@rally/domain';
import { failureText } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { useLiveCourtBoard, type LiveState } from '../api/court-board.api';
import classes from './court-board.module.css';

// The live court board (issue 29): the clubhouse screen opened by the club's secret link, no
// login. Each court's booking now and next and the free courts, read again within a second of any
// change (the board's event stream), reconnecting by itself. docs/court-board.md.

type BoardCourt = CourtBoard['courts'][number];
type Fmt = ReturnType<typeof zoneFormat>;

/** The wall clock of the club, ticking each 15 s (the board's own read gives the club's zone). */
function useNow() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 15_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function statusOf(court: BoardCourt): { label: string; color: string } {
  if (court.free) return { label: 'Free', color: '#1f6f36' };
  if (court.now?.checked_in === true) return { label: 'Checked in', color: 'dark.7' };
  if (court.now?.checked_in === false) return { label: 'Not checked in', color: '#9a3b00' };
  return { label: 'In use', color: 'dark.7' };
}

const nextLine = (next: CourtBoardBooking | null, fmt: Fmt) =>
  next ? `Next ${formatTime(next.start, fmt)}: ${next.name}` : 'Nothing more booked today';

function CourtCard({ court, fmt }: { court: BoardCourt; fmt: Fmt }) {
  const status = statusOf(court);
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      className={classes.court}
      data-free={court.free}
      data-testid="board-court"
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text className={classes.courtName}>{court.name}</Text>
          <Badge className={classes.status} color={status.color} variant="filled" radius="sm">
            {status.label}
          </Badge>
        </Group>
        {court.now ? (
          <Text className={classes.now}>
            {court.now.name}
            <Text span inherit fw={400}>
              {' '}
              until {formatTime(court.now.end, fmt)}
            </Text>
          </Text>
        ) : (
          <Text className={classes.now}>
            {court.free_until ? `Free until ${formatTime(court.free_until, fmt)}` : 'Free for the rest of the day'}
          </Text>
        )}
        {court.now || court.next ? (
          <Text className={classes.next} c="dark.6">
            {nextLine(court.next, fmt)}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

const liveText = (live: LiveState) => (live === true ? 'Live' : live === null ? 'Connecting…' : 'Reconnecting…');

export default function CourtBoardPage() {
  const { token = '' } = useParams();
  const board = useLiveCourtBoard(token);
  const now = useNow();
  usePageTitle('Court board', board.data?.club.name);

  if (board.live === 'gone' || (board.error && !board.data))
    return (
      <main className={classes.page}>
        <Alert color="red" title="This court board is not available" maw={720} mx="auto" mt="xl">
          {board.live === 'gone' || (board.error as { status?: number } | null)?.status === 404
            ? 'Its link has been replaced or turned off. Ask the club for the new link.'
            : failureText(board.error, 'The board could not be read. It will try again.')}
        </Alert>
      </main>
    );
  if (!board.data)
    return (
      <main className={classes.page} aria-busy="true">
        <Skeleton height={48} width="50%" mb="lg" />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {[1, 2, 3, 4, 5, 6].map((n) => (
            <Skeleton key={n} height={160} radius="md" />
          ))}
        </SimpleGrid>
      </main>
    );
  const { club, courts } = board.data;
  const fmt = zoneFormat(club.time_zone);
  const free = courts.filter((c) => c.free).length;
  return (
    <main className={classes.page}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
          <div>
            <Title order={1} className={classes.title}>
              {club.name}
            </Title>
            <Text className={classes.next} c="dark.6" aria-live="polite">
              {courts.length === 0
                ? 'No courts yet'
                : `${free} of ${courts.length} court${courts.length === 1 ? '' : 's'} free now`}
            </Text>
          </div>
          <Stack gap={0} align="flex-end">
            <Text className={classes.clock}>{formatTime(now, fmt)}</Text>
            <Badge variant="dot" size="lg" color={board.live === true ? 'green' : 'orange'} data-testid="board-live">
              {liveText(board.live)}
            </Badge>
          </Stack>
        </Group>
        {courts.length === 0 ? (
          <Alert color="gray">The club has no courts on its board yet.</Alert>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} spacing="md">
            {courts.map((court) => (
              <CourtCard key={court.id} court={court} fmt={fmt} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </main>
  );
}

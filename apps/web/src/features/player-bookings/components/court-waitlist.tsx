import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { formatDateRange, type ClubFormat, type CourtWaitlistEntry } from '@rally/domain';
import { confirmAction } from '../../../components/confirm-action';
import { notifyError, notifySuccess } from '../../../components/notify';
import {
  useClaimHeldCourt,
  useJoinCourtWaitlist,
  useLeaveCourtWaitlist,
  useMyCourtWaitlist,
} from '../api/player-bookings.api';

// The waiting list for courts on the booking page (issue 29, docs/court-waitlist.md): a court held
// for me (claim it, or let it go to the next player), my places in the line, and "Wait for a court"
// where nothing is free. The server holds, offers and refuses; this shows its answers.

/** 'Tue, 8 Dec 2026, 18:00–19:00' of club-local 'YYYY-MM-DDTHH:mm' times (the club's wall clock, shown as it is). */
const whenOf = (start: string, end: string, fmt: ClubFormat) =>
  formatDateRange(start, end, fmt, { weekday: true, time: true });

/** My entries at the club: held courts first, with Claim and Let go; nothing when I wait for nothing. */
export function MyCourtWaitlist({ clubId, fmt }: { clubId: number; fmt: ClubFormat }) {
  const query = useMyCourtWaitlist(clubId);
  const claim = useClaimHeldCourt(clubId);
  const leave = useLeaveCourtWaitlist(clubId);
  const entries = query.data ?? [];
  if (!entries.length) return null;
  const held = entries.filter((e) => e.offer);
  const waiting = entries.filter((e) => !e.offer);

  const onClaim = (entry: CourtWaitlistEntry) =>
    claim.mutate(entry.id, {
      onSuccess: (booking) =>
        notifySuccess(`Booked: ${booking.courts.join(', ')}, ${whenOf(booking.local_start, booking.local_end, fmt)}.`),
      onError: (error) => notifyError(error),
    });
  const onLeave = async (entry: CourtWaitlistEntry) => {
    const ok = await confirmAction({
      title: entry.offer ? 'Let this court go?' : 'Leave the waiting list?',
      message: entry.offer
        ? `${entry.offer.court_name} goes to the next player waiting. You will not be offered this time again.`
        : 'You lose your place in the line for this time.',
      confirmLabel: entry.offer ? 'Let it go' : 'Leave',
    });
    if (ok)
      leave.mutate(entry.id, {
        onSuccess: () => notifySuccess('Done: you are off the list for that time.'),
        onError: (error) => notifyError(error),
      });
  };

  return (
    <Stack gap="sm" component="section" aria-label="Waiting list">
      {held.map((entry) => (
        <Alert
          key={entry.id}
          color="court"
          variant="light"
          icon={<IconHourglass aria-hidden />}
          title="A court is held for you"
        >
          <Stack gap="xs">
            <Text size="sm">
              {entry.offer!.court_name}, {whenOf(entry.offer!.start, entry.offer!.end, fmt)}. Claim it by{' '}
              <Text span fw={700}>
                {entry.offer!.expires.slice(11)}
              </Text>{' '}
              or it goes to the next player waiting.
            </Text>
            <Group gap="xs">
              <Button
                size="sm"
                onClick={() => onClaim(entry)}
                loading={claim.isPending && claim.variables === entry.id}
              >
                Claim {entry.offer!.court_name}
              </Button>
              <Button size="sm" variant="default" onClick={() => onLeave(entry)}>
                Let it go
              </Button>
            </Group>
          </Stack>
        </Alert>
      ))}
      {waiting.length > 0 && (
        <Card withBorder radius="md" padding="sm">
          <Title order={2} size="h5" mb="xs">
            You are waiting for
          </Title>
          <Stack gap="xs">
            {waiting.map((entry) => (
              <Group key={entry.id} justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={0}>
                  <Text size="sm" fw={600}>
                    {whenOf(entry.start, entry.end, fmt)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {entry.court_name ?? 'Any court'} · {entry.duration} min
                  </Text>
                </Stack>
                <Group gap="xs" wrap="nowrap" ml="auto">
                  {entry.position !== null && (
                    <Badge variant="light" color="gray" tt="none">
                      {entry.position === 1 ? 'First in line' : `No. ${entry.position} in line`}
                    </Badge>
                  )}
                  <Button size="compact-sm" variant="subtle" color="gray" onClick={() => onLeave(entry)}>
                    Leave
                  </Button>
                </Group>
              </Group>
            ))}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}

/** "Wait for a court" at a time with no free court: queued for any court, for `duration` minutes from `time`. */
export function JoinCourtWaitlist({
  clubId,
  date,
  time,
  duration,
}: {
  clubId: number;
  date: string;
  time: string;
  duration: number;
}) {
  const join = useJoinCourtWaitlist(clubId);
  const [h, m] = time.split(':').map(Number);
  const endMinutes = h * 60 + m + duration;
  const end = `${String(Math.floor(endMinutes / 60)).padStart(2, '0')}:${String(endMinutes % 60).padStart(2, '0')}`;
  if (endMinutes > 24 * 60) return null;
  return (
    <Button
      size="sm"
      variant="light"
      leftSection={<IconHourglass size={16} aria-hidden />}
      loading={join.isPending}
      onClick={() =>
        join.mutate(
          { start: `${date}T${time}`, end: `${date}T${end}`, duration },
          {
            onSuccess: (entry) =>
              notifySuccess(
                `You are on the waiting list (${entry.position === 1 ? 'first' : `no. ${entry.position}`} in line). We hold a court for you if one frees.`,
              ),
            onError: (error) => notifyError(error),
          },
        )
      }
    >
      Wait for a court at {time}
    </Button>
  );
}

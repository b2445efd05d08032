import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { EVENT_WAITLIST_OFFER_HOURS, type ZoneFormat } from '@rally/domain';
import { notifyError, notifySuccess } from '../../../components/notify';
import { type EventDetail } from '../api/events.api';
import { useJoinWaitlist, type useMyWaitlist } from '../api/participants.api';
import { sessionText } from '../clinic-format';

type Session = EventDetail['session_set'][number];
type Entries = Map<number, NonNullable<ReturnType<typeof useMyWaitlist>['data']>[number]>;

/**
 * The sessions still to come that have no place for the player (their own offer is a place), and
 * whether that makes the clinic full for them: one full session when it is joined whole, all of
 * them otherwise (as the list's `full`).
 */
export function fullnessOf(event: Pick<EventDetail, 'can_join_single_session'>, open: Session[], waiting: Entries) {
  const full = open.filter((s) => s.places_left === 0 && waiting.get(s.id)?.status !== 'O');
  const isFull = open.length > 0 && (event.can_join_single_session ? full.length === open.length : full.length > 0);
  return { full, isFull };
}

/**
 * A full clinic (issue 27): the waiting list first, before any price, terms or payment. Joining it
 * puts the player on the list of each full session; a freed place is held for them for a day and
 * they pay only when they take it.
 */
export function FullClinic({
  clubId,
  full,
  waiting,
  fmt,
  wholeOnly,
  onClose,
}: {
  clubId: number;
  full: Session[];
  waiting: Entries;
  fmt: ZoneFormat;
  wholeOnly: boolean;
  onClose: () => void;
}) {
  const queue = useJoinWaitlist(clubId);
  const toJoin = full.filter((s) => !waiting.has(s.id));
  const joinAll = async () => {
    try {
      const entries = [];
      for (const s of toJoin) entries.push(await queue.mutateAsync(s.id));
      const first = entries[0];
      notifySuccess(
        entries.length === 1 && first
          ? `You're number ${first.position} on the waiting list`
          : `You're on the waiting list of ${entries.length} sessions`,
      );
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Stack gap="sm">
      <Alert color="orange" title="This clinic is full">
        {wholeOnly
          ? `It is joined as a whole, and ${full.length === 1 ? 'a session has' : `${full.length} sessions have`} no place left.`
          : 'Every session still to come is full.'}{' '}
        Join the waiting list: when a place frees up it is held for you for {EVENT_WAITLIST_OFFER_HOURS} hours and you
        are e-mailed. You agree to the terms and pay only when you take it.
      </Alert>
      <Stack gap={6} role="list" aria-label="Full sessions">
        {full.map((s) => {
          const entry = waiting.get(s.id);
          return (
            <Group key={s.id} justify="space-between" gap="xs" wrap="nowrap" role="listitem">
              <Text size="sm">{sessionText(s.start, s.end, fmt)}</Text>
              {entry && (
                <Badge c="dark.7" variant="light" color="gray" tt="none" style={{ flexShrink: 0 }}>
                  Waiting list #{entry.position}
                </Badge>
              )}
            </Group>
          );
        })}
      </Stack>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {toJoin.length ? 'Cancel' : 'Close'}
        </Button>
        {toJoin.length > 0 && (
          <Button onClick={joinAll} loading={queue.isPending}>
            Join the waiting list
          </Button>
        )}
      </Group>
    </Stack>
  );
}

import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatAmount, formatDateTime, type ClubFormat } from '@rally/domain';
import { ErrorState } from '../../../components/data-states';
import { confirmAction } from '../../../components/confirm-action';
import { notifyError, notifySuccess } from '../../../components/notify';
import { playerFormat } from '../../../lib/format';
import { useClubLocale } from '../../../lib/player-format';
import { type MyParticipation, type WaitlistEntry } from '../api/events.api';
import {
  useAddSessions,
  useLeaveWaitlist,
  useMyParticipations,
  useMyWaitlist,
  usePayParticipant,
  useWithdraw,
  withdrawCheck,
} from '../api/participants.api';
import { sessionText } from '../clinic-format';
import { AddToCalendar } from './add-to-calendar';
import { confirmCard } from './join-dialog';

// The player's own clinics at a club (spec 3 §4): their places with paying, adding sessions and
// withdrawing, and their waiting lists.

const paymentBadge = (p: MyParticipation, fmt: ClubFormat) =>
  p.payment_status === 'U'
    ? { color: 'orange', text: `To pay: ${formatAmount(p.price, fmt)}` }
    : p.payment_status === 'P'
      ? { color: 'green', text: `Paid ${formatAmount(p.price, fmt)}` }
      : { color: 'gray', text: 'Nothing to pay' };

export function MyClinics({ clubId, mine }: { clubId: number; mine: ReturnType<typeof useMyParticipations> }) {
  const withdraw = useWithdraw(clubId);
  // The club's locale (Club Settings) for every date and amount of its clinics.
  const locale = useClubLocale(clubId);
  const pay = usePayParticipant(clubId);
  if (mine.isPending) return <Skeleton h={80} radius="md" />;
  if (mine.isError)
    return (
      <ErrorState
        title="We couldn't load your clinics"
        error={mine.error}
        onRetry={() => mine.refetch()}
        isRetrying={mine.isFetching}
      />
    );
  if (!mine.data.length) return null;
  const leave = async (p: MyParticipation, session: MyParticipation['sessions'][number]) => {
    const fmt = playerFormat(p.currency, locale);
    const when = sessionText(session.start, session.end, fmt);
    let outcome: string;
    try {
      // What withdrawing gives back (the terms and the rate of the place), before confirming.
      outcome = (await withdrawCheck(p.id, [session.id])).outcome;
    } catch (error) {
      notifyError(error);
      return;
    }
    if (
      !(await confirmAction({
        title: `Withdraw from ${p.event_name}?`,
        message: `You leave the session on ${when}. ${outcome}`,
        confirmLabel: 'Withdraw',
        cancelLabel: 'Stay in',
      }))
    )
      return;
    try {
      const answer = await withdraw.mutateAsync({ id: p.id, session_set: [session.id] });
      notifySuccess(
        Number(answer.refund) > 0
          ? `Withdrawn: ${formatAmount(answer.refund, fmt)} refunded to your card`
          : Number(answer.credit) > 0
            ? `Withdrawn: ${formatAmount(answer.credit, fmt)} kept as club credit`
            : answer.refund_text
              ? `Withdrawn. ${answer.refund_text}`
              : 'Withdrawn',
      );
    } catch (error) {
      notifyError(error);
    }
  };
  const payNow = async (p: MyParticipation, fmt: ClubFormat) => {
    try {
      const answer = await pay.mutateAsync({ id: p.id, confirm: confirmCard(formatAmount(p.price, fmt)) });
      if (answer.transaction?.status === 'P') notifySuccess(`Paid ${formatAmount(p.price, fmt)}`);
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Stack gap="sm" component="section" aria-label="Your clinics">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h4">
          Your clinics
        </Title>
        <AddToCalendar />
      </Group>
      {mine.data.map((p) => {
        const fmt = playerFormat(p.currency, locale);
        const badge = paymentBadge(p, fmt);
        return (
          <Paper key={p.id} withBorder radius="md" p="md">
            <Group justify="space-between" mb={6} gap="xs">
              <Text fw={600}>{p.event_name}</Text>
              <Group gap="xs">
                <Badge c="dark.7" variant="light" tt="none" color={badge.color}>
                  {badge.text}
                </Badge>
                {p.payment_status === 'U' && p.event_status !== 'C' && (
                  <Button size="xs" onClick={() => payNow(p, fmt)} loading={pay.isPending}>
                    Pay by card
                  </Button>
                )}
              </Group>
            </Group>
            <Stack gap={4}>
              {p.sessions.map((s) => (
                <Group key={s.id} justify="space-between" wrap="nowrap" gap="xs">
                  <Text
                    size="sm"
                    style={{ flex: 1, minWidth: 0 }}
                    c={s.status === 'X' || s.cancelled ? 'dimmed' : undefined}
                    td={s.status === 'X' && !s.cancelled ? 'line-through' : undefined}
                  >
                    {sessionText(s.start, s.end, fmt)}
                    {s.cancelled ? ' (cancelled by the club)' : s.status === 'X' ? ' (withdrawn)' : ''}
                  </Text>
                  {s.status === 'J' && !s.cancelled && new Date(s.start) > new Date() && (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      style={{ flexShrink: 0 }}
                      onClick={() => leave(p, s)}
                      aria-label={`Withdraw from ${sessionText(s.start, s.end, fmt)}`}
                    >
                      Withdraw
                    </Button>
                  )}
                </Group>
              ))}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}

/** The player's waiting lists: their place in the queue, or a place held for them with its time limit. */
export function MyWaitingLists({
  clubId,
  mine,
  onJoin,
}: {
  clubId: number;
  mine: MyParticipation[];
  onJoin: (event: number) => void;
}) {
  const list = useMyWaitlist(clubId);
  const fmt = playerFormat(undefined, useClubLocale(clubId));
  const leave = useLeaveWaitlist(clubId);
  const add = useAddSessions(clubId);
  if (!list.data?.length) return null;
  const take = async (w: WaitlistEntry) => {
    const participation = mine.find((p) => p.event === w.event);
    if (!participation) return onJoin(w.event);
    try {
      await add.mutateAsync({ id: participation.id, session_set: [w.session] });
      notifySuccess('The place is yours');
    } catch (error) {
      notifyError(error);
    }
  };
  const quit = async (w: WaitlistEntry) => {
    if (
      !(await confirmAction({
        title: 'Leave the waiting list?',
        message:
          w.status === 'O'
            ? 'The place held for you goes to the next player waiting.'
            : 'You lose your place in the queue.',
        confirmLabel: 'Leave',
        cancelLabel: 'Stay',
      }))
    )
      return;
    try {
      await leave.mutateAsync(w.id);
      notifySuccess('You left the waiting list');
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Stack gap="sm" component="section" aria-label="Your waiting lists">
      <Title order={2} size="h4">
        Waiting lists
      </Title>
      {list.data.map((w) => (
        <Paper key={w.id} withBorder radius="md" p="md">
          <Group justify="space-between" gap="xs">
            <div>
              <Text fw={600}>{w.event_name}</Text>
              <Text size="sm">{w.start && w.end ? sessionText(w.start, w.end, fmt) : ''}</Text>
              <Text size="sm" c={w.status === 'O' ? 'green.9' : 'dimmed'}>
                {w.status === 'O'
                  ? `A place is free for you until ${w.offer_expires ? formatDateTime(w.offer_expires, fmt, { weekday: true }) : 'soon'}`
                  : `Number ${w.position} on the waiting list`}
              </Text>
            </div>
            <Group gap="xs">
              {w.status === 'O' && (
                <Button size="xs" onClick={() => take(w)} loading={add.isPending}>
                  Take the place
                </Button>
              )}
              <Button size="xs" variant="subtle" color="red" onClick={() => quit(w)}>
                Leave
              </Button>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Checkbox,
  Group,
  Paper,
  Radio,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { cardBrandLabels, formatAmount, formatDateTime, type ClubFormat } from '@rally/domain';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorState } from '../../components/data-states';
import { EmptyState } from '../../components/empty-state';
import { confirmAction } from '../../components/confirm-action';
import { notifyError, notifySuccess } from '../../components/notify';
import { PopupModal } from '../../components/popup-modal';
import { failureText } from '../../lib/api';
import { parseClubId, useClub } from '../../lib/dashboard';
import { playerFormat } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import {
  usePriceCheck,
  settleCardPayment,
  useAddSessions,
  useEvent,
  useEvents,
  useJoinEvent,
  useJoinWaitlist,
  useLeaveWaitlist,
  useMyCards,
  useEventTerms,
  useMyParticipations,
  useMyWaitlist,
  usePayParticipant,
  useWithdraw,
  withdrawCheck,
  type EventSummary,
  type JoinPriceAnswer,
  type MyParticipation,
  type PaymentAnswer,
  type WaitlistEntry,
} from './api/events.api';
import { dayText, limitsText, money, sessionText, typeLabel } from './clinic-format';
import { AddToCalendar } from './components/add-to-calendar';
import { ClinicTerms } from './components/clinic-terms';
import { CoachedClinics } from './components/coached-clinics';

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
              <ClinicCard key={e.id} event={e} joined={joinedIds.has(e.id)} onJoin={() => setJoining(e.id)} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <JoinDialog clubId={clubId} id={joining} onClose={() => setJoining(null)} />
    </Stack>
  );
}

/** The price line of a card: whole clinic, and one session when single sessions may be joined. */
function priceText(e: EventSummary) {
  const fmt = playerFormat(e.currency_code);
  const whole = `Members ${money(e.member_price, fmt)}${e.allow_nonmember ? ` · Non-members ${money(e.nonmember_price, fmt)}` : ' · Members only'}`;
  return e.can_join_single_session && e.member_session_price !== null
    ? `${whole} · One session from ${money(e.member_session_price, fmt)}`
    : whole;
}

function ClinicCard({ event: e, joined, onJoin }: { event: EventSummary; joined: boolean; onJoin: () => void }) {
  const refusals = e.join_refusals ?? [];
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
            color={e.display_status === 'Published|Live' ? 'green' : 'blue'}
            style={{ flexShrink: 0 }}
          >
            {e.display_status === 'Published|Live' ? 'Running now' : typeLabel(e.ttype)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {e.desc}
        </Text>
        <Text size="sm">
          {e.sessions_count} sessions{e.start_date ? ` from ${dayText(e.start_date, playerFormat())}` : ''}
          {e.def_start_time ? ` at ${e.def_start_time.slice(0, 5)}` : ''}
        </Text>
        {limitsText(e) && <Text size="sm">For: {limitsText(e)}</Text>}
        <Text size="sm">{priceText(e)}</Text>
        {!joined && refusals.length > 0 && (
          <Text size="sm" c="red.8" id={`cannot-join-${e.id}`}>
            You can't join: {refusals.join(' ')}
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
              aria-describedby={refusals.length ? `cannot-join-${e.id}` : undefined}
            >
              Join
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** The refunds the joiner's rate does not give (docs/clinics.md "Refunds"). */
const noRefundText = (p: JoinPriceAnswer) =>
  !p.refund && !p.refund_club_cancel
    ? 'Your rate gives no refund, whether you withdraw or the club cancels.'
    : !p.refund
      ? 'Your rate gives no refund if you withdraw.'
      : 'Your rate gives no refund if the club cancels a session.';

/** The cardholder's confirmation a card may ask for (status A): the simulated bank's question. */
const confirmCard = (amount: string) => () =>
  confirmAction({
    title: 'Confirm this payment',
    message: `Your bank asks you to confirm the payment of ${amount}.`,
    confirmLabel: 'Confirm payment',
    cancelLabel: 'Cancel payment',
    danger: false,
  });

/** Join: the whole clinic or chosen sessions, the price before paying, the card it is paid with, the terms to agree to. */
function JoinDialog({ clubId, id, onClose }: { clubId: number; id: number | null; onClose: () => void }) {
  const event = useEvent(id);
  const terms = useEventTerms(id);
  const join = useJoinEvent(clubId);
  const cards = useMyCards(id !== null);
  const waitlist = useMyWaitlist(clubId);
  const queue = useJoinWaitlist(clubId);
  const waiting = new Map((waitlist.data ?? []).map((w) => [w.session, w]));
  const joinQueue = async (session: number) => {
    try {
      const entry = await queue.mutateAsync(session);
      notifySuccess(`You're number ${entry.position} on the waiting list`);
    } catch (error) {
      notifyError(error);
    }
  };
  const [mode, setMode] = useState<'all' | 'some'>('all');
  const [chosen, setChosen] = useState<string[]>([]);
  const [agreed, setAgreed] = useState(false);
  const [joined, setJoined] = useState<{ price: string; currency: string; payment: PaymentAnswer } | null>(null);
  const [paying, setPaying] = useState(false);
  useEffect(() => {
    if (id !== null) {
      setMode('all');
      setChosen([]);
      setAgreed(false);
      setJoined(null);
    }
  }, [id]);
  const sessionSet = mode === 'all' ? [] : chosen.map(Number);
  const price = usePriceCheck(id, sessionSet, mode === 'all' || chosen.length > 0);
  const e = event.data;
  const open = (e?.session_set ?? []).filter((s) => !s.cancelled && new Date(s.start) > new Date());
  const card = cards.data?.cards.find((c) => c.is_default) ?? cards.data?.cards[0];
  const cardText = card ? `${cardBrandLabels[card.card_type] ?? 'Card'} •••• ${card.last4}` : null;
  const toPay = price.data && Number(price.data.price) > 0;
  // A club without terms asks for no agreement.
  const mustAgree = terms.data !== null;
  const fmt = playerFormat(price.data?.currency ?? e?.currency_code);
  const amount = price.data ? formatAmount(price.data.price, fmt) : '';
  const submit = async () => {
    setPaying(true);
    try {
      const answer = await join.mutateAsync({
        id: id!,
        session_set: sessionSet,
        agreed_terms: agreed,
        ...(toPay ? { payment_method: 'C' as const } : {}),
      });
      const payment = toPay ? await settleCardPayment(answer.id, answer, confirmCard(amount)) : answer;
      setJoined({ price: answer.price, currency: e!.currency_code, payment });
      notifySuccess(`You joined ${e!.name}`);
    } catch (error) {
      notifyError(error);
    } finally {
      setPaying(false);
    }
  };
  const paid = joined?.payment.transaction?.status === 'P';

  return (
    <PopupModal
      opened={id !== null}
      onClose={onClose}
      size="lg"
      title={<Text fw={700}>{e ? `Join ${e.name}` : 'Join'}</Text>}
    >
      {event.isPending ? (
        <Skeleton h={200} />
      ) : event.isError ? (
        <ErrorState title="We couldn't load this clinic" error={event.error} onRetry={() => event.refetch()} />
      ) : joined ? (
        <Stack gap="sm">
          <Alert color={paid || Number(joined.price) === 0 ? 'green' : 'orange'} title="You're in">
            {Number(joined.price) === 0
              ? 'Nothing to pay.'
              : paid
                ? `Paid ${formatAmount(joined.price, playerFormat(joined.currency))}${joined.payment.transaction?.card_last4 ? ` by card •••• ${joined.payment.transaction.card_last4}` : ''}.`
                : `${formatAmount(joined.price, playerFormat(joined.currency))} to pay: the payment did not go through. Pay from Your clinics.`}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {e!.desc}
          </Text>
          {e!.can_join_single_session && (
            <Radio.Group
              label="What would you like to join?"
              value={mode}
              onChange={(v) => setMode(v as 'all' | 'some')}
            >
              <Group mt={4}>
                <Radio value="all" label={`The whole clinic (${open.length} sessions)`} />
                <Radio value="some" label="Chosen sessions" />
              </Group>
            </Radio.Group>
          )}
          {mode === 'some' ? (
            <Checkbox.Group label="Sessions" value={chosen} onChange={setChosen}>
              <Box
                role="region"
                aria-label="Sessions to choose"
                tabIndex={0}
                mah={260}
                style={{ overflowY: 'auto' }}
                mt={4}
              >
                <Stack gap={6} py={2}>
                  {open.map((s) => {
                    const entry = waiting.get(s.id);
                    const full = s.places_left === 0 && entry?.status !== 'O';
                    return (
                      <Group key={s.id} justify="space-between" gap="xs" wrap="nowrap">
                        <Checkbox
                          value={String(s.id)}
                          disabled={full}
                          label={`${sessionText(s.start, s.end, fmt)}${full ? ' · full' : entry?.status === 'O' ? ' · held for you' : s.places_left !== null ? ` · ${s.places_left} place${s.places_left === 1 ? '' : 's'} left` : ''}`}
                        />
                        {full &&
                          (entry ? (
                            <Badge c="dark.7" variant="light" color="gray" tt="none" style={{ flexShrink: 0 }}>
                              Waiting list #{entry.position}
                            </Badge>
                          ) : (
                            <Button
                              size="compact-xs"
                              variant="light"
                              onClick={() => joinQueue(s.id)}
                              loading={queue.isPending}
                              aria-label={`Join the waiting list for ${sessionText(s.start, s.end, fmt)}`}
                              style={{ flexShrink: 0 }}
                            >
                              Waiting list
                            </Button>
                          ))}
                      </Group>
                    );
                  })}
                </Stack>
              </Box>
            </Checkbox.Group>
          ) : (
            <Text size="sm">
              {open
                .slice(0, 3)
                .map((s) => sessionText(s.start, s.end, fmt))
                .join('; ')}
              {open.length > 3 ? `; and ${open.length - 3} more` : ''}
            </Text>
          )}
          <Paper withBorder p="sm" radius="md" aria-live="polite">
            {price.isFetching ? (
              <Text size="sm">Checking the price…</Text>
            ) : price.isError ? (
              <Text size="sm" c="red.8">
                {failureText(price.error)}
              </Text>
            ) : price.data ? (
              <Stack gap={4}>
                <Text fw={600}>
                  Price: {amount} {price.data.member ? '(member price)' : '(non-member price)'}
                </Text>
                {toPay && (!price.data.refund || !price.data.refund_club_cancel) && (
                  <Text size="sm" fw={500}>
                    {noRefundText(price.data)}
                  </Text>
                )}
                {toPay &&
                  (cardText ? (
                    <Group gap={6}>
                      <IconCreditCard size={16} aria-hidden />
                      <Text size="sm">Paid now with your {cardText}</Text>
                    </Group>
                  ) : cards.isPending ? null : (
                    <Text size="sm" c="red.8">
                      No card on file:{' '}
                      <Anchor component={Link} to="/payments" size="sm">
                        add a card on your Payments page
                      </Anchor>{' '}
                      first.
                    </Text>
                  ))}
              </Stack>
            ) : (
              <Text size="sm" c="dimmed">
                Choose sessions to see the price.
              </Text>
            )}
          </Paper>
          <ClinicTerms terms={terms} agreed={agreed} onAgree={setAgreed} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              onClick={submit}
              loading={paying}
              disabled={
                !price.data || terms.isPending || terms.isError || (mustAgree && !agreed) || Boolean(toPay && !cardText)
              }
            >
              {toPay ? `Join and pay ${amount}` : 'Join'}
            </Button>
          </Group>
        </Stack>
      )}
    </PopupModal>
  );
}

const paymentBadge = (p: MyParticipation, fmt: ClubFormat) =>
  p.payment_status === 'U'
    ? { color: 'orange', text: `To pay: ${formatAmount(p.price, fmt)}` }
    : p.payment_status === 'P'
      ? { color: 'green', text: `Paid ${formatAmount(p.price, fmt)}` }
      : { color: 'gray', text: 'Nothing to pay' };

function MyClinics({ clubId, mine }: { clubId: number; mine: ReturnType<typeof useMyParticipations> }) {
  const withdraw = useWithdraw(clubId);
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
    const fmt = playerFormat(p.currency);
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
        const fmt = playerFormat(p.currency);
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
function MyWaitingLists({
  clubId,
  mine,
  onJoin,
}: {
  clubId: number;
  mine: MyParticipation[];
  onJoin: (event: number) => void;
}) {
  const list = useMyWaitlist(clubId);
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
              <Text size="sm">{w.start && w.end ? sessionText(w.start, w.end, playerFormat()) : ''}</Text>
              <Text size="sm" c={w.status === 'O' ? 'green.9' : 'dimmed'}>
                {w.status === 'O'
                  ? `A place is free for you until ${w.offer_expires ? formatDateTime(w.offer_expires, playerFormat(), { weekday: true }) : 'soon'}`
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

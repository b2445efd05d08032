import { Alert, Anchor, Badge, Box, Button, Checkbox, Group, Paper, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { cardBrandLabels, formatAmount } from '@rally/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/data-states';
import { confirmAction } from '../../../components/confirm-action';
import { notifyError, notifySuccess } from '../../../components/notify';
import { PopupModal } from '../../../components/popup-modal';
import { HouseholdSelect } from '../../../components/household-select';
import { PayWithCredit, type PayMethod } from '../../../components/pay-with-credit';
import { failureText } from '../../../lib/api';
import { playerFormat } from '../../../lib/format';
import { useClubLocale } from '../../../lib/player-format';
import { useEvent, useEventTerms, type JoinPriceAnswer } from '../api/events.api';
import {
  usePriceCheck,
  settleCardPayment,
  useJoinEvent,
  useJoinWaitlist,
  useMyCards,
  useMyWaitlist,
  type PaymentAnswer,
} from '../api/participants.api';
import { sessionText } from '../clinic-format';
import { ClinicTerms } from './clinic-terms';
import { FullClinic, fullnessOf } from './full-clinic';

// The player's join dialog (spec 3 §4; docs/clinics.md "Joining and prices", "Paying"): the
// whole clinic or chosen sessions, the price first, the card it is paid with, the terms.

/** The refunds the joiner's rate does not give (docs/clinics.md "Refunds"). */
const noRefundText = (p: JoinPriceAnswer) =>
  !p.refund && !p.refund_club_cancel
    ? 'Your rate gives no refund, whether you withdraw or the club cancels.'
    : !p.refund
      ? 'Your rate gives no refund if you withdraw.'
      : 'Your rate gives no refund if the club cancels a session.';

/** The cardholder's confirmation a card may ask for (status A): the simulated bank's question. */
export const confirmCard = (amount: string) => () =>
  confirmAction({
    title: 'Confirm this payment',
    message: `Your bank asks you to confirm the payment of ${amount}.`,
    confirmLabel: 'Confirm payment',
    cancelLabel: 'Cancel payment',
    danger: false,
  });

/** Join: the whole clinic or chosen sessions, the price before paying, the card it is paid with, the terms to agree to. */
export function JoinDialog({ clubId, id, onClose }: { clubId: number; id: number | null; onClose: () => void }) {
  const event = useEvent(id);
  const terms = useEventTerms(id);
  const join = useJoinEvent(clubId);
  // Its prices and sessions in the club's locale (Club Settings).
  const locale = useClubLocale(clubId);
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
  // A junior of the player's household joins, the player paying (issue 30).
  const [junior, setJunior] = useState<number | null>(null);
  const [joined, setJoined] = useState<{ price: string; currency: string; payment: PaymentAnswer } | null>(null);
  const [paying, setPaying] = useState(false);
  // Issue 30: by card, or from my account credit at the club when it covers the price.
  const [method, setMethod] = useState<PayMethod>('C');
  useEffect(() => {
    if (id !== null) {
      setMethod('C');
      setMode('all');
      setChosen([]);
      setAgreed(false);
      setJoined(null);
    }
  }, [id]);
  const sessionSet = mode === 'all' ? [] : chosen.map(Number);
  const e = event.data;
  const open = (e?.session_set ?? []).filter((s) => !s.cancelled && new Date(s.start) > new Date());
  const isFull = e ? fullnessOf(e, open, waiting).isFull : false;
  const price = usePriceCheck(id, sessionSet, !isFull && (mode === 'all' || chosen.length > 0), junior);
  const card = cards.data?.cards.find((c) => c.is_default) ?? cards.data?.cards[0];
  const fullness = e ? fullnessOf(e, open, waiting) : { full: [], isFull: false };
  const cardText = card ? `${cardBrandLabels[card.card_type] ?? 'Card'} •••• ${card.last4}` : null;
  const toPay = price.data && Number(price.data.price) > 0;
  // A club without terms asks for no agreement.
  const mustAgree = terms.data !== null;
  const fmt = playerFormat(price.data?.currency ?? e?.currency_code, locale);
  const amount = price.data ? formatAmount(price.data.price, fmt) : '';
  const submit = async () => {
    setPaying(true);
    try {
      const answer = await join.mutateAsync({
        id: id!,
        session_set: sessionSet,
        agreed_terms: agreed,
        player: junior,
        ...(toPay ? { payment_method: method } : {}),
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
      ) : fullness.isFull && !joined ? (
        // Full: the waiting list first, before any price, terms or payment (issue 27).
        <FullClinic
          clubId={clubId}
          full={fullness.full}
          waiting={waiting}
          fmt={fmt}
          wholeOnly={!e!.can_join_single_session}
          onClose={onClose}
        />
      ) : joined ? (
        <Stack gap="sm">
          <Alert color={paid || Number(joined.price) === 0 ? 'green' : 'orange'} title="You're in">
            {Number(joined.price) === 0
              ? 'Nothing to pay.'
              : paid
                ? `Paid ${formatAmount(joined.price, playerFormat(joined.currency, locale))}${joined.payment.transaction?.payment_method === 'A' ? ' from your account credit' : joined.payment.transaction?.card_last4 ? ` by card •••• ${joined.payment.transaction.card_last4}` : ''}.`
                : `${formatAmount(joined.price, playerFormat(joined.currency, locale))} to pay: the payment did not go through. Pay from Your clinics.`}
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
          <HouseholdSelect label="Who joins" value={junior} onChange={setJunior} />
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
                {toPay && (
                  <PayWithCredit
                    clubId={clubId}
                    amount={price.data.price}
                    fmt={fmt}
                    value={method}
                    onChange={setMethod}
                    cardLabel={cardText ?? 'Card'}
                  />
                )}
                {toPay &&
                  method === 'C' &&
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
                !price.data ||
                terms.isPending ||
                terms.isError ||
                (mustAgree && !agreed) ||
                Boolean(toPay && method === 'C' && !cardText)
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

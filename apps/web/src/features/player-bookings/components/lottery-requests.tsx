import { Alert, Badge, Button, Card, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import {
  formatDate,
  formatDateTime,
  formatTime,
  type ClubFormat,
  type LotterySlotView,
  type LotteryView,
  type MyLotteryRequest,
} from '@rally/domain';
import { confirmAction } from '../../../components/confirm-action';
import { ErrorState } from '../../../components/data-states';
import { EmptyState } from '../../../components/empty-state';
import { notifyError, notifySuccess } from '../../../components/notify';
import { ApiError } from '../../../lib/api';
import { useAskLottery, useLottery, useWithdrawLottery } from '../api/player-bookings.api';
import { FollowToBook } from './follow-to-book';

// The release lottery, the player's side (issue 29): the club's prime time is drawn, not first
// come. While requests are open the player names up to three slots in order; after the draw they
// see what they won. When they asked plays no part, and the page says so.

const slotText = (s: LotterySlotView) => `${s.court_name} · ${s.start}–${s.end}`;
const keyOf = (s: Pick<LotterySlotView, 'court' | 'start'>) => `${s.court}@${s.start}`;
const dayOf = (date: string, fmt: ClubFormat) => formatDate(`${date}T12:00:00Z`, fmt, { weekday: true });

export function LotteryRequests({ clubId, clubName, fmt }: { clubId: number; clubName: string; fmt: ClubFormat }) {
  const query = useLottery(clubId);
  if (query.isPending) return <Skeleton h={220} radius="md" role="status" aria-label="Loading the lottery" />;
  if (query.error instanceof ApiError && query.error.status === 404)
    return <FollowToBook clubName={clubName} clubId={clubId} />;
  if (query.isError)
    return (
      <ErrorState
        title="We couldn't load the lottery"
        error={query.error}
        onRetry={() => query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  const data = query.data;
  if (!data.enabled || !data.date)
    return (
      <EmptyState
        title="No lottery at this club"
        description={`${clubName} gives every court out first come: book it under By time.`}
      />
    );
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2} size="h4">
          Prime time on {dayOf(data.date, fmt)}
        </Title>
        <Text size="sm" c="dimmed">
          {data.open
            ? `Requests are open until ${formatTime(data.closes_at!, fmt)}. When you ask makes no difference: the draw is at random and favours players who lost recent draws.`
            : `Requests open ${formatDateTime(data.opens_at!, fmt, { weekday: true })} and close at ${formatTime(data.closes_at!, fmt)}. What nobody wins can be booked after the draw.`}
        </Text>
      </Stack>
      {data.open && <AskForm clubId={clubId} data={data} />}
      <MyRequests clubId={clubId} fmt={fmt} requests={data.requests} />
    </Stack>
  );
}

function AskForm({ clubId, data }: { clubId: number; data: LotteryView }) {
  const ask = useAskLottery(clubId);
  const [choices, setChoices] = useState<(string | null)[]>([null]);
  const sent = data.requests.filter((r) => r.date === data.date).length;
  const options = data.slots.map((s) => ({ value: keyOf(s), label: slotText(s) }));
  if (sent >= data.max_requests)
    return (
      <Alert color="court" variant="light" title="Your requests are in">
        You have sent {data.max_requests} requests for this draw, the most one player may.
      </Alert>
    );
  const picked = choices.filter((c): c is string => Boolean(c));
  const submit = async () => {
    try {
      await ask.mutateAsync({
        date: data.date!,
        choices: picked.map((k) => ({ court: Number(k.split('@')[0]), start: k.split('@')[1] })),
      });
      setChoices([null]);
      notifySuccess('Request sent: you will hear after the draw');
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Ask for a slot">
      <Stack gap="sm">
        <Title order={3} size="h5">
          Ask for a slot
        </Title>
        <Text size="sm" c="dimmed">
          Name up to {data.max_choices} slots in the order you want them: if your first is taken, the draw tries the
          next.
        </Text>
        {choices.map((value, i) => (
          <Select
            key={i}
            label={i === 0 ? 'First choice' : i === 1 ? 'Second choice' : 'Third choice'}
            placeholder="Choose a slot"
            data={options.filter((o) => o.value === value || !choices.includes(o.value))}
            value={value}
            onChange={(v) => setChoices(choices.map((c, j) => (j === i ? v : c)))}
            clearable={i > 0}
          />
        ))}
        <Group justify="space-between">
          <Button
            variant="subtle"
            disabled={choices.length >= data.max_choices || !choices.at(-1)}
            onClick={() => setChoices([...choices, null])}
          >
            Add an alternative
          </Button>
          <Button onClick={submit} loading={ask.isPending} disabled={!picked.length}>
            Send request
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function outcomeBadge(r: MyLotteryRequest) {
  if (r.outcome === 'won') return <Badge color="court">Won</Badge>;
  if (r.outcome === 'lost') return <Badge color="gray">Not this time</Badge>;
  if (r.outcome === 'failed') return <Badge color="yellow">Won, not booked</Badge>;
  return (
    <Badge color="blue" variant="light">
      Waiting
    </Badge>
  );
}

function MyRequests({ clubId, fmt, requests }: { clubId: number; fmt: ClubFormat; requests: MyLotteryRequest[] }) {
  const withdraw = useWithdrawLottery(clubId);
  if (!requests.length)
    return (
      <Text size="sm" c="dimmed">
        You have no lottery requests.
      </Text>
    );
  const remove = async (r: MyLotteryRequest) => {
    const yes = await confirmAction({
      title: 'Withdraw this request?',
      message: 'You can send it again while requests are open; when you send it makes no difference.',
      confirmLabel: 'Withdraw',
    });
    if (!yes) return;
    try {
      await withdraw.mutateAsync(r.id);
      notifySuccess('Request withdrawn');
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Stack gap="sm" component="section" aria-label="Your requests">
      <Title order={3} size="h5">
        Your requests
      </Title>
      {requests.map((r) => (
        <Card key={r.id} withBorder radius="md" padding="sm" aria-label={`Request for ${dayOf(r.date, fmt)}`}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600} size="sm">
                {dayOf(r.date, fmt)}
              </Text>
              {r.won ? (
                <Text size="sm">You won {slotText(r.won)}: it is in My bookings.</Text>
              ) : (
                r.choices.map((c, i) => (
                  <Text key={keyOf(c)} size="sm" c={r.outcome === 'lost' ? 'dimmed' : undefined}>
                    {i + 1}. {slotText(c)}
                  </Text>
                ))
              )}
              {r.note && (
                <Text size="xs" c="dimmed">
                  {r.note}
                </Text>
              )}
            </Stack>
            <Stack gap={6} align="flex-end" style={{ flex: 'none' }}>
              {outcomeBadge(r)}
              {r.can_withdraw && (
                <Button size="compact-sm" variant="default" color="red" onClick={() => remove(r)}>
                  Withdraw
                </Button>
              )}
            </Stack>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

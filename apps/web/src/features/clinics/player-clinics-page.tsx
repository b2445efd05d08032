import { Alert, Anchor, Badge, Button, Checkbox, Group, Paper, Radio, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorState } from '../../components/data-states';
import { EmptyState } from '../../components/empty-state';
import { confirmAction } from '../../components/confirm-action';
import { notifyError, notifySuccess } from '../../components/notify';
import { PopupModal } from '../../components/popup-modal';
import { failureText } from '../../lib/api';
import { parseClubId, useClub } from '../../lib/dashboard';
import { usePageTitle } from '../../lib/page-title';
import { queryKeys } from '../../lib/query-keys';
import { priceCheck, useEvent, useEvents, useJoinEvent, useMyParticipations, useWithdraw, type EventSummary, type JoinPriceAnswer, type MyParticipation } from './api/events.api';
import { dayText, money, sessionText, typeLabel } from './clinic-format';

/** A player's view of a club's clinics (/clubs/clinics?clubId=): the published ones to join, and their own with withdraw. */
export default function PlayerClinicsPage() {
  const [params] = useSearchParams();
  const clubId = parseClubId(params.get('clubId'));
  const club = useClub(clubId);
  usePageTitle('Clinics', club.data?.name);
  if (clubId === null) return <EmptyState title="Choose a club" description="Open a club's page and choose Clinics to see what it runs." action={<Button component={Link} to="/clubs">Find a club</Button>} />;
  return <ClubClinics clubId={clubId} clubName={club.data?.name ?? ''} />;
}

function ClubClinics({ clubId, clubName }: { clubId: number; clubName: string }) {
  const list = useEvents(clubId, { page: 1 });
  const mine = useMyParticipations(clubId);
  const [joining, setJoining] = useState<number | null>(null);
  const joinedIds = new Set((mine.data ?? []).map((p) => p.event));

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">Clinics</Title>
        <Text c="dimmed">{clubName ? `Clinics, camps and classes at ${clubName}` : 'Clinics, camps and classes'}</Text>
      </div>
      <MyClinics clubId={clubId} mine={mine} />
      <Title order={2} size="h4">Open for joining</Title>
      {list.isPending ? (
        <Skeleton h={160} radius="md" />
      ) : list.isError ? (
        <ErrorState title="We couldn't load the clinics" error={list.error} onRetry={() => list.refetch()} isRetrying={list.isFetching} />
      ) : list.data.results.filter((e) => e.display_status !== 'Completed').length === 0 ? (
        <EmptyState title="No clinics open right now" description="When the club publishes a clinic, it appears here for you to join." />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {list.data.results.filter((e) => e.display_status !== 'Completed').map((e) => (
            <ClinicCard key={e.id} event={e} joined={joinedIds.has(e.id)} onJoin={() => setJoining(e.id)} />
          ))}
        </SimpleGrid>
      )}
      <JoinDialog clubId={clubId} id={joining} onClose={() => setJoining(null)} />
    </Stack>
  );
}

function ClinicCard({ event: e, joined, onJoin }: { event: EventSummary; joined: boolean; onJoin: () => void }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} size="h5">{e.name}</Title>
          <Badge variant="light" tt="none" color={e.display_status === 'Published|Live' ? 'green' : 'blue'}>{e.display_status === 'Published|Live' ? 'Running now' : typeLabel(e.ttype)}</Badge>
        </Group>
        <Text size="sm" c="dimmed" lineClamp={3}>{e.desc}</Text>
        <Text size="sm">{e.sessions_count} sessions{e.start_date ? ` from ${dayText(e.start_date)}` : ''}</Text>
        <Text size="sm">Members {money(e.member_price, e.currency_code)}{e.allow_nonmember ? ` · Non-members ${money(e.nonmember_price, e.currency_code)}` : ' · Members only'}</Text>
        <Group justify="flex-end">
          {joined ? <Badge variant="light" color="green" tt="none">You're in</Badge> : <Button onClick={onJoin} disabled={e.status === 'C'}>Join</Button>}
        </Group>
      </Stack>
    </Paper>
  );
}

/** Join: the whole clinic or chosen sessions, the price before joining, the terms to agree to. */
function JoinDialog({ clubId, id, onClose }: { clubId: number; id: number | null; onClose: () => void }) {
  const event = useEvent(id);
  const join = useJoinEvent(clubId);
  const [mode, setMode] = useState<'all' | 'some'>('all');
  const [chosen, setChosen] = useState<string[]>([]);
  const [agreed, setAgreed] = useState(false);
  const [joined, setJoined] = useState<{ price: string; currency: string } | null>(null);
  useEffect(() => {
    if (id !== null) {
      setMode('all');
      setChosen([]);
      setAgreed(false);
      setJoined(null);
    }
  }, [id]);
  const sessionSet = mode === 'all' ? [] : chosen.map(Number);
  const price = useQuery<JoinPriceAnswer>({
    queryKey: [...queryKeys.events.detail(id ?? 0), 'price', sessionSet],
    queryFn: () => priceCheck(id!, { session_set: sessionSet }),
    enabled: id !== null && (mode === 'all' || chosen.length > 0),
    retry: false,
  });
  const e = event.data;
  const open = (e?.session_set ?? []).filter((s) => !s.cancelled && new Date(s.start) > new Date());
  const submit = async () => {
    try {
      const p = await join.mutateAsync({ id: id!, session_set: sessionSet, agreed_terms: agreed });
      setJoined({ price: p.price, currency: e!.currency_code });
      notifySuccess(`You joined ${e!.name}`);
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <PopupModal opened={id !== null} onClose={onClose} size="lg" title={<Text fw={700}>{e ? `Join ${e.name}` : 'Join'}</Text>}>
      {event.isPending ? (
        <Skeleton h={200} />
      ) : event.isError ? (
        <ErrorState title="We couldn't load this clinic" error={event.error} onRetry={() => event.refetch()} />
      ) : joined ? (
        <Stack gap="sm">
          <Alert color="green" title="You're in">
            {Number(joined.price) > 0 ? `${joined.currency} ${joined.price} to pay. The club will ask you to pay by card before the first session.` : 'Nothing to pay.'}
          </Alert>
          <Group justify="flex-end"><Button onClick={onClose}>Done</Button></Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">{e!.desc}</Text>
          {e!.can_join_single_session && (
            <Radio.Group label="What would you like to join?" value={mode} onChange={(v) => setMode(v as 'all' | 'some')}>
              <Group mt={4}>
                <Radio value="all" label="The whole clinic" />
                <Radio value="some" label="Chosen sessions" />
              </Group>
            </Radio.Group>
          )}
          {mode === 'some' ? (
            <Checkbox.Group label="Sessions" value={chosen} onChange={setChosen}>
              <Stack gap={4} mt={4}>
                {open.map((s) => (
                  <Checkbox key={s.id} value={String(s.id)} disabled={s.places_left === 0} label={`${sessionText(s.start, s.end)}${s.places_left === 0 ? ' (full)' : s.places_left !== null ? ` (${s.places_left} left)` : ''}`} />
                ))}
              </Stack>
            </Checkbox.Group>
          ) : (
            <Text size="sm">{open.length} sessions: {open.slice(0, 3).map((s) => sessionText(s.start, s.end)).join('; ')}{open.length > 3 ? '; …' : ''}</Text>
          )}
          <Paper withBorder p="sm" radius="md" aria-live="polite">
            {price.isFetching ? (
              <Text size="sm">Checking the price…</Text>
            ) : price.isError ? (
              <Text size="sm" c="red">{failureText(price.error)}</Text>
            ) : price.data ? (
              <Text fw={600}>Price: {price.data.currency} {price.data.price} {price.data.member ? '(member price)' : '(non-member price)'}</Text>
            ) : (
              <Text size="sm" c="dimmed">Choose sessions to see the price.</Text>
            )}
          </Paper>
          <Checkbox label={<>I agree to the club's clinic terms (cancellation and refunds). <Anchor component={Link} to={`/clubs/details?clubId=${clubId}`} size="sm">Club details</Anchor></>} checked={agreed} onChange={(ev) => setAgreed(ev.currentTarget.checked)} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>Cancel</Button>
            <Button onClick={submit} loading={join.isPending} disabled={!price.data || !agreed}>Join</Button>
          </Group>
        </Stack>
      )}
    </PopupModal>
  );
}

function MyClinics({ clubId, mine }: { clubId: number; mine: ReturnType<typeof useMyParticipations> }) {
  const withdraw = useWithdraw(clubId);
  if (mine.isPending) return <Skeleton h={80} radius="md" />;
  if (mine.isError) return <ErrorState title="We couldn't load your clinics" error={mine.error} onRetry={() => mine.refetch()} isRetrying={mine.isFetching} />;
  if (!mine.data.length) return null;
  const leave = async (p: MyParticipation, session: MyParticipation['sessions'][number]) => {
    const when = sessionText(session.start, session.end);
    if (!(await confirmAction({ title: 'Withdraw from this session?', message: `You leave the session on ${when}. Refunds follow the club's clinic terms.`, confirmLabel: 'Withdraw', cancelLabel: 'Stay in' }))) return;
    try {
      const answer = await withdraw.mutateAsync({ id: p.id, session_set: [session.id] });
      notifySuccess(Number(answer.refund) > 0 ? `Withdrawn: ${answer.refund} refunded` : Number(answer.credit) > 0 ? `Withdrawn: ${answer.credit} club credit` : 'Withdrawn');
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">Your clinics</Title>
      {mine.data.map((p) => (
        <Paper key={p.id} withBorder radius="md" p="md">
          <Group justify="space-between" mb={6}>
            <Text fw={600}>{p.event_name}</Text>
            <Badge variant="light" tt="none" color={p.payment_status === 'U' ? 'orange' : p.payment_status === 'P' ? 'green' : 'gray'}>
              {p.payment_status === 'U' ? `To pay: ${p.price}` : p.payment_status === 'P' ? 'Paid' : 'Nothing to pay'}
            </Badge>
          </Group>
          <Stack gap={4}>
            {p.sessions.map((s) => (
              <Group key={s.id} justify="space-between" wrap="nowrap">
                <Text size="sm" c={s.status === 'X' || s.cancelled ? 'dimmed' : undefined} td={s.status === 'X' ? 'line-through' : undefined}>{sessionText(s.start, s.end)}{s.cancelled ? ' (cancelled)' : ''}</Text>
                {s.status === 'J' && !s.cancelled && <Button size="xs" variant="subtle" color="red" onClick={() => leave(p, s)}>Withdraw</Button>}
              </Group>
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

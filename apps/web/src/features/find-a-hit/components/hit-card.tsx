import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import type { Hit, HitResponse } from '@rally/domain';
import { confirmAction } from '../../../components/confirm-action';
import { LevelChip } from './level-chip';
import { PlayerLink } from './player-link';
import { notifyError, notifySuccess } from '../../../components/notify';
import { useAnswerHit, useHitCommand, type HitClub } from '../api/matcha.api';
import { useClubLocale } from '../../../lib/player-format';
import { hitLimits, hitLineup, hitTime, hitWindow, statusColour } from '../hit-format';
import { BookCourtModal } from './book-court-modal';
import { RespondModal } from './respond-modal';

const responseStatus: Record<HitResponse['status'], { label: string; colour: string }> = {
  P: { label: 'Waiting for an answer', colour: 'yellow' },
  A: { label: 'Accepted', colour: 'green' },
  D: { label: 'Declined', colour: 'gray' },
  W: { label: 'Withdrawn', colour: 'gray' },
};

/** One hit request on a board: what, when and where; the creator's answers to responses, court and cancel; a player's response. */
export function HitCard({
  hit,
  me,
  club,
  moderator = false,
}: {
  hit: Hit;
  me: number;
  club: HitClub | undefined;
  moderator?: boolean;
}) {
  const mine = hit.hit_creator === me;
  // Its date, times and cost in its club's locale (Club Settings).
  const locale = useClubLocale(hit.club);
  const [responding, setResponding] = useState(false);
  const [booking, setBooking] = useState(false);
  const answer = useAnswerHit();
  const command = useHitCommand();
  const open = !hit.cancelled && Date.parse(hit.end_time) > Date.now();
  const titleId = `hit-${hit.id}-title`;
  const misfits = hit.misfits ?? [];
  // The creator's limits bar a response; the player's own times do not.
  const barred = misfits.find((m) => m.rule !== 'availability');

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      notifySuccess(done);
    } catch (error) {
      notifyError(error);
    }
  };
  const cancel = async () => {
    const ok = await confirmAction({
      title: 'Cancel this hit?',
      message: hit.court_booking
        ? 'The hit is called off for everyone who responded, and its court booking is cancelled.'
        : 'The hit is called off for everyone who responded.',
      confirmLabel: 'Cancel hit',
      cancelLabel: 'Keep hit',
    });
    if (ok) await run(() => command.mutateAsync({ id: hit.id, command: 'cancel' }), 'The hit is cancelled');
  };
  const withdraw = async () => {
    const ok = await confirmAction({
      title: 'Withdraw your response?',
      message: 'The player who posted the hit will no longer count on you.',
      confirmLabel: 'Withdraw',
      cancelLabel: 'Keep my response',
    });
    if (ok) await run(() => command.mutateAsync({ id: hit.id, command: 'withdraw' }), 'Your response is withdrawn');
  };

  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      aria-labelledby={titleId}
      data-testid={`hit-${hit.id}`}
    >
      <Stack gap={8}>
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={3} size="h5" id={titleId}>
              {hitWindow(hit, locale)}
            </Title>
            <Text size="sm" c="dimmed">
              {hit.club_name} · posted by{' '}
              {mine ? 'you' : <PlayerLink id={hit.hit_creator} name={hit.hit_creator_name} />}
            </Text>
            {!mine && <LevelChip level={hit.hit_creator_level} format={hit.play_format} />}
          </div>
          <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
            {hit.is_private && (
              <Badge variant="light" c="dark.7" color="grape" leftSection={<IconLock size={12} aria-hidden />}>
                Private
              </Badge>
            )}
            <Badge variant="light" c="dark.7" color={statusColour(hit)}>
              {hit.status}
            </Badge>
          </Group>
        </Group>
        <Text size="sm">{hitLimits(hit, locale)}</Text>
        {!hit.cancelled && (
          <Text size="sm" c="dimmed">
            Players: {hitLineup(hit).join(' · ')}
          </Text>
        )}
        {misfits.length > 0 && (
          <Group gap={6} wrap="nowrap" align="flex-start" data-testid="hit-misfits">
            <IconInfoCircle
              size={16}
              aria-hidden
              style={{ flexShrink: 0, marginTop: 2, color: 'var(--mantine-color-orange-9)' }}
            />
            <Text size="sm">
              <Text span fw={600} inherit>
                Not a fit for you:
              </Text>{' '}
              {misfits.map((m) => m.reason).join(' · ')}
            </Text>
          </Group>
        )}
        {hit.comments && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {hit.comments}
          </Text>
        )}
        {hit.agreed_start && (
          <Text size="sm" fw={500}>
            Starting at {hitTime(hit.agreed_start, hit.time_zone, locale)}
            {hit.court_name ? ` on ${hit.court_name}` : ''}
          </Text>
        )}

        {(mine || moderator) && hit.responses.length > 0 && (
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Responses">
            {hit.responses.map((r) => (
              <Group
                key={r.id}
                component="li"
                justify="space-between"
                gap="xs"
                wrap="wrap"
                p={8}
                style={{ background: 'var(--mantine-color-gray-0)', borderRadius: 'var(--mantine-radius-sm)' }}
              >
                <div>
                  <Text size="sm" fw={500}>
                    <PlayerLink id={r.responder} name={r.responder_name} /> · from{' '}
                    {hitTime(r.start_time, hit.time_zone, locale)}
                  </Text>
                  <LevelChip level={r.responder_level} format={hit.play_format} />
                  {r.comments && (
                    <Text size="sm" c="dimmed">
                      {r.comments}
                    </Text>
                  )}
                </div>
                {mine && open && r.status === 'P' && hit.players_needed > 0 ? (
                  <Group gap={6}>
                    <Button
                      size="xs"
                      loading={answer.isPending}
                      onClick={() =>
                        run(
                          () => answer.mutateAsync({ id: hit.id, response: r.id, answer: 'accept' }),
                          `${r.responder_name} is in`,
                        )
                      }
                      aria-label={`Accept ${r.responder_name}`}
                    >
                      Accept
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() =>
                        run(
                          () => answer.mutateAsync({ id: hit.id, response: r.id, answer: 'decline' }),
                          'Response declined',
                        )
                      }
                      aria-label={`Decline ${r.responder_name}`}
                    >
                      Decline
                    </Button>
                  </Group>
                ) : (
                  <Badge variant="light" c="dark.7" color={responseStatus[r.status].colour}>
                    {responseStatus[r.status].label}
                  </Badge>
                )}
              </Group>
            ))}
          </Stack>
        )}
        {mine && open && hit.responses.length === 0 && (
          <Text size="sm" c="dimmed">
            No responses yet.
          </Text>
        )}

        {!mine && hit.my_response && (
          <Group gap="xs">
            <Text size="sm">You offered {hitTime(hit.my_response.start_time, hit.time_zone, locale)}:</Text>
            <Badge variant="light" c="dark.7" color={responseStatus[hit.my_response.status].colour}>
              {responseStatus[hit.my_response.status].label}
            </Badge>
          </Group>
        )}

        {open && (
          <Group gap="xs" justify="flex-end">
            {!mine && !moderator && (!hit.my_response || hit.my_response.status === 'W') && hit.players_needed > 0 && (
              <Button
                size="sm"
                onClick={() => setResponding(true)}
                disabled={Boolean(barred) || (club ? !club.can_accept : false)}
                title={barred ? barred.reason : undefined}
              >
                Respond
              </Button>
            )}
            {!mine && hit.my_response && (hit.my_response.status === 'P' || hit.my_response.status === 'A') && (
              <Button size="sm" variant="default" onClick={withdraw}>
                Withdraw
              </Button>
            )}
            {mine && hit.players_needed === 0 && !hit.court_booking && (
              <Button size="sm" onClick={() => setBooking(true)}>
                Book a court
              </Button>
            )}
            {(mine || moderator) && (
              <Button size="sm" variant="default" color="red" onClick={cancel}>
                Cancel hit
              </Button>
            )}
          </Group>
        )}
      </Stack>
      {responding && <RespondModal hit={hit} opened={responding} onClose={() => setResponding(false)} />}
      {booking && (
        <BookCourtModal hit={hit} courts={club?.courts ?? []} opened={booking} onClose={() => setBooking(false)} />
      )}
    </Paper>
  );
}

import { Alert, Box, Button, Group, SegmentedControl, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { sidebarIcons } from '../../../components/icons';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/data-states';
import { Pager } from '../../../components/pager';
import { DatePickerField } from '../../../components/date-picker-field';
import { SelectField } from '../../../components/select-field';
import { clubToday } from '../../../lib/format';
import { useCurrentPlayer } from '../../../lib/session';
import { useHitBoard, useHitClubs } from '../api/matcha.api';
import { HitCard } from './hit-card';
import { HitForm } from './hit-form';
import { AvailabilityPanel } from './availability-panel';

type View = 'open' | 'mine' | 'confirmed';

/** The player's find-a-hit board: open requests at their clubs that fit them, their own and those they answered; post a new one. */
export function HitBoard() {
  const [view, setView] = useState<View>('open');
  const [page, setPage] = useState(1);
  const [posting, setPosting] = useState(false);
  // The player's availability: one of their clubs, and a day they are free.
  const [club, setClub] = useState<number | undefined>(undefined);
  const [day, setDay] = useState<string | null>(null);
  // Off: only the open requests that fit the player (limits and their times); on: every open one, each saying why it does not fit.
  const [all, setAll] = useState(false);
  const player = useCurrentPlayer();
  const clubs = useHitClubs();
  const board = useHitBoard({
    page,
    mine: view === 'mine' || undefined,
    players_needed: view === 'open' ? 'P' : view === 'confirmed' ? 'C' : undefined,
    inclubs: club,
    day: day ?? undefined,
    all: view !== 'mine' && all,
  });
  const canPost = (clubs.data ?? []).some((c) => c.can_request);
  const choose = (v: string) => {
    setView(v as View);
    setPage(1);
  };
  const MatchaIcon = sidebarIcons.matcha;

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          aria-label="Which hits"
          value={view}
          onChange={choose}
          data={[
            { value: 'open', label: 'Needs players' },
            { value: 'confirmed', label: 'Confirmed' },
            { value: 'mine', label: 'Mine' },
          ]}
        />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setPosting(true)} disabled={!canPost}>
          Post a hit request
        </Button>
      </Group>
      {(clubs.data?.length ?? 0) > 0 && (
        <Group gap="sm" align="flex-end">
          {(clubs.data?.length ?? 0) > 1 && (
            <SelectField
              label="Club"
              data={[
                { value: '', label: 'All my clubs' },
                ...(clubs.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
              ]}
              value={club === undefined ? '' : String(club)}
              onChange={(v) => {
                setClub(v ? Number(v) : undefined);
                setPage(1);
              }}
              allowDeselect={false}
              w={{ base: '100%', xs: 260 }}
            />
          )}
          <DatePickerField
            label="A day I’m free"
            placeholder="Any day"
            fullDate
            clearable
            minDate={clubToday()}
            value={day}
            onChange={(v) => {
              setDay(v);
              setPage(1);
            }}
            w={{ base: '100%', xs: 220 }}
          />
        </Group>
      )}
      <AvailabilityPanel />
      {view !== 'mine' && (
        <Switch
          label="Show all open requests, also those that do not fit me"
          checked={all}
          onChange={(e) => {
            setAll(e.currentTarget.checked);
            setPage(1);
          }}
        />
      )}
      {clubs.data && !canPost && (
        <Alert color="gray" title="No club of yours takes hit requests from you yet">
          {clubs.data[0]?.refusal ??
            'Follow a club with find-a-hit (or join it as a member) to post and answer hit requests there.'}
        </Alert>
      )}
      {board.isPending ? (
        <Stack gap="sm" role="status" aria-busy aria-label="Loading hit requests">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={110} radius="md" />
          ))}
        </Stack>
      ) : board.isError ? (
        <ErrorState
          title="We couldn't load the hit requests"
          error={board.error}
          onRetry={() => board.refetch()}
          isRetrying={board.isFetching}
        />
      ) : board.data.results.length === 0 ? (
        <EmptyState
          icon={<MatchaIcon size={28} aria-hidden />}
          title={
            view === 'mine'
              ? 'You have no hit requests yet'
              : view === 'confirmed'
                ? 'No confirmed hits'
                : day || club
                  ? 'No open hit requests then and there'
                  : all
                    ? 'No open hit requests'
                    : 'No open hit requests that fit you'
          }
          description={
            view !== 'open'
              ? 'Hits you post or respond to are listed here.'
              : all
                ? 'When players at your clubs look for a hit, it shows up here. Or post your own.'
                : 'When players at your clubs look for a hit that suits your level and your times, it shows up here. Switch on “Show all open requests” to see the others, or post your own.'
          }
          action={canPost ? <Button onClick={() => setPosting(true)}>Post a hit request</Button> : undefined}
        />
      ) : (
        <Box style={{ opacity: board.isPlaceholderData ? 0.6 : 1 }} aria-busy={board.isFetching}>
          <Text size="sm" c="dimmed" mb="xs">
            {board.data.count === 1 ? '1 hit request' : `${board.data.count} hit requests`}
          </Text>
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {board.data.results.map((hit) => (
              <HitCard
                key={hit.id}
                hit={hit}
                me={player.data?.id ?? 0}
                club={clubs.data?.find((c) => c.id === hit.club)}
              />
            ))}
          </Stack>
          <Pager
            page={page}
            next={board.data.next}
            previous={board.data.previous}
            onPageChange={setPage}
            disabled={board.isPlaceholderData}
          />
        </Box>
      )}
      {posting && clubs.data && <HitForm clubs={clubs.data} opened={posting} onClose={() => setPosting(false)} />}
    </Stack>
  );
}

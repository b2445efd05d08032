import {
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { formatDate, formatNumber, type ClubDetail, type LotteryEntrant } from '@rally/domain';
import { ErrorState } from '../../../components/data-states';
import { useClubFormat } from '../../../lib/format';
import { useLotteryDraw, useLotteryDraws } from '../api/lottery-draws.api';

// Bookings › Settings › Lottery draws (issue 29): every draw of the club with its seed and counts;
// one draw opened shows each player's weight, random number and place, and for each choice who had
// taken it when their turn came: how staff show a member why they lost.

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function LotteryDraws({ club }: { club: ClubDetail }) {
  const fmt = useClubFormat(club);
  const draws = useLotteryDraws(club.id);
  const [open, setOpen] = useState<number | null>(null);
  if (draws.isPending) return <Skeleton h={160} radius="md" />;
  if (draws.isError)
    return (
      <ErrorState
        title="We couldn't load the lottery draws"
        error={draws.error}
        onRetry={() => draws.refetch()}
        isRetrying={draws.isFetching}
      />
    );
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-label="Lottery draws">
      <Stack gap="sm">
        <Title order={3} size="h5">
          Lottery draws
        </Title>
        {draws.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            No draws yet. A draw appears here with the first request for a play date.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table striped fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Play date</Table.Th>
                  <Table.Th>State</Table.Th>
                  <Table.Th ta="right">Requests</Table.Th>
                  <Table.Th ta="right">Slots</Table.Th>
                  <Table.Th ta="right">Winners</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {draws.data.map((d) => (
                  <Table.Tr key={d.id}>
                    <Table.Td>{formatDate(`${d.play_date}T12:00:00Z`, fmt, { weekday: true })}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={d.state === 'drawn' ? 'court' : 'blue'}>
                        {d.state === 'drawn' ? 'Drawn' : 'Taking requests'}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right">{d.requests}</Table.Td>
                    <Table.Td ta="right">{d.state === 'drawn' ? d.slots : '–'}</Table.Td>
                    <Table.Td ta="right">{d.state === 'drawn' ? d.winners : '–'}</Table.Td>
                    <Table.Td>
                      <Button size="compact-sm" variant="default" onClick={() => setOpen(d.id)}>
                        Open
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      {open !== null && <DrawDetail club={club} drawId={open} onClose={() => setOpen(null)} />}
    </Paper>
  );
}

function DrawDetail({ club, drawId, onClose }: { club: ClubDetail; drawId: number; onClose: () => void }) {
  const fmt = useClubFormat(club);
  const phone = useMediaQuery('(max-width: 48em)');
  const draw = useLotteryDraw(club.id, drawId);
  const [search, setSearch] = useState('');
  const d = draw.data;
  const shown = (d?.entrants ?? []).filter((e) => e.name.toLowerCase().includes(search.trim().toLowerCase()));
  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      fullScreen={phone}
      title={d ? `Draw for ${formatDate(`${d.play_date}T12:00:00Z`, fmt, { weekday: true })}` : 'Draw'}
    >
      {draw.isPending ? (
        <Skeleton h={240} />
      ) : draw.isError ? (
        <ErrorState
          title="We couldn't load the draw"
          error={draw.error}
          onRetry={() => draw.refetch()}
          isRetrying={draw.isFetching}
        />
      ) : (
        <Stack gap="sm">
          {d!.state === 'drawn' ? (
            <Text size="sm">
              Seed <b>{d!.seed}</b> · {plural(d!.requests, 'request')} from {plural(d!.players, 'player')} for{' '}
              {plural(d!.slots, 'slot')} · {plural(d!.winners, 'winner')} · {d!.left.length} left for first come.{' '}
              <Badge color={d!.replayed ? 'court' : 'red'} variant="light">
                {d!.replayed ? 'Replays to the same result' : 'Does not replay'}
              </Badge>
            </Text>
          ) : (
            <Text size="sm">Requests are still coming in; the draw runs when they close.</Text>
          )}
          <Text size="xs" c="dimmed">
            Each player gets a random number from the seed; their weight is 4 to the power of the draws they lost in a
            row (at most 8). They choose in the order of number^(1/weight), highest first: one slot each, then any slots
            left go to winners' other requests.
          </Text>
          <TextInput
            label="Why did a member lose?"
            placeholder="Type a name"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
          {shown.map((e) => (
            <EntrantCard key={e.player} entrant={e} drawn={d!.state === 'drawn'} />
          ))}
        </Stack>
      )}
    </Modal>
  );
}

function EntrantCard({ entrant: e, drawn }: { entrant: LotteryEntrant; drawn: boolean }) {
  const won = e.requests.some((r) => r.slot);
  return (
    <Card withBorder radius="sm" padding="sm" aria-label={e.name}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600} size="sm">
          {drawn ? `${e.rank}. ` : ''}
          {e.name}
        </Text>
        {drawn && <Badge color={won ? 'court' : 'gray'}>{won ? 'Won' : 'Lost'}</Badge>}
      </Group>
      {drawn && (
        <Text size="xs" c="dimmed">
          Lost {e.losses} in a row before · weight {formatNumber(e.weight)} · random {e.random.toFixed(6)} · key{' '}
          {e.key.toFixed(6)}
        </Text>
      )}
      {e.requests.map((r, i) => (
        <Stack key={r.id} gap={0} mt={4}>
          <Text size="xs" fw={600}>
            Request {i + 1}
            {r.slot ? `: won ${r.choices.find((c) => c.slot === r.slot)?.label ?? r.slot}` : ''}
            {r.outcome === 'failed' ? ' (not booked)' : ''}
          </Text>
          {r.choices.map((c, j) => (
            <Text key={c.slot} size="xs">
              {j + 1}. {c.label}
              {c.taken_by ? ` — already taken by ${c.taken_by}` : ''}
            </Text>
          ))}
          {r.note && (
            <Text size="xs" c="dimmed">
              {r.note}
            </Text>
          )}
        </Stack>
      ))}
    </Card>
  );
}

import { Badge, Box, Button, Group, Modal, Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { playerLadderSchema } from '@rally/domain';
import { ErrorState } from '../../../components/data-states';
import { EmptyState } from '../../../components/empty-state';
import { notifySuccess } from '../../../components/notify';
import { Pager } from '../../../components/pager';
import { SelectField } from '../../../components/select-field';
import { TextInputField } from '../../../components/text-input';
import { ApiError } from '../../../lib/api';
import { useCreateLadder, useMyLadders } from '../api/ladders.api';
import { useClubChoices } from '../api/tournaments.api';

const placesChoices = [1, 2, 3, 4, 5, 6, 8, 10].map((n) => ({
  value: String(n),
  label: `${n} place${n === 1 ? '' : 's'} up`,
}));
const setsChoices = [
  { value: '1', label: '1 set' },
  { value: '3', label: 'Best of 3 sets' },
  { value: '5', label: 'Best of 5 sets' },
];

/** Start a ladder: its name, club, how far up a player may challenge, the match format, and whether I play. */
function NewLadderModal({ onClose }: { onClose: () => void }) {
  const create = useCreateLadder();
  const clubs = useClubChoices();
  const navigate = useNavigate();
  const [values, setValues] = useState({ name: '', club: '', challenge_places: '3', number_of_sets: '3', play: true });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (k: keyof typeof values) => (v: string | boolean | null) =>
    setValues((prev) => ({ ...prev, [k]: v ?? '' }));
  const save = async () => {
    const body = {
      name: values.name,
      club: Number(values.club),
      challenge_places: Number(values.challenge_places),
      number_of_sets: Number(values.number_of_sets) as 1 | 3 | 5,
      play: values.play,
    };
    const parsed = playerLadderSchema.safeParse(body);
    if (!parsed.success)
      return setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
    setErrors({});
    try {
      const ladder = await create.mutateAsync(body);
      notifySuccess(`${ladder.name} is ready: add its players`);
      navigate(`/tournament/ladder?id=${ladder.id}`);
    } catch (e) {
      const field = e instanceof ApiError ? e.fieldErrors : {};
      setErrors({
        name: field.name?.[0] ?? '',
        club: field.club?.[0] ?? (e instanceof Error && !field.name ? e.message : ''),
      });
    }
  };
  return (
    <Modal opened onClose={onClose} title="New player ladder">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Players challenge those above them. A challenger who wins takes the other player’s place; everyone between
          moves down one.
        </Text>
        <TextInputField
          label="Name"
          required
          placeholder="Singles ladder"
          value={values.name}
          onChange={(e) => set('name')(e.currentTarget.value)}
          error={errors.name || undefined}
        />
        <SelectField
          label="Club"
          required
          searchable
          data={(clubs.data?.results ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={values.club || null}
          onChange={set('club')}
          error={errors.club || undefined}
        />
        <SelectField
          label="Players may challenge up to"
          required
          data={placesChoices}
          allowDeselect={false}
          value={values.challenge_places}
          onChange={set('challenge_places')}
        />
        <SelectField
          label="Matches"
          required
          data={setsChoices}
          allowDeselect={false}
          value={values.number_of_sets}
          onChange={set('number_of_sets')}
        />
        <Switch
          label="I play on this ladder too"
          checked={values.play}
          onChange={(e) => set('play')(e.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} loading={create.isPending}>
            Create ladder
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The "Player ladders" tab of /tour: my challenge ladders, and starting one. */
export function LadderList() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useMyLadders(page);
  const [creating, setCreating] = useState(false);
  const setPage = (p: number) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.set('page', String(p));
      return next;
    });
  const newButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} variant="light" onClick={() => setCreating(true)}>
      New ladder
    </Button>
  );
  return (
    <>
      {list.isPending ? (
        <Stack gap="sm" aria-busy aria-label="Loading ladders">
          {[0, 1].map((i) => (
            <Skeleton key={i} h={80} radius="md" />
          ))}
        </Stack>
      ) : list.isError ? (
        <ErrorState
          title="We couldn't load your ladders"
          error={list.error}
          onRetry={() => list.refetch()}
          isRetrying={list.isFetching}
        />
      ) : list.data.results.length === 0 ? (
        <EmptyState
          title="No ladders yet"
          description="A ladder ranks a club's players: anyone may challenge a player a few places above, and a win takes their place."
          action={newButton}
        />
      ) : (
        <Box style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          <Group justify="space-between" mb="xs">
            <Text size="sm" c="dimmed">
              {list.data.count} {list.data.count === 1 ? 'ladder' : 'ladders'}
            </Text>
            {newButton}
          </Group>
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.data.results.map((l) => (
              <Paper key={l.id} component="li" withBorder radius="md" p="sm" aria-labelledby={`ladder-${l.id}`}>
                <Group justify="space-between" align="flex-start">
                  <div>
                    <Title order={3} size="h5" id={`ladder-${l.id}`}>
                      {l.name}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {l.club_name} · {l.players} {l.players === 1 ? 'player' : 'players'}
                    </Text>
                  </div>
                  <Group gap={6}>
                    {l.is_organiser && (
                      <Badge variant="light" c="dark.7" color="blue">
                        Organiser
                      </Badge>
                    )}
                    {l.my_position && (
                      <Badge variant="light" c="dark.7" color="green">
                        You are {l.my_position}
                      </Badge>
                    )}
                  </Group>
                </Group>
                <Button component={Link} to={`/tournament/ladder?id=${l.id}`} size="xs" variant="light" mt="xs">
                  Open the ladder
                </Button>
              </Paper>
            ))}
          </Stack>
          <Pager
            page={page}
            next={list.data.next}
            previous={list.data.previous}
            onPageChange={setPage}
            disabled={list.isPlaceholderData}
          />
        </Box>
      )}
      {creating && <NewLadderModal onClose={() => setCreating(false)} />}
    </>
  );
}

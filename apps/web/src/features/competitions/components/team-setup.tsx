import { ActionIcon, Badge, Button, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { Tournament } from '@rally/domain';
import { confirmAction } from '../../../components/confirm-action';
import { notifyError, notifySuccess } from '../../../components/notify';
import { NumberField } from '../../../components/number-field';
import { SelectField } from '../../../components/select-field';
import { TextInputField } from '../../../components/text-input';
import { useAddTeam, useRemoveMember, useUpdateMember } from '../api/tournaments.api';
import { AddPlace } from './add-place';

const genders = [
  { value: 'M', label: 'Man' },
  { value: 'F', label: 'Woman' },
  { value: 'U', label: 'Unspecified' },
];

/** Players: add a member of a club's register or someone without an account; set team, rank and gender, remove. */
export function PlayersPanel({ tournament }: { tournament: Tournament }) {
  const update = useUpdateMember();
  const remove = useRemoveMember();
  const teamData = [
    { value: '', label: 'No team' },
    ...tournament.team_set.map((t) => ({ value: String(t.id), label: t.name })),
  ];
  const change = async (id: number, body: Record<string, unknown>) => {
    try {
      await update.mutateAsync({ id, ...body });
    } catch (e) {
      notifyError(e);
    }
  };
  const drop = async (id: number, name: string) => {
    const ok = await confirmAction({
      title: `Remove ${name}?`,
      message: 'They leave the tournament and its teams.',
      confirmLabel: 'Remove player',
      cancelLabel: 'Keep',
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(id);
      notifySuccess(`${name} removed`);
    } catch (e) {
      notifyError(e);
    }
  };
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Players
      </Title>
      {tournament.is_organiser && <AddPlace tournament={tournament} />}
      <Table.ScrollContainer minWidth={560}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Player</Table.Th>
              <Table.Th>Team</Table.Th>
              <Table.Th>Rank</Table.Th>
              <Table.Th>Gender</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tournament.member_set.map((m) => (
              <Table.Tr key={m.id}>
                <Table.Td>
                  {m.name}{' '}
                  {m.is_organiser && (
                    <Badge size="xs" variant="light" c="dark.7">
                      Organiser
                    </Badge>
                  )}
                  {m.invited && (
                    <Badge size="xs" variant="light" color="yellow" c="dark.7" title={`Invited at ${m.invited_email}`}>
                      Invited
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <SelectField
                    aria-label={`Team of ${m.name}`}
                    data={teamData}
                    value={m.team === null ? '' : String(m.team)}
                    onChange={(v) => change(m.id, { team: v ? Number(v) : null })}
                    allowDeselect={false}
                  />
                </Table.Td>
                <Table.Td maw={90}>
                  <NumberField
                    aria-label={`Rank of ${m.name}`}
                    allowDecimal={false}
                    value={m.rank ?? undefined}
                    onBlur={(e) => {
                      const n = Number(e.currentTarget.value);
                      if (n && n !== m.rank) void change(m.id, { rank: n });
                    }}
                  />
                </Table.Td>
                <Table.Td>
                  <SelectField
                    aria-label={`Gender of ${m.name}`}
                    data={genders}
                    value={m.gender}
                    onChange={(v) => v && change(m.id, { gender: v })}
                    allowDeselect={false}
                  />
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${m.name}`}
                    onClick={() => drop(m.id, m.name)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** Team set-up: the teams of each club, their ladder order and how full they are. */
export function TeamsPanel({ tournament }: { tournament: Tournament }) {
  const add = useAddTeam();
  const [club, setClub] = useState<string | null>(tournament.club_set[0] ? String(tournament.club_set[0].id) : null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const p = tournament.params;
  const create = async () => {
    if (!name.trim()) return setError('Name is required.');
    if (!club) return setError('Choose a club');
    setError(null);
    try {
      await add.mutateAsync({
        tournament: tournament.id,
        club: Number(club),
        name: name.trim(),
        ladder_order: tournament.team_set.length + 1,
      });
      setName('');
      notifySuccess('Team added');
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Could not add the team');
    }
  };
  const wanted = p.NumberOfTeams ?? 0;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Teams
      </Title>
      <Text size="sm" c="dimmed">
        {tournament.team_set.length} of {wanted} teams · {p.PlayersPerTeam} players per team
        {p.PlayerGender === 'mixed' ? ` (${p.MenPerTeam ?? 0} men, ${p.WomenPerTeam ?? 0} women)` : ''}
      </Text>
      {!tournament.draw_complete && (
        <Paper withBorder p="sm" radius="md">
          <Group align="flex-end" gap="xs">
            <SelectField
              label="Club"
              required
              data={tournament.club_set.map((c) => ({ value: String(c.id), label: c.name }))}
              value={club}
              onChange={setClub}
              style={{ flex: '1 1 12rem' }}
            />
            <TextInputField
              label="Team name"
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={error}
              style={{ flex: '1 1 12rem' }}
            />
            <Button onClick={create} loading={add.isPending}>
              Add team
            </Button>
          </Group>
        </Paper>
      )}
      <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {tournament.team_set.map((t) => {
          const players = tournament.member_set.filter((m) => m.team === t.id);
          return (
            <Paper key={t.id} component="li" withBorder p="sm" radius="md">
              <Group justify="space-between">
                <div>
                  <Text fw={600}>{t.name}</Text>
                  <Text size="sm" c="dimmed">
                    {t.club_name} ·{' '}
                    {players.length
                      ? players.map((m) => (m.invited ? `${m.name} (Invited)` : m.name)).join(', ')
                      : 'No players yet'}
                  </Text>
                </div>
                <Badge variant="light" c="dark.7" color={players.length === p.PlayersPerTeam ? 'green' : 'yellow'}>
                  {players.length}/{p.PlayersPerTeam}
                </Badge>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}

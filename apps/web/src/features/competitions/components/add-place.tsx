import { Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { canEnter, isEmail, standingAt, type Tournament, type TournamentPerson } from '@rally/domain';
import { useMemo, useState } from 'react';
import { notifySuccess } from '../../../components/notify';
import { SelectField } from '../../../components/select-field';
import { TextInputField } from '../../../components/text-input';
import { TokenInput, type Token } from '../../../components/token-input';
import { ApiError } from '../../../lib/api';
import { useCurrentPlayer } from '../../../lib/session';
import { useAddMember } from '../api/tournaments.api';

type Gender = 'M' | 'F' | 'U';
const genders = [
  { value: 'M', label: 'Man' },
  { value: 'F', label: 'Woman' },
  { value: 'U', label: 'Unspecified' },
];
type Way = 'member' | 'other';
/** What a pick of the register sends: the member's account, or their name and e-mail to hold a place. */
type Pick = { player: number | null; name: string; email: string };

/** A register search answer as a pick: the name, told apart by number and e-mail, and whether they have an account. */
const personToken = (row: unknown): Token => {
  const p = row as TournamentPerson;
  const told = [p.membership_number, p.email].filter(Boolean).join(', ');
  const pick: Pick = { player: p.player, name: p.name, email: p.email };
  return {
    value: JSON.stringify(pick),
    label: `${p.name}${told ? ` (${told})` : ''}${p.player === null ? ' · no Rally account yet' : ''}`,
  };
};

/**
 * Adds a player to a competition (issue 27): a member of one of its clubs' registers, picked by
 * name, number or e-mail (the register's staff only), or someone without a Rally account by name
 * and e-mail, who is invited to claim the place (an address with an account adds that account).
 */
export function AddPlace({ tournament }: { tournament: Tournament }) {
  const add = useAddMember();
  const [gender, setGender] = useState<Gender>('U');
  const me = useCurrentPlayer().data;
  // The registers the caller may read: the clubs whose Competitions section they may enter.
  const registers = useMemo(
    () => tournament.club_set.filter((c) => me && canEnter('competitions', standingAt(me, c.id))),
    [tournament.club_set, me],
  );
  const [way, setWay] = useState<Way>(registers.length ? 'member' : 'other');
  const [club, setClub] = useState<string | null>(registers[0] ? String(registers[0].id) : null);
  const [picked, setPicked] = useState<Token[]>([]);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ pick?: string; name?: string; email?: string }>({});
  const member = way === 'member' && registers.length > 0;

  const send = async (body: { player: number } | { name: string; email: string }, shown: string) => {
    try {
      const m = await add.mutateAsync({ tournament: tournament.id, gender, ...body });
      notifySuccess(m.invited ? `${m.name} added and invited by e-mail` : `${m.name} added`);
      setPicked([]);
      setName('');
      setEmail('');
      setErrors({});
    } catch (e) {
      const fields = e instanceof ApiError ? e.fieldErrors : {};
      const text = e instanceof Error ? e.message : `Could not add ${shown}`;
      if (member) setErrors({ pick: text });
      else setErrors({ name: fields.name?.[0], email: fields.email?.[0] ?? (fields.name ? undefined : text) });
    }
  };
  const submit = async () => {
    if (member) {
      if (!picked[0]) return setErrors({ pick: 'Choose a member of the register' });
      const p = JSON.parse(picked[0].value) as Pick;
      if (p.player !== null) return send({ player: p.player }, p.name);
      if (!p.email)
        return setErrors({
          pick: `${p.name} has no e-mail on the register: add them as someone without an account, with an e-mail.`,
        });
      return send({ name: p.name, email: p.email }, p.name);
    }
    const next = {
      ...(name.trim() ? {} : { name: 'Name is required' }),
      ...(isEmail(email.trim()) ? {} : { email: 'Please provide a valid email address' }),
    };
    setErrors(next);
    if (Object.keys(next).length) return;
    return send({ name: name.trim(), email: email.trim() }, name.trim());
  };

  return (
    <Paper withBorder p="sm" radius="md">
      <form
        aria-label="Add a player"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="xs">
          {registers.length > 0 && (
            <SegmentedControl
              aria-label="Who to add"
              value={way}
              onChange={(v) => {
                setWay(v as Way);
                setErrors({});
              }}
              data={[
                { value: 'member', label: 'Add a member' },
                { value: 'other', label: 'Add someone without an account' },
              ]}
              style={{ alignSelf: 'flex-start' }}
            />
          )}
          {member ? (
            <Group align="flex-start" gap="xs">
              {registers.length > 1 && (
                <SelectField
                  label="Club"
                  data={registers.map((c) => ({ value: String(c.id), label: c.name }))}
                  value={club}
                  onChange={(v) => {
                    setClub(v);
                    setPicked([]);
                  }}
                  allowDeselect={false}
                  style={{ flex: '0 1 12rem' }}
                />
              )}
              {picked[0] ? (
                // One member picked: shown in words, with a way to pick another.
                <Group
                  justify="space-between"
                  gap="xs"
                  wrap="nowrap"
                  aria-label="Member"
                  role="group"
                  style={{ flex: '1 1 18rem' }}
                >
                  <Stack gap={2}>
                    <Text size="sm" fw={600}>
                      {picked[0].label}
                    </Text>
                    {errors.pick && (
                      <Text size="sm" c="red.8">
                        {errors.pick}
                      </Text>
                    )}
                  </Stack>
                  <Button size="compact-sm" variant="subtle" onClick={() => setPicked([])}>
                    Change
                  </Button>
                </Group>
              ) : (
                <TokenInput
                  key={club}
                  label="Member"
                  required
                  placeholder="Search the register by name, number or e-mail"
                  searchUrl={`tournamentperson/?club=${club}&tournament=${tournament.id}`}
                  toToken={personToken}
                  value={picked}
                  onChange={(tokens) => {
                    setPicked(tokens.slice(-1));
                    setErrors({});
                  }}
                  error={errors.pick}
                  nothingFoundMessage="No member by that name, number or e-mail"
                  style={{ flex: '1 1 18rem' }}
                />
              )}
            </Group>
          ) : (
            <>
              <Text size="sm" c="dimmed">
                They are e-mailed a link to claim the place with a Rally account; until then it shows as Invited. An
                address that already has a Rally account adds that player.
              </Text>
              <Group align="flex-start" gap="xs">
                <TextInputField
                  label="Name"
                  required
                  value={name}
                  onChange={(e) => setName(e.currentTarget.value)}
                  error={errors.name}
                  style={{ flex: '1 1 12rem' }}
                />
                <TextInputField
                  label="Email"
                  type="email"
                  required
                  value={email}
                  onChange={(e) => setEmail(e.currentTarget.value)}
                  error={errors.email}
                  style={{ flex: '1 1 14rem' }}
                />
              </Group>
            </>
          )}
          <Group justify="space-between" gap="xs">
            <SegmentedControl
              aria-label="Gender"
              data={genders}
              value={gender}
              onChange={(v) => setGender(v as Gender)}
            />
            <Button type="submit" loading={add.isPending}>
              {member ? 'Add member' : 'Add and invite'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

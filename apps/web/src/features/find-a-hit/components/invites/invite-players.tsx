import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  FileInput,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  genderLabels,
  MAX_PLAYER_INVITES,
  playerInviteFieldOf,
  playerInviteMessages,
  playerInviteRowSchema,
  type BulkErrorRow,
  type ClubDetail,
  type PlayerInviteAnswer,
} from '@rally/domain';
import { IconFileSpreadsheet, IconTrash } from '@tabler/icons-react';
import Papa from 'papaparse';
import { useState } from 'react';
import { zodFormResolver } from '../../../../components/form-helpers';
import { notifyError, notifySuccess } from '../../../../components/notify';
import { PageHeader } from '../../../../components/page-header';
import { SelectField } from '../../../../components/select-field';
import { TextInputField } from '../../../../components/text-input';
import { useRecordForm } from '../../../../components/use-record-form';
import { ApiError } from '../../../../lib/api';
import { useInvitePlayers } from '../../api/invites.api';
import { SentInvitations } from './sent-invitations';

type Row = { first_name: string; last_name: string; email: string; mobile: string; gender: string };
const emptyRow: Row = { first_name: '', last_name: '', email: '', mobile: '', gender: '' };
const genderChoices = [
  { value: 'F', label: genderLabels.F },
  { value: 'M', label: genderLabels.M },
  { value: 'U', label: genderLabels.U },
];

/** The rows of a CSV file by the invite's column names (First name, Surname, E-mail, Mobile, Gender …). */
function readCsv(file: File): Promise<Row[]> {
  return new Promise((resolve, reject) => {
    Papa.parse<Record<string, string>>(file, {
      header: true,
      skipEmptyLines: 'greedy',
      transformHeader: (h) => playerInviteFieldOf(h) ?? `ignored:${h}`,
      complete: (result) =>
        resolve(
          result.data.map((r) => ({
            ...emptyRow,
            ...Object.fromEntries(Object.entries(r).filter(([k]) => !k.startsWith('ignored:'))),
          })),
        ),
      error: (error) => reject(error),
    });
  });
}

/** What each row's problem is, as the server would say it, before anything is sent. */
function problemsOf(rows: Row[], genderExempt: boolean): Map<number, string> {
  const schema = playerInviteRowSchema(genderExempt);
  const seen = new Set<string>();
  const problems = new Map<number, string>();
  rows.forEach((row, i) => {
    const parsed = schema.safeParse(row);
    if (!parsed.success) problems.set(i, [...new Set(parsed.error.issues.map((issue) => issue.message))].join('; '));
    else if (seen.has(parsed.data.email)) problems.set(i, playerInviteMessages.twice);
    else seen.add(parsed.data.email);
  });
  return problems;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** What became of a sent batch, in one sentence. */
function outcomeText(answer: PlayerInviteAnswer): string {
  const count = (o: string) => answer.invited.filter((r) => r.outcome === o).length;
  const parts = [playerInviteMessages.sent(count('invited'))];
  if (count('already invited')) parts.push(`${plural(count('already invited'), 'player')} already invited`);
  if (count('already follows the club'))
    parts.push(`${plural(count('already follows the club'), 'player')} already following the club`);
  return parts.join(' · ');
}

/** Matcha › Invite players: type players or add a CSV file, check them, and send every invitation in one go (POST /api/player/bulk/). */
export function InvitePlayers({ club }: { club: ClubDetail }) {
  const [rows, setRows] = useState<Row[]>([]);
  const [genderExempt, setGenderExempt] = useState(false);
  const [serverErrors, setServerErrors] = useState<BulkErrorRow[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [result, setResult] = useState<PlayerInviteAnswer | null>(null);
  const invite = useInvitePlayers(club.id);
  // The list below says when a gender is missing and the club has not exempted it.
  const form = useRecordForm({
    record: emptyRow,
    valuesOf: (r: Row) => r,
    validate: zodFormResolver(playerInviteRowSchema(true)),
  });

  const problems = problemsOf(rows, genderExempt);
  serverErrors.forEach((e) => problems.has(e.row - 1) || problems.set(e.row - 1, e.error.replace(/^Row \d+: /, '')));

  const change = (next: Row[]) => {
    setRows(next);
    setServerErrors([]);
    setResult(null);
  };
  const add = form.onSubmit((values) => {
    change([...rows, values]);
    form.reset();
  });
  const addFile = async (file: File | null) => {
    setFileError(null);
    if (!file) return;
    try {
      const read = await readCsv(file);
      if (!read.length) setFileError('The file has no rows under its header.');
      else change([...rows, ...read].slice(0, MAX_PLAYER_INVITES));
    } catch {
      setFileError('This file could not be read as CSV.');
    }
  };
  const send = async () => {
    try {
      const answer = await invite.mutateAsync({ rows, genderExempt });
      setResult(answer);
      setRows([]);
      notifySuccess(outcomeText(answer));
    } catch (error) {
      const body = error instanceof ApiError ? (error.body as Partial<PlayerInviteAnswer> | null) : null;
      if (body?.error_rows?.length) setServerErrors(body.error_rows);
      notifyError(error);
    }
  };

  return (
    <Stack gap="lg" maw={900}>
      <PageHeader
        order={2}
        title="Invite players"
        description="Invite people to join Rally and follow the club. Each gets an e-mail with a link; someone already on Rally is linked to their account, never signed up twice."
      />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <form onSubmit={add} noValidate aria-label="Add a player to invite">
          <Stack gap="sm">
            <Title order={3} size="h5">
              Add a player
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInputField
                label="First name"
                required
                key={form.key('first_name')}
                {...form.getInputProps('first_name')}
              />
              <TextInputField
                label="Last name"
                required
                key={form.key('last_name')}
                {...form.getInputProps('last_name')}
              />
              <TextInputField
                label="Email"
                type="email"
                required
                key={form.key('email')}
                {...form.getInputProps('email')}
              />
              <TextInputField label="Mobile" type="tel" key={form.key('mobile')} {...form.getInputProps('mobile')} />
              <SelectField
                label="Gender"
                data={genderChoices}
                key={form.key('gender')}
                {...form.getInputProps('gender')}
              />
            </SimpleGrid>
            <Group justify="space-between" align="flex-end" wrap="wrap">
              <FileInput
                label="Or add the rows of a CSV file"
                description="Columns: First name, Last name, Email, Mobile, Gender"
                placeholder="Choose a .csv file"
                accept=".csv,text/csv"
                leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
                value={null}
                onChange={addFile}
                error={fileError}
                style={{ flex: '1 1 260px' }}
              />
              <Button type="submit" variant="light">
                Add to the list
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>

      <Stack gap="sm" component="section" aria-labelledby="invite-list-title">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h4" id="invite-list-title">
            {rows.length ? `To invite (${rows.length})` : 'To invite'}
          </Title>
          <Checkbox
            label="Gender not required for this list"
            checked={genderExempt}
            onChange={(e) => setGenderExempt(e.currentTarget.checked)}
          />
        </Group>
        {rows.length === 0 ? (
          <Text c="dimmed" size="sm">
            Add players above or from a CSV file; they are listed here for you to check before anything is sent.
          </Text>
        ) : (
          <Stack gap={6} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {rows.map((row, i) => (
              <Paper
                key={i}
                component="li"
                withBorder
                radius="sm"
                px="sm"
                py={6}
                data-testid="invite-row"
                style={problems.has(i) ? { borderColor: 'var(--mantine-color-red-7)' } : undefined}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fw={600} truncate>
                      {i + 1}. {`${row.first_name} ${row.last_name}`.trim() || 'No name'}
                    </Text>
                    <Text size="sm" c="dimmed" truncate>
                      {[
                        row.email || 'no e-mail',
                        row.mobile,
                        row.gender &&
                          (genderLabels[row.gender.toUpperCase() as keyof typeof genderLabels] ?? row.gender),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                    {problems.has(i) && (
                      <Text size="sm" c="red.8">
                        {problems.get(i)}
                      </Text>
                    )}
                  </Stack>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`Remove row ${i + 1} from the list`}
                    onClick={() => change(rows.filter((_, j) => j !== i))}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
        {problems.size > 0 && rows.length > 0 && (
          <Alert color="red" title={`${plural(problems.size, 'row')} to fix`}>
            Fix or remove the marked rows: invitations go out only when every row is right.
          </Alert>
        )}
        <Group justify="flex-end">
          {rows.length > 0 && (
            <Button variant="default" onClick={() => change([])}>
              Clear the list
            </Button>
          )}
          <Button onClick={send} loading={invite.isPending} disabled={!rows.length || problems.size > 0}>
            {rows.length ? `Send ${plural(rows.length, 'invitation')}` : 'Send invitations'}
          </Button>
        </Group>
        {result && (
          <Alert color="court" title={outcomeText(result)}>
            {result.invited.filter((r) => r.linked).length > 0 &&
              `${plural(result.invited.filter((r) => r.linked).length, 'player')} already on Rally: linked to their accounts.`}
          </Alert>
        )}
      </Stack>

      <SentInvitations club={club} />
    </Stack>
  );
}

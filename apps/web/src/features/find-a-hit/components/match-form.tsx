import { SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { createMatchSchema, parseScoreText, type CreateMatchInput } from '@rally/domain';
import { DatePickerField } from '../../../components/date-picker-field';
import { zodFormResolver } from '../../../components/form-helpers';
import { notifyError, notifySuccess } from '../../../components/notify';
import { SelectField } from '../../../components/select-field';
import { FormPanel } from '../../../components/form-panel';
import { TextInputField } from '../../../components/text-input';
import { useRecordForm } from '../../../components/use-record-form';
import { ApiError } from '../../../lib/api';
import { useRecordMatch } from '../api/matches.api';
import { clubToday } from '../../../lib/format';

type Values = {
  start: string | null;
  format: 'S' | 'D';
  partner: string;
  opponent1: string;
  opponent2: string;
  number_of_sets: '1' | '3' | '5';
  score: string;
  retired: '' | '1' | '2';
};

const SCORE_FORMAT = 'Write the sets from your side, e.g. 6-4 3-6 7-6(7-5)';

/** The payload: the caller on side 1 (with their partner by e-mail), the opponents by e-mail. */
function toInput(v: Values, me: number): CreateMatchInput {
  return {
    start: v.start ?? '',
    format: v.format,
    number_of_sets: Number(v.number_of_sets) as 1 | 3 | 5,
    sides: [
      { players: [me], emails: v.format === 'D' ? [v.partner.trim()] : [] },
      { emails: v.format === 'D' ? [v.opponent1.trim(), v.opponent2.trim()] : [v.opponent1.trim()] },
    ],
    sets: parseScoreText(v.score) ?? [],
    retired: v.retired ? (Number(v.retired) as 1 | 2) : null,
  };
}

/** The schema's messages under the form's fields: e-mails under their boxes, the score's under Score. */
function placeErrors(errors: Record<string, string>, v: Values): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    if (path === 'sets' || path.startsWith('sets.')) out.score ??= message;
    else if (path === 'start') out.start = message;
    else if (path.startsWith('sides.0.emails')) out.partner = message;
    else if (path === 'sides.1.emails.0') out.opponent1 = message;
    else if (path === 'sides.1.emails.1') out.opponent2 = message;
    else if (path.startsWith('sides')) out.opponent1 ??= message;
    else out[path] = message;
  }
  if (!parseScoreText(v.score)) out.score = SCORE_FORMAT;
  return out;
}

/** Record a match you played: when, with and against whom (by their Rally e-mail), and the score. */
export function MatchForm({ me, opened, onClose }: { me: number; opened: boolean; onClose: () => void }) {
  const record = useRecordMatch();
  const form = useRecordForm({
    record: me,
    valuesOf: (): Values => ({
      start: clubToday(),
      format: 'S',
      partner: '',
      opponent1: '',
      opponent2: '',
      number_of_sets: '3',
      score: '',
      retired: '',
    }),
    opened,
    validate: (v: Values) =>
      placeErrors(zodFormResolver(createMatchSchema)(toInput(v, me)) as Record<string, string>, v),
  });
  const v = form.getValues();
  const field = (name: keyof Values) => ({ key: form.key(name), ...form.getInputProps(name) });
  const submit = form.onSubmit(async (values) => {
    try {
      await record.mutateAsync(toInput(values, me));
      notifySuccess('Match recorded: the other players are asked to approve it');
      onClose();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length) {
        form.setErrors(
          placeErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([k, m]) => [k, m.join(' ')])), values),
        );
      } else notifyError(error);
    }
  });
  return (
    <FormPanel
      id="match-form"
      opened={opened}
      onClose={onClose}
      form={form}
      size="md"
      title="Record a match"
      label="Record a match"
      submitLabel="Record match"
      submitting={record.isPending}
      onSubmit={submit}
    >
      <Stack gap="sm">
        <DatePickerField label="Played on" required maxDate={clubToday()} {...field('start')} />
        <div>
          <Text size="sm" fw={500} mb={4} id="match-format-label">
            Format
          </Text>
          <SegmentedControl
            aria-labelledby="match-format-label"
            data={[
              { value: 'S', label: 'Singles' },
              { value: 'D', label: 'Doubles' },
            ]}
            value={v.format}
            onChange={(f) => form.setFieldValue('format', f as 'S' | 'D')}
          />
        </div>
        {v.format === 'D' && (
          <TextInputField type="email" label="Your partner's e-mail" required {...field('partner')} />
        )}
        <TextInputField
          type="email"
          label={v.format === 'D' ? 'First opponent’s e-mail' : 'Opponent’s e-mail'}
          required
          description="The e-mail they use for Rally: they approve the result."
          {...field('opponent1')}
        />
        {v.format === 'D' && (
          <TextInputField type="email" label="Second opponent’s e-mail" required {...field('opponent2')} />
        )}
        <SimpleGrid cols={2} spacing="sm">
          <SelectField
            label="Best of"
            data={[
              { value: '1', label: '1 set' },
              { value: '3', label: '3 sets' },
              { value: '5', label: '5 sets' },
            ]}
            allowDeselect={false}
            {...field('number_of_sets')}
          />
          <SelectField
            label="Retired"
            data={[
              { value: '', label: 'Nobody' },
              { value: '1', label: v.format === 'D' ? 'Our side' : 'Me' },
              { value: '2', label: v.format === 'D' ? 'Their side' : 'My opponent' },
            ]}
            allowDeselect={false}
            {...field('retired')}
          />
        </SimpleGrid>
        <TextInputField
          label="Score"
          required
          placeholder="6-4 3-6 7-6(7-5)"
          description="Your side’s games first in each set; a tie-break’s points in brackets."
          {...field('score')}
        />
      </Stack>
    </FormPanel>
  );
}

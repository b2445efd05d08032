import { SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { createHitSchema, timeOptions, type CreateHitInput } from '@rally/domain';
import { DatePickerField } from '../../../components/date-picker-field';
import { zodFormResolver } from '../../../components/form-helpers';
import { notifyError, notifySuccess } from '../../../components/notify';
import { NumberField } from '../../../components/number-field';
import { SelectField } from '../../../components/select-field';
import { FormPanel } from '../../../components/form-panel';
import { TextAreaField } from '../../../components/text-area';
import { useRecordForm } from '../../../components/use-record-form';
import { ApiError } from '../../../lib/api';
import { useCreateHit, type HitClub } from '../api/matcha.api';
import { clubToday } from '../../../lib/format';

type Values = {
  club: string;
  date: string | null;
  from: string;
  to: string;
  play_format: 'S' | 'D';
  num_players_requested: string;
  min_level: string | null;
  max_level: string | null;
  min_age: number | string | null;
  max_age: number | string | null;
  gender: 'A' | 'M' | 'F';
  cost: number | string;
  comments: string;
};

const times = timeOptions(30, '06:00', '22:30').map((t) => ({ value: t, label: t }));
const levels = Array.from({ length: 10 }, (_, i) => ({ value: String(i + 1), label: `Level ${i + 1}` }));

const orNull = (v: number | string | null) => (v === '' || v === null ? null : Number(v));
/** The payload of the form: times as the club's wall-clock times, which the server reads in its zone. */
const toInput = (v: Values, target: number | null = null): CreateHitInput => ({
  club: Number(v.club),
  start_time: `${v.date ?? ''}T${v.from}`,
  end_time: `${v.date ?? ''}T${v.to}`,
  play_format: v.play_format,
  num_players_requested: v.play_format === 'S' ? 1 : Number(v.num_players_requested),
  min_level: v.min_level ? Number(v.min_level) : null,
  max_level: v.max_level ? Number(v.max_level) : null,
  min_age: orNull(v.min_age),
  max_age: orNull(v.max_age),
  gender: v.gender,
  cost: Number(v.cost || 0),
  comments: v.comments,
  target_players_set: target === null ? [] : [target],
});

/** The schema's messages under the form's fields (the window's times under From and To). */
function validate(v: Values) {
  const errors = zodFormResolver(createHitSchema)(toInput(v));
  const { start_time, end_time, ...rest } = errors;
  return {
    ...rest,
    ...(!v.date ? { date: 'Choose a day' } : {}),
    ...(start_time ? { from: start_time } : {}),
    ...(end_time ? { to: end_time } : {}),
  };
}

/**
 * Post a hit request (spec 3 §3 "Hit"): where, when, what kind of hit and for whom. With
 * `target` (a player's profile, "Ask for a hit") it is a private hit only that player sees.
 */
export function HitForm({
  clubs,
  target,
  opened,
  onClose,
}: {
  clubs: HitClub[];
  target?: { id: number; name: string };
  opened: boolean;
  onClose: () => void;
}) {
  const create = useCreateHit();
  const usable = clubs.filter((c) => c.can_request);
  const form = useRecordForm({
    record: usable,
    valuesOf: (list: HitClub[]): Values => ({
      club: list[0] ? String(list[0].id) : '',
      date: null,
      from: '09:00',
      to: '11:00',
      play_format: 'S',
      num_players_requested: '1',
      min_level: null,
      max_level: null,
      min_age: '',
      max_age: '',
      gender: 'A',
      cost: 0,
      comments: '',
    }),
    opened,
    validate,
    validateInputOnBlur: true,
  });
  const values = form.getValues();
  const club = usable.find((c) => String(c.id) === values.club);

  const submit = form.onSubmit(async (v) => {
    try {
      await create.mutateAsync(toInput(v, target?.id ?? null));
      notifySuccess(target ? `Your hit request is sent to ${target.name}` : 'Your hit request is posted');
      onClose();
    } catch (error) {
      const errors = error instanceof ApiError ? error.fieldErrors : {};
      const placed = Object.entries(errors).map(
        ([k, m]) => [k === 'start_time' ? 'from' : k === 'end_time' ? 'to' : k, m.join(' ')] as const,
      );
      if (placed.length) form.setErrors(Object.fromEntries(placed));
      else notifyError(error);
    }
  });
  const field = (name: keyof Values) => ({ key: form.key(name), ...form.getInputProps(name) });

  return (
    <FormPanel
      id="hit-form"
      opened={opened}
      onClose={onClose}
      form={form}
      size="md"
      title={target ? `Ask ${target.name} for a hit` : 'Post a hit request'}
      label="Post a hit request"
      submitLabel={target ? 'Send hit request' : 'Post hit request'}
      submitting={create.isPending}
      onSubmit={submit}
    >
      <Stack gap="sm">
        {target && (
          <Text size="sm" c="dimmed">
            A private hit request: only {target.name} sees it and can respond.
          </Text>
        )}
        <SelectField
          label="Club"
          required
          data={usable.map((c) => ({ value: String(c.id), label: c.name }))}
          allowDeselect={false}
          {...field('club')}
        />
        <DatePickerField
          label="Day"
          required
          fullDate
          today={club ? clubToday(club) : undefined}
          minDate={club ? clubToday(club) : undefined}
          {...field('date')}
        />
        <SimpleGrid cols={2} spacing="sm">
          <SelectField label="From" required data={times} allowDeselect={false} {...field('from')} />
          <SelectField label="To" required data={times} allowDeselect={false} {...field('to')} />
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt={-6}>
          The window you could play in, in the club’s time. Players who respond suggest a start inside it.
        </Text>
        <div>
          <Text size="sm" fw={500} mb={4} id="hit-format-label">
            Format
          </Text>
          <SegmentedControl
            aria-labelledby="hit-format-label"
            data={[
              { value: 'S', label: 'Singles' },
              { value: 'D', label: 'Doubles' },
            ]}
            value={values.play_format}
            onChange={(v) => form.setFieldValue('play_format', v as 'S' | 'D')}
          />
        </div>
        {values.play_format === 'D' && (
          <SelectField
            label="Players needed"
            data={['1', '2', '3'].map((n) => ({ value: n, label: n === '3' ? '3 (a full four)' : n }))}
            allowDeselect={false}
            {...field('num_players_requested')}
          />
        )}
        <SimpleGrid cols={2} spacing="sm">
          <SelectField label="Lowest level" placeholder="Any" data={levels} clearable {...field('min_level')} />
          <SelectField label="Highest level" placeholder="Any" data={levels} clearable {...field('max_level')} />
        </SimpleGrid>
        <SimpleGrid cols={2} spacing="sm">
          <NumberField label="Youngest age" placeholder="Any" allowDecimal={false} {...field('min_age')} />
          <NumberField label="Oldest age" placeholder="Any" allowDecimal={false} {...field('max_age')} />
        </SimpleGrid>
        <SelectField
          label="Who can respond"
          data={[
            { value: 'A', label: 'Anyone' },
            { value: 'M', label: 'Men' },
            { value: 'F', label: 'Women' },
          ]}
          allowDeselect={false}
          {...field('gender')}
        />
        <NumberField
          label="Cost per player"
          description="Towards the court, in the club’s currency (0 when free)"
          {...field('cost')}
        />
        <TextAreaField
          label="Comments"
          placeholder="What you’d like to work on, where to meet…"
          {...field('comments')}
        />
      </Stack>
    </FormPanel>
  );
}

import { Group, SimpleGrid, Stack, Switch } from '@mantine/core';
import {
  courtSchema,
  defaultCourtName,
  nextCourtNumber,
  type ClubDetail,
  type CourtGroupRecord,
  type CourtInput,
  type CourtRecord,
  type Sport,
  type Surface,
} from '@rally/domain';
import { applyServerErrors, zodFormResolver } from '../../../components/form-helpers';
import { notifyError, notifySuccess } from '../../../components/notify';
import { NumberField } from '../../../components/number-field';
import { SelectField } from '../../../components/select-field';
import { FormPanel } from '../../../components/form-panel';
import { useRecordForm } from '../../../components/use-record-form';
import { TextAreaField } from '../../../components/text-area';
import { TextInputField } from '../../../components/text-input';
import { useSaveCourt } from '../api/courts.api';
import { CourtImage } from './court-image';

type CourtFormValues = {
  name: string;
  number: number;
  group: string | null;
  sport: string | null;
  surface: string | null;
  has_lights: boolean;
  bookable: boolean;
  indoor: boolean;
  access_notes: string;
  notes: string;
};

export type CourtFormProps = {
  club: ClubDetail;
  groups: CourtGroupRecord[];
  courts: CourtRecord[];
  sports: Sport[];
  surfaces: Surface[];
  /** The court to edit, or null for a new one in `groupId`. */
  court: CourtRecord | null;
  groupId: number | null;
  opened: boolean;
  onClose: () => void;
};

/** A new court takes the next number and 'Court N' (spec 2 §4), the club's first sport, and the group's. */
function valuesOf(props: CourtFormProps): CourtFormValues {
  const { court, courts, club, groupId, sports } = props;
  if (court) {
    return {
      ...court,
      group: court.group === null ? null : String(court.group),
      sport: String(court.sport),
      surface: String(court.surface),
    };
  }
  const number = nextCourtNumber(courts.map((c) => c.number));
  const sport =
    club.court_rules.available_sports[0] ?? sports.find((s) => s.name.toLowerCase() === 'tennis')?.id ?? null;
  return {
    name: defaultCourtName(number),
    number,
    group: groupId === null ? null : String(groupId),
    sport: sport === null ? null : String(sport),
    surface: null,
    has_lights: false,
    bookable: true,
    indoor: false,
    access_notes: '',
    notes: '',
  };
}

const toInput = (v: CourtFormValues): CourtInput => v;

/** Adds or edits a court: name, number, group, sport and surface, lights, indoor, notes (spec 2 §3, §5). */
export function CourtForm(props: CourtFormProps) {
  const { club, court, opened, onClose, groups, sports, surfaces } = props;
  const save = useSaveCourt(club.id);
  // The court is the record; a new one's number and sport come from the latest props when it opens.
  const form = useRecordForm({
    record: court,
    valuesOf: () => valuesOf(props),
    opened,
    validate: (v) => zodFormResolver(courtSchema)(toInput(v)),
    validateInputOnBlur: true,
  });

  const values = form.getValues();
  const offered = sports.filter(
    (s) => club.court_rules.available_sports.length === 0 || club.court_rules.available_sports.includes(s.id),
  );
  const sportSurfaces = surfaces.filter((s) => String(s.sport) === values.sport);
  const surfaceName = surfaces.find((s) => String(s.id) === values.surface)?.name;

  const submit = form.onSubmit(async (v) => {
    try {
      const saved = await save.mutateAsync({ id: court?.id, values: toInput(v) });
      notifySuccess(court ? `${saved.name} saved` : `${saved.name} added`);
      onClose();
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyError(error);
    }
  });

  const field = (name: keyof CourtFormValues) => ({ key: form.key(name), ...form.getInputProps(name) });
  const toggle = (name: keyof CourtFormValues) => ({
    key: form.key(name),
    ...form.getInputProps(name, { type: 'checkbox' }),
  });
  // The suggested name follows the number until the name is changed by hand.
  const changeNumber = (n: number | string) => {
    if (typeof n === 'number' && values.name === defaultCourtName(values.number))
      form.setFieldValue('name', defaultCourtName(n));
    // Text that is not a number is held as typed: the court schema refuses it under the field.
    form.setFieldValue('number', n as number);
  };

  return (
    <FormPanel
      id="court-form"
      opened={opened}
      onClose={onClose}
      form={form}
      size="md"
      title={court ? `Edit ${court.name}` : 'Add a court'}
      label={court ? 'Edit court' : 'Add court'}
      submitLabel={court ? 'Save court' : 'Add court'}
      submitting={save.isPending}
      onSubmit={submit}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInputField label="Name" required {...field('name')} />
          <NumberField label="Number" allowDecimal={false} {...field('number')} onChange={changeNumber} />
        </SimpleGrid>
        <SelectField
          label="Court group"
          data={groups.map((g) => ({ value: String(g.id), label: g.name }))}
          placeholder="No group"
          {...field('group')}
        />
        {offered.length > 1 && (
          <SelectField
            label="Sport"
            required
            data={offered.map((s) => ({ value: String(s.id), label: s.name[0].toUpperCase() + s.name.slice(1) }))}
            {...field('sport')}
            onChange={(v) => {
              form.setFieldValue('sport', v);
              form.setFieldValue('surface', null);
            }}
          />
        )}
        <Group gap="sm" align="flex-end" wrap="nowrap">
          <SelectField
            label="Surface"
            required
            style={{ flex: 1 }}
            data={sportSurfaces.map((s) => ({ value: String(s.id), label: s.name }))}
            placeholder="Choose a surface"
            {...field('surface')}
          />
          {surfaceName && <CourtImage surfaceName={surfaceName} size={54} />}
        </Group>
        <Group gap="lg" mt={4}>
          <Switch label="Lights" {...toggle('has_lights')} />
          <Switch label="Indoor" {...toggle('indoor')} />
          <Switch label="Can be booked" {...toggle('bookable')} />
        </Group>
        <TextAreaField
          label="Access notes"
          description="How players get onto the court: gate codes, keys (Booking settings may give one text for every court)"
          autosize
          minRows={2}
          {...field('access_notes')}
        />
        <TextAreaField
          label="Notes"
          description="Anything players should know about this court"
          autosize
          minRows={2}
          {...field('notes')}
        />
      </Stack>
    </FormPanel>
  );
}

import {
  ActionIcon,
  Box,
  Button,
  Group,
  MultiSelect,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  EVENT_GENDERS,
  EVENT_RECURRENCES,
  EVENT_TYPES,
  EVENT_WEEKDAYS,
  createEventSchema,
  planEventSessions,
  type ClubDetail,
} from '@rally/domain';
import { applyServerErrors, zodFormResolver } from '../../../components/form-helpers';
import { FormPanelActions } from '../../../components/form-panel-actions';
import { notifyError, notifySuccess } from '../../../components/notify';
import { NumberField } from '../../../components/number-field';
import { SelectField } from '../../../components/select-field';
import { SlideInModal } from '../../../components/slide-in-modal';
import { TextAreaField } from '../../../components/text-area';
import { TextInputField } from '../../../components/text-input';
import { DatePickerField } from '../../../components/date-picker-field';
import { useRecordForm } from '../../../components/use-record-form';
import { useClubCourts, useCoaches, useEventAction, useSaveEvent, type EventDetail } from '../api/events.api';
import { sessionText } from '../clinic-format';
import { useClubFormat } from '../../../lib/format';
import { type Values, ntrpData, levelData, toInput, valuesOf } from './clinic-form-values';

export type ClinicFormProps = {
  club: ClubDetail;
  event: EventDetail | null;
  opened: boolean;
  onClose: () => void;
  onSaved: (event: EventDetail) => void;
};

/** The clinic form: details, the schedule with a preview of its sessions, courts and coaches, limits and prices. */
export function ClinicForm({ club, event, opened, onClose, onSaved }: ClinicFormProps) {
  const fmt = useClubFormat(club);
  const save = useSaveEvent(club.id);
  const action = useEventAction(club.id);
  const courts = useClubCourts(club.id);
  const coaches = useCoaches(club.id);
  const form = useRecordForm({
    record: event,
    valuesOf,
    opened,
    validate: (v) => zodFormResolver(createEventSchema)({ ...toInput(v), club: club.id }),
    validateInputOnBlur: true,
  });
  const values = form.getValues();
  const input = toInput(values);
  const preview = values.start_date
    ? planEventSessions({
        start_date: values.start_date,
        end_date: values.end_date,
        num_sessions: typeof input.num_sessions === 'number' ? input.num_sessions : null,
        recurrence: values.recurrence as 'W',
        days_of_week: values.days_of_week.filter((d) => d.start_time && d.end_time),
        excluded_dates: values.excluded_dates,
        def_start_time: values.def_start_time || null,
        def_session_dur_mins: typeof input.def_session_dur_mins === 'number' ? input.def_session_dur_mins : null,
        zone: club.time_zone,
      })
    : [];
  const hasParticipants = (event?.participants_count ?? 0) > 0;

  const submit = form.onSubmit(async (v) => {
    try {
      let saved = await save.mutateAsync({ id: event?.id, values: toInput(v) });
      // A new clinic, or a draft without participants: its sessions follow the schedule.
      if (!hasParticipants && saved.status !== 'C' && saved.start_date)
        saved = await action.mutateAsync({ id: saved.id, action: 'create_sessions' });
      notifySuccess(event ? `${saved.name} saved` : `${saved.name} created with ${saved.session_set.length} sessions`);
      onSaved(saved);
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyError(error);
    }
  });

  const field = (name: keyof Values) => ({ key: form.key(name), ...form.getInputProps(name) });
  // NumberField holds a number or the text typed: an empty (null) value shows as an empty box.
  const numField = (name: keyof Values) => {
    const props = form.getInputProps(name);
    return { key: form.key(name), ...props, value: (props.value ?? '') as number | string };
  };
  const toggle = (name: keyof Values) => ({ key: form.key(name), ...form.getInputProps(name, { type: 'checkbox' }) });
  const freeDays = [0, 1, 2, 3, 4, 5, 6].filter((d) => !values.days_of_week.some((w) => w.day === d));

  return (
    <SlideInModal
      opened={opened}
      onClose={onClose}
      form={form}
      size="xl"
      title={
        <Text fw={700} size="lg">
          {event ? `Edit ${event.name}` : 'New clinic'}
        </Text>
      }
      footer={
        <FormPanelActions form="clinic-form" submitting={save.isPending || action.isPending} onCancel={onClose}>
          {event ? 'Save clinic' : 'Create clinic'}
        </FormPanelActions>
      }
    >
      <form id="clinic-form" onSubmit={submit} noValidate aria-label={event ? 'Edit clinic' : 'New clinic'}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInputField label="Name" required {...field('name')} />
            <SelectField
              label="Type"
              required
              data={Object.entries(EVENT_TYPES).map(([value, label]) => ({ value, label }))}
              {...field('ttype')}
            />
          </SimpleGrid>
          <TextAreaField label="Description" required autosize minRows={2} {...field('desc')} />

          <Title order={3} size="h5">
            Schedule
          </Title>
          {hasParticipants && (
            <Text size="sm" c="dimmed">
              Players have joined: the sessions stay as they are; edit single sessions on the clinic page.
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <DatePickerField label="Start date" required region={club.country} {...field('start_date')} />
            <DatePickerField label="End date" clearable region={club.country} {...field('end_date')} />
            <NumberField label="Number of sessions" allowDecimal={false} {...numField('num_sessions')} />
          </SimpleGrid>
          <Text size="xs" c="dimmed" mt={-8}>
            An end date, or a number of sessions: when both are set, the end date wins.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <SelectField
              label="Repeats"
              data={Object.entries(EVENT_RECURRENCES).map(([value, label]) => ({ value, label }))}
              {...field('recurrence')}
            />
            <TextInputField label="Default start time" placeholder="18:00" {...field('def_start_time')} />
            <NumberField label="Session length (minutes)" allowDecimal={false} {...numField('def_session_dur_mins')} />
          </SimpleGrid>
          <Stack gap={6}>
            <div>
              <Text size="sm" fw={500}>
                Days of the week
              </Text>
              <Text size="xs" c="dimmed">
                Each day with its own times; none: the start date's weekday at the default start time.
              </Text>
            </div>
            {values.days_of_week.length > 0 && (
              <Group gap="xs" wrap="nowrap" aria-hidden>
                <Text size="xs" c="dimmed" style={{ flex: 2 }}>
                  Day
                </Text>
                <Text size="xs" c="dimmed" style={{ flex: 1 }}>
                  Starts
                </Text>
                <Text size="xs" c="dimmed" style={{ flex: 1 }}>
                  Ends
                </Text>
                <Box w={34} />
              </Group>
            )}
            {values.days_of_week.map((w, i) => (
              <Group key={form.key(`days_of_week.${i}.day`)} gap="xs" wrap="nowrap" align="flex-start">
                <SelectField
                  aria-label="Day"
                  style={{ flex: 2 }}
                  data={EVENT_WEEKDAYS.map((label, day) => ({
                    value: String(day),
                    label,
                    disabled: day !== w.day && !freeDays.includes(day),
                  }))}
                  value={String(w.day)}
                  onChange={(v) => v !== null && form.setFieldValue(`days_of_week.${i}.day`, Number(v))}
                />
                <TextInputField
                  aria-label={`${EVENT_WEEKDAYS[w.day]} start`}
                  style={{ flex: 1 }}
                  placeholder="18:00"
                  {...field(`days_of_week.${i}.start_time` as keyof Values)}
                />
                <TextInputField
                  aria-label={`${EVENT_WEEKDAYS[w.day]} end`}
                  style={{ flex: 1 }}
                  placeholder="19:00"
                  {...field(`days_of_week.${i}.end_time` as keyof Values)}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={`Remove ${EVENT_WEEKDAYS[w.day]}`}
                  onClick={() => form.removeListItem('days_of_week', i)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
            {freeDays.length > 0 && (
              <Button
                variant="light"
                size="xs"
                w="fit-content"
                leftSection={<IconPlus size={14} aria-hidden />}
                onClick={() =>
                  form.insertListItem('days_of_week', {
                    day: values.start_date
                      ? (new Date(`${values.start_date}T00:00:00Z`).getUTCDay() + 6) % 7
                      : freeDays[0],
                    start_time: values.def_start_time || '18:00',
                    end_time: '19:00',
                  })
                }
              >
                Add a day
              </Button>
            )}
          </Stack>
          <TextInputField
            label="Excluded dates"
            description="No session on these days: YYYY-MM-DD, separated by commas"
            key={form.key('excluded_dates')}
            defaultValue={values.excluded_dates.join(', ')}
            error={
              form.errors.excluded_dates ??
              Object.entries(form.errors).find(([k]) => k.startsWith('excluded_dates.'))?.[1]
            }
            onBlur={(e) => form.setFieldValue('excluded_dates', e.currentTarget.value.split(/[,\s]+/).filter(Boolean))}
          />

          <Paper withBorder p="sm" radius="md" role="region" aria-label="Session preview">
            <Text size="sm" fw={600} mb={4}>
              {preview.length
                ? `${preview.length} session${preview.length === 1 ? '' : 's'}`
                : 'No sessions yet: choose a start date and an end date or a number of sessions'}
            </Text>
            {preview.length > 0 && (
              <Box role="region" aria-label="Planned sessions" tabIndex={0} mah={220} style={{ overflowY: 'auto' }}>
                <Table fz="sm" verticalSpacing={2}>
                  <Table.Tbody>
                    {preview.slice(0, 60).map((s) => (
                      <Table.Tr key={s.number}>
                        <Table.Td w={40}>{s.number}</Table.Td>
                        <Table.Td>{sessionText(s.start, s.end, fmt)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Box>
            )}
          </Paper>

          <Title order={3} size="h5">
            Courts and coaches
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <MultiSelect
              label="Courts"
              placeholder="Choose courts"
              data={(courts.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
              {...field('court_set')}
            />
            <MultiSelect
              label="Coaches"
              placeholder="Choose coaches"
              data={(coaches.data?.results ?? []).map((c) => ({ value: String(c.id), label: c.full_name }))}
              {...field('coach_set')}
            />
          </SimpleGrid>

          <Title order={3} size="h5">
            Participants
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <NumberField label="Places per session" allowDecimal={false} {...numField('max_participant_session')} />
            <SelectField
              label="Gender"
              data={Object.entries(EVENT_GENDERS).map(([value, label]) => ({
                value,
                label: value === 'U' ? 'Anyone' : label,
              }))}
              {...field('allowed_gender')}
            />
            <MultiSelect label="Levels" placeholder="Any level" data={levelData} {...field('generic_levels')} />
            <NumberField label="Minimum age" allowDecimal={false} {...numField('min_age')} />
            <NumberField label="Maximum age" allowDecimal={false} {...numField('max_age')} />
            <Group grow gap="sm" align="flex-start">
              <SelectField label="NTRP from" placeholder="Any" clearable data={ntrpData} {...field('min_ntrp')} />
              <SelectField label="NTRP to" placeholder="Any" clearable data={ntrpData} {...field('max_ntrp')} />
            </Group>
            {/* advance_join_days (spec 3 §3): the server refuses a player's join before it (docs/clinics.md). */}
            <NumberField
              label="Sign-up opens (days before)"
              description="Players join from this many days before their first session; empty: any time"
              allowDecimal={false}
              min={0}
              max={365}
              {...numField('advance_join_days')}
            />
          </SimpleGrid>
          <Group gap="lg">
            <Switch label="Non-members may join" {...toggle('allow_nonmember')} />
            <Switch label="Single sessions may be joined" {...toggle('can_join_single_session')} />
          </Group>

          <Title order={3} size="h5">
            Prices ({club.currency.toUpperCase()})
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <NumberField label="Members, whole clinic" decimalScale={2} {...numField('member_price')} />
            <NumberField label="Non-members, whole clinic" decimalScale={2} {...numField('nonmember_price')} />
            <NumberField label="Members, one session" decimalScale={2} {...numField('member_session_price')} />
            <NumberField label="Non-members, one session" decimalScale={2} {...numField('nonmember_session_price')} />
          </SimpleGrid>
        </Stack>
      </form>
    </SlideInModal>
  );
}

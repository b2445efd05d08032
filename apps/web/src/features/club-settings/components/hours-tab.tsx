import { Button, Fieldset, Group, Paper, SegmentedControl, Select, Stack, Switch, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  openingHoursFormDays,
  openingHoursFormSchema,
  openingHoursPayload,
  timeLabel,
  timeOptions,
  weekdayNames,
  type ClubDetail,
  type OpeningHoursFormDay,
  type TimeStep,
} from '@rally/domain';
import { useMemo, useState } from 'react';
import { applyServerErrors, zodFormResolver } from '../../../components/form-helpers';
import { notifyError, notifySuccess } from '../../../components/notify';
import { loadRecordValues, useRecordForm } from '../../../components/use-record-form';
import { ReadOnlyNote } from '../../../components/read-only-note';
import { useDashboardClub } from '../../../lib/dashboard';
import { useSetOpeningHours } from '../api/club.api';

type HoursForm = { days: OpeningHoursFormDay[] };

const hoursValues = (hours: ClubDetail['opening_hours']): HoursForm => ({ days: openingHoursFormDays(hours) });

/** A time list in the chosen step, keeping a stored time that is off the grid (e.g. 06:10). */
const timeData = (times: string[], current: string) =>
  (times.includes(current) || !current ? times : [...times, current].sort()).map((value) => ({
    value,
    label: timeLabel(value),
  }));

/** One weekday: open or closed, and from when to when. */
function DayRow({
  form,
  index,
  step,
}: {
  form: Pick<UseFormReturnType<HoursForm>, 'getValues' | 'key' | 'getInputProps'>;
  index: number;
  step: TimeStep;
}) {
  const day = form.getValues().days[index];
  const name = weekdayNames[day.id];
  const opens = useMemo(() => timeOptions(step, '00:00', '23:59'), [step]);
  const closes = useMemo(() => timeOptions(step), [step]);
  return (
    <Group
      gap="sm"
      py="xs"
      wrap="wrap"
      align="flex-start"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Group w={{ base: '100%', xs: 200 }} justify="space-between" wrap="nowrap" mt={6}>
        <Text fw={600} w={110}>
          {name}
        </Text>
        <Switch
          label={day.isOpen ? 'Open' : 'Closed'}
          aria-label={`${name} open`}
          key={form.key(`days.${index}.isOpen`)}
          {...form.getInputProps(`days.${index}.isOpen`, { type: 'checkbox' })}
        />
      </Group>
      {day.isOpen ? (
        <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 18rem', maxWidth: '30rem' }} align="flex-start">
          <Select
            aria-label={`${name} opens`}
            placeholder="Opens"
            data={timeData(opens, day.open)}
            allowDeselect={false}
            style={{ flex: 1 }}
            maxDropdownHeight={260}
            key={form.key(`days.${index}.open`)}
            {...form.getInputProps(`days.${index}.open`)}
          />
          <Text c="dimmed" mt={6} aria-hidden>
            to
          </Text>
          <Select
            aria-label={`${name} closes`}
            placeholder="Closes"
            data={timeData(closes, day.close)}
            allowDeselect={false}
            style={{ flex: 1 }}
            maxDropdownHeight={260}
            key={form.key(`days.${index}.close`)}
            {...form.getInputProps(`days.${index}.close`)}
          />
        </Group>
      ) : (
        <Text c="dimmed" size="sm" mt={8} style={{ flex: '1 1 18rem' }}>
          No bookings on {name}s
        </Text>
      )}
    </Group>
  );
}

/** Club Settings › Hours: opening hours per weekday, Monday first (spec 2 §3, §5). */
export function HoursTab({ club }: { club: ClubDetail }) {
  const save = useSetOpeningHours(club.id);
  const canEdit = useDashboardClub().canEnter('clubHours');
  const [step, setStep] = useState<TimeStep>(30);
  const form = useRecordForm({
    record: club.opening_hours,
    valuesOf: hoursValues,
    validate: zodFormResolver(openingHoursFormSchema),
    validateInputOnChange: true,
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(openingHoursPayload(values.days));
      loadRecordValues(form, hoursValues(saved.opening_hours));
      notifySuccess('Opening hours saved');
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyError(error);
    }
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={submit} noValidate aria-label="Opening hours">
        <Group justify="space-between" align="flex-start" mb="sm" gap="sm">
          <Stack gap={2}>
            <Title order={2} size="h4">
              Opening hours
            </Title>
            <Text size="sm" c="dimmed">
              Local time in {club.time_zone}. Courts that follow the club's hours open and close with it.
            </Text>
          </Stack>
          <SegmentedControl
            size="xs"
            value={String(step)}
            onChange={(v) => setStep(Number(v) as TimeStep)}
            data={[
              { value: '30', label: '30 min' },
              { value: '15', label: '15 min' },
            ]}
            aria-label="Time steps"
          />
        </Group>
        {!canEdit && (
          <ReadOnlyNote>Only the club's AGENT or COURT_BOOKINGS administrators can change the hours</ReadOnlyNote>
        )}
        <Fieldset variant="unstyled" disabled={!canEdit}>
          <Stack gap={0}>
            {form.getValues().days.map((day, index) => (
              <DayRow key={day.id} form={form} index={index} step={step} />
            ))}
          </Stack>
        </Fieldset>
        {canEdit && (
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty() || save.isPending}>
              Undo changes
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save hours
            </Button>
          </Group>
        )}
      </form>
    </Paper>
  );
}

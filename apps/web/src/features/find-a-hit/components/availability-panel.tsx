import { ActionIcon, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import {
  playerAvailabilitySchema,
  sortAvailability,
  timeOptions,
  weekdayNames,
  type AvailabilityWindow,
  type PlayerAvailability,
} from '@rally/domain';
import { applyServerErrors, zodFormResolver } from '../../../components/form-helpers';
import { FormPanel } from '../../../components/form-panel';
import { notifyError, notifySuccess } from '../../../components/notify';
import { SelectField } from '../../../components/select-field';
import { useRecordForm } from '../../../components/use-record-form';
import { useHitAvailability, useSaveHitAvailability, type HitAvailability } from '../api/matcha.api';

// The player's weekly availability for find-a-hit (docs/find-a-hit.md "Availability"): the board shows
// the open requests whose window overlaps these times, read in each club's own time.

const times = timeOptions(30, '05:00', '24:00').map((t) => ({ value: t, label: t }));
const shortDay = (weekday: number) => weekdayNames[weekday].slice(0, 3);

/** 'Tue 18:00–21:00 · Sat 08:00–12:00'. */
export function availabilitySummary(windows: readonly AvailabilityWindow[]): string {
  return sortAvailability(windows)
    .map((w) => `${shortDay(w.weekday)} ${w.from}–${w.to}`)
    .join(' · ');
}

/** The next window to offer on a day: after its last one, else the evening on weekdays and the morning at weekends. */
function nextWindow(windows: readonly AvailabilityWindow[], weekday: number): AvailabilityWindow {
  const last = windows
    .filter((w) => w.weekday === weekday)
    .sort((a, b) => a.to.localeCompare(b.to))
    .at(-1);
  if (!last) return weekday < 5 ? { weekday, from: '18:00', to: '20:00' } : { weekday, from: '09:00', to: '11:00' };
  const start = Math.min(Number(last.to.slice(0, 2)), 22);
  const pad = (h: number) => `${String(h).padStart(2, '0')}:00`;
  return { weekday, from: pad(start), to: pad(start + 2) };
}

/** "When you can play" on the hit board: a summary of the player's times and the editor. */
export function AvailabilityPanel() {
  const availability = useHitAvailability();
  const [editing, setEditing] = useState(false);
  const windows = availability.data?.windows ?? [];
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="availability-title">
      <Group justify="space-between" gap="sm" wrap="nowrap" align="center">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" id="availability-title">
            When you can play
          </Text>
          {availability.isPending ? (
            <Skeleton h={16} w={200} mt={4} />
          ) : availability.isError ? (
            <Text size="sm" c="red.9">
              Your times could not be loaded.
            </Text>
          ) : (
            <Text size="sm" c="dimmed" data-testid="availability-summary">
              {windows.length ? `${availabilitySummary(windows)} (each club’s own time)` : 'Not set: every time fits'}
            </Text>
          )}
        </div>
        <Button
          size="xs"
          variant="default"
          onClick={() => setEditing(true)}
          disabled={!availability.data}
          style={{ flexShrink: 0 }}
        >
          {windows.length ? 'Change times' : 'Set my times'}
        </Button>
      </Group>
      {editing && availability.data && (
        <AvailabilityForm record={availability.data} opened={editing} onClose={() => setEditing(false)} />
      )}
    </Paper>
  );
}

function AvailabilityForm({
  record,
  opened,
  onClose,
}: {
  record: HitAvailability;
  opened: boolean;
  onClose: () => void;
}) {
  const save = useSaveHitAvailability();
  const form = useRecordForm({
    record,
    valuesOf: (r: HitAvailability): PlayerAvailability => ({ windows: sortAvailability(r.windows) }),
    opened,
    validate: zodFormResolver(playerAvailabilitySchema),
  });
  const values = form.getValues();
  const submit = form.onSubmit(async (v) => {
    try {
      await save.mutateAsync({ windows: sortAvailability(v.windows) });
      notifySuccess(v.windows.length ? 'Your times are saved' : 'Your times are cleared: every time fits');
      onClose();
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyError(error);
    }
  });

  return (
    <FormPanel
      id="availability-form"
      opened={opened}
      onClose={onClose}
      form={form}
      size="md"
      title="When you can play"
      label="When you can play"
      submitLabel="Save times"
      submitting={save.isPending}
      onSubmit={submit}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          The times you can usually play, in the club’s own time. The board shows the open hit requests whose window
          overlaps them by at least half an hour. With no times set, every time fits.
        </Text>
        {weekdayNames.map((dayName, weekday) => {
          const rows = values.windows.map((w, index) => ({ w, index })).filter(({ w }) => w.weekday === weekday);
          return (
            <Stack key={dayName} gap={6} role="group" aria-label={dayName}>
              <Group justify="space-between" gap="xs">
                <Text size="sm" fw={500}>
                  {dayName}
                </Text>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  aria-label={`Add a time on ${dayName}`}
                  onClick={() => form.insertListItem('windows', nextWindow(values.windows, weekday))}
                >
                  Add a time
                </Button>
              </Group>
              {rows.length === 0 && (
                <Text size="xs" c="dimmed">
                  No times
                </Text>
              )}
              {rows.map(({ w, index }) => (
                <Group key={form.key(`windows.${index}`)} gap="xs" align="flex-start" wrap="nowrap">
                  <SelectField
                    aria-label={`${dayName} from`}
                    placeholder="From"
                    data={times}
                    allowDeselect={false}
                    style={{ flex: 1 }}
                    key={form.key(`windows.${index}.from`)}
                    {...form.getInputProps(`windows.${index}.from`)}
                  />
                  <Text size="sm" pt={6} aria-hidden>
                    to
                  </Text>
                  <SelectField
                    aria-label={`${dayName} to`}
                    placeholder="To"
                    data={times}
                    allowDeselect={false}
                    style={{ flex: 1 }}
                    key={form.key(`windows.${index}.to`)}
                    {...form.getInputProps(`windows.${index}.to`)}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="lg"
                    aria-label={`Remove ${dayName} ${w.from}–${w.to}`}
                    onClick={() => form.removeListItem('windows', index)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
          );
        })}
        {values.windows.length > 0 && (
          <Group>
            <Button variant="default" size="xs" onClick={() => form.setFieldValue('windows', [])}>
              Clear all times
            </Button>
          </Group>
        )}
      </Stack>
    </FormPanel>
  );
}

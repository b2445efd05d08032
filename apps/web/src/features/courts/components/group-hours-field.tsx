import { Checkbox, Group, Select, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { timeLabel, timeOptions, weekdayNames, type OpeningHoursFormDay } from '@rally/domain';

const times = timeOptions(30).map((t) => ({ value: t, label: timeLabel(t) }));

/**
 * A court group's own opening hours: each weekday open or closed, with open and close times in
 * 30-minute steps (spec 2 §9). The errors are the hours form schema's ('days.2.close').
 */
export function GroupHoursField<T extends { days: OpeningHoursFormDay[] }>({
  form,
  error,
}: {
  form: UseFormReturnType<T>;
  error?: string;
}) {
  return (
    <Stack gap={6} role="group" aria-label="The group's own hours">
      {form.getValues().days.map((day, i) => (
        <Group key={day.id} gap="xs" wrap="nowrap" align="flex-start">
          <Checkbox
            w={118}
            mt={8}
            label={weekdayNames[day.id]}
            key={form.key(`days.${i}.isOpen`)}
            {...form.getInputProps(`days.${i}.isOpen`, { type: 'checkbox' })}
          />
          {day.isOpen ? (
            <>
              <Select
                aria-label={`${weekdayNames[day.id]} opens`}
                data={times}
                w={118}
                allowDeselect={false}
                key={form.key(`days.${i}.open`)}
                {...form.getInputProps(`days.${i}.open`)}
              />
              <Select
                aria-label={`${weekdayNames[day.id]} closes`}
                data={times}
                w={118}
                allowDeselect={false}
                key={form.key(`days.${i}.close`)}
                {...form.getInputProps(`days.${i}.close`)}
              />
            </>
          ) : (
            <Text size="sm" c="dimmed" mt={8}>
              Closed
            </Text>
          )}
        </Group>
      ))}
      {error && (
        <Text size="xs" c="red.9" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

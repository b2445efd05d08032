import { Checkbox, Group, Select, Stack, Text } from '@mantine/core';
import { timeLabel, timeOptions, weekdayNames } from '@rally/domain';

const times = timeOptions(30).map((t) => ({ value: t, label: timeLabel(t) }));

/** One weekday's row: ticked with its two times, or not (0 = Monday). */
export type WeekdayHoursRow = { id: number; isOpen: boolean; open: string; close: string };

type FieldProps = { key?: string } & Record<string, unknown>;

/**
 * Seven weekday rows, each a tick and, when ticked, a start and an end time in 30-minute steps: a
 * court group's own hours, a coach's lesson hours. `fieldProps` gives each input its value,
 * change handler and error (a form's getInputProps, with its key).
 */
export function WeekdayHoursRows({
  label,
  rows,
  offText,
  verbs,
  fieldProps,
  error,
}: {
  label: string;
  rows: readonly WeekdayHoursRow[];
  /** What an unticked day says ("Closed", "No lessons"). */
  offText: string;
  /** How the two times are named for a screen reader: "Monday opens" / "Monday closes". */
  verbs: { open: string; close: string };
  fieldProps: (index: number, field: keyof Omit<WeekdayHoursRow, 'id'>) => FieldProps;
  error?: string;
}) {
  const input = (index: number, field: keyof Omit<WeekdayHoursRow, 'id'>) => {
    const { key, ...props } = fieldProps(index, field);
    return { key, props };
  };
  return (
    <Stack gap={6} role="group" aria-label={label}>
      {rows.map((day, i) => {
        const tick = input(i, 'isOpen');
        const open = input(i, 'open');
        const close = input(i, 'close');
        return (
          <Group key={day.id} gap="xs" wrap="nowrap" align="flex-start">
            <Checkbox w={118} mt={8} label={weekdayNames[day.id]} key={tick.key} {...tick.props} />
            {day.isOpen ? (
              <>
                <Select
                  aria-label={`${weekdayNames[day.id]} ${verbs.open}`}
                  data={times}
                  w={118}
                  allowDeselect={false}
                  key={open.key}
                  {...open.props}
                />
                <Select
                  aria-label={`${weekdayNames[day.id]} ${verbs.close}`}
                  data={times}
                  w={118}
                  allowDeselect={false}
                  key={close.key}
                  {...close.props}
                />
              </>
            ) : (
              <Text size="sm" c="dimmed" mt={8}>
                {offText}
              </Text>
            )}
          </Group>
        );
      })}
      {error && (
        <Text size="xs" c="red.9" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

import type { ChangeEvent } from 'react';
import { WEEKDAYS, type OpeningHours } from '@rally/domain';
import { WeekdayHoursRows, type WeekdayHoursRow } from '../../../components/weekday-hours-rows';

/**
 * A coach's lesson hours (issue 28): each weekday with lessons or not, with its own hours. The
 * value is the stored list (teaching days only, `lesson-hours.ts`); a day ticked again starts at
 * 07:00–21:00. `errorOf` reads the form's error of a list entry's field ('lesson_hours.2.close').
 */
export function LessonHoursField({
  value,
  onChange,
  errorOf,
  error,
}: {
  value: readonly OpeningHours[];
  onChange: (hours: OpeningHours[]) => void;
  errorOf: (index: number, field: 'open' | 'close') => string | undefined;
  error?: string;
}) {
  const rows: WeekdayHoursRow[] = WEEKDAYS.map((id) => {
    const day = value.find((h) => h.weekday === id);
    return day
      ? { id, isOpen: true, open: day.open, close: day.close }
      : { id, isOpen: false, open: '07:00', close: '21:00' };
  });
  const set = (index: number, change: Partial<WeekdayHoursRow>) =>
    onChange(
      rows
        .map((row, i) => (i === index ? { ...row, ...change } : row))
        .filter((row) => row.isOpen)
        .map(({ id, open, close }) => ({ weekday: id, open, close })),
    );
  return (
    <WeekdayHoursRows
      label="Lesson hours"
      rows={rows}
      offText="No lessons"
      verbs={{ open: 'lessons from', close: 'lessons until' }}
      fieldProps={(i, field) => {
        if (field === 'isOpen')
          return {
            checked: rows[i].isOpen,
            onChange: (e: ChangeEvent<HTMLInputElement>) => set(i, { isOpen: e.currentTarget.checked }),
          };
        const listIndex = value.findIndex((h) => h.weekday === rows[i].id);
        return {
          value: rows[i][field],
          onChange: (time: string | null) => time && set(i, { [field]: time }),
          error: listIndex >= 0 ? errorOf(listIndex, field) : undefined,
        };
      }}
      error={error}
    />
  );
}

import type { UseFormReturnType } from '@mantine/form';
import type { OpeningHoursFormDay } from '@rally/domain';
import { WeekdayHoursRows } from '../../../components/weekday-hours-rows';

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
    <WeekdayHoursRows
      label="The group's own hours"
      rows={form.getValues().days}
      offText="Closed"
      verbs={{ open: 'opens', close: 'closes' }}
      fieldProps={(i, field) => ({
        key: form.key(`days.${i}.${field}`),
        ...form.getInputProps(`days.${i}.${field}`, field === 'isOpen' ? { type: 'checkbox' } : undefined),
      })}
      error={error}
    />
  );
}

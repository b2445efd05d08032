import '@mantine/dates/styles.css';
import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { formatStandaloneDate, pickerYearRange, toOutputDate } from '@rally/domain';
import type { Ref } from 'react';
import { requiredLabelProps } from './field-label';
import { calendarAriaLabels } from './calendar-labels';
import { browserToday } from './today';

export type DatePickerFieldProps = Omit<
  DatePickerInputProps,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'valueFormat' | 'valueFormatter' | 'required' | 'withAsterisk'
> & {
  /** The chosen day as YYYY-MM-DD, or null. */
  value?: string | null;
  /** Called with the day as YYYY-MM-DD, or null when cleared. */
  onChange?: (value: string | null) => void;
  /** Show 'dddd D MMMM, YYYY' instead of 'MMM DD YYYY'. */
  fullDate?: boolean;
  /** Today as YYYY-MM-DD (the club's day); sets the last year offered. Defaults to the browser's day. */
  today?: string;
  required?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

/** The standalone date picker of spec 1 §2: shows 'MMM DD YYYY' (or the full date), outputs YYYY-MM-DD. */
export function DatePickerField({
  value,
  onChange,
  fullDate = false,
  today,
  label,
  required,
  minDate,
  maxDate,
  ...rest
}: DatePickerFieldProps) {
  const years = pickerYearRange(today ?? browserToday());
  return (
    <DatePickerInput
      ariaLabels={calendarAriaLabels}
      {...rest}
      {...requiredLabelProps(label, required)}
      type="default"
      value={value ?? null}
      onChange={(picked) => onChange?.(picked ? toOutputDate(picked) : null)}
      valueFormatter={({ date }) =>
        date && !Array.isArray(date) ? formatStandaloneDate(toOutputDate(date), fullDate) : ''
      }
      minDate={minDate ?? `${years.first}-01-01`}
      maxDate={maxDate ?? `${years.last}-12-31`}
    />
  );
}

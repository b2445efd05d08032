import '@mantine/dates/styles.css';
import { ActionIcon, Button, Group, Input, Menu } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { useId, useUncontrolled } from '@mantine/hooks';
import {
  customDateRange,
  datePresets,
  defaultDateRange,
  formatRangeDate,
  formatRangeLabel,
  getPresetRange,
  nextDay,
  pickerYearRange,
  previousDay,
  singleDayRange,
  toOutputDate,
  type DatePresetKey,
  type DateRange,
} from '@rally/domain';
import { IconCheck, IconChevronDown, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { FieldLabel } from './field-label';
import { calendarAriaLabels } from './calendar-labels';
import { clubToday } from '../lib/format';

export type DateRangePickerProps = {
  /** The range: start, end, date (single-day mode) and displayTitle, dates as YYYY-MM-DD. */
  value?: DateRange;
  defaultValue?: DateRange;
  onChange?: (range: DateRange) => void;
  /** Today as YYYY-MM-DD (the club's day); presets count from it. Defaults to the browser's day. */
  today?: string;
  /** One day with previous-day and next-day arrows instead of a range with presets. */
  singleDay?: boolean;
  /** Which presets the menu offers, in menu order; all of spec 1 §9 by default. */
  presets?: readonly DatePresetKey[];
  label?: ReactNode;
  required?: boolean;
  error?: ReactNode;
  disabled?: boolean;
};

const asOutput = (value: DatesRangeValue[number]): string | null => (value ? toOutputDate(value) : null);

/** What the calendar button shows for a range (or its first day while the second is being picked). */
const rangeText = (start: string | null, end: string | null) =>
  !start ? '' : end ? formatRangeLabel({ start, end }) : `${formatRangeDate(start)} - …`;

/**
 * The date picker with ranges of spec 1 §2 and §9: a preset menu (titled with the preset), a
 * calendar where picking two days makes a 'Custom' range, or single-day mode with arrows.
 * Starts on the last 30 days, or on today in single-day mode.
 */
export function DateRangePicker({
  value,
  defaultValue,
  onChange,
  today,
  singleDay = false,
  presets,
  label,
  required,
  error,
  disabled,
}: DateRangePickerProps) {
  const day = today ?? clubToday();
  const [range, setRange] = useUncontrolled<DateRange>({
    value,
    defaultValue,
    finalValue: singleDay ? singleDayRange(day) : defaultDateRange(day),
    onChange,
  });
  // The first day of a range being picked; the value only changes once both ends are chosen.
  const [pending, setPending] = useState<DatesRangeValue<string> | null>(null);
  const labelId = useId();
  const years = pickerYearRange(day);
  const minDate = `${years.first}-01-01`;
  const maxDate = `${years.last}-12-31`;
  const menu = presets ? datePresets.filter((p) => presets.includes(p.key)) : datePresets;

  const field = (children: ReactNode) => (
    <Input.Wrapper
      labelElement="div"
      label={label === undefined ? undefined : <FieldLabel label={label} required={required} />}
      labelProps={{ id: labelId }}
      error={error}
    >
      <Group gap="xs" wrap="nowrap" role="group" aria-labelledby={label === undefined ? undefined : labelId}>
        {children}
      </Group>
    </Input.Wrapper>
  );

  if (singleDay) {
    const date = range.date ?? range.start;
    return field(
      <>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Previous day"
          disabled={disabled || date <= minDate}
          onClick={() => setRange(singleDayRange(previousDay(date)))}
        >
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <DatePickerInput
          ariaLabels={calendarAriaLabels}
          // The name holds the day the button shows (axe's label-content-name-mismatch).
          aria-label={`Day: ${formatRangeDate(date)}`}
          value={date}
          disabled={disabled}
          minDate={minDate}
          maxDate={maxDate}
          onChange={(picked) => picked && setRange(singleDayRange(toOutputDate(picked)))}
          valueFormatter={({ date: d }) => (d && !Array.isArray(d) ? formatRangeDate(toOutputDate(d)) : '')}
        />
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Next day"
          disabled={disabled || date >= maxDate}
          onClick={() => setRange(singleDayRange(nextDay(date)))}
        >
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
      </>,
    );
  }

  const shown = rangeText(...(pending ?? [range.start, range.end]));
  return field(
    <>
      <Menu position="bottom-start" disabled={disabled}>
        <Menu.Target>
          <Button
            variant="default"
            disabled={disabled}
            rightSection={<IconChevronDown size={16} aria-hidden />}
            aria-label={`Date range: ${range.displayTitle}`}
          >
            {range.displayTitle}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {menu.map((preset) => (
            <Menu.Item
              key={preset.key}
              leftSection={
                preset.title === range.displayTitle ? (
                  <IconCheck size={14} aria-hidden />
                ) : (
                  <span style={{ width: 14 }} />
                )
              }
              onClick={() => setRange(getPresetRange(preset.key, day))}
            >
              {preset.title}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <DatePickerInput
        ariaLabels={calendarAriaLabels}
        type="range"
        // The name holds the dates the button shows (axe's label-content-name-mismatch).
        aria-label={shown ? `Dates: ${shown}` : 'Dates'}
        allowSingleDateInRange
        disabled={disabled}
        minDate={minDate}
        maxDate={maxDate}
        value={pending ?? [range.start, range.end]}
        onChange={([from, to]) => {
          const [a, b] = [asOutput(from), asOutput(to)];
          if (a && b) {
            setPending(null);
            setRange(customDateRange(a, b));
          } else setPending([a, b]);
        }}
        onDropdownClose={() => setPending(null)}
        valueFormatter={({ date }) => (Array.isArray(date) ? rangeText(asOutput(date[0]), asOutput(date[1])) : '')}
      />
    </>,
  );
}

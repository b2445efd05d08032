import '@mantine/dates/styles.css';
import { ActionIcon, Popover, TextInput, type TextInputProps } from '@mantine/core';
import { DatePicker, type CalendarLevel } from '@mantine/dates';
import {
  formatStandaloneDate,
  isIsoDate,
  parseRegionDate,
  pickerYearRange,
  toDateRegion,
  toOutputDate,
  type DateRegion,
} from '@rally/domain';
import { IconCalendar } from '@tabler/icons-react';
import { useState, type Ref } from 'react';
import { calendarAriaLabels } from './calendar-labels';
import { requiredLabelProps } from './field-label';
import { clubToday } from '../lib/format';

export type DatePickerFieldProps = Omit<
  TextInputProps,
  'value' | 'defaultValue' | 'onChange' | 'required' | 'withAsterisk' | 'type'
> & {
  /** The chosen day as YYYY-MM-DD, null, or the text typed when it is not a date (the form's schema refuses it). */
  value?: string | null;
  /** Called with the day as YYYY-MM-DD, null when emptied, or the typed text when it is not a date. */
  onChange?: (value: string | null) => void;
  /** The club's country or region: AU reads DD/MM/YYYY, US MM/DD/YYYY; YYYY-MM-DD always (spec 1 §5). */
  region?: string | null;
  /** Show 'dddd D MMMM, YYYY' instead of 'MMM DD YYYY'. */
  fullDate?: boolean;
  /** Today as YYYY-MM-DD (the club's day); sets the last year offered. Defaults to the browser's day. */
  today?: string;
  /** First and last day that may be chosen (YYYY-MM-DD). */
  minDate?: string;
  maxDate?: string;
  /** The day the calendar shows when the field is empty (a date of birth: 30 years ago). */
  openOn?: string;
  /** The calendar's first view when the field is empty: 'decade' for a date of birth. */
  openLevel?: CalendarLevel;
  clearable?: boolean;
  required?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/** How each region writes a date, for typing (and the placeholder). */
const typedFormats: Record<DateRegion, string> = { ISO: 'YYYY-MM-DD', AU: 'DD/MM/YYYY', US: 'MM/DD/YYYY' };

/** A YYYY-MM-DD day as the region types it. */
const typedDate = (iso: string, region: DateRegion) => {
  const [y, m, d] = iso.split('-');
  return region === 'AU' ? `${d}/${m}/${y}` : region === 'US' ? `${m}/${d}/${y}` : iso;
};

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** 'Mar 05 2024' (the shown form, edited in place) as 2024-03-05 text for the parser to check, or null. */
function shownToIso(text: string): string | null {
  const m = /^([a-z]{3})[a-z]* (\d{1,2}),? (\d{4})$/i.exec(text);
  const month = m ? months.indexOf(m[1].toLowerCase()) + 1 : 0;
  return m && month ? `${m[3]}-${String(month).padStart(2, '0')}-${m[2].padStart(2, '0')}` : null;
}

/**
 * The standalone date picker of spec 1 §2: a day can be typed — YYYY-MM-DD, or DD/MM/YYYY (AU),
 * MM/DD/YYYY (US) — or picked from the calendar; it shows 'MMM DD YYYY' (or the full date) and
 * outputs YYYY-MM-DD. A typed day that is not a date stays as typed with the parser's message
 * ('Invalid Date Format (AU/ISO)', 'Invalid Date') under the field; it is never rewritten.
 */
export function DatePickerField({
  value,
  onChange,
  region: regionCode,
  fullDate = false,
  today,
  label,
  required,
  minDate,
  maxDate,
  openOn,
  openLevel = 'month',
  clearable = false,
  error,
  disabled,
  onBlur,
  onFocus,
  ...rest
}: DatePickerFieldProps) {
  const region = toDateRegion(regionCode);
  const years = pickerYearRange(today ?? clubToday());
  const first = minDate ?? `${years.first}-01-01`;
  const last = maxDate ?? `${years.last}-12-31`;
  const day = isIsoDate(value) ? value : null;
  const shown = (v: string | null | undefined) => (v ? (isIsoDate(v) ? formatStandaloneDate(v, fullDate) : v) : '');

  const [text, setText] = useState(() => shown(value));
  const [problem, setProblem] = useState<string | null>(null);
  const [opened, setOpened] = useState(false);
  // A value set from outside (a form reset, another record) replaces what the box shows.
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (value !== text) {
      setText(shown(value));
      setProblem(null);
    }
  }

  const choose = (iso: string | null) => {
    setProblem(null);
    setText(shown(iso));
    setSeen(iso);
    onChange?.(iso);
  };

  /** Reads what was typed when the box is left or Enter is pressed. */
  const commit = () => {
    const typed = text.trim();
    if (typed === '') return choose(null);
    if (day && (typed === shown(day) || typed === typedDate(day, region))) return setText(shown(day));
    const parsed = parseRegionDate(shownToIso(typed) ?? typed, region);
    const message = !parsed.ok
      ? parsed.error
      : parsed.value < first
        ? `Choose a day from ${formatStandaloneDate(first)}`
        : parsed.value > last
          ? `Choose a day up to ${formatStandaloneDate(last)}`
          : null;
    if (parsed.ok && !message) return choose(parsed.value);
    setProblem(message);
    setSeen(typed);
    onChange?.(typed);
  };

  return (
    // withRoles off: Mantine would put aria-haspopup and aria-expanded on the text box, which a
    // textbox may not carry (axe: aria-allowed-attr); the calendar button says it instead.
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      shadow="md"
      withinPortal
      trapFocus={false}
      returnFocus
      withRoles={false}
    >
      <Popover.Target>
        <TextInput
          autoComplete="off"
          placeholder={typedFormats[region]}
          {...rest}
          {...requiredLabelProps(label, required)}
          disabled={disabled}
          value={text}
          error={problem ?? error}
          onChange={(event) => setText(event.currentTarget.value)}
          onFocus={onFocus}
          onBlur={(event) => {
            commit();
            onBlur?.(event);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            }
            if (event.key === 'ArrowDown') setOpened(true);
          }}
          rightSection={
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Open the calendar${typeof label === 'string' ? ` for ${label}` : ''}`}
              aria-haspopup="dialog"
              aria-expanded={opened}
              onClick={() => setOpened((o) => !o)}
              disabled={disabled}
            >
              <IconCalendar size={16} aria-hidden />
            </ActionIcon>
          }
          rightSectionPointerEvents="all"
        />
      </Popover.Target>
      <Popover.Dropdown>
        <DatePicker
          ariaLabels={calendarAriaLabels}
          value={day}
          defaultDate={day ?? openOn ?? today}
          defaultLevel={day ? 'month' : openLevel}
          allowDeselect={clearable}
          minDate={first}
          maxDate={last}
          onChange={(picked) => {
            choose(picked ? toOutputDate(picked) : null);
            setOpened(false);
          }}
        />
      </Popover.Dropdown>
    </Popover>
  );
}

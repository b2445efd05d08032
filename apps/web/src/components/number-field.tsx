import { Text, TextInput, type TextInputProps } from '@mantine/core';
import { readNumberInput } from '@rally/domain';
import { useState, type FocusEvent, type KeyboardEvent, type Ref } from 'react';
import { requiredLabelProps } from './field-label';

export type NumberFieldProps = Omit<
  TextInputProps,
  'value' | 'defaultValue' | 'onChange' | 'required' | 'withAsterisk' | 'type'
> & {
  /** What the form holds: a number, or the text typed when it is not one ('abc', '-'). */
  value?: number | string;
  /** Called with the number typed (negative included: the form's schema refuses it), or the text when it is not a number. */
  onChange?: (value: number | string) => void;
  required?: boolean;
  /** Digits after the point shown once the box is left (a price: 2). */
  decimalScale?: number;
  /** Always show `decimalScale` digits (1.50, not 1.5). */
  fixedDecimalScale?: boolean;
  /** ',' groups thousands once the box is left (typed commas are ignored). */
  thousandSeparator?: string;
  /** A whole number is expected: the phone keyboard has no point. The schema refuses decimals. */
  allowDecimal?: boolean;
  /** Shown after the box (%, min). */
  suffix?: string;
  /** Arrow up and down change the number by this much. */
  step?: number;
  /** Bounds for the arrow keys only; a typed value out of bounds is the schema's to refuse. */
  min?: number;
  max?: number;
  ref?: Ref<HTMLInputElement>;
};

/** The number as the box shows it once left: fixed decimals and thousands groups when asked. */
function formatNumber(
  value: number,
  {
    decimalScale,
    fixedDecimalScale,
    thousandSeparator,
  }: Pick<NumberFieldProps, 'decimalScale' | 'fixedDecimalScale' | 'thousandSeparator'>,
): string {
  const rounded = decimalScale === undefined ? value : Number(value.toFixed(decimalScale));
  const text = fixedDecimalScale && decimalScale !== undefined ? rounded.toFixed(decimalScale) : String(rounded);
  if (!thousandSeparator) return text;
  const [whole, fraction] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, thousandSeparator);
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

const shownText = (value: number | string | undefined, format: Parameters<typeof formatNumber>[1]) =>
  value === undefined ? '' : typeof value === 'number' ? formatNumber(value, format) : value;

/**
 * A number box that refuses nonsense instead of rewriting it (issue 8): what is typed is held as
 * typed — a negative number stays negative, 'abc' stays 'abc' — so the form's schema shows its
 * message under the field ('Must be a positive number', 'Enter a number'). Only an emptied box
 * becomes 0 (spec 1 §2: empty becomes 0), shown once the box is left.
 */
export function NumberField({
  value,
  onChange,
  onBlur,
  onKeyDown,
  label,
  required,
  decimalScale,
  fixedDecimalScale,
  thousandSeparator,
  allowDecimal = true,
  suffix,
  step = 1,
  min,
  max,
  rightSection,
  ...rest
}: NumberFieldProps) {
  const format = { decimalScale, fixedDecimalScale, thousandSeparator };
  // What is on screen may be '' or '1.' while the form already holds 0 or 1; the box shows the
  // held value again once it disagrees with the draft (a reset) or the box is left.
  const [draft, setDraft] = useState(() => shownText(value, format));
  const isDraftOfValue = value === undefined || Object.is(readNumberInput(draft, thousandSeparator), value);
  const shown = isDraftOfValue ? draft : shownText(value, format);

  const change = (text: string) => {
    setDraft(text);
    onChange?.(readNumberInput(text, thousandSeparator));
  };

  const stepBy = (event: KeyboardEvent<HTMLInputElement>, direction: 1 | -1) => {
    const current = readNumberInput(shown, thousandSeparator);
    if (typeof current !== 'number') return;
    event.preventDefault();
    let next = Number((current + direction * step).toFixed(10));
    if (min !== undefined && next < min) next = min;
    if (max !== undefined && next > max) next = max;
    change(formatNumber(next, { ...format, thousandSeparator: undefined }));
  };

  return (
    <TextInput
      inputMode={allowDecimal ? 'decimal' : 'numeric'}
      autoComplete="off"
      {...rest}
      {...requiredLabelProps(label, required)}
      rightSection={
        rightSection ??
        (suffix ? (
          <Text size="sm" c="dimmed">
            {suffix.trim()}
          </Text>
        ) : undefined)
      }
      value={shown}
      onChange={(event) => change(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowUp') stepBy(event, 1);
        if (event.key === 'ArrowDown') stepBy(event, -1);
        onKeyDown?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        const held = readNumberInput(shown, thousandSeparator);
        setDraft(typeof held === 'number' ? formatNumber(held, format) : shown.trim());
        onBlur?.(event);
      }}
    />
  );
}

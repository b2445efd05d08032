import { Group, Input, NumberInput, RangeSlider } from '@mantine/core';
import { useId, useUncontrolled } from '@mantine/hooks';
import { isNumeric, isValidRange, nextRange, rangeSliderDefaults, type RangeSelection } from '@rally/domain';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { FieldLabel } from './field-label';

/** The range slider value of spec 1 §3. `singleValue` belongs to a one-handle slider, so it is null here. */
export type RangeSliderValue = {
  min: number;
  max: number;
  minValue: number;
  maxValue: number;
  singleValue: number | null;
};

export type RangeSliderFieldProps = {
  /** Bounds and step; spec 1 §9 defaults 0, 100 and 1. */
  min?: number;
  max?: number;
  step?: number;
  /** The handles (a previous RangeSliderValue can be passed back). */
  value?: Pick<RangeSliderValue, 'minValue' | 'maxValue'>;
  /** Where the handles start; 25 and 75, or the bounds when those do not fit. */
  defaultValue?: Pick<RangeSliderValue, 'minValue' | 'maxValue'>;
  onChange?: (value: RangeSliderValue) => void;
  /** Show number boxes for the two ends (default true). */
  withInputs?: boolean;
  /** Names of the two ends for screen readers and the boxes. */
  minLabel?: string;
  maxLabel?: string;
  label?: ReactNode;
  required?: boolean;
  error?: ReactNode;
  disabled?: boolean;
};

type Draft = { low?: string; high?: string };

/**
 * A dual-handle range slider with optional number boxes. A move that would put the minimum at or
 * above the maximum, or outside the bounds, is refused and the box shows the old number again
 * (`nextRange`).
 */
export function RangeSliderField({
  min = rangeSliderDefaults.min,
  max = rangeSliderDefaults.max,
  step = rangeSliderDefaults.step,
  value,
  defaultValue,
  onChange,
  withInputs = true,
  minLabel = 'Minimum',
  maxLabel = 'Maximum',
  label,
  required,
  error,
  disabled,
}: RangeSliderFieldProps) {
  const bounds = { min, max };
  const fallback: RangeSelection = isValidRange(rangeSliderDefaults, bounds)
    ? { low: rangeSliderDefaults.low, high: rangeSliderDefaults.high }
    : { low: min, high: max };
  const toSelection = (v?: Pick<RangeSliderValue, 'minValue' | 'maxValue'>): RangeSelection | undefined =>
    v && { low: v.minValue, high: v.maxValue };
  const [selection, setSelection] = useUncontrolled<RangeSelection>({
    value: toSelection(value),
    defaultValue: toSelection(defaultValue),
    finalValue: fallback,
    onChange: (next) => onChange?.({ min, max, minValue: next.low, maxValue: next.high, singleValue: null }),
  });
  // Text being typed in a box; it only counts once the box is left or Enter is pressed.
  const [draft, setDraft] = useState<Draft>({});
  const labelId = useId();

  const propose = (proposed: RangeSelection) => {
    const next = nextRange(selection, proposed, bounds);
    if (next.low !== selection.low || next.high !== selection.high) setSelection(next);
  };
  const commit = (end: keyof Draft) => {
    const raw = draft[end];
    setDraft({});
    if (raw === undefined) return;
    const typed = isNumeric(raw) ? Number(raw) : Number.NaN; // an empty box is invalid, not 0
    propose({ ...selection, [end]: typed });
  };
  const onEnter = (end: keyof Draft) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit(end);
    }
  };
  const box = (end: keyof Draft, name: string) => (
    <NumberInput
      aria-label={name}
      w={96}
      min={min}
      max={max}
      step={step}
      clampBehavior="none"
      disabled={disabled}
      value={draft[end] ?? selection[end]}
      onChange={(raw) => setDraft((d) => ({ ...d, [end]: String(raw) }))}
      onBlur={() => commit(end)}
      onKeyDown={onEnter(end)}
    />
  );

  return (
    <Input.Wrapper
      labelElement="div"
      label={label === undefined ? undefined : <FieldLabel label={label} required={required} />}
      labelProps={{ id: labelId }}
      error={error}
    >
      <Group
        gap="md"
        wrap="nowrap"
        align="center"
        role="group"
        aria-labelledby={label === undefined ? undefined : labelId}
      >
        {withInputs && box('low', minLabel)}
        <RangeSlider
          style={{ flex: 1 }}
          min={min}
          max={max}
          step={step}
          minRange={step}
          disabled={disabled}
          value={[selection.low, selection.high]}
          onChange={([low, high]) => propose({ low, high })}
          thumbFromLabel={minLabel}
          thumbToLabel={maxLabel}
        />
        {withInputs && box('high', maxLabel)}
      </Group>
    </Input.Wrapper>
  );
}

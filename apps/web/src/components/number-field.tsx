import { NumberInput, type NumberInputProps } from '@mantine/core';
import { numberInputValue } from '@rally/domain';
import { useState, type FocusEvent, type Ref } from 'react';
import { requiredLabelProps } from './field-label';

export type NumberFieldProps = Omit<
  NumberInputProps,
  'value' | 'defaultValue' | 'onChange' | 'required' | 'withAsterisk' | 'allowNegative' | 'min'
> & {
  /** The number the form holds; never below 0. */
  value?: number;
  /** Called with the number for what was typed: empty or negative give 0 (spec 1 §2). */
  onChange?: (value: number) => void;
  required?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/** A number input whose value is never empty and never below 0 (`numberInputValue`). */
export function NumberField({ value, onChange, onBlur, label, required, ...rest }: NumberFieldProps) {
  // What is on screen may be '' or '1.' while the form already holds 0 or 1; the box shows the
  // held number again once it disagrees with the draft (a reset) or the field loses focus.
  const [draft, setDraft] = useState<string | number>(value === undefined ? '' : numberInputValue(value));
  const shown = value === undefined || numberInputValue(draft) === numberInputValue(value) ? draft : numberInputValue(value);

  return (
    <NumberInput
      {...rest}
      {...requiredLabelProps(label, required)}
      min={0}
      allowNegative={false}
      value={shown}
      onChange={(raw) => {
        setDraft(raw);
        onChange?.(numberInputValue(raw));
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        setDraft(numberInputValue(shown));
        onBlur?.(event);
      }}
    />
  );
}

import { Select, type SelectProps } from '@mantine/core';
import type { Ref } from 'react';
import { requiredLabelProps } from './field-label';

export type SelectFieldProps = Omit<SelectProps, 'required' | 'withAsterisk'> & {
  required?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled select; `data` is Mantine's (strings or `{ value, label }`), the value a string or null. */
export function SelectField({ label, required, allowDeselect, ...rest }: SelectFieldProps) {
  // A required choice cannot be taken back by clicking it again.
  return <Select allowDeselect={allowDeselect ?? !required} {...rest} {...requiredLabelProps(label, required)} />;
}

import { Checkbox, type CheckboxProps } from '@mantine/core';
import type { Ref } from 'react';
import { FieldLabel } from './field-label';

export type CheckboxFieldProps = Omit<CheckboxProps, 'required'> & { required?: boolean; ref?: Ref<HTMLInputElement> };

/**
 * A labelled checkbox; with Mantine form use `getInputProps(path, { type: 'checkbox' })`.
 * The error shows under the box.
 */
export function CheckboxField({ label, required = false, ...rest }: CheckboxFieldProps) {
  return (
    <Checkbox
      {...rest}
      label={label === undefined || label === null ? undefined : <FieldLabel label={label} required={required} />}
      aria-required={required || undefined}
      // Mantine links the message but does not mark the box itself as invalid.
      aria-invalid={rest.error ? true : undefined}
    />
  );
}

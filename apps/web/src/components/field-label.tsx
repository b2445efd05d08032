import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type FieldLabelProps = { label: ReactNode; required?: boolean };

/** A field label that spells out '(required)' (spec 1 §2) instead of Mantine's asterisk. */
export function FieldLabel({ label, required = false }: FieldLabelProps) {
  return (
    <>
      {label}
      {required && (
        <>
          {' '}
          <Text component="span" inherit fw={400}>
            (required)
          </Text>
        </>
      )}
    </>
  );
}

/**
 * The label props every field wrapper hands to Mantine. The native `required` attribute is left
 * off on purpose: the browser's own bubble would fire before the form's messages under the field.
 */
export function requiredLabelProps(label: ReactNode, required = false) {
  return {
    label: label === undefined || label === null ? undefined : <FieldLabel label={label} required={required} />,
    withAsterisk: false,
    'aria-required': required || undefined,
  } as const;
}

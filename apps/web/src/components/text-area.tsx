import { Textarea, type TextareaProps } from '@mantine/core';
import type { Ref } from 'react';
import { requiredLabelProps } from './field-label';

export type TextAreaFieldProps = Omit<TextareaProps, 'required' | 'withAsterisk'> & {
  required?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled multi-line text field that grows with its text (3 to 8 rows unless told otherwise). */
export function TextAreaField({
  label,
  required,
  autosize = true,
  minRows = 3,
  maxRows = 8,
  ...rest
}: TextAreaFieldProps) {
  return (
    <Textarea
      autosize={autosize}
      minRows={minRows}
      maxRows={maxRows}
      {...rest}
      {...requiredLabelProps(label, required)}
    />
  );
}

import { PasswordInput, TextInput, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';
import { requiredLabelProps } from './field-label';

/** The text input types of spec 1 §2. */
export type TextInputType = 'url' | 'text' | 'password' | 'tel' | 'search' | 'number' | 'email';

export type TextInputFieldProps = Omit<
  TextInputProps,
  'type' | 'required' | 'withAsterisk' | 'vars' | 'classNames' | 'styles'
> & {
  type?: TextInputType;
  required?: boolean;
  ref?: Ref<HTMLInputElement>;
};

// The soft keyboard a phone should open for each type.
const inputModes: Partial<Record<TextInputType, TextInputProps['inputMode']>> = {
  url: 'url',
  tel: 'tel',
  email: 'email',
  search: 'search',
  number: 'decimal',
};

/**
 * A labelled text input; `type="password"` adds a show/hide toggle. Errors show under the field.
 * (The Styles API props are left out: a text box and a password box have different parts.)
 */
export function TextInputField({ type = 'text', label, required, ...rest }: TextInputFieldProps) {
  const labelProps = requiredLabelProps(label, required);
  if (type === 'password') return <PasswordInput {...rest} {...labelProps} />;
  return <TextInput type={type} inputMode={inputModes[type]} {...rest} {...labelProps} />;
}

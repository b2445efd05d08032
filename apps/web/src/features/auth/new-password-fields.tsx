import type { UseFormReturnType } from '@mantine/form';
import { PASSWORD_MIN_LENGTH } from '@rally/domain';
import { TextInputField } from '../../components/text-input';

type NewPasswords = { password: string; password2: string };

type NewPasswordFieldsProps<Values extends NewPasswords> = {
  form: UseFormReturnType<Values>;
  /** The two labels: "Password" on sign-up, "New password" on a reset. */
  label: string;
  confirmLabel: string;
};

/** A new password and its confirmation (`password`, `password2`), as sign-up and the password reset ask for them. */
export function NewPasswordFields<Values extends NewPasswords>({ form, label, confirmLabel }: NewPasswordFieldsProps<Values>) {
  return (
    <>
      <TextInputField
        type="password"
        label={label}
        required
        description={`At least ${PASSWORD_MIN_LENGTH} characters`}
        autoComplete="new-password"
        key={form.key('password')}
        {...form.getInputProps('password')}
      />
      <TextInputField type="password" label={confirmLabel} required autoComplete="new-password" key={form.key('password2')} {...form.getInputProps('password2')} />
    </>
  );
}

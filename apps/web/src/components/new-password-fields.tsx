import type { UseFormReturnType } from '@mantine/form';
import { loadPasswordScorer, PASSWORD_MIN_LENGTH, weakPasswordRefusal } from '@rally/domain';
import { TextInputField } from './text-input';

type NewPasswords = { password: string; password2: string };

type NewPasswordFieldsProps<Values extends NewPasswords> = {
  form: UseFormReturnType<Values>;
  /** The two labels: "Password" on sign-up, "New password" on a reset. */
  label: string;
  confirmLabel: string;
  /** The person's name and e-mail words (`passwordUserInputs`): a password leaning on them is weak. */
  userInputs?: () => readonly string[];
};

/**
 * The server's refusal of a weak password (issue 25), shown under the field before submitting:
 * `weakPasswordMessage` when the estimator scores it below 3. False when it is weak. The
 * estimator's dictionaries are large: they load on the field's first focus (a chunk of their
 * own), never with the page; if they cannot load, the server's check still answers.
 */
export async function passwordStrongEnough<Values extends NewPasswords>(
  form: UseFormReturnType<Values>,
  userInputs: readonly string[] = [],
): Promise<boolean> {
  const { password } = form.getValues();
  const refusal = await weakPasswordRefusal(password, userInputs).catch(() => null);
  // Typed on meanwhile: the message would be about another password.
  if (!refusal || form.getValues().password !== password) return true;
  form.setFieldError('password', refusal);
  return false;
}

/** A new password and its confirmation (`password`, `password2`), as sign-up and the password reset ask for them. */
export function NewPasswordFields<Values extends NewPasswords>({
  form,
  label,
  confirmLabel,
  userInputs,
}: NewPasswordFieldsProps<Values>) {
  const passwordProps = form.getInputProps('password');
  return (
    <>
      <TextInputField
        type="password"
        label={label}
        required
        description={`At least ${PASSWORD_MIN_LENGTH} characters; a few unrelated words make a strong one`}
        autoComplete="new-password"
        key={form.key('password')}
        {...passwordProps}
        onFocus={(event) => {
          passwordProps.onFocus?.(event);
          void loadPasswordScorer().catch(() => undefined);
        }}
        onBlur={(event) => {
          passwordProps.onBlur?.(event);
          // The schema's own message (empty, too short, common) comes first.
          if (form.getValues().password && !form.validateField('password').hasError)
            void passwordStrongEnough(form, userInputs?.());
        }}
      />
      <TextInputField
        type="password"
        label={confirmLabel}
        required
        autoComplete="new-password"
        key={form.key('password2')}
        {...form.getInputProps('password2')}
      />
    </>
  );
}

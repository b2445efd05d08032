import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { changePasswordSchema, passwordUserInputs, type ChangePassword } from '@rally/domain';
import { applyServerErrors, zodFormResolver } from '../../../components/form-helpers';
import { NewPasswordFields, passwordStrongEnough } from '../../../components/new-password-fields';
import { notifyError, notifySuccess } from '../../../components/notify';
import { TextInputField } from '../../../components/text-input';
import { useChangePassword } from '../api/account.api';

/** Change password: the current one, then the new one twice under the password rules. */
export function PasswordForm({ fullName, email }: { fullName: string; email: string }) {
  const change = useChangePassword();
  const form = useForm<ChangePassword>({
    initialValues: { current_password: '', password: '', password2: '' },
    validate: zodFormResolver(changePasswordSchema),
  });
  const inputs = () => passwordUserInputs(fullName, email);
  const submit = form.onSubmit(async (values) => {
    if (!(await passwordStrongEnough(form, inputs()))) return;
    try {
      const { detail } = await change.mutateAsync(values);
      form.reset();
      notifySuccess(detail);
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyError(error);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Change password">
      <Stack gap="sm">
        <TextInputField
          type="password"
          label="Current password"
          required
          autoComplete="current-password"
          key={form.key('current_password')}
          {...form.getInputProps('current_password')}
        />
        <NewPasswordFields form={form} label="New password" confirmLabel="Confirm new password" userInputs={inputs} />
        <Group justify="flex-end">
          <Button type="submit" variant="default" loading={change.isPending}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { changeEmailSchema, type ChangeEmail } from '@rally/domain';
import { useState } from 'react';
import { applyServerErrors, zodFormResolver } from '../../../components/form-helpers';
import { MessageText } from '../../../components/message-text';
import { notifyError } from '../../../components/notify';
import { TextInputField } from '../../../components/text-input';
import { useChangeEmail } from '../api/account.api';

/** Change e-mail: the new address and the current password; it takes effect when the link sent there is opened. */
export function EmailForm({ email }: { email: string }) {
  const change = useChangeEmail();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<ChangeEmail>({
    initialValues: { email: '', password: '' },
    validate: zodFormResolver(changeEmailSchema),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      const { detail } = await change.mutateAsync(changeEmailSchema.parse(values));
      form.reset();
      setSent(detail);
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyError(error);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Change email">
      <Stack gap="sm">
        <Text size="sm">
          You log in with <strong>{email}</strong>.
        </Text>
        {sent && <MessageText kind="success">{sent}</MessageText>}
        <TextInputField
          type="email"
          label="New email"
          required
          autoComplete="email"
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <TextInputField
          type="password"
          label="Current password"
          required
          autoComplete="current-password"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <Button type="submit" variant="default" loading={change.isPending}>
            Send a link to the new address
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

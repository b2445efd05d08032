import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { signInCode } from '@rally/domain';
import { z } from 'zod';
import { CheckboxField } from '../../components/checkbox-field';
import { zodFormResolver } from '../../components/form-helpers';
import { MessageText } from '../../components/message-text';
import { TextInputField } from '../../components/text-input';
import { failureText } from '../../lib/api';
import type { CurrentPlayer } from '../../lib/session';
import { useLoginWithCode } from './auth-api';

const codeFormSchema = z.object({ code: signInCode, remember_device: z.boolean() });
type CodeForm = z.input<typeof codeFormSchema>;

/**
 * The log-in's second step for an account with two-step sign-in (docs/two-factor.md): the 6 digits
 * of the authenticator app, or a recovery code, and "Remember this device for 30 days".
 */
export function CodeStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn: (player: CurrentPlayer) => void;
  onRestart: () => void;
}) {
  const login = useLoginWithCode();
  const form = useForm<CodeForm>({
    initialValues: { code: '', remember_device: false },
    validate: zodFormResolver(codeFormSchema),
  });
  const submit = form.onSubmit((values) => {
    const input = codeFormSchema.parse(values);
    login.mutate({ challenge, ...input }, { onSuccess: onSignedIn });
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Two-step sign-in">
      <Stack gap="md">
        <Text size="sm">
          Enter the 6-digit code your authenticator app shows for Rally. Lost your phone? Enter one of your recovery
          codes instead.
        </Text>
        {login.isError && <MessageText kind="error">{failureText(login.error)}</MessageText>}
        <TextInputField
          label="Code"
          required
          autoComplete="one-time-code"
          inputMode="text"
          autoFocus
          placeholder="123 456"
          key={form.key('code')}
          {...form.getInputProps('code')}
        />
        <CheckboxField
          label="Remember this device for 30 days"
          key={form.key('remember_device')}
          {...form.getInputProps('remember_device', { type: 'checkbox' })}
        />
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <Button variant="subtle" size="compact-sm" onClick={onRestart}>
            Start again
          </Button>
          <Button type="submit" loading={login.isPending}>
            Verify
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { registerSchema, type Register } from '@rally/domain';
import { applyServerErrors, zodFormResolver } from '../../components/form-helpers';
import { notifySuccess } from '../../components/notify';
import { TextInputField } from '../../components/text-input';
import { MessageText } from '../../components/message-text';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useRegister } from './auth-api';
import { failureText } from '../../lib/api';
import { NewPasswordFields } from './new-password-fields';

/** The sign-up box: creates the account, signs in, and asks the person to verify their e-mail. */
export function RegisterForm({ next = null }: { next?: string | null }) {
  const navigate = useNavigate();
  const register = useRegister();
  // What no field explains (too many attempts, a failed sign-in after the account was made).
  const [reason, setReason] = useState<string | null>(null);
  const form = useForm<Register>({
    initialValues: { full_name: '', email: '', password: '', password2: '' },
    validate: zodFormResolver(registerSchema),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit((values) => {
    const input = registerSchema.parse(values);
    setReason(null);
    register.mutate(input, {
      onSuccess: (player) => {
        const firstName = player.full_name.split(' ')[0];
        notifySuccess(`Welcome to Rally${firstName ? `, ${firstName}` : ''}! Check your e-mail and open the link we sent to verify your address.`);
        navigate(next ?? '/clubs');
      },
      onError: (error) => setReason(applyServerErrors(form, error) ? null : failureText(error)),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Sign up">
      <Stack gap="md">
        {reason && (
          <MessageText kind="error">
            {reason}
          </MessageText>
        )}
        <TextInputField label="Full name" required autoComplete="name" key={form.key('full_name')} {...form.getInputProps('full_name')} />
        <TextInputField
          label="Email"
          required
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <NewPasswordFields form={form} label="Password" confirmLabel="Confirm password" />
        <Button type="submit" loading={register.isPending} fullWidth>
          Create my account
        </Button>
        <Text size="xs" c="dimmed">
          We use your details only to run your account; see our{' '}
          <Anchor component={Link} to="/privacy" inherit underline="always">
            privacy policy
          </Anchor>
          .
        </Text>
      </Stack>
    </form>
  );
}

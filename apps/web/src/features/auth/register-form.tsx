import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { passwordUserInputs, registerSchema, type Register } from '@rally/domain';
import { applyServerErrors, zodFormResolver } from '../../components/form-helpers';
import { TextInputField } from '../../components/text-input';
import { MessageText } from '../../components/message-text';
import { useState } from 'react';
import { Link } from 'react-router';
import { useRegister } from './auth-api';
import { failureText } from '../../lib/api';
import { NewPasswordFields, passwordStrongEnough } from '../../components/new-password-fields';

/**
 * The sign-up box. The server answers the same for a new address and one that has an account
 * (that address's owner is e-mailed instead): so the box says "check your e-mail" either way and
 * signs nobody in; the person logs in beside it (`next` is the log-in box's).
 */
export function RegisterForm() {
  const register = useRegister();
  // What no field explains (too many attempts).
  const [reason, setReason] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<{ email: string; detail: string } | null>(null);
  const form = useForm<Register>({
    initialValues: { full_name: '', email: '', password: '', password2: '' },
    validate: zodFormResolver(registerSchema),
    validateInputOnBlur: true,
  });

  const userInputs = () => passwordUserInputs(form.getValues().full_name, form.getValues().email);
  const submit = form.onSubmit(async (values) => {
    const input = registerSchema.parse(values);
    setReason(null);
    if (!(await passwordStrongEnough(form, userInputs()))) return;
    register.mutate(input, {
      onSuccess: ({ detail }) => setSentTo({ email: input.email, detail }),
      onError: (error) => setReason(applyServerErrors(form, error) ? null : failureText(error)),
    });
  });

  if (sentTo) {
    return (
      <Stack gap="md">
        <Alert color="green" title="Check your e-mail" role="status">
          <Stack gap="xs">
            <Text size="sm">{sentTo.detail}</Text>
            <Text size="sm">
              We wrote to <strong>{sentTo.email}</strong>. Then log in with that e-mail and your password.
            </Text>
          </Stack>
        </Alert>
        <Button
          variant="default"
          onClick={() => {
            form.reset();
            setSentTo(null);
          }}
        >
          Sign up with another e-mail
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Sign up">
      <Stack gap="md">
        {reason && <MessageText kind="error">{reason}</MessageText>}
        <TextInputField
          label="Full name"
          required
          autoComplete="name"
          key={form.key('full_name')}
          {...form.getInputProps('full_name')}
        />
        <TextInputField
          label="Email"
          required
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <NewPasswordFields form={form} label="Password" confirmLabel="Confirm password" userInputs={userInputs} />
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

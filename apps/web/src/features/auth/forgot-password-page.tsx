import { Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { forgotPasswordSchema, type ForgotPassword } from '@rally/domain';
import { applyServerErrors, zodFormResolver } from '../../components/form-helpers';
import { TextInputField } from '../../components/text-input';
import { MessageText } from '../../components/message-text';
import { useState } from 'react';
import { Link } from 'react-router';
import { useRequestPasswordReset } from './auth-api';
import { failureText } from '../../lib/api';
import { usePageTitle } from '../../lib/page-title';

/** /forgot-password and /forgotpassword: asks for a reset link by e-mail. */
export default function ForgotPasswordPage() {
  usePageTitle('Forgot your password');
  const request = useRequestPasswordReset();
  const [reason, setReason] = useState<string | null>(null);
  const form = useForm<ForgotPassword>({
    initialValues: { email: '' },
    validate: zodFormResolver(forgotPasswordSchema),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit((values) => {
    setReason(null);
    request.mutate(forgotPasswordSchema.parse(values), {
      onError: (error) => setReason(applyServerErrors(form, error) ? null : failureText(error)),
    });
  });

  return (
    <Container size={480} py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Title order={1} size="h2" mb="xs">
          Reset your password
        </Title>
        {request.isSuccess ? (
          <Stack gap="md">
            <MessageText kind="success">{request.data.detail}</MessageText>
            <Text size="sm" c="dimmed">
              The link works for one hour. Nothing arrived? Check your spam folder, or{' '}
              <Anchor component="button" type="button" size="sm" onClick={() => request.reset()}>
                try another address
              </Anchor>
              .
            </Text>
            <Anchor component={Link} to="/signup">
              Back to log in
            </Anchor>
          </Stack>
        ) : (
          <form onSubmit={submit} noValidate aria-label="Reset your password">
            <Stack gap="md">
              <Text c="dimmed" size="sm">
                Enter the e-mail you use for Rally and we will send you a link to choose a new password.
              </Text>
              {reason && <MessageText kind="error">{reason}</MessageText>}
              <TextInputField
                label="Email"
                required
                type="email"
                autoComplete="email"
                placeholder="you@example.com"
                key={form.key('email')}
                {...form.getInputProps('email')}
              />
              <Button type="submit" loading={request.isPending} fullWidth>
                Send reset link
              </Button>
              <Anchor component={Link} to="/signup" size="sm" ta="center">
                Back to log in
              </Anchor>
            </Stack>
          </form>
        )}
      </Paper>
    </Container>
  );
}

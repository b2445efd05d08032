import { Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { resetPasswordSchema, type ResetPassword } from '@rally/domain';
import { useQueryClient } from '@tanstack/react-query';
import { applyServerErrors, zodFormResolver } from '../../components/form-helpers';
import { MessageText } from '../../components/message-text';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { clearSession } from '../../lib/session';
import { useConfirmPasswordReset } from './auth-api';
import { failureText } from '../../lib/api';
import { NewPasswordFields, passwordStrongEnough } from '../../components/new-password-fields';
import { usePageTitle } from '../../lib/page-title';

/** /reset-password?key=…: choose a new password from the e-mailed link. */
export default function ResetPasswordPage() {
  usePageTitle('Choose a new password');
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const queryClient = useQueryClient();
  const confirm = useConfirmPasswordReset();
  const [reason, setReason] = useState<string | null>(null);
  const form = useForm<ResetPassword>({
    initialValues: { key, password: '', password2: '' },
    validate: zodFormResolver(resetPasswordSchema),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(async (values) => {
    setReason(null);
    if (!(await passwordStrongEnough(form))) return;
    confirm.mutate(resetPasswordSchema.parse({ ...values, key }), {
      // The server revokes every token of the account: forget this browser's session too.
      onSuccess: () => clearSession(queryClient),
      // The reason ('This reset link has expired…') goes above the form; field messages under their fields.
      onError: (error) => setReason(applyServerErrors(form, error) ? null : failureText(error)),
    });
  });

  return (
    <Container size={480} py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Title order={1} size="h2" mb="xs">
          Choose a new password
        </Title>
        {!key ? (
          <Stack gap="md">
            <MessageText kind="error">This reset link is not valid. Ask for a new one.</MessageText>
            <Anchor component={Link} to="/forgot-password">
              Ask for a new reset link
            </Anchor>
          </Stack>
        ) : confirm.isSuccess ? (
          <Stack gap="md">
            <MessageText kind="success">{confirm.data.detail}</MessageText>
            <Text size="sm" c="dimmed">
              For your safety we have signed you out on every device.
            </Text>
            <Button component={Link} to="/signup" w="fit-content">
              Log in
            </Button>
          </Stack>
        ) : (
          <form onSubmit={submit} noValidate aria-label="Choose a new password">
            <Stack gap="md">
              <Text c="dimmed" size="sm">
                Type your new password twice. You will then log in with it on every device.
              </Text>
              {reason && (
                <MessageText kind="error">
                  {reason}{' '}
                  <Anchor component={Link} to="/forgot-password" inherit underline="always">
                    Ask for a new link
                  </Anchor>
                </MessageText>
              )}
              <NewPasswordFields form={form} label="New password" confirmLabel="Confirm new password" />
              <Button type="submit" loading={confirm.isPending} fullWidth>
                Save new password
              </Button>
            </Stack>
          </form>
        )}
      </Paper>
    </Container>
  );
}

import { Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { SECURITY_PATH } from '../../../lib/two-step-gate';
import { confirmAction } from '../../../components/confirm-action';
import { notifyError, notifySuccess } from '../../../components/notify';
import { useLogoutEverywhere } from '../api/account.api';
import { EmailForm } from './email-form';
import { PasswordForm } from './password-form';

/** The Me page's account: password, login e-mail, and signing out on every device. */
export function AccountPanel({ fullName, email }: { fullName: string; email: string }) {
  const navigate = useNavigate();
  const everywhere = useLogoutEverywhere();
  const signOutEverywhere = async () => {
    const confirmed = await confirmAction({
      title: 'Sign out everywhere?',
      message:
        'Every device signed in to your account, this one too, is signed out. You log in again with your password.',
      confirmLabel: 'Sign out everywhere',
    });
    if (!confirmed) return;
    try {
      await everywhere.mutateAsync();
      notifySuccess('You are signed out on every device.');
      navigate('/signup');
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="account-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="account-title">
          Account
        </Title>
        <Title order={3} size="h5">
          Password
        </Title>
        <PasswordForm fullName={fullName} email={email} />
        <Divider />
        <Title order={3} size="h5">
          Email
        </Title>
        <EmailForm email={email} />
        <Divider />
        <Title order={3} size="h5">
          Signed-in devices
        </Title>
        <Text size="sm" c="dimmed">
          Lost a phone, or signed in on a shared computer? Sign out on every device at once.
        </Text>
        <Group gap="sm">
          <Button
            variant="default"
            color="red"
            w="fit-content"
            loading={everywhere.isPending}
            onClick={signOutEverywhere}
          >
            Sign out everywhere
          </Button>
          <Button component={Link} to={SECURITY_PATH} variant="light" w="fit-content">
            Two-step sign-in and sessions
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

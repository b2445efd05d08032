import { Anchor, Button, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { DELETE_ACCOUNT_WORDS } from '@rally/domain';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { confirmAction } from '../../../components/confirm-action';
import { notifyError, notifySuccess } from '../../../components/notify';
import { TextInputField } from '../../../components/text-input';
import { downloadMyData, useDeleteAccount } from '../api/account.api';

/** The Me page's "Your data": download everything as a ZIP, and delete the account (password and the words typed). */
export function DataPanel() {
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [downloading, setDownloading] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadMyData();
    } catch (error) {
      notifyError(error);
    } finally {
      setDownloading(false);
    }
  };
  const deleteAccount = async () => {
    if (!password) return setPasswordError('Current password is required');
    setPasswordError(null);
    const confirmed = await confirmAction({
      title: 'Delete your account?',
      message:
        'Your name, contacts and profile are erased and you are signed out everywhere. Payments and results stay under "Deleted player"; your clubs are told. This cannot be undone.',
      confirmLabel: 'Delete my account',
      typeToConfirm: { label: `Type "${DELETE_ACCOUNT_WORDS}" to confirm`, accept: [DELETE_ACCOUNT_WORDS] },
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync({ password, confirm: DELETE_ACCOUNT_WORDS });
      notifySuccess('Your account is deleted. Thank you for playing with Rally.');
      navigate('/');
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="data-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="data-title">
          Your data
        </Title>
        <Text size="sm" c="dimmed">
          Everything Rally holds about you, as JSON files in a ZIP: your profile, contacts, clubs, bookings, clinics,
          matches and payments.
        </Text>
        <Button
          variant="default"
          w="fit-content"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={downloading}
          onClick={() => void download()}
        >
          Download my data
        </Button>
        <Divider />
        <Title order={3} size="h5">
          Delete my account
        </Title>
        <Text size="sm" c="dimmed">
          Your personal details are erased; payments stay under “Deleted player” as the law requires, and your clubs are
          told.{' '}
          <Anchor component={Link} to="/privacy#deleting" inherit underline="always">
            What is kept and why
          </Anchor>
        </Text>
        <TextInputField
          type="password"
          label="Current password"
          autoComplete="current-password"
          value={password}
          error={passwordError}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <Button
          color="red"
          variant="light"
          w="fit-content"
          loading={remove.isPending}
          onClick={() => void deleteAccount()}
        >
          Delete my account
        </Button>
      </Stack>
    </Paper>
  );
}

import { Alert, Button, Group, Paper, Skeleton, Stack, Switch, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { notificationKindLabels, type NotificationPreference } from '@rally/domain';
import { IconDeviceMobile } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ErrorState } from '../../components/data-states';
import { notifyError, notifySuccess } from '../../components/notify';
import { PageHeader } from '../../components/page-header';
import { call, keyOf, queryOf } from '../../lib/endpoint';
import { usePageTitle } from '../../lib/page-title';
import { useApiMutation } from '../../lib/use-api-mutation';
import { preferencesRef, setPreferencesRef } from './notifications.api';
import { currentSubscription, pushSupported, subscribeThisDevice, unsubscribeThisDevice } from './push-device';

// Notification settings (issue 28): in-app is always on; push and e-mail are switched per kind.
// A newsletter's own unsubscribe link keeps working as before (it stops that club's newsletters).

export default function NotificationSettingsPage() {
  usePageTitle('Notification settings');
  const prefs = useQuery(queryOf(preferencesRef));
  const save = useApiMutation({
    mutationFn: (p: NotificationPreference) => call(setPreferencesRef, { body: { preferences: [p] } }),
    invalidates: [keyOf(preferencesRef)],
    onError: (error) => notifyError(error),
  });
  return (
    <Stack maw={720}>
      <PageHeader
        title="Notification settings"
        description="Everything shows under the bell. Choose what also reaches you by push and by e-mail."
      />
      <PushDeviceCard />
      {prefs.isPending ? (
        <Skeleton h={360} radius="md" />
      ) : prefs.isError ? (
        <ErrorState title="The settings could not be loaded" error={prefs.error} onRetry={() => void prefs.refetch()} />
      ) : (
        <Paper withBorder radius="md">
          <Table verticalSpacing="sm" aria-label="Notifications by kind">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Kind</Table.Th>
                <Table.Th ta="center">Push</Table.Th>
                <Table.Th ta="center">E-mail</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {prefs.data.map((p) => (
                <Table.Tr key={p.kind}>
                  <Table.Td>
                    <Text size="sm">{notificationKindLabels[p.kind]}</Text>
                  </Table.Td>
                  {(['push', 'email'] as const).map((channel) => (
                    <Table.Td key={channel}>
                      <Group justify="center">
                        <Switch
                          checked={p[channel]}
                          aria-label={`${notificationKindLabels[p.kind]} by ${channel === 'push' ? 'push' : 'e-mail'}`}
                          onChange={(e) => save.mutate({ ...p, [channel]: e.currentTarget.checked })}
                        />
                      </Group>
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
    </Stack>
  );
}

/** Push on this device: on or off, with the browser's permission asked when turned on. */
function PushDeviceCard() {
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const supported = pushSupported();
  useEffect(() => {
    void currentSubscription().then(
      (s) => setOn(Boolean(s)),
      () => setOn(false),
    );
  }, []);
  const toggle = async () => {
    setBusy(true);
    try {
      if (on) await unsubscribeThisDevice();
      else await subscribeThisDevice();
      setOn(!on);
      notifySuccess(on ? 'Push is off on this device.' : 'Push is on for this device.');
    } catch (error) {
      notifyError(error as Error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <IconDeviceMobile size={24} aria-hidden />
          <Stack gap={0}>
            <Text fw={600}>Push on this device</Text>
            <Text size="sm" c="dimmed">
              {supported
                ? on
                  ? 'This device receives push notifications.'
                  : 'Get notified on this device even when Rally is closed.'
                : 'This browser cannot receive push. On an iPhone, add Rally to the Home Screen first.'}
            </Text>
          </Stack>
        </Group>
        {supported && (
          <Button variant={on ? 'default' : 'filled'} loading={busy || on === null} onClick={() => void toggle()}>
            {on ? 'Turn off' : 'Turn on'}
          </Button>
        )}
      </Group>
      {!supported && (
        <Alert mt="sm" variant="light" color="gray">
          You still see every notification under the bell.
        </Alert>
      )}
    </Paper>
  );
}

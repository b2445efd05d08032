import { Alert, Badge, Button, Divider, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  disableTwoFactorSchema,
  type DisableTwoFactor,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@rally/domain';
import { useState } from 'react';
import { confirmAction } from '../../../components/confirm-action';
import { ErrorState } from '../../../components/data-states';
import { applyServerErrors, zodFormResolver } from '../../../components/form-helpers';
import { notifyError, notifySuccess } from '../../../components/notify';
import { TextInputField } from '../../../components/text-input';
import { useDisableTwoFactor, useForgetDevices, useStartTwoFactor, useTwoFactorStatus } from '../api/security.api';
import { RecoveryCodesCard, TwoStepSetup } from './two-step-setup';

/**
 * Two-step sign-in on the security page (docs/two-factor.md): off, a button starts the set-up (QR
 * code, first code, recovery codes shown once); on, what is left and how to turn it off.
 * `required`: the person is a club's AGENT, who must have it.
 */
export function TwoStepPanel({ required }: { required: boolean }) {
  const status = useTwoFactorStatus();
  const start = useStartTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const begin = async () => {
    try {
      setSetup(await start.mutateAsync());
    } catch (error) {
      notifyError(error);
    }
  };
  let body;
  if (codes) body = <RecoveryCodesCard codes={codes} onDone={() => setCodes(null)} />;
  else if (setup)
    body = (
      <TwoStepSetup
        setup={setup}
        onCancel={() => setSetup(null)}
        onConfirmed={(next) => {
          setSetup(null);
          setCodes(next);
        }}
      />
    );
  else if (status.isError)
    body = (
      <ErrorState
        title="We couldn't load your two-step sign-in"
        error={status.error}
        onRetry={() => void status.refetch()}
      />
    );
  else if (!status.data) body = <Skeleton height={96} radius="md" aria-label="Loading two-step sign-in" />;
  else if (status.data.enabled) body = <TwoStepOn status={status.data} />;
  else
    body = (
      <Stack gap="sm">
        {required && (
          <Alert color="orange" variant="light" title="Required for club managers">
            You manage a club, so your account needs two-step sign-in before the club's dashboard opens.
          </Alert>
        )}
        <Text size="sm">
          Two-step sign-in asks for a code from an app on your phone after your password, so a stolen password alone
          does not open your account.
        </Text>
        <Button w="fit-content" loading={start.isPending} onClick={() => void begin()}>
          Turn on two-step sign-in
        </Button>
      </Stack>
    );
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="two-step-title">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h3" id="two-step-title">
            Two-step sign-in
          </Title>
          {status.data && (
            <Badge color={status.data.enabled ? 'green' : 'gray'} variant="light">
              {status.data.enabled ? 'On' : 'Off'}
            </Badge>
          )}
        </Group>
        {body}
      </Stack>
    </Paper>
  );
}

/** On: recovery codes left, remembered devices, and turning it off (the password and a code). */
function TwoStepOn({ status }: { status: TwoFactorStatus }) {
  const forget = useForgetDevices();
  const disable = useDisableTwoFactor();
  const form = useForm<DisableTwoFactor>({
    initialValues: { password: '', code: '' },
    validate: zodFormResolver(disableTwoFactorSchema),
  });
  const forgetDevices = async () => {
    try {
      await forget.mutateAsync();
      notifySuccess('Every device will ask for a code at its next sign-in.');
    } catch (error) {
      notifyError(error);
    }
  };
  const turnOff = form.onSubmit(async (values) => {
    const sure = await confirmAction({
      title: 'Turn off two-step sign-in?',
      message: 'Your password alone will sign you in. Your recovery codes and remembered devices are forgotten.',
      confirmLabel: 'Turn off',
    });
    if (!sure) return;
    try {
      await disable.mutateAsync(disableTwoFactorSchema.parse(values));
      form.reset();
      notifySuccess('Two-step sign-in is off.');
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyError(error);
    }
  });
  return (
    <Stack gap="sm">
      <Text size="sm">Signing in asks for a code from your authenticator app after your password.</Text>
      <Text size="sm" c={status.recovery_codes_left < 3 ? 'red' : undefined}>
        Recovery codes left: {status.recovery_codes_left} of 10
      </Text>
      <Group gap="sm" justify="space-between">
        <Text size="sm">Devices that skip the code: {status.remembered_devices}</Text>
        {status.remembered_devices > 0 && (
          <Button variant="default" size="xs" loading={forget.isPending} onClick={() => void forgetDevices()}>
            Forget them
          </Button>
        )}
      </Group>
      <Divider />
      <form onSubmit={turnOff} noValidate aria-label="Turn off two-step sign-in">
        <Stack gap="sm">
          <Title order={3} size="h5">
            Turn off
          </Title>
          <TextInputField
            type="password"
            label="Password"
            required
            autoComplete="current-password"
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <TextInputField
            label="Code from the app, or a recovery code"
            required
            autoComplete="one-time-code"
            key={form.key('code')}
            {...form.getInputProps('code')}
          />
          <Group justify="flex-end">
            <Button type="submit" variant="default" color="red" loading={disable.isPending}>
              Turn off two-step sign-in
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

import { Button, Code, CopyButton, Group, Image, List, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCopy, IconDownload } from '@tabler/icons-react';
import { confirmTwoFactorSchema, type ConfirmTwoFactor, type TwoFactorSetup } from '@rally/domain';
import { applyServerErrors, zodFormResolver } from '../../../components/form-helpers';
import { notifyError } from '../../../components/notify';
import { TextInputField } from '../../../components/text-input';
import { downloadLines } from '../../../lib/download';
import { useConfirmTwoFactor } from '../api/security.api';
import { qrImage } from '../../../lib/qr-image';

/** The secret in groups of four, as apps that take it typed show it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Set-up's second step: scan the QR code (or type the secret), then the first code turns it on. */
export function TwoStepSetup({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onConfirmed: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const confirm = useConfirmTwoFactor();
  const form = useForm<ConfirmTwoFactor>({
    initialValues: { code: '' },
    validate: zodFormResolver(confirmTwoFactorSchema),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      const { recovery_codes } = await confirm.mutateAsync(confirmTwoFactorSchema.parse(values));
      onConfirmed(recovery_codes);
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyError(error);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Confirm two-step sign-in">
      <Stack gap="sm">
        <List type="ordered" size="sm" spacing={4}>
          <List.Item>
            Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password…).
          </List.Item>
          <List.Item>Scan this QR code with it, or type the key below.</List.Item>
          <List.Item>Enter the 6-digit code the app shows.</List.Item>
        </List>
        <Image src={qrImage(setup.otpauth_url)} alt="QR code for your authenticator app" w={200} h={200} />
        <Text size="sm">
          Key:{' '}
          <Code data-testid="two-step-secret" fz="sm">
            {grouped(setup.secret)}
          </Code>
        </Text>
        <TextInputField
          label="Code from the app"
          required
          autoComplete="one-time-code"
          inputMode="numeric"
          placeholder="123 456"
          key={form.key('code')}
          {...form.getInputProps('code')}
        />
        <Group justify="flex-end">
          <Button variant="subtle" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={confirm.isPending}>
            Turn on
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The 10 recovery codes, shown this once, to copy or download. */
export function RecoveryCodesCard({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = codes.join('\n');
  return (
    <Stack gap="sm" aria-label="Recovery codes">
      <Text size="sm" fw={600}>
        Two-step sign-in is on. Save these recovery codes now: they are shown only this once.
      </Text>
      <Text size="sm">
        Each code signs you in once if you lose your phone. Keep them somewhere safe, such as a password manager.
      </Text>
      <Code block data-testid="recovery-codes">
        {text}
      </Code>
      <Group gap="sm">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button variant="default" leftSection={<IconCopy size={16} aria-hidden />} onClick={copy}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => downloadLines(codes, 'rally-recovery-codes.txt')}
        >
          Download
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </Group>
    </Stack>
  );
}

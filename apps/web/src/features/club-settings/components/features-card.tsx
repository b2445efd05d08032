import { Alert, Button, Group, Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { featureLabels, isFeatureName, type ClubDetail, type ClubFeature, type FeatureName } from '@rally/domain';
import { useState } from 'react';
import { confirmAction } from '../../../components/confirm-action';
import { ErrorState } from '../../../components/data-states';
import { notifyError, notifySuccess } from '../../../components/notify';
import { useClubFeatures } from '../../../lib/dashboard';
import { checkCanEnable, useUpdateClubFeature } from '../api/subscription.api';
import { FeatureSettingsPanel } from './feature-settings-panel';

/** The club's features: switched on or off (readiness checked first), and their settings. */
export function FeaturesCard({ club, readOnly = false }: { club: ClubDetail; readOnly?: boolean }) {
  const features = useClubFeatures(club.id);
  const update = useUpdateClubFeature(club.id);
  const [editing, setEditing] = useState<ClubFeature | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [missing, setMissing] = useState<{ id: number; reasons: string[] } | null>(null);

  const toggle = async (feature: ClubFeature, enabled: boolean) => {
    if (!enabled && !(await confirmSwitchOff(feature))) return;
    setBusy(feature.id);
    setMissing(null);
    try {
      if (enabled) {
        const check = await checkCanEnable(club.id, feature);
        if (!check.result) {
          setMissing({ id: feature.id, reasons: check.reasons });
          return;
        }
      }
      await update.mutateAsync({ id: feature.id, enabled });
      notifySuccess(`${labelOf(feature)} switched ${enabled ? 'on' : 'off'}`);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} size="h4">
        Features
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        What your package includes. A feature that is off leaves its part of the dashboard inactive.
      </Text>
      {features.isPending ? (
        <Skeleton h={200} />
      ) : features.isError ? (
        <ErrorState
          title="We couldn't load the club's features"
          error={features.error}
          onRetry={() => features.refetch()}
          isRetrying={features.isFetching}
        />
      ) : (
        <Stack gap={0}>
          {features.data.results.map((f) => (
            <Stack key={f.id} gap={6} py="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600}>{labelOf(f)}</Text>
                  <Text size="sm" c="dimmed">
                    {f.feature.detail || f.feature.desc}
                  </Text>
                </Stack>
                <Group gap="sm" wrap="nowrap">
                  <Button
                    variant="subtle"
                    size="xs"
                    onClick={() => setEditing(f)}
                    aria-label={`${labelOf(f)} settings`}
                  >
                    Settings
                  </Button>
                  <Switch
                    checked={f.enabled}
                    disabled={readOnly || busy === f.id}
                    onChange={(event) => toggle(f, event.currentTarget.checked)}
                    aria-label={`${labelOf(f)} ${f.enabled ? 'on' : 'off'}`}
                  />
                </Group>
              </Group>
              {missing?.id === f.id && (
                <Alert
                  color="ball"
                  title={`Before ${labelOf(f)} can be switched on`}
                  withCloseButton
                  onClose={() => setMissing(null)}
                >
                  <Stack gap={2}>
                    {missing.reasons.map((r) => (
                      <Text key={r} size="sm">
                        {r}
                      </Text>
                    ))}
                  </Stack>
                </Alert>
              )}
            </Stack>
          ))}
        </Stack>
      )}
      <FeatureSettingsPanel clubId={club.id} feature={editing} onClose={() => setEditing(null)} />
    </Paper>
  );
}

/** What leaves the dashboard and the players' app when a feature is switched off. */
const whatDisappears: Record<FeatureName, string> = {
  membership: 'The Members section becomes inactive and players can no longer join or renew a membership online.',
  courtbooking: 'The Bookings section becomes inactive and players can no longer book courts online.',
  matcha: 'The Matcha section becomes inactive and players can no longer post or answer hit requests at the club.',
  clinics: 'The Clinics section becomes inactive and players can no longer book clinics.',
  pointofsale: 'The Club Store becomes inactive and no sales can be taken at the counter.',
};

/** Switching a feature off hides a part of the club: say which, and ask first. */
const confirmSwitchOff = (f: ClubFeature) =>
  confirmAction({
    title: `Switch ${labelOf(f)} off?`,
    message: `${isFeatureName(f.feature.name) ? whatDisappears[f.feature.name] : 'Its part of the dashboard becomes inactive.'} Its settings and records are kept; switch it on again to bring them back.`,
    confirmLabel: `Switch ${labelOf(f)} off`,
  });

const labelOf = (f: ClubFeature) => (isFeatureName(f.feature.name) ? featureLabels[f.feature.name] : f.feature.desc);

import { Button, Group, Paper, Skeleton, Stack, Switch, Title } from '@mantine/core';
import { clinicsParamsSchema, mergeFeatureParams, type ClubDetail, type ClubFeature } from '@rally/domain';
import { ErrorState } from '../../../components/data-states';
import { applyServerErrors, zodFormResolver } from '../../../components/form-helpers';
import { notifyError, notifySuccess } from '../../../components/notify';
import { NumberField } from '../../../components/number-field';
import { loadRecordValues, useRecordForm } from '../../../components/use-record-form';
import { useSaveClubFeature } from '../../../lib/club-features';
import { useClubFeatures } from '../../../lib/dashboard';
import { ClubTermsCard } from '../../../components/club-terms-card';

type Values = { sessionDurationMins: number | string; allowNonMembers: boolean };

const valuesOf = (feature: ClubFeature | null): Values => {
  const merged = mergeFeatureParams('clinics', feature?.params ?? {});
  const params = (merged.success ? merged.data : { sessionDurationMins: 30, allowNonMembers: true }) as Values;
  return { sessionDurationMins: params.sessionDurationMins, allowNonMembers: params.allowNonMembers };
};

/** Clinics › Settings: the clinic parameters, and the club's default clinic terms (the card Club Settings › Facilities shows too). */
export function ClinicSettings({ club }: { club: ClubDetail }) {
  return (
    <Stack gap="lg" maw={720}>
      <ClinicParams club={club} />
      <ClubTermsCard clubId={club.id} />
    </Stack>
  );
}

/** Clinic parameters (spec 3 §3 clinics params): the default session length and whether non-members may join. */
function ClinicParams({ club }: { club: ClubDetail }) {
  const features = useClubFeatures(club.id);
  const feature = features.data?.results.find((f) => f.feature.name === 'clinics') ?? null;
  const save = useSaveClubFeature(club.id);
  const form = useRecordForm({ record: feature, valuesOf, validate: zodFormResolver(clinicsParamsSchema) });
  const submit = form.onSubmit(async (v) => {
    try {
      const saved = await save.mutateAsync({
        id: feature!.id,
        params: { sessionDurationMins: Number(v.sessionDurationMins), allowNonMembers: v.allowNonMembers },
      });
      loadRecordValues(form, valuesOf(saved));
      notifySuccess('Clinic settings saved');
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyError(error);
    }
  });

  if (features.isPending) return <Skeleton h={200} radius="md" />;
  if (features.isError)
    return (
      <ErrorState
        title="We couldn't load the clinic settings"
        error={features.error}
        onRetry={() => features.refetch()}
        isRetrying={features.isFetching}
      />
    );
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={submit} noValidate aria-label="Clinic settings">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Clinic settings
          </Title>
          <NumberField
            label="Default session length (minutes)"
            description="New clinics start with this; in 15-minute steps"
            allowDecimal={false}
            {...form.getInputProps('sessionDurationMins')}
            key={form.key('sessionDurationMins')}
          />
          <Switch
            label="Non-members may join clinics"
            {...form.getInputProps('allowNonMembers', { type: 'checkbox' })}
            key={form.key('allowNonMembers')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={!feature}>
              Save settings
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

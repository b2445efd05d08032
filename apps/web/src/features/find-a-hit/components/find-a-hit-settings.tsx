import { Alert, Button, Group, Paper, Skeleton, Stack, Switch, Text } from '@mantine/core';
import {
  findAHitContract,
  matchaParamsSchema,
  type ClubDetail,
  type ClubFeature,
  type FeatureParams,
} from '@rally/domain';
import { ErrorState } from '../../../components/data-states';
import { notifyError, notifySuccess } from '../../../components/notify';
import { PageHeader } from '../../../components/page-header';
import { useRecordForm } from '../../../components/use-record-form';
import { useSaveClubFeature } from '../../../lib/club-features';
import { useClubFeatures } from '../../../lib/dashboard';
import { keyOf } from '../../../lib/endpoint';

type Params = FeatureParams['matcha'];
const valuesOf = (feature: ClubFeature): Params => {
  const parsed = matchaParamsSchema.safeParse(feature.params);
  return parsed.success ? parsed.data : matchaParamsSchema.parse({});
};

/** Matcha › Settings: who may use find-a-hit at the club (spec 3 §3 matcha params), through PATCH /api/clubfeature/{id}/. */
export function FindAHitSettings({ club }: { club: ClubDetail }) {
  const features = useClubFeatures(club.id);
  const feature = features.data?.results.find((f) => f.feature.name === 'matcha');
  if (features.isError)
    return (
      <ErrorState
        title="We couldn't load the matcha settings"
        error={features.error}
        onRetry={() => features.refetch()}
        isRetrying={features.isFetching}
      />
    );
  if (features.isPending) return <Skeleton h={260} radius="md" />;
  if (!feature)
    return (
      <Alert color="gray" title="Matcha is not part of this club's package">
        Choose a package with matcha under Club Settings › Subscription.
      </Alert>
    );
  return <SettingsForm club={club} feature={feature} />;
}

function SettingsForm({ club, feature }: { club: ClubDetail; feature: ClubFeature }) {
  const save = useSaveClubFeature(club.id, [keyOf(findAHitContract.list)]);
  const form = useRecordForm({ record: feature, valuesOf });
  const v = form.getValues();
  const toggle = (name: keyof Params) => ({ key: form.key(name), ...form.getInputProps(name, { type: 'checkbox' }) });
  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: feature.id, params: values });
      notifySuccess('Matcha settings saved');
    } catch (error) {
      notifyError(error);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Matcha settings">
      <Stack gap="lg" maw={720}>
        <PageHeader order={2} title="Matcha settings" description="Who can post and answer hit requests at the club." />
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <Stack gap="md">
            <Switch
              label="Members only"
              description="Only current members can post and answer hit requests."
              {...toggle('matchaMembersOnly')}
            />
            <Switch
              label="Non-members can post hit requests"
              description="Players who follow the club without being members."
              disabled={v.matchaMembersOnly}
              {...toggle('matchaNonMemberCanRequest')}
            />
            <Switch
              label="Non-members can answer hit requests"
              description="They see the club's open hit requests and can respond."
              disabled={v.matchaMembersOnly}
              {...toggle('matchaNonMemberCanAccept')}
            />
            {v.matchaMembersOnly && (
              <Text size="sm" c="dimmed">
                Switch off Members only to let non-members in.
              </Text>
            )}
          </Stack>
        </Paper>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty()}>
            Undo changes
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

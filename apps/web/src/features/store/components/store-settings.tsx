import { Button, Group, Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { mergeFeatureParams, pointofsaleParamsSchema, type ClubDetail, type ClubFeature } from '@rally/domain';
import { ErrorState } from '../../../components/data-states';
import { applyServerErrors, zodFormResolver } from '../../../components/form-helpers';
import { notifyError, notifySuccess } from '../../../components/notify';
import { NumberField } from '../../../components/number-field';
import { loadRecordValues, useRecordForm } from '../../../components/use-record-form';
import { useClubFeatures } from '../../../lib/dashboard';
import { useSaveStoreSettings } from '../api/store.api';

type Values = { DefaultTax: number | string; TaxInclusivePrice: boolean; AccountLimit: number | string };

const valuesOf = (feature: ClubFeature | null): Values => {
  const merged = mergeFeatureParams('pointofsale', feature?.params ?? {});
  const params = (merged.success ? merged.data : { DefaultTax: 0, TaxInclusivePrice: true, AccountLimit: 0 }) as {
    DefaultTax: number;
    TaxInclusivePrice: boolean;
    AccountLimit?: number;
  };
  return {
    DefaultTax: params.DefaultTax,
    TaxInclusivePrice: params.TaxInclusivePrice,
    AccountLimit: params.AccountLimit ?? 0,
  };
};

/** Club Store › Settings (spec 2 §3 pointofsale params): the default tax and whether prices include it. */
export function StoreSettings({ club }: { club: ClubDetail }) {
  const features = useClubFeatures(club.id);
  const feature = features.data?.results.find((f) => f.feature.name === 'pointofsale') ?? null;
  const save = useSaveStoreSettings(club.id);
  const form = useRecordForm({
    record: feature,
    valuesOf,
    validate: (v) =>
      zodFormResolver(pointofsaleParamsSchema)({
        ...v,
        DefaultTax: v.DefaultTax === '' ? 0 : Number(v.DefaultTax),
        AccountLimit: v.AccountLimit === '' ? 0 : Number(v.AccountLimit),
      }),
  });
  const submit = form.onSubmit(async (v) => {
    try {
      const saved = await save.mutateAsync({
        id: feature!.id,
        params: {
          DefaultTax: Number(v.DefaultTax),
          TaxInclusivePrice: v.TaxInclusivePrice,
          AccountLimit: Number(v.AccountLimit || 0),
        },
      });
      loadRecordValues(form, valuesOf(saved));
      notifySuccess('Store settings saved');
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyError(error);
    }
  });

  if (features.isPending) return <Skeleton h={200} radius="md" />;
  if (features.isError)
    return (
      <ErrorState
        title="We couldn't load the store settings"
        error={features.error}
        onRetry={() => features.refetch()}
        isRetrying={features.isFetching}
      />
    );
  const inclusive = form.getValues().TaxInclusivePrice;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={640}>
      <form onSubmit={submit} noValidate aria-label="Store settings">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Tax
          </Title>
          <NumberField
            label="Default tax (%)"
            description="For products without a tax rate of their own"
            decimalScale={2}
            {...form.getInputProps('DefaultTax')}
            key={form.key('DefaultTax')}
          />
          <Switch
            label="Prices include tax"
            {...form.getInputProps('TaxInclusivePrice', { type: 'checkbox' })}
            key={form.key('TaxInclusivePrice')}
          />
          <Text size="sm" c="dimmed">
            {inclusive
              ? 'A product priced 11.00 with 10 % tax sells for 11.00, of which 1.00 is tax.'
              : 'A product priced 10.00 with 10 % tax sells for 11.00: the tax is added at the till.'}
          </Text>
          {/* Account credit (issue 30, the credit part): how far below zero a member's account may go. */}
          <Title order={2} size="h4" mt="sm">
            Account credit
          </Title>
          <NumberField
            label={`Account limit (${club.currency})`}
            description="How far below zero a member's account credit may go when they pay by account; 0: never below zero"
            decimalScale={2}
            {...form.getInputProps('AccountLimit')}
            key={form.key('AccountLimit')}
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

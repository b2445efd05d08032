import { Stack, Switch } from '@mantine/core';
import {
  featureLabels,
  featureParamsSchemas,
  isFeatureName,
  mergeFeatureParams,
  type ClubFeature,
} from '@rally/domain';
import { applyServerErrors, zodFormResolver } from '../../../components/form-helpers';
import { FormPanelActions } from '../../../components/form-panel-actions';
import { notifyError, notifySuccess } from '../../../components/notify';
import { NumberField } from '../../../components/number-field';
import { SelectField } from '../../../components/select-field';
import { SlideInModal } from '../../../components/slide-in-modal';
import { useRecordForm } from '../../../components/use-record-form';
import { TextAreaField } from '../../../components/text-area';
import { TextInputField } from '../../../components/text-input';
import { useUpdateClubFeature } from '../api/subscription.api';
import { featureParamFields, type ParamField } from './feature-params';

type Params = Record<string, unknown>;

/** The feature's params over their defaults (as stored, when they do not read). */
const paramsOf = (feature: ClubFeature | null): Params => {
  const name = feature && isFeatureName(feature.feature.name) ? feature.feature.name : null;
  if (!feature || !name) return {};
  const merged = mergeFeatureParams(name, feature.params);
  return (merged.success ? merged.data : feature.params) as Params;
};

/** The params of one feature, in a slide-in panel; checked by the feature's schema as a whole. */
export function FeatureSettingsPanel({
  clubId,
  feature,
  onClose,
}: {
  clubId: number;
  feature: ClubFeature | null;
  onClose: () => void;
}) {
  const save = useUpdateClubFeature(clubId);
  const name = feature && isFeatureName(feature.feature.name) ? feature.feature.name : null;
  const schema = name ? featureParamsSchemas[name] : null;
  const form = useRecordForm<Params, ClubFeature | null>({
    record: feature,
    valuesOf: paramsOf,
    opened: feature !== null,
    validate: (values) => (schema ? zodFormResolver(schema)(values) : {}),
  });

  const submit = form.onSubmit(async (values) => {
    if (!feature) return;
    try {
      await save.mutateAsync({ id: feature.id, params: values });
      notifySuccess(`${name ? featureLabels[name] : feature.feature.desc} settings saved`);
      onClose();
    } catch (error) {
      if (
        !applyServerErrors(
          {
            getValues: () => ({ params: form.getValues() }),
            setFieldError: (path, message) => form.setFieldError(String(path).replace(/^params\./, ''), message),
          },
          error,
        )
      )
        notifyError(error);
    }
  });

  const input = (field: ParamField) => {
    const props = { label: field.label, key: form.key(field.key) };
    switch (field.kind) {
      case 'switch':
        return <Switch {...props} {...form.getInputProps(field.key, { type: 'checkbox' })} />;
      case 'number':
        return (
          <NumberField
            {...props}
            step={field.step}
            max={field.max}
            suffix={field.suffix}
            allowDecimal={field.decimals ?? false}
            {...form.getInputProps(field.key)}
          />
        );
      case 'text':
        return <TextInputField {...props} {...form.getInputProps(field.key)} />;
      case 'textarea':
        return <TextAreaField {...props} minRows={2} {...form.getInputProps(field.key)} />;
      case 'select':
        return <SelectField {...props} data={field.options} required {...form.getInputProps(field.key)} />;
    }
  };

  return (
    <SlideInModal
      opened={feature !== null}
      onClose={onClose}
      form={form}
      title={name ? `${featureLabels[name]} settings` : 'Settings'}
      size="md"
      footer={
        <FormPanelActions form="feature-settings-form" submitting={save.isPending} onCancel={onClose}>
          Save settings
        </FormPanelActions>
      }
    >
      <form id="feature-settings-form" onSubmit={submit} noValidate>
        <Stack gap="md">
          {name && featureParamFields[name].map((field) => <div key={field.key}>{input(field)}</div>)}
        </Stack>
      </form>
    </SlideInModal>
  );
}

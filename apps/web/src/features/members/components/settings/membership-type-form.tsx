import { SimpleGrid, Stack, Text } from '@mantine/core';
import { membershipTypeSchema, type ClubDetail, type MembershipTypeRecord } from '@rally/domain';
import { zodFormResolver } from '../../../../components/form-helpers';
import { notifyError, notifySuccess } from '../../../../components/notify';
import { NumberField } from '../../../../components/number-field';
import { FormPanel } from '../../../../components/form-panel';
import { useRecordForm } from '../../../../components/use-record-form';
import { TextAreaField } from '../../../../components/text-area';
import { TextInputField } from '../../../../components/text-input';
import { fieldErrorsOfError } from '../../api/member-store';
import { useSaveMembershipType } from '../../api/members.api';

type TypeFormValues = {
  name: string;
  comments: string;
  group: string;
  max_number: number;
  annual_price: number;
  monthly_price: number;
};

const valuesOf = (t: MembershipTypeRecord | null): TypeFormValues => ({
  name: t?.name ?? '',
  comments: t?.comments ?? '',
  group: t?.group ?? '',
  max_number: t?.max_number ?? 0,
  annual_price: Number(t?.annual_price ?? 0),
  monthly_price: Number(t?.monthly_price ?? 0),
});

// The number input turns empty into 0 (spec 1 §2); for max_number 0 means "no limit".
const toInput = (v: TypeFormValues) => ({ ...v, max_number: v.max_number > 0 ? v.max_number : null });

export type MembershipTypeFormProps = {
  club: ClubDetail;
  type: MembershipTypeRecord | null;
  opened: boolean;
  onClose: () => void;
};

/** Adds or edits a membership type (spec 2 §5: prices numeric, not negative, not both zero). */
export function MembershipTypeForm({ club, type, opened, onClose }: MembershipTypeFormProps) {
  const save = useSaveMembershipType(club.id);
  const form = useRecordForm({
    record: type,
    valuesOf,
    opened,
    validate: (values) => zodFormResolver(membershipTypeSchema)(toInput(values)),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ id: type?.id, values: toInput(values) });
      notifySuccess(type ? `${saved.name} saved` : `${saved.name} added`);
      onClose();
    } catch (error) {
      for (const [field, messages] of Object.entries(fieldErrorsOfError(error)))
        form.setFieldError(field, messages.join(' '));
      notifyError(error);
    }
  });

  const currency = club.currency.toUpperCase();
  const field = (name: keyof TypeFormValues) => ({ key: form.key(name), ...form.getInputProps(name) });

  return (
    <FormPanel
      id="membership-type-form"
      opened={opened}
      onClose={onClose}
      form={form}
      size="md"
      title={type ? `Edit ${type.name}` : 'Add a membership type'}
      label={type ? 'Edit membership type' : 'Add membership type'}
      submitLabel={type ? 'Save type' : 'Add type'}
      submitting={save.isPending}
      onSubmit={submit}
    >
      <Stack gap="sm">
        <TextInputField label="Name" required {...field('name')} />
        <TextInputField
          label="Group"
          description="A heading to gather types under, such as Playing or Social"
          {...field('group')}
        />
        <TextAreaField label="Comments" autosize minRows={2} {...field('comments')} />
        <SimpleGrid cols={2} spacing="sm">
          <NumberField
            label={`Yearly price (${currency})`}
            decimalScale={2}
            fixedDecimalScale
            thousandSeparator=","
            {...field('annual_price')}
          />
          <NumberField
            label={`Monthly price (${currency})`}
            decimalScale={2}
            fixedDecimalScale
            thousandSeparator=","
            {...field('monthly_price')}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          A price of 0 means that cycle is not offered; at least one must be above 0.
        </Text>
        <NumberField
          label="Most members"
          description="0 for no limit; no one can join past it"
          allowDecimal={false}
          {...field('max_number')}
        />
      </Stack>
    </FormPanel>
  );
}

import { SimpleGrid, Stack } from '@mantine/core';
import { clubDetailsSchema, type ClubDetail, type ClubDetailsValues } from '@rally/domain';
import { applyServerErrors, zodFormResolver } from '../../../components/form-helpers';
import { FormPanelActions } from '../../../components/form-panel-actions';
import { notifyError, notifySuccess } from '../../../components/notify';
import { ClubLanguageField, ClubLocaleFields } from '../../../components/club-locale-fields';
import { SlideInModal } from '../../../components/slide-in-modal';
import { TextInputField } from '../../../components/text-input';
import { useRecordForm } from '../../../components/use-record-form';
import { useUpdateClubDetails } from '../api/club.api';

const valuesOf = (club: ClubDetail): ClubDetailsValues => ({
  street_address: club.street_address,
  city: club.city,
  state: club.state,
  postcode: club.postcode,
  phone: club.phone,
  url: club.url,
  email: club.email,
  country: club.country,
  currency: club.currency,
  time_zone: club.time_zone,
  locale: club.locale,
  tax_id: club.tax_id,
});

/** The slide-in panel that edits the club's address, contacts and locale (PATCH /api/club/{id}/). */
export function ClubDetailsForm({ club, opened, onClose }: { club: ClubDetail; opened: boolean; onClose: () => void }) {
  const save = useUpdateClubDetails(club.id);
  const form = useRecordForm({
    record: club,
    valuesOf,
    opened,
    validate: zodFormResolver(clubDetailsSchema),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync(clubDetailsSchema.parse(values));
      notifySuccess('Club details saved');
      onClose();
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyError(error);
    }
  });

  return (
    <SlideInModal
      opened={opened}
      onClose={onClose}
      form={form}
      title="Edit club details"
      footer={
        <FormPanelActions form="club-details-form" submitting={save.isPending} onCancel={onClose}>
          Save details
        </FormPanelActions>
      }
    >
      <form id="club-details-form" onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInputField
            label="Street address"
            autoComplete="street-address"
            key={form.key('street_address')}
            {...form.getInputProps('street_address')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInputField label="City" key={form.key('city')} {...form.getInputProps('city')} />
            <TextInputField label="State" key={form.key('state')} {...form.getInputProps('state')} />
            <TextInputField label="Postcode" key={form.key('postcode')} {...form.getInputProps('postcode')} />
            <TextInputField label="Phone" type="tel" key={form.key('phone')} {...form.getInputProps('phone')} />
          </SimpleGrid>
          <TextInputField label="Email" type="email" key={form.key('email')} {...form.getInputProps('email')} />
          <TextInputField
            label="Website"
            type="url"
            placeholder="https://yourclub.example"
            key={form.key('url')}
            {...form.getInputProps('url')}
          />
          <TextInputField
            label="Tax id on receipts"
            description="Printed on every receipt with its name, e.g. ABN 51 824 753 556. Leave blank for none."
            key={form.key('tax_id')}
            {...form.getInputProps('tax_id')}
          />
          <ClubLocaleFields form={form} current={club} />
          <ClubLanguageField form={form} />
        </Stack>
      </form>
    </SlideInModal>
  );
}

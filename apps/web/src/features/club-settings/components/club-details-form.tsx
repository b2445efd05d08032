import { SimpleGrid, Stack } from '@mantine/core';
import { clubDetailsSchema, type ClubDetail, type ClubDetailsValues } from '@rally/domain';
import { useMemo } from 'react';
import { applyServerErrors, zodFormResolver } from '../../../components/form-helpers';
import { FormPanelActions } from '../../../components/form-panel-actions';
import { notifyError, notifySuccess } from '../../../components/notify';
import { SelectField } from '../../../components/select-field';
import { SlideInModal } from '../../../components/slide-in-modal';
import { TextInputField } from '../../../components/text-input';
import { useRecordForm } from '../../../components/use-record-form';
import { useCountries } from '../../../lib/reference';
import { useUpdateClubDetails } from '../api/club.api';

const supported = (key: 'currency' | 'timeZone'): string[] =>
  (Intl as unknown as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf?.(key) ?? [];

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
});

/** The slide-in panel that edits the club's address, contacts and locale (PATCH /api/club/{id}/). */
export function ClubDetailsForm({ club, opened, onClose }: { club: ClubDetail; opened: boolean; onClose: () => void }) {
  const save = useUpdateClubDetails(club.id);
  const countries = useCountries();
  const form = useRecordForm({
    record: club,
    valuesOf,
    opened,
    validate: zodFormResolver(clubDetailsSchema),
    validateInputOnBlur: true,
  });

  const countryData = useMemo(
    () => (countries.data ?? []).map((c) => ({ value: c.code, label: c.name })),
    [countries.data],
  );
  const currencyData = useMemo(() => {
    const codes = new Set([...supported('currency'), club.currency.toUpperCase()]);
    return [...codes].sort().map((code) => ({ value: code.toLowerCase(), label: code }));
  }, [club.currency]);
  const zoneData = useMemo(() => [...new Set([...supported('timeZone'), club.time_zone])].sort(), [club.time_zone]);

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
          <SelectField
            label="Country"
            required
            searchable
            data={countryData}
            nothingFoundMessage="No country matches"
            key={form.key('country')}
            {...form.getInputProps('country')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <SelectField
              label="Currency"
              required
              searchable
              data={currencyData}
              key={form.key('currency')}
              {...form.getInputProps('currency')}
            />
            <SelectField
              label="Time zone"
              required
              searchable
              data={zoneData}
              key={form.key('time_zone')}
              {...form.getInputProps('time_zone')}
              description="Hours and bookings are in this zone"
            />
          </SimpleGrid>
        </Stack>
      </form>
    </SlideInModal>
  );
}

import { SimpleGrid } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useMemo } from 'react';
import { useCountries } from '../lib/reference';
import { SelectField } from './select-field';

type LocaleField = 'country' | 'currency' | 'time_zone';

/** What the fields need of a Mantine form whose values have a country, a currency and a time zone. */
type LocaleForm = {
  key: (path: LocaleField) => string;
  getInputProps: (path: LocaleField) => GetInputPropsReturnType;
};

const supported = (key: 'currency' | 'timeZone'): string[] =>
  (Intl as unknown as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf?.(key) ?? [];

/**
 * A club's country, currency and time zone: the sign-up's club form and Club Settings' details.
 * `current` stays a choice even where this browser does not list it (the club's own currency and
 * zone, or the browser's zone for a new club).
 */
export function ClubLocaleFields({
  form,
  current,
}: {
  form: LocaleForm;
  current: { currency: string; time_zone: string };
}) {
  const countries = useCountries();
  const countryData = useMemo(
    () => (countries.data ?? []).map((c) => ({ value: c.code, label: c.name })),
    [countries.data],
  );
  const currencyData = useMemo(() => {
    const codes = new Set([...supported('currency'), current.currency.toUpperCase()]);
    return [...codes].sort().map((code) => ({ value: code.toLowerCase(), label: code }));
  }, [current.currency]);
  const zoneData = useMemo(
    () => [...new Set([...supported('timeZone'), current.time_zone])].sort(),
    [current.time_zone],
  );
  return (
    <>
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
    </>
  );
}

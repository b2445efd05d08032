import { SimpleGrid } from '@mantine/core';
import { CLUB_LOCALES, clubFormat, localeSample } from '@rally/domain';
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

/** What the locale choice needs of a Mantine form whose values have a locale, a currency and a time zone. */
type LanguageForm = {
  key: (path: 'locale') => string;
  getInputProps: (path: 'locale') => GetInputPropsReturnType;
  getValues: () => { locale?: string; currency: string; time_zone: string };
};

/**
 * The club's language and region (Club Settings' details): every date, time and amount of the club
 * reads in it, shown under the choice as it will read ('26 Nov 2030 · 1,234.50 AUD').
 */
export function ClubLanguageField({ form }: { form: LanguageForm }) {
  const values = form.getValues();
  const sample =
    values.locale && values.time_zone && values.currency
      ? localeSample(clubFormat({ locale: values.locale, time_zone: values.time_zone, currency: values.currency }))
      : '';
  return (
    <SelectField
      label="Dates and money"
      required
      searchable
      data={CLUB_LOCALES.map((l) => ({ value: l.value, label: l.label }))}
      key={form.key('locale')}
      {...form.getInputProps('locale')}
      description={sample ? `Read as ${sample}` : 'How dates, times and amounts read'}
    />
  );
}

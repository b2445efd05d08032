import {
  Anchor,
  Button,
  Card,
  Container,
  Group,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  createClubSchema,
  DEFAULT_LOCALE,
  formatMoney,
  runtimeTimeZone,
  toMinor,
  type CreateClubValues,
  type Package,
} from '@rally/domain';
import { useMemo, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ErrorState } from '../../components/data-states';
import { applyServerErrors, zodFormResolver } from '../../components/form-helpers';
import { MessageText } from '../../components/message-text';
import { notifySuccess } from '../../components/notify';
import { SelectField } from '../../components/select-field';
import { TextInputField } from '../../components/text-input';
import { failureText } from '../../lib/api';
import { isLoggedIn } from '../../lib/auth-token';
import { dashboardHref } from '../../lib/dashboard';
import { signupHref } from '../../lib/next-path';
import { usePageTitle } from '../../lib/page-title';
import { useCountries } from '../../lib/reference';
import { useRegisterClub, useSignupPackages } from './api/club-signup.api';

const supported = (key: 'currency' | 'timeZone'): string[] =>
  (Intl as unknown as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf?.(key) ?? [];

/** A package's lump sum for the cycle in its home currency (the exact quote follows the club's members). */
function priceText(pkg: Package, cycle: 'A' | 'M') {
  const total = pkg.feature_set.reduce((sum, f) => {
    const p = f.prices.find((x) => x.currency.toLowerCase() === 'aud');
    return sum + (toMinor((cycle === 'A' ? p?.lump_sum_price : p?.monthly_lump_sum_price) || '0', 'aud') ?? 0);
  }, 0);
  return `${formatMoney(total, { locale: DEFAULT_LOCALE, currency: 'AUD' })} ${cycle === 'A' ? 'a year' : 'a month'}`;
}

function PackageChoice({
  packages,
  value,
  cycle,
  error,
  onChange,
}: {
  packages: Package[];
  value: string;
  cycle: 'A' | 'M';
  error?: React.ReactNode;
  onChange: (v: string) => void;
}) {
  return (
    <Radio.Group label="Package" withAsterisk value={value} onChange={onChange} error={error}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
        {packages.map((pkg) => (
          <Radio.Card key={pkg.id} value={String(pkg.id)} radius="md" p="md" withBorder>
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator />
              <Stack gap={4}>
                <Text fw={700}>{pkg.name}</Text>
                <Text size="sm" c="gray.8">
                  {pkg.desc}
                </Text>
                <Text size="sm" fw={600}>
                  {priceText(pkg, cycle)}
                </Text>
                <Text size="xs" c="gray.7">
                  {pkg.feature_set.map((f) => f.desc).join(' · ')}
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}

function RegisterClubForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const packages = useSignupPackages();
  const countries = useCountries();
  const register = useRegisterClub();
  const [reason, setReason] = useState<string | null>(null);
  const cycleParam = params.get('cycle');
  const form = useForm<CreateClubValues & { package: number | string }>({
    initialValues: {
      name: '',
      street_address: '',
      city: '',
      state: '',
      postcode: '',
      phone: '',
      url: '',
      email: '',
      country: 'AU',
      currency: 'aud',
      time_zone: runtimeTimeZone(),
      package: params.get('package') ?? '',
      billing_cycle: cycleParam === 'A' ? 'A' : 'M',
    },
    validate: zodFormResolver(createClubSchema),
    validateInputOnBlur: true,
  });
  const countryData = useMemo(
    () => (countries.data ?? []).map((c) => ({ value: c.code, label: c.name })),
    [countries.data],
  );
  const currencyData = useMemo(
    () =>
      [...new Set([...supported('currency'), 'AUD'])]
        .sort()
        .map((code) => ({ value: code.toLowerCase(), label: code })),
    [],
  );
  const zoneData = useMemo(() => [...new Set([...supported('timeZone'), runtimeTimeZone()])].sort(), []);

  const submit = form.onSubmit(async (values) => {
    setReason(null);
    try {
      // Settles after the player is read again, so the dashboard knows the new club.
      const club = await register.mutateAsync(createClubSchema.parse(values));
      notifySuccess(`${club.name} is registered. Work through the checklist to get it ready for members.`);
      navigate(dashboardHref('club-info', club.id));
    } catch (error) {
      setReason(applyServerErrors(form, error) ? null : failureText(error));
    }
  });

  if (packages.isError)
    return (
      <ErrorState
        title="We couldn't load the packages"
        error={packages.error}
        onRetry={() => packages.refetch()}
        isRetrying={packages.isFetching}
      />
    );
  const cycle = form.getValues().billing_cycle === 'A' ? 'A' : 'M';
  return (
    <form onSubmit={submit} noValidate aria-label="Register your club">
      <Stack gap="xl">
        {reason && <MessageText kind="error">{reason}</MessageText>}
        <Card
          withBorder
          radius="md"
          p={{ base: 'md', sm: 'xl' }}
          component="section"
          aria-labelledby="club-details-title"
        >
          <Title order={2} fz="h3" id="club-details-title" mb="md">
            Your club
          </Title>
          <Stack gap="md">
            <TextInputField label="Club name" required key={form.key('name')} {...form.getInputProps('name')} />
            <TextInputField
              label="Street address"
              required
              autoComplete="street-address"
              key={form.key('street_address')}
              {...form.getInputProps('street_address')}
            />
            <SimpleGrid cols={{ base: 1, xs: 3 }}>
              <TextInputField label="City" required key={form.key('city')} {...form.getInputProps('city')} />
              <TextInputField label="State" key={form.key('state')} {...form.getInputProps('state')} />
              <TextInputField label="Postcode" key={form.key('postcode')} {...form.getInputProps('postcode')} />
            </SimpleGrid>
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
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <TextInputField
                label="Contact e-mail"
                required
                type="email"
                autoComplete="email"
                key={form.key('email')}
                {...form.getInputProps('email')}
              />
              <TextInputField
                label="Phone"
                type="tel"
                autoComplete="tel"
                key={form.key('phone')}
                {...form.getInputProps('phone')}
              />
            </SimpleGrid>
            <TextInputField
              label="Website"
              type="url"
              placeholder="https://yourclub.example"
              key={form.key('url')}
              {...form.getInputProps('url')}
            />
          </Stack>
        </Card>
        <Card
          withBorder
          radius="md"
          p={{ base: 'md', sm: 'xl' }}
          component="section"
          aria-labelledby="club-package-title"
        >
          <Group justify="space-between" mb="md" gap="sm">
            <Title order={2} fz="h3" id="club-package-title">
              Package and billing
            </Title>
            <SegmentedControl
              aria-label="Billing cycle"
              data={[
                { value: 'M', label: 'Monthly' },
                { value: 'A', label: 'Yearly' },
              ]}
              key={form.key('billing_cycle')}
              {...form.getInputProps('billing_cycle')}
            />
          </Group>
          {packages.isPending ? (
            <Skeleton height={160} radius="md" />
          ) : (
            <PackageChoice
              packages={packages.data.results}
              value={String(form.getValues().package)}
              cycle={cycle}
              error={form.errors.package}
              onChange={(v) => form.setFieldValue('package', Number(v))}
            />
          )}
          <Text size="sm" c="gray.7" mt="md">
            Nothing is charged now: your subscription starts once you connect your club's payment account. See every
            price on our{' '}
            <Anchor component={Link} to="/pricing" size="sm" underline="always">
              pricing page
            </Anchor>
            .
          </Text>
        </Card>
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={register.isPending}>
            Register club
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * /register-club: a signed-in player registers a club (POST /api/club/) and becomes its AGENT; a
 * signed-out visitor goes through /signup?next= and comes back here.
 */
export default function RegisterClubPage() {
  usePageTitle('Register your club');
  const location = useLocation();
  if (!isLoggedIn()) return <Navigate to={signupHref(location.pathname + location.search)} replace />;
  return (
    <Container size="md" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="xs" mb="xl">
        <Title order={1}>Register your club</Title>
        <Text c="gray.8">
          Tell us about your club and choose a package. You become its administrator (AGENT) and can set up courts,
          hours and membership types straight away; we verify new clubs before they appear in the club search.
        </Text>
      </Stack>
      <RegisterClubForm />
    </Container>
  );
}

import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  List,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { DEFAULT_LOCALE, formatMoney, type Package } from '@rally/domain';
import { IconArrowRight, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../components/data-states';
import { usePageTitle } from '../../lib/page-title';
import { CtaBand } from './cta-band';
import { featurePrice, packagePrice, PRICING_CURRENCY, usePricingPackages } from './pricing-api';

type Cycle = 'A' | 'M';
const money = (minor: number) => formatMoney(minor, { locale: DEFAULT_LOCALE, currency: PRICING_CURRENCY });

function PackageCard({ pkg, cycle, highlighted }: { pkg: Package; cycle: Cycle; highlighted: boolean }) {
  const price = packagePrice(pkg);
  const amount = cycle === 'A' ? price.annual : price.monthly;
  const perPlayer = cycle === 'A' ? price.perPlayer : price.perPlayerMonthly;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      shadow={highlighted ? 'md' : 'xs'}
      component="article"
      aria-labelledby={`package-${pkg.id}`}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="center">
          <Title order={2} fz="h3" id={`package-${pkg.id}`}>
            {pkg.name}
          </Title>
          {highlighted && <Badge color="court.8">Most chosen</Badge>}
        </Group>
        <Text c="gray.8">{pkg.desc}</Text>
        <Box>
          <Text fz={28} fw={700} lh={1.2}>
            {money(amount)}
          </Text>
          <Text fz="sm" c="gray.7">
            {cycle === 'A' ? 'a year' : 'a month'}
            {perPlayer > 0 ? `, plus ${money(perPlayer)} a member` : ''}
          </Text>
        </Box>
        <List
          spacing={6}
          c="gray.9"
          icon={
            <ThemeIcon size={20} radius="xl" color="court.7" aria-hidden>
              <IconCheck size={13} />
            </ThemeIcon>
          }
        >
          {pkg.feature_set.map((f) => (
            <List.Item key={f.id}>{f.desc}</List.Item>
          ))}
        </List>
        <Button
          component={Link}
          to={`/register-club?package=${pkg.id}&cycle=${cycle}`}
          mt="auto"
          variant={highlighted ? 'filled' : 'default'}
          rightSection={<IconArrowRight size={16} aria-hidden />}
        >
          Register with {pkg.name}
        </Button>
      </Stack>
    </Card>
  );
}

function FeaturePrices({ packages }: { packages: Package[] }) {
  const features = [...new Map(packages.flatMap((p) => p.feature_set).map((f) => [f.id, f])).values()];
  return (
    // Scrolls sideways on a phone; focusable so a keyboard can scroll it too.
    <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Feature prices, scrollable">
      <Table striped verticalSpacing="sm" miw={560} aria-label="Feature prices">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Feature</Table.Th>
            <Table.Th scope="col" ta="right">
              A year
            </Table.Th>
            <Table.Th scope="col" ta="right">
              A month
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Per transaction
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Card processing
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {features.map((f) => {
            const p = featurePrice(f);
            const show = (value: string | undefined) =>
              p ? `${value ?? '0.00'} ${PRICING_CURRENCY.toUpperCase()}` : '—';
            return (
              <Table.Tr key={f.id}>
                <Table.Th scope="row" fw={600}>
                  {f.desc}
                </Table.Th>
                <Table.Td ta="right">{show(p?.lump_sum_price)}</Table.Td>
                <Table.Td ta="right">{show(p?.monthly_lump_sum_price)}</Table.Td>
                <Table.Td ta="right">{show(p?.transaction_fee)}</Table.Td>
                <Table.Td ta="right">{p ? `${p.processing_fee}${p.processing_fee_unit}` : '—'}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

/** /pricing (public, prerendered): the packages with their features and prices per billing cycle, and each feature's prices. */
export default function PricingPage() {
  usePageTitle('Pricing');
  const [cycle, setCycle] = useState<Cycle>('M');
  const packages = usePricingPackages();
  const list = packages.data?.results ?? [];
  return (
    <>
      <Container size="lg" pt={{ base: 40, md: 64 }}>
        <Stack gap="sm" mb="xl" maw={720}>
          <Title order={1} fz={{ base: 32, sm: 42 }}>
            Pricing
          </Title>
          <Text fz="lg" c="gray.8">
            Choose the package of features your club needs and pay monthly or yearly. Players never pay to use Rally.
            Prices are in Australian dollars and exclude GST.
          </Text>
          <Group gap="sm" mt="xs">
            <SegmentedControl
              aria-label="Billing cycle"
              value={cycle}
              onChange={(v) => setCycle(v as Cycle)}
              data={[
                { value: 'M', label: 'Monthly' },
                { value: 'A', label: 'Yearly' },
              ]}
            />
            <Button
              component={Link}
              to="/register-club"
              variant="subtle"
              rightSection={<IconArrowRight size={16} aria-hidden />}
            >
              Register your club
            </Button>
          </Group>
        </Stack>
        {packages.isError ? (
          <ErrorState
            title="We couldn't load the prices"
            error={packages.error}
            onRetry={() => packages.refetch()}
            isRetrying={packages.isFetching}
          />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {packages.isPending
              ? [0, 1, 2].map((i) => <Skeleton key={i} height={380} radius="md" />)
              : list.map((pkg, i) => <PackageCard key={pkg.id} pkg={pkg} cycle={cycle} highlighted={i === 1} />)}
          </SimpleGrid>
        )}
        <Stack gap="sm" mt={56} component="section" aria-labelledby="feature-prices-title">
          <Title order={2} id="feature-prices-title">
            What each feature costs
          </Title>
          <Text c="gray.8">
            A package costs the sum of its features. Payments your members make by card carry the transaction and
            processing fees below.
          </Text>
          {packages.isPending ? (
            <Skeleton height={220} radius="md" />
          ) : (
            packages.data && <FeaturePrices packages={list} />
          )}
        </Stack>
      </Container>
      <CtaBand
        title="Ready when your club is"
        text="Register your club in a few minutes, then set up your courts, hours and membership types at your own pace."
      />
    </>
  );
}

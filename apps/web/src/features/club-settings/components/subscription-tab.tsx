import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  billingCycleLabels,
  formatAmount,
  formatDate,
  paymentAccountLabels,
  paymentAccountSentence,
  subStatusLabels,
  subscriptionsContract,
  type ClubDetail,
  type ClubFormat,
  type Package,
  type SubscriptionPrice,
} from '@rally/domain';
import { IconCircleCheck, IconCreditCard } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorState } from '../../../components/data-states';
import { ReadOnlyNote } from '../../../components/read-only-note';
import { confirmAction } from '../../../components/confirm-action';
import { notifyError, notifySuccess } from '../../../components/notify';
import { call } from '../../../lib/endpoint';
import { useDashboardClub } from '../../../lib/dashboard';
import { useCurrentPlayer } from '../../../lib/session';
import { fetchPaymentAuthorizeUrl } from '../api/club-admins.api';
import {
  useChangeBillingCycle,
  useChoosePackage,
  useClubPackage,
  usePackages,
  useSubscriptionPrice,
} from '../api/subscription.api';
import { FeaturesCard } from './features-card';
import { packageSwitchText } from './package-switch';
import { confirmCardAuthentication, SubscriptionBillingCard } from './subscription-billing';
import { useClubFormat } from '../../../lib/format';

const statusColours: Record<string, string> = { C: 'court', O: 'red', U: 'gray', P: 'ball' };
const money = (amount: string | undefined, currency: string | undefined, fmt: ClubFormat) =>
  amount && currency ? formatAmount(amount, { ...fmt, currency }) : '…';

/** The quote of moving to a package or cycle now, read just before asking (the figure the change charges). */
const quoteOf = (club: number, body: { package?: number; billing_cycle?: 'A' | 'M' }) =>
  call(subscriptionsContract.price, { body: { club, ...body } });

/** The sentence naming what a paid subscription's change costs now (credit for the unused days, the charge for the rest). */
function prorationSentence(quote: SubscriptionPrice, fmt: ClubFormat): string {
  const p = quote.proration;
  if (!p) return '';
  const m = (amount: string) => money(amount, quote.currency, fmt);
  const left = Number(p.credit_left) > 0 ? ` ${m(p.credit_left)} of credit is left for later charges.` : '';
  return ` You are credited ${m(p.unused_credit)} for the ${p.days_left} unused days of this period and charged ${m(p.price)} for ${quote.billing_cycle === 'A' ? 'the period' : 'the rest of it'}: ${m(p.due_now)} is charged to the card on file now.${left}`;
}

/** The package, its status, billing cycle and price; the cycle can be changed here. */
function SubscriptionSummary({ club, readOnly }: { club: ClubDetail; readOnly: boolean }) {
  const fmt = useClubFormat(club);
  const clubPackage = useClubPackage(club.id);
  const quote = useSubscriptionPrice(club.id);
  const changeCycle = useChangeBillingCycle(club.id, clubPackage.data?.id, confirmCardAuthentication);
  const subscription = club.subscription;
  if (!subscription || !club.package) {
    return (
      <Alert color="ball" title="No package yet">
        Choose a package below to start your subscription.
      </Alert>
    );
  }
  const change = async (cycle: string) => {
    if (cycle === subscription.billing_cycle || !clubPackage.data) return;
    const label = billingCycleLabels[cycle as 'A' | 'M'].toLowerCase();
    try {
      const next = await quoteOf(club.id, { billing_cycle: cycle as 'A' | 'M' });
      const message = next.proration
        ? `A new ${label} period starts today at ${money(next.price, next.currency, fmt)}.${prorationSentence(next, fmt)}`
        : `From your next renewal the club pays ${label}: ${money(next.price, next.currency, fmt)}.`;
      if (!(await confirmAction({ title: `Pay ${label}?`, message, confirmLabel: `Pay ${label}`, danger: false })))
        return;
      await changeCycle.mutateAsync(cycle as 'A' | 'M');
      notifySuccess(`Billing changed to ${label}`);
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Your package
          </Text>
          <Group gap="sm">
            <Title order={2} size="h3">
              {club.package.name}
            </Title>
            <Badge variant="dot" color={statusColours[subscription.status]} tt="none">
              {subStatusLabels[subscription.status]}
            </Badge>
          </Group>
          {subscription.expires && (
            <Text size="sm" c="dimmed">
              Renews on {formatDate(subscription.expires ?? '', fmt)}
            </Text>
          )}
        </Stack>
        <Stack gap={6} align="flex-end">
          {quote.isPending ? (
            <Skeleton h={28} w={160} />
          ) : (
            <Text fw={700} size="xl" ta="right">
              {money(quote.data?.price, quote.data?.currency, fmt)}
              <Text span size="sm" c="dimmed" fw={400}>
                {subscription.billing_cycle === 'A' ? ' a year' : ' a month'}
              </Text>
            </Text>
          )}
          <SegmentedControl
            value={subscription.billing_cycle}
            onChange={change}
            disabled={readOnly || changeCycle.isPending || !clubPackage.data}
            aria-label="Billing cycle"
            data={[
              { value: 'A', label: 'Yearly' },
              { value: 'M', label: 'Monthly' },
            ]}
          />
        </Stack>
      </Group>
    </Paper>
  );
}

/** The club's payment account: its state (the club's one read, `payment_account`), and a button to authorise it when it has none. */
function PaymentAccountCard({ club, readOnly }: { club: ClubDetail; readOnly: boolean }) {
  const player = useCurrentPlayer();
  const [isBusy, setIsBusy] = useState(false);
  const record = player.data?.club_admin_set.find((a) => a.club === club.id && a.status === 'A');
  const account = club.payment_account ?? { state: 'none', account: null };
  const connect = async () => {
    if (!record) return;
    setIsBusy(true);
    try {
      window.location.assign((await fetchPaymentAuthorizeUrl(record.id)).url);
    } catch (error) {
      notifyError(error);
      setIsBusy(false);
    }
  };
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Payment account">
      <Group justify="space-between" gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconCreditCard size={24} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Stack gap={2}>
            <Title order={2} size="h4">
              Payment account
            </Title>
            <Text size="sm" c="dimmed">
              {account.state === 'none'
                ? 'Connect an account so members and visitors can pay the club online.'
                : paymentAccountSentence(account)}
            </Text>
          </Stack>
        </Group>
        {account.state === 'none' && !readOnly ? (
          <Button onClick={connect} loading={isBusy} disabled={!record}>
            Connect payment account
          </Button>
        ) : (
          <Badge
            color={account.state === 'connected' ? 'court' : account.state === 'pending' ? 'ball' : 'gray'}
            variant="light"
            leftSection={account.state === 'connected' ? <IconCircleCheck size={14} aria-hidden /> : undefined}
            tt="none"
            size="lg"
          >
            {paymentAccountLabels[account.state]}
          </Badge>
        )}
      </Group>
    </Paper>
  );
}

/** The packages on offer; the club moves to another one after a confirmation. */
function PackagesCard({ club, readOnly }: { club: ClubDetail; readOnly: boolean }) {
  const fmt = useClubFormat(club);
  const packages = usePackages();
  const clubPackage = useClubPackage(club.id);
  const choose = useChoosePackage(club.id, clubPackage.data, confirmCardAuthentication);
  const pick = async (target: Package) => {
    const { id, name } = target;
    try {
      const next = club.package ? await quoteOf(club.id, { package: id }) : null;
      const current = packages.data?.results.find((p) => p.id === club.package?.id);
      const message = club.package
        ? `${packageSwitchText(club.package.name, current, target)}${next ? prorationSentence(next, fmt) : ''}`
        : `The club starts on ${name}.`;
      if (
        !(await confirmAction({
          title: `Switch to ${name}?`,
          message,
          confirmLabel: `Switch to ${name}`,
          danger: false,
        }))
      )
        return;
      await choose.mutateAsync(id);
      notifySuccess(`The club is now on ${name}`);
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} size="h4" mb="md">
        Packages
      </Title>
      {packages.isPending ? (
        <Skeleton h={180} />
      ) : packages.isError ? (
        <ErrorState
          title="We couldn't load the packages"
          error={packages.error}
          onRetry={() => packages.refetch()}
          isRetrying={packages.isFetching}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {packages.data.results.map((p) => {
            const isCurrent = club.package?.id === p.id;
            return (
              <Paper
                key={p.id}
                withBorder
                radius="md"
                p="md"
                style={isCurrent ? { borderColor: 'var(--mantine-color-court-6)', borderWidth: 2 } : undefined}
              >
                <Stack gap="xs" h="100%">
                  <Group justify="space-between">
                    <Text fw={700}>{p.name}</Text>
                    {isCurrent && <Badge tt="none">Current</Badge>}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {p.desc}
                  </Text>
                  <Text size="sm" fw={600}>
                    {p.cost_text}
                  </Text>
                  <Stack gap={2} style={{ flex: 1 }}>
                    {p.feature_set.map((f) => (
                      <Group key={f.id} gap={6} wrap="nowrap">
                        <IconCircleCheck size={16} color="var(--mantine-color-court-7)" aria-hidden />
                        <Text size="sm">{f.desc}</Text>
                      </Group>
                    ))}
                  </Stack>
                  {!isCurrent && !readOnly && (
                    <Button
                      variant="light"
                      onClick={() => pick(p)}
                      loading={choose.isPending && choose.variables === p.id}
                    >
                      Switch to {p.name}
                    </Button>
                  )}
                </Stack>
              </Paper>
            );
          })}
        </SimpleGrid>
      )}
    </Paper>
  );
}

/**
 * Club Settings › Subscription: package, billing, payment account and features. Every
 * administrator reads it; only the AGENT changes it (the server refuses the others with 403).
 */
export function SubscriptionTab({ club }: { club: ClubDetail }) {
  const readOnly = !useDashboardClub().canEnter('subscription');
  return (
    <Stack gap="lg">
      {readOnly && (
        <ReadOnlyNote>Only the club's AGENT can change the package, billing, payment account and features</ReadOnlyNote>
      )}
      <SubscriptionSummary club={club} readOnly={readOnly} />
      {club.subscription && <SubscriptionBillingCard clubId={club.id} readOnly={readOnly} />}
      <PaymentAccountCard club={club} readOnly={readOnly} />
      <FeaturesCard club={club} readOnly={readOnly} />
      <PackagesCard club={club} readOnly={readOnly} />
    </Stack>
  );
}

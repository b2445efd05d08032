import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { ErrorState } from '../../components/data-states';
import { usePageTitle } from '../../lib/page-title';
import { useMyCustomer } from './api/payments.api';
import { CardConsentList } from './components/card-consents';
import { Cards } from './components/my-cards';
import { MyTransactions } from './components/my-transactions';
import { MyCredit } from './components/my-credit';

/**
 * The player's payments (/payments): cards on file (add, see brand and last four, remove) and
 * their own payments with refunds. No card number is sent to the server: with the simulated
 * gateway the browser turns the card into a payment method id, as Stripe.js does; with Stripe the
 * card is typed into Stripe Elements (components/card-entry).
 */
export default function MyPaymentsPage() {
  usePageTitle('Payments');
  const customer = useMyCustomer();
  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <Title order={1} size="h2">
        Payments
      </Title>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Cards on file
        </Title>
        {customer.isError ? (
          <ErrorState
            title="We couldn't load your cards"
            error={customer.error}
            onRetry={() => customer.refetch()}
            isRetrying={customer.isFetching}
          />
        ) : customer.isPending ? (
          <Skeleton h={120} radius="md" />
        ) : (
          <Cards customer={customer.data} />
        )}
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Clubs that may charge your cards
        </Title>
        <Text size="sm" c="dimmed">
          A club charges your cards on file without you (at its till, for a fee, for your share of a booking) only if
          you allow it here. Each such charge is e-mailed to you.
        </Text>
        <CardConsentList />
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Account credit
        </Title>
        <MyCredit />
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Your payments
        </Title>
        <MyTransactions />
      </Stack>
    </Stack>
  );
}

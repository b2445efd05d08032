import { Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatAmount } from '@rally/domain';
import { ErrorState } from '../../../components/data-states';
import { usePlayerFormats } from '../../../lib/player-format';
import { useMyCredit } from '../api/account-credit.api';
import { CreditEntries } from './credit-entries';
import { MyCreditTopUp } from './my-credit-top-up';

/** The player's account credit on their Payments page (issue 30): the balance at each club, and its entries. */
export function MyCredit() {
  const credit = useMyCredit();
  const formatOf = usePlayerFormats((credit.data ?? []).map((s) => s.club));
  if (credit.isError)
    return (
      <ErrorState
        title="We couldn't load your account credit"
        error={credit.error}
        onRetry={() => credit.refetch()}
        isRetrying={credit.isFetching}
      />
    );
  if (credit.isPending) return <Skeleton h={100} radius="md" />;
  if (!credit.data.length)
    return (
      <Text size="sm" c="dimmed">
        You have no account credit at any club. A club can refund a payment to your account, and you can spend it at its
        desk and Club Store.
      </Text>
    );
  return (
    <Stack gap="md">
      {credit.data.map((s) => {
        const fmt = formatOf(s.club, s.currency);
        return (
          <Card key={s.club} withBorder padding="md" data-testid={`credit-${s.club}`}>
            <Stack gap="sm">
              <Group justify="space-between" align="baseline" wrap="wrap">
                <Title order={3} size="h5">
                  {s.club_name}
                </Title>
                <Text fw={700} size="lg">
                  {formatAmount(s.balance, fmt)}
                </Text>
              </Group>
              {Number(s.limit) > 0 && (
                <Text size="xs" c="dimmed">
                  {formatAmount(s.available, fmt)} can be spent (the club allows {formatAmount(s.limit, fmt)} below
                  zero).
                </Text>
              )}
              <MyCreditTopUp statement={s} fmt={fmt} />
              <CreditEntries entries={s.entries} fmt={fmt} />
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}

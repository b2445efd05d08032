import { Radio, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { accountCreditContract, accountCreditMessages, formatAmount, toMinor, type MoneyFormat } from '@rally/domain';
import { useEffect } from 'react';
import { keyOf, queryOf } from '../lib/endpoint';

// A player paying for themself with their own account credit at the club, offered beside the card
// (issue 30, docs/account-credit.md "A player pays by account"): the booking dialog, My bookings,
// a clinic's join and a membership. Credit that does not cover the whole price is not split with
// the card: the choice is shown disabled with the ledger's own sentence, and the card stays.

/** Every statement of mine: what a payment by account makes stale. */
export const myCreditKey = keyOf(accountCreditContract.myCredit);

/** My account credit at one club (null: no statement there), and whether it covers `amount`. */
export function useMyCreditAt(clubId: number | null | undefined, amount: string | number | null | undefined) {
  const mine = useQuery({ ...queryOf(accountCreditContract.myCredit), enabled: !!clubId });
  const statement = mine.data?.find((s) => s.club === clubId) ?? null;
  const currency = statement?.currency ?? 'AUD';
  const available = statement ? (toMinor(statement.available, currency) ?? 0) : 0;
  const needed = toMinor(amount ?? 0, currency) ?? 0;
  return { statement, covers: !!statement && needed > 0 && available >= needed, isPending: mine.isPending };
}

export type PayMethod = 'C' | 'A';

/**
 * "Pay with": the card, or my account credit with its balance in the club's money format. Shown
 * only where I have an account at the club; disabled, with what is left, when it cannot pay the
 * whole `amount`.
 */
export function PayWithCredit({
  clubId,
  amount,
  fmt,
  value,
  onChange,
  cardLabel = 'My card',
}: {
  clubId: number;
  amount: string | number;
  fmt: MoneyFormat;
  value: PayMethod;
  onChange: (method: PayMethod) => void;
  cardLabel?: string;
}) {
  const { statement, covers } = useMyCreditAt(clubId, amount);
  // The price went up past the credit (a partner removed, a guest added): back to the card.
  useEffect(() => {
    if (value === 'A' && !covers) onChange('C');
  }, [value, covers, onChange]);
  if (!statement || Number(statement.balance) <= 0) return null;
  const money = (a: string) => formatAmount(a, { ...fmt, currency: statement.currency });
  return (
    <Radio.Group label="Pay with" value={value} onChange={(v) => onChange(v as PayMethod)}>
      <Stack gap="xs" mt={4}>
        <Radio value="C" label={cardLabel} />
        <Radio
          value="A"
          label={`Account credit (${money(statement.balance)})`}
          disabled={!covers}
          description={
            covers ? (
              `Paid from your account at ${statement.club_name}.`
            ) : (
              <Text span size="xs" c="red.8">
                {accountCreditMessages.notEnough(toMinor(statement.available, statement.currency) ?? 0, {
                  ...fmt,
                  currency: statement.currency,
                })}{' '}
                Pay by card.
              </Text>
            )
          }
        />
      </Stack>
    </Radio.Group>
  );
}

import { Button, Divider, Group, Radio, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatAmount, type ClubDetail, type CreditStatement } from '@rally/domain';
import { useState } from 'react';
import { confirmAction } from '../../../components/confirm-action';
import { ErrorState } from '../../../components/data-states';
import { notifyError, notifySuccess } from '../../../components/notify';
import { NumberField } from '../../../components/number-field';
import { SlideInModal } from '../../../components/slide-in-modal';
import { useClubFormat } from '../../../lib/format';
import { useAdjustCredit, useCreditStatement, useTopUpCredit } from '../api/account-credit.api';
import { CreditEntries } from './credit-entries';

/** One person's account credit for the club's Payments staff: balance, entries, adjust with a reason, top-up at the desk. */
export function CreditStatementPanel({
  club,
  player,
  onClose,
}: {
  club: ClubDetail;
  player: number | null;
  onClose: () => void;
}) {
  const statement = useCreditStatement(club.id, player);
  const s = statement.data;
  const fmt = useClubFormat(club);
  const money = (amount: string) => formatAmount(amount, fmt);
  return (
    <SlideInModal opened={player !== null} onClose={onClose} title={s ? `Account credit: ${s.name}` : 'Account credit'}>
      {statement.isError ? (
        <ErrorState
          title="We couldn't load this account"
          error={statement.error}
          onRetry={() => statement.refetch()}
          isRetrying={statement.isFetching}
        />
      ) : !s ? (
        <Skeleton h={240} radius="md" />
      ) : (
        <Stack gap="md">
          <Stack gap={0}>
            <Text size="xl" fw={700} data-testid="credit-balance">
              {money(s.balance)}
            </Text>
            <Text size="sm" c="dimmed">
              {Number(s.limit) > 0
                ? `${money(s.available)} can be spent (account limit ${money(s.limit)}).`
                : 'Balance'}
            </Text>
          </Stack>
          <CreditEntries entries={s.entries} fmt={fmt} />
          <Divider />
          <TopUpForm club={club} statement={s} />
          <Divider />
          <AdjustForm club={club} statement={s} />
        </Stack>
      )}
    </SlideInModal>
  );
}

type TopUpValues = { amount: number | string; payment_method: 'S' | 'Q' | 'C'; note: string };

function TopUpForm({ club, statement: s }: { club: ClubDetail; statement: CreditStatement }) {
  const topUp = useTopUpCredit(club.id);
  const fmt = useClubFormat(club);
  const [key, setKey] = useState(() => `topup-${crypto.randomUUID()}`);
  const form = useForm<TopUpValues>({
    initialValues: { amount: '', payment_method: 'S', note: '' },
    validate: { amount: (v) => (Number(v) > 0 ? null : 'Must be a number greater than 0') },
  });
  const submit = form.onSubmit(async (values) => {
    const shown = formatAmount(Number(values.amount), fmt);
    try {
      await topUp.mutateAsync({
        club: club.id,
        player: s.player,
        amount: Number(values.amount),
        payment_method: values.payment_method,
        note: values.note.trim(),
        idempotency_key: key,
      });
      notifySuccess(`Added ${shown} to ${s.name}'s account`);
      form.reset();
      setKey(`topup-${crypto.randomUUID()}`);
    } catch (error) {
      notifyError(error);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={3} size="h5">
          Top up
        </Title>
        <NumberField label={`Amount (${s.currency})`} required decimalScale={2} {...form.getInputProps('amount')} />
        <Radio.Group label="Paid by" {...form.getInputProps('payment_method')}>
          <Group gap="md" mt={4}>
            <Radio value="S" label="Cash" />
            <Radio value="Q" label="Cheque" />
            <Radio value="C" label="Card on file" />
          </Group>
        </Radio.Group>
        <Textarea label="Note" autosize minRows={1} maxLength={500} {...form.getInputProps('note')} />
        <Group justify="flex-end">
          <Button type="submit" loading={topUp.isPending}>
            Top up
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type AdjustValues = { direction: 'add' | 'take'; amount: number | string; reason: string };

function AdjustForm({ club, statement: s }: { club: ClubDetail; statement: CreditStatement }) {
  const adjust = useAdjustCredit(club.id);
  const fmt = useClubFormat(club);
  const form = useForm<AdjustValues>({
    initialValues: { direction: 'add', amount: '', reason: '' },
    validate: {
      amount: (v) => (Number(v) > 0 ? null : 'Must be a number greater than 0'),
      reason: (v) => (v.trim() ? null : 'Reason is required'),
    },
  });
  const submit = form.onSubmit(async (values) => {
    const amount = Number(values.amount) * (values.direction === 'take' ? -1 : 1);
    const shown = formatAmount(Math.abs(amount), fmt);
    const confirmed = await confirmAction({
      title: 'Adjust this account?',
      message:
        values.direction === 'take'
          ? `${shown} is taken off ${s.name}'s account credit. The statement keeps this entry and its reason.`
          : `${shown} is added to ${s.name}'s account credit. The statement keeps this entry and its reason.`,
      confirmLabel: values.direction === 'take' ? `Take off ${shown}` : `Add ${shown}`,
    });
    if (!confirmed) return;
    try {
      await adjust.mutateAsync({ club: club.id, player: s.player, amount, reason: values.reason.trim() });
      notifySuccess(`Adjusted ${s.name}'s account by ${formatAmount(amount, fmt)}`);
      form.reset();
    } catch (error) {
      notifyError(error);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={3} size="h5">
          Adjust
        </Title>
        <Radio.Group {...form.getInputProps('direction')}>
          <Group gap="md">
            <Radio value="add" label="Add credit" />
            <Radio value="take" label="Take off credit" />
          </Group>
        </Radio.Group>
        <NumberField label={`Amount (${s.currency})`} required decimalScale={2} {...form.getInputProps('amount')} />
        <Textarea label="Reason" required autosize minRows={2} maxLength={500} {...form.getInputProps('reason')} />
        <Group justify="flex-end">
          <Button type="submit" variant="default" loading={adjust.isPending}>
            Adjust
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

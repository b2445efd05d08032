import { Text, TextInput } from '@mantine/core';
import { chargeMemberCardSchema, formatAmount, type MemberFee, type MoneyFormat } from '@rally/domain';
import { useState } from 'react';
import { confirmAction } from '../../../../components/confirm-action';
import { notifyError, notifySuccess } from '../../../../components/notify';
import { NumberField } from '../../../../components/number-field';
import { useChargeMemberCard } from '../../api/membership-fees.api';
import { FeeActionModal } from './fee-action-modal';

/**
 * Members › Fees: charge a member's card on file for an amount with a purpose (AGENT,
 * MEMBERSHIP_FEES). The amount and purpose are checked by the payload's schema, then confirmed in
 * words ("Charge 25.00 AUD to …") with a danger button before anything is charged.
 */
export function ChargeCardModal({
  clubId,
  fmt,
  fee,
  onClose,
}: {
  clubId: number;
  fmt: MoneyFormat;
  fee: MemberFee | null;
  onClose: () => void;
}) {
  const charge = useChargeMemberCard(clubId);
  const [amount, setAmount] = useState<number | string>('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const close = () => {
    setAmount('');
    setDescription('');
    setErrors({});
    onClose();
  };
  const submit = async () => {
    if (!fee) return;
    const parsed = chargeMemberCardSchema.safeParse({
      amount: typeof amount === 'number' ? amount : undefined,
      description,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    const figure = formatAmount(parsed.data.amount, fmt);
    const ok = await confirmAction({
      title: `Charge ${figure}?`,
      message: `${fee.name}'s card on file is charged ${figure} now for "${parsed.data.description}". This cannot be undone here; a refund is made from Payments.`,
      confirmLabel: `Charge ${figure}`,
    });
    if (!ok) return;
    try {
      const t = await charge.mutateAsync({ member: fee.member, body: parsed.data });
      notifySuccess(`${figure} charged to ${fee.name}'s card${t.card_last4 ? ` •••• ${t.card_last4}` : ''}`);
      close();
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <FeeActionModal
      fee={fee}
      title="Charge the card on file"
      action="Charge card"
      pending={charge.isPending}
      onAction={submit}
      onClose={close}
    >
      {(fee) => (
        <>
          <Text size="sm">
            {fee.name}&apos;s default card on file is charged, in {fmt.currency}, if they have allowed the club to
            charge their card (on their Payments page in Rally). They are e-mailed the receipt.
          </Text>
          <NumberField
            label="Amount"
            required
            decimalScale={2}
            value={amount}
            onChange={setAmount}
            error={errors.amount}
          />
          <TextInput
            label="What for"
            required
            placeholder="Ball machine hire"
            value={description}
            maxLength={200}
            onChange={(e) => setDescription(e.currentTarget.value)}
            error={errors.description}
          />
        </>
      )}
    </FeeActionModal>
  );
}

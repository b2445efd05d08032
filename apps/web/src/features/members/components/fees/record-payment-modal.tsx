import { Group, Radio, Text, TextInput } from '@mantine/core';
import { formatAmount, formatDate, paymentMethodLabels, type ClubFormat, type MemberFee } from '@rally/domain';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../../../components/notify';
import { useRecordMembershipPayment } from '../../api/membership-fees.api';
import { FeeActionModal } from './fee-action-modal';

const cycleLabel = { A: 'Yearly', M: 'Monthly' } as const;

/** Recording a cash or cheque payment of a member who owes: what it pays for (the period, prorated by the club's rule) before it is recorded. */
export function RecordPaymentModal({
  clubId,
  fmt,
  fee,
  onClose,
}: {
  clubId: number;
  fmt: ClubFormat;
  fee: MemberFee | null;
  onClose: () => void;
}) {
  const record = useRecordMembershipPayment(clubId);
  const [method, setMethod] = useState<'S' | 'Q'>('S');
  const [note, setNote] = useState('');
  const submit = async () => {
    if (!fee) return;
    try {
      const { member } = await record.mutateAsync({ member: fee.member, body: { method, note } });
      notifySuccess(`Payment recorded: ${fee.name} is paid up to ${formatDate(member.expires ?? '', fmt)}`);
      setNote('');
      onClose();
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <FeeActionModal
      fee={fee}
      title="Record a payment"
      action="Record payment"
      pending={record.isPending}
      onAction={submit}
      onClose={onClose}
    >
      {(fee) => (
        <>
          <Text size="sm">
            {fee.name} pays {formatAmount(fee.amount, { ...fmt, currency: fee.currency })} for their{' '}
            {fee.membership_type_name} membership (
            {fee.billing_cycle ? cycleLabel[fee.billing_cycle].toLowerCase() : 'no billing cycle'})
            {fee.period_start && fee.period_end
              ? `, ${formatDate(fee.period_start, fmt)} – ${formatDate(fee.period_end, fmt)}${fee.prorated ? ', prorated by the club’s rule' : ''}`
              : ''}
            .
          </Text>
          <Radio.Group label="Paid by" value={method} onChange={(v) => setMethod(v as 'S' | 'Q')}>
            <Group mt="xs">
              <Radio value="S" label={paymentMethodLabels.S} />
              <Radio value="Q" label={paymentMethodLabels.Q} />
            </Group>
          </Radio.Group>
          <TextInput
            label="Note"
            description="A cheque number or who took the cash"
            value={note}
            maxLength={200}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
        </>
      )}
    </FeeActionModal>
  );
}

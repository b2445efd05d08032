import { List, Stack, Text } from '@mantine/core';
import { formatAmount, type MoneyFormat, type BookingCancelPreview } from '@rally/domain';
import type { ReactNode } from 'react';
import { confirmAction } from '../../../components/confirm-action';
import { notifyError } from '../../../components/notify';

/** The refund part of a cancel's question: in all, per payer, and the club's rule in words. */
function RefundLines({ preview, fmt }: { preview: BookingCancelPreview; fmt: MoneyFormat }) {
  const refund = Number(preview.refund) > 0;
  const money = (amount: string) => formatAmount(amount, { ...fmt, currency: preview.currency });
  return (
    <Stack gap={4} data-testid="cancel-refund">
      <Text fw={600}>{refund ? `${money(preview.refund)} will be refunded.` : 'No money will be refunded.'}</Text>
      {preview.shares.length > 0 && (
        <List size="sm" spacing={2} aria-label="Refund to each payer">
          {preview.shares.map((s) => (
            <List.Item key={`${s.booked_person}-${s.name}`}>
              {s.name}: {money(s.refund)} back of {money(s.paid)} paid
            </List.Item>
          ))}
        </List>
      )}
      <Text size="sm" c="dimmed">
        {preview.reason}
      </Text>
    </Stack>
  );
}

/**
 * Asks before a dashboard cancel with what it will refund (the server's cancel_preview): resolves
 * true when confirmed. A cancel the server would refuse is said, not asked.
 */
export async function confirmCancel({
  load,
  fmt,
  title,
  what,
  confirmLabel,
}: {
  load: () => Promise<BookingCancelPreview>;
  /** The club's money format, for the refunds. */
  fmt: MoneyFormat;
  title: string;
  what: ReactNode;
  confirmLabel: string;
}): Promise<boolean> {
  let preview: BookingCancelPreview;
  try {
    preview = await load();
  } catch (error) {
    notifyError(error);
    return false;
  }
  if (!preview.can_cancel) {
    notifyError(preview.reason);
    return false;
  }
  return confirmAction({
    title,
    message: (
      <Stack gap="xs">
        <Text>{what}</Text>
        <RefundLines preview={preview} fmt={fmt} />
      </Stack>
    ),
    confirmLabel,
    cancelLabel: 'Keep it',
  });
}

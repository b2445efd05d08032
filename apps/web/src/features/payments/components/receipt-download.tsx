import { Button, Group, Text } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { notifyError } from '../../../components/notify';
import { downloadReceipt } from '../api/payments.api';

// A receipt's number and its "Receipt (PDF)" download (issue 30): on the player's payments and
// in the Payments section's detail, for a payment or one of its refunds.

export function ReceiptDownload({
  number,
  transaction,
  refund,
}: {
  number: string | null;
  transaction: number;
  refund?: number;
}) {
  const [busy, setBusy] = useState(false);
  if (!number) return <Text span>—</Text>;
  const label = refund ? `Refund receipt ${number} (PDF)` : `Receipt ${number} (PDF)`;
  return (
    <Group gap="xs" wrap="wrap">
      <Text span size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
        {number}
      </Text>
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconFileDownload size={16} aria-hidden />}
        loading={busy}
        aria-label={label}
        onClick={async (event) => {
          event.stopPropagation();
          setBusy(true);
          try {
            await downloadReceipt(transaction, refund);
          } catch (error) {
            notifyError(error);
          } finally {
            setBusy(false);
          }
        }}
      >
        Receipt (PDF)
      </Button>
    </Group>
  );
}

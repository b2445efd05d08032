import { Button, Group, Stack } from '@mantine/core';
import type { MemberFee } from '@rally/domain';
import type { ReactNode } from 'react';
import { PopupModal } from '../../../../components/popup-modal';

/**
 * The frame of a Members › Fees popup acting on one member's fee (record a payment, charge the
 * card): open while `fee` is set, its fields, then Cancel and the action's button.
 */
export function FeeActionModal({
  fee,
  title,
  action,
  pending,
  onAction,
  onClose,
  children,
}: {
  fee: MemberFee | null;
  title: string;
  /** The action button's label: "Record payment", "Charge card". */
  action: string;
  pending: boolean;
  onAction: () => void;
  onClose: () => void;
  children: (fee: MemberFee) => ReactNode;
}) {
  return (
    <PopupModal opened={fee !== null} onClose={onClose} title={title} centered>
      {fee && (
        <Stack gap="md">
          {children(fee)}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={onAction} loading={pending}>
              {action}
            </Button>
          </Group>
        </Stack>
      )}
    </PopupModal>
  );
}

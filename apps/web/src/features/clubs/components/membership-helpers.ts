import { formatAmount, formatDate, formatDateRange } from '@rally/domain';
import { useMemo } from 'react';
import { confirmAction } from '../../../components/confirm-action';
import { playerFormat } from '../../../lib/format';
import { useClubLocale } from '../../../lib/player-format';

// What the membership page and its join form share: amounts, dates and labels as the player sees
// them, and the bank's confirmation step.

/**
 * The membership page's amounts and dates: in the club's locale (Club Settings; the default until
 * the club is read), on the browser's clock (dates here are calendar dates).
 */
export function useMembershipFormat(clubId: number) {
  const locale = useClubLocale(clubId);
  return useMemo(
    () => ({
      money: (amount: string, currency: string) => formatAmount(amount, playerFormat(currency, locale)),
      day: (date: string) => formatDate(date, playerFormat(undefined, locale)),
      period: (start: string, end: string) => formatDateRange(start, end, playerFormat(undefined, locale)),
    }),
    [locale],
  );
}
export const cycleLabels = { A: 'Yearly', M: 'Monthly' } as const;
export const statusLabels = { C: 'Current', O: 'Overdue', U: 'Renewal cancelled', P: 'Waiting for payment' } as const;
export const chargeStatusLabels = { O: 'Due', P: 'Paid', F: 'Failed', D: 'Cancelled' } as const;

/** The cardholder's step when the card asks for one (the simulated gateway's stand-in for the bank's page). */
export const confirmWithBank = () =>
  confirmAction({
    title: 'Confirm the payment with your bank',
    message: 'Your card asks you to confirm this payment before it goes through.',
    confirmLabel: 'Confirm payment',
    cancelLabel: 'Not now',
    danger: false,
  });

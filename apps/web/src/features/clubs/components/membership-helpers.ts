import { formatAmount, formatDate } from '@rally/domain';
import { confirmAction } from '../../../components/confirm-action';
import { playerFormat } from '../../../lib/format';

// What the membership page and its join form share: amounts, dates and labels as the player sees
// them, and the bank's confirmation step.

// The player's own page: the default locale on the browser's clock (dates here are calendar dates).
export const money = (amount: string, currency: string) => formatAmount(amount, playerFormat(currency));
export const day = (date: string) => formatDate(date, playerFormat());
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

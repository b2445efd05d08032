import type { PlayerPayment } from '@rally/domain';

export const paymentText: Record<PlayerPayment, string> = {
  none: 'Nothing to pay',
  club: 'Pay at the club',
  app: 'To pay in the app',
};

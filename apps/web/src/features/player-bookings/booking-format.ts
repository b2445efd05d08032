import type { PlayerPayment } from '@rally/domain';
import dayjs from 'dayjs';

/** Today's date in a time zone, as YYYY-MM-DD. */
export const todayIn = (zone: string | undefined) => {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone: zone || undefined,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(new Date());
  } catch {
    return dayjs().format('YYYY-MM-DD');
  }
};

export const paymentText: Record<PlayerPayment, string> = {
  none: 'Nothing to pay',
  club: 'Pay at the club',
  app: 'To pay in the app',
};

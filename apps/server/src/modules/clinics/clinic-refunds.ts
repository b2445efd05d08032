import { DEFAULT_LOCALE, formatMoney } from '@rally/domain';

// The refund outcome in words, shown before a withdrawal or a cancellation is confirmed
// (docs/clinics.md "Refunds"). Amounts are minor units of the event's currency.

// The club's money format ('25.00 AUD'), as every screen and e-mail writes money.
// Amounts in the club's locale (Club Settings), the default where none is given.
const moneyText = (minor: number, currency: string, locale?: string) =>
  formatMoney(minor, { locale: locale ?? DEFAULT_LOCALE, currency });
const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

/** Why withdrawing gives nothing (or less) back: the place's rate, the terms' action N, sessions too near. */
export type NoRefundReason = 'rate' | 'terms' | 'late' | null;

/** What withdrawing does to the money, in one or two sentences. */
export function withdrawalOutcome(o: {
  currency: string;
  /** The club's locale. */
  locale?: string;
  refund: number;
  credit: number;
  back: number;
  paid: number;
  why: NoRefundReason;
  cancelDays: number;
  late: number;
}) {
  const lateNote = o.why === 'late' ? ` Sessions less than ${days(o.cancelDays)} away are not refunded.` : '';
  if (o.refund > 0) return `${moneyText(o.refund, o.currency, o.locale)} is refunded to the card.${lateNote}`;
  if (o.credit > 0) return `${moneyText(o.credit, o.currency, o.locale)} is kept as club credit.${lateNote}`;
  if (o.back > 0)
    return `Nothing was paid yet: the price drops by ${moneyText(o.back, o.currency, o.locale)}.${lateNote}`;
  if (o.why === 'rate') return 'Nothing is refunded: the rate this place was bought at gives no refund on withdrawing.';
  if (o.why === 'terms') return "Nothing is refunded: the clinic's terms give no refund on withdrawing.";
  if (o.why === 'late') return `Nothing is refunded: sessions less than ${days(o.cancelDays)} away are not refunded.`;
  return o.paid > 0 ? 'Nothing is refunded.' : 'There is nothing to refund.';
}

export type ClubCancelTotals = {
  participants: number;
  refunded: number;
  credit: number;
  unrefunded: number;
  action: 'R' | 'C' | 'N';
};

/** What the club cancelling does to its participants' money, in one sentence. */
export function clubCancelOutcome(t: ClubCancelTotals, currency: string, locale?: string) {
  if (!t.participants) return 'Nobody holds a place in them, so there is nothing to refund.';
  const parts = [
    t.refunded > 0 && `${moneyText(t.refunded, currency, locale)} is refunded to their cards`,
    t.credit > 0 && `${moneyText(t.credit, currency, locale)} is kept for them as club credit`,
    t.action === 'N' && "nothing is refunded (the clinic's terms)",
    t.action !== 'N' &&
      t.unrefunded > 0 &&
      `${t.unrefunded} ${t.unrefunded === 1 ? 'is' : 'are'} not refunded (their rate gives no refund when the club cancels)`,
  ].filter(Boolean);
  const who = `${t.participants} participant${t.participants === 1 ? ' holds a place' : 's hold places'}`;
  return `${who}: ${parts.length ? parts.join('; ') : 'nothing was paid, so nothing is refunded'}.`;
}

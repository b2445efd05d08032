// The club's payment account (Stripe Connect, or the simulated gateway's stand-in) as one fact
// (issue 27): Club Settings, the set-up checklist, the features that need it and the Payments
// section read its state from here, never from `stripe_account` or `connect_available` alone
// (Settings once said "not connected" while Payments showed payments paid to an account).

/** connected: the account takes the club's card payments; pending: linked, but the payment service does not let it take payments yet; none: no account. */
export const PAYMENT_ACCOUNT_STATES = ['connected', 'pending', 'none'] as const;
export type PaymentAccountState = (typeof PAYMENT_ACCOUNT_STATES)[number];

/** The account's state and id (GET /api/club/{id}/'s `payment_account`, for the club's administrators). */
export type PaymentAccount = { state: PaymentAccountState; account: string | null };

/** The state of a club's account from its stored columns: the one rule. */
export function paymentAccountOf(club: { stripe_account: string | null; connect_available: boolean }): PaymentAccount {
  const account = club.stripe_account?.trim() || null;
  if (!account) return { state: 'none', account: null };
  return { state: club.connect_available ? 'connected' : 'pending', account };
}

/** The state for people: 'Connected', 'Waiting for the payment service', 'Not connected'. */
export const paymentAccountLabels: Record<PaymentAccountState, string> = {
  connected: 'Connected',
  pending: 'Waiting for the payment service',
  none: 'Not connected',
};

/** Where the club's card payments go, in a sentence, for the screens that show the account. */
export function paymentAccountSentence(a: PaymentAccount): string {
  if (a.state === 'connected') return `Card payments are paid to the club's payment account ${a.account}.`;
  if (a.state === 'pending')
    return `The club's payment account ${a.account} is linked, but the payment service does not let it take payments yet: finish its details with the payment service.`;
  return "The club's payment account is not connected: the club's AGENT connects it in Club Settings › Subscription.";
}

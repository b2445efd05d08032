// The club's code lists, apart from its schemas (club.schema.ts): the browser's lists and filters
// read them without loading zod.

/** Billing cycles: A yearly, M monthly. */
export const billingCycles = ['A', 'M'] as const;
/** Subscription status: C current, O overdue, U unsubscribed, P pending authorisation. */
export const subscriptionStatuses = ['C', 'O', 'U', 'P'] as const;

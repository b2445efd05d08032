// The query keys of the areas not yet on contracts. An area on contracts (the list "Converted" in
// docs/DEVELOPING.md) takes its keys from its endpoints' declarations instead, `keyOf(contract,
// input)` in lib/endpoint.ts, and leaves this table (docs/DEVELOPING.md "One contract per
// endpoint"). Each server resource (its API path) has one key family, built by `resourceKeys`, so
// a change names exactly what it makes stale and every screen that shows that resource — in any
// feature — is read again. Features never invent keys of their own.

/** A list's or a query's parameters as part of a key (page, filters, search). */
type Params = Readonly<Record<string, unknown>>;

/**
 * The key family of one server resource:
 * - `all`: everything cached about it (every club);
 * - `club(id)`: everything of one club (its lists and records);
 * - `list(club, params)`: one list (one page, one filter) of a club, or of no club (`null`);
 * - `detail(id)`: one record.
 * Each is a prefix of the next, so invalidating `club(id)` also refreshes its lists.
 */
export function resourceKeys<const Name extends string>(name: Name) {
  return {
    all: [name] as const,
    club: (clubId: number | null) => [name, clubId] as const,
    list: (clubId: number | null, params: Params = {}) => [name, clubId, 'list', params] as const,
    detail: (id: number) => [name, 'detail', id] as const,
  };
}

/** Every query key of the web app, one family per server resource (named by its API path). */
export const queryKeys = {
  /** GET /api/courtbookinginstance/: the calendar's days, the search list. */
  bookingInstances: resourceKeys('courtbookinginstance'),
  /** GET /api/courtbookingseries/{id}/: one booking with its instances. */
  bookingSeries: resourceKeys('courtbookingseries'),
  /** POST /api/club/{id}/booking_allowed/: the allowed-check and price of a draft booking. */
  bookingAllowed: resourceKeys('booking_allowed'),
  /** GET /api/club/{id}/availability/: a club's free court times of a date, for the caller. */
  availability: resourceKeys('availability'),
  /** GET /api/mybooking/: the signed-in player's bookings at every club (club null). */
  myBookings: resourceKeys('mybooking'),
  /** GET /api/transaction/?dest_club (club lists), /api/transaction/mine/ (club null) and /api/transaction/{id}/. */
  transactions: resourceKeys('transaction'),
  /** GET /api/stripecustomer/: the signed-in player's cards on file. */
  stripeCustomer: resourceKeys('stripecustomer'),
  /** GET /api/cardconsent/: the clubs the signed-in player lets charge their cards on file. */
  cardConsents: resourceKeys('cardconsent'),
  /** GET /api/stripe_key/: the payment gateway's publishable key. */
  stripeKey: ['stripe_key'] as const,
} as const;

/** A key a mutation may name as made stale. */
export type QueryKey = readonly unknown[];

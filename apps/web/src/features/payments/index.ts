// The payments area's public entry: the app reaches its screens only through here. Each page is a
// loader for its own lazy chunk, so importing this file adds no page code to the caller's chunk.
export const paymentsPages = {
  transactions: () => import('./transactions-page'),
  myPayments: () => import('./my-payments-page'),
};

/** What the Payments section reads first, started with its code (lib/route-data.ts). */
export const paymentsData = {
  transactions: () => import('./transactions-data'),
};

// The store area's public entry: the app reaches its screens only through here. Each page is a
// loader for its own lazy chunk, so importing this file adds no page code to the caller's chunk.
export const storePages = {
  pointOfSale: () => import('./point-of-sale-page'),
};

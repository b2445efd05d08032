// The members area's public entry: the app reaches its screens only through here. Each page is a
// loader for its own lazy chunk, so importing this file adds no page code to the caller's chunk.
export const membersPages = {
  members: () => import('./members-page'),
};

/** What the Members section reads first, started with its code (lib/route-data.ts). */
export const membersData = {
  members: () => import('./members-data'),
};

/** The same reads as URLs, which the entry asks for while the app's code loads (app/first-reads.ts). */
export { memberFirstReads } from './members-first-reads';

// The dashboard area's public entry: the app reaches its screens only through here. Each page is a
// loader for its own lazy chunk, so importing this file adds no page code to the caller's chunk.
export const dashboardPages = {
  /** A section that is not built yet: its "coming soon" panel inside the dashboard. */
  comingSoonSection: () => import('./section-page'),
};

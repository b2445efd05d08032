// The matches area's public entry: the app reaches its screens only through here. Each page is a
// loader for its own lazy chunk, so importing this file adds no page code to the caller's chunk.
export const matchesPages = {
  matches: () => import('./matches-page'),
  /** /matches/player?playerId=N: another player's profile. */
  playerProfile: () => import('./player-profile-page'),
  /** The club dashboard's Matcha section (hit requests, settings). */
  clubMatcha: () => import('./club-matcha-page'),
};

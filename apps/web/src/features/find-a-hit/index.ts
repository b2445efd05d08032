// Find a hit's public entry (the server's find-a-hit area; its API paths keep the spec's `matcha`):
// the app reaches its screens only through here. Each page is a loader for its own lazy chunk, so
// importing this file adds no page code to the caller's chunk.
export const findAHitPages = {
  /** /matches (My Matches): find a hit, and the match diary. */
  myMatches: () => import('./find-a-hit-page'),
  /** /matches/player?playerId=N: another player's profile. */
  playerProfile: () => import('./player-profile-page'),
  /** The club dashboard's Find a hit section (hit requests, settings). */
  clubFindAHit: () => import('./club-find-a-hit-page'),
};

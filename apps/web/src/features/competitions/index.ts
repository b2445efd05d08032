// The competitions area's public entry: the app reaches its screens only through here. Each page is a
// loader for its own lazy chunk, so importing this file adds no page code to the caller's chunk.
export const competitionsPages = {
  competitions: () => import('./competitions-page'),
  clubCompetitions: () => import('./club-competitions-page'),
  tournamentAdd: () => import('./tournament-add-page'),
  tournamentEdit: () => import('./tournament-edit-page'),
  tournamentDraw: () => import('./tournament-draw-page'),
  tournamentManualDraw: () => import('./tournament-manual-draw-page'),
  tournamentKnockout: () => import('./tournament-knockout-page'),
  playerLadder: () => import('./player-ladder-page'),
  tournamentClaim: () => import('./tournament-claim-page'),
};

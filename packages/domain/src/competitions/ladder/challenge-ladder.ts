// The player ladder (a challenge ladder; docs/competitions.md "The player ladder"). Players stand in
// positions 1 (top) … n. A player challenges someone above them, at most `places` positions up;
// nobody is in two open challenges at once. When the challenger wins, they take the defender's
// position and the defender and everyone between them move down one place (the order of the
// others is kept); when the defender wins, nothing moves. A new player starts at the bottom; a
// player who leaves is closed up behind. Pure functions over the order of player ids (top first).

export const challengeLadderMessages = {
  notOnLadder: 'You are not on this ladder.',
  defenderNotOnLadder: 'That player is not on this ladder.',
  self: 'You cannot challenge yourself.',
  notAbove: (name: string) => `You can only challenge players above you: ${name} is below you.`,
  tooFar: (name: string, places: number) =>
    `You can challenge players up to ${places} place${places === 1 ? '' : 's'} above you: ${name} is further up.`,
  challengerBusy: 'You already have an open challenge: play it or withdraw it first.',
  defenderBusy: (name: string) => `${name} already has an open challenge: challenge them once it is played.`,
} as const;

export type OpenChallenge = { challenger: number; defender: number };

/**
 * Why `challenger` may not challenge `defender` (a sentence), or null when they may.
 * `order` is the ladder top first; `open` the challenges not yet played or withdrawn.
 */
export function challengeProblem(
  order: readonly number[],
  challenger: number,
  defender: number,
  places: number,
  open: readonly OpenChallenge[],
  name: (id: number) => string = String,
): string | null {
  const m = challengeLadderMessages;
  const from = order.indexOf(challenger);
  const to = order.indexOf(defender);
  if (from < 0) return m.notOnLadder;
  if (to < 0) return m.defenderNotOnLadder;
  if (from === to) return m.self;
  if (to > from) return m.notAbove(name(defender));
  if (from - to > places) return m.tooFar(name(defender), places);
  const busy = (id: number) => open.some((c) => c.challenger === id || c.defender === id);
  if (busy(challenger)) return m.challengerBusy;
  if (busy(defender)) return m.defenderBusy(name(defender));
  return null;
}

/** The players `challenger` may challenge now (top first): above them, within `places`, neither in an open challenge. */
export function challengeable(
  order: readonly number[],
  challenger: number,
  places: number,
  open: readonly OpenChallenge[],
): number[] {
  return order.filter((id) => challengeProblem(order, challenger, id, places, open) === null);
}

/** The order after a played challenge: the challenger who won takes the defender's place, the defender and those between move down one. */
export function afterChallenge(
  order: readonly number[],
  challenger: number,
  defender: number,
  challengerWon: boolean,
): number[] {
  const from = order.indexOf(challenger);
  const to = order.indexOf(defender);
  if (from < 0 || to < 0) throw new Error('Both players must be on the ladder');
  if (!challengerWon || to > from) return [...order];
  const next = order.filter((id) => id !== challenger);
  next.splice(to, 0, challenger);
  return next;
}

/** The order with a new player at the bottom (a player already on it stays where they are). */
export const withNewPlayer = (order: readonly number[], player: number) =>
  order.includes(player) ? [...order] : [...order, player];

/** The order without a player (those below move up one). */
export const withoutPlayer = (order: readonly number[], player: number) => order.filter((id) => id !== player);

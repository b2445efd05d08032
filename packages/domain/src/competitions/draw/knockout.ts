// Knockout seeding (issue 15): the standard bracket. For a bracket of size P (the power of two
// at or above the team count) the seed order is built by doubling: [1, 2] → [1, 4, 2, 3] →
// [1, 8, 4, 5, 2, 7, 3, 6] …, each seed s followed by its partner (size + 1 - s). Adjacent pairs
// are the first-round matches, so seed 1 meets the lowest seed, the sums of each pair are equal,
// and seeds 1 and 2 sit in opposite halves: they can only meet in the final (likewise the top
// four only in the semi-finals). Seeds above the team count are byes, and since they are the
// highest numbers they fall opposite the top seeds: the byes go to the best teams.

export type KnockoutSlot = { round: number; slot: number; home: number | null; away: number | null };

/** The seed order of a bracket of `size` (a power of two): position → seed (1-based). */
export function bracketSeedOrder(size: number): number[] {
  if (!Number.isInteger(size) || size < 1 || (size & (size - 1)) !== 0)
    throw new Error(`A bracket has a power-of-two size, not ${size}`);
  let order = [1];
  for (let n = 2; n <= size; n *= 2) {
    const next = new Array<number>(n);
    for (let i = 0; i < order.length; i++) {
      next[2 * i] = order[i];
      next[2 * i + 1] = n + 1 - order[i];
    }
    order = next;
  }
  return order;
}

/** The number of knockout rounds for a team count (1 for 2 teams, 3 for 5 to 8 …). */
export function knockoutRoundCount(teamCount: number): number {
  return teamCount < 2 ? 0 : Math.ceil(Math.log2(teamCount));
}

/**
 * The first round of a knockout of `seededTeamIds` (best first): one slot per match, numbered
 * from 1 top to bottom of the bracket, the better seed at home; `away` is null for a bye (the
 * home team goes straight through to round 2, slot ceil(slot / 2)).
 */
export function knockoutSeeding(seededTeamIds: number[]): KnockoutSlot[] {
  const count = seededTeamIds.length;
  if (new Set(seededTeamIds).size !== count) throw new Error('A team can be seeded only once in a knockout');
  if (count < 2) return [];
  const size = 2 ** knockoutRoundCount(count);
  const order = bracketSeedOrder(size);
  const slots: KnockoutSlot[] = new Array(size / 2);
  for (let i = 0; i < size / 2; i++) {
    const a = order[2 * i];
    const b = order[2 * i + 1];
    const [better, worse] = a < b ? [a, b] : [b, a];
    slots[i] = {
      round: 1,
      slot: i + 1,
      home: seededTeamIds[better - 1],
      away: worse <= count ? seededTeamIds[worse - 1] : null,
    };
  }
  return slots;
}

/**
 * The whole bracket: round 1 as `knockoutSeeding`, then every later round with its slots; a team
 * with a bye already stands in its round-2 slot, every other place is null until a winner is
 * known (fill them with `advanceKnockout`).
 */
export function knockoutBracket(seededTeamIds: number[]): KnockoutSlot[] {
  const first = knockoutSeeding(seededTeamIds);
  const rounds = knockoutRoundCount(seededTeamIds.length);
  const all = [...first];
  for (let round = 2, slots = first.length / 2; round <= rounds; round++, slots /= 2) {
    for (let slot = 1; slot <= slots; slot++) all.push({ round, slot, home: null, away: null });
  }
  for (const s of first) if (s.away === null && s.home !== null) place(all, 2, s.slot, s.home);
  return all;
}

function place(bracket: KnockoutSlot[], round: number, fromSlot: number, team: number) {
  const target = bracket.find((s) => s.round === round && s.slot === Math.ceil(fromSlot / 2));
  if (!target) return; // the final's winner has nowhere further to go
  if (fromSlot % 2 === 1) target.home = team;
  else target.away = team;
}

/**
 * Puts the winner of (round, slot) into its place in the next round (upper feeder at home) and
 * answers the new bracket; the bracket given is not changed.
 */
export function advanceKnockout(bracket: KnockoutSlot[], round: number, slot: number, winner: number): KnockoutSlot[] {
  const match = bracket.find((s) => s.round === round && s.slot === slot);
  if (!match) throw new Error(`There is no knockout match in round ${round}, slot ${slot}`);
  if (match.home !== winner && match.away !== winner)
    throw new Error(`Team ${winner} does not play in round ${round}, slot ${slot}`);
  const next = bracket.map((s) => ({ ...s }));
  place(next, round + 1, slot, winner);
  return next;
}

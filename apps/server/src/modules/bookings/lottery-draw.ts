import { randomInt } from 'node:crypto';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { mersenne } from 'pure-rand/generator/mersenne';

// The release lottery's draw (issue 29), a pure function of its inputs: the same seed and inputs
// give the same result, so a stored draw can be replayed and explained to a member who lost.
//
// - Each player gets one random number u in [0, 1) from the seeded generator (the Mersenne Twister,
//   pure-rand), in the order of their player ids, so the order requests arrived in plays no part:
//   a request at 07:00:00.001 and one at 07:14 are equal.
// - Their weight is 4^(the draws they lost in a row before this one, at most MAX_LOSS_BONUS), and
//   their place is by the key u^(1/weight), highest first (Efraimidis–Spirakis weighted sampling
//   without replacement): the order is that of drawing names from a hat where each player has
//   `weight` tickets, so a player who lost once has four times the tickets of one who won last time.
// - Round 1: in that order, each player's requests (in the order they sent them) are tried choice
//   by choice; the first free slot is theirs and they stop: at most one win per player.
// - Later rounds: slots still free go, in the same order, to the winners' other requests.
// Slots nobody drew stay free, for first-come booking once the draw is over.

/** Draws lost in a row that still add weight: a ninth loss in a row weighs the same as the eighth. */
export const MAX_LOSS_BONUS = 8;

/**
 * The weight of a player who lost `losses` draws in a row before this one: 4^losses. Chosen by the
 * simulation in lottery-draw.test.ts (100 equally keen players, 20 slots, 10 weekly draws): with
 * 1 + losses max − min of the wins was 4–5 (Gini 0.25), with 2^losses 3–4 (0.17), with 4^losses
 * 2–3 (Gini 0.09–0.13, everybody wins at least once); with no weighting 5–8 (Gini 0.30–0.38).
 */
export const weightOf = (losses: number) => 4 ** Math.min(Math.max(0, losses), MAX_LOSS_BONUS);

export type DrawRequest = { id: number; player: number; choices: string[] };
export type DrawInputs = {
  /** The slots given out, as slotKey 'court@HH:mm'. */
  slots: string[];
  requests: DrawRequest[];
  /** Draws each player lost in a row before this one (missing: none). */
  losses: Record<number, number>;
};
export type DrawEntrant = {
  player: number;
  losses: number;
  weight: number;
  /** The player's random number from the seed. */
  random: number;
  /** random^(1/weight): the higher, the earlier the player chooses. */
  key: number;
  /** 1 = chose first. */
  rank: number;
};
export type DrawOutcome = {
  request: number;
  player: number;
  /** The slot won, or null. */
  slot: string | null;
  /** 1: the player's one win; 2+: a second win from slots left over. */
  round: number | null;
  /** For each choice the request named: the slot and who took it before (null when free then, or won here). */
  choices: { slot: string; taken_by: number | null }[];
};
export type DrawResult = { entrants: DrawEntrant[]; outcomes: DrawOutcome[]; left: string[] };

/** The draw of `inputs` with `seed` (a 32-bit integer): who chooses in which order, and what each request got. */
export function drawLottery(seed: number, inputs: DrawInputs): DrawResult {
  const rng = mersenne(seed | 0);
  const players = [...new Set(inputs.requests.map((r) => r.player))].sort((a, b) => a - b);
  const entrants: DrawEntrant[] = players.map((player) => {
    const losses = inputs.losses[player] ?? 0;
    const weight = weightOf(losses);
    // 1 - u is in (0, 1]: a key of exactly 0 would tie with nothing drawn.
    const random = 1 - uniformFloat64(rng);
    return { player, losses, weight, random, key: random ** (1 / weight), rank: 0 };
  });
  entrants.sort((a, b) => b.key - a.key || a.player - b.player);
  entrants.forEach((e, i) => (e.rank = i + 1));

  const free = new Set(inputs.slots);
  const holder = new Map<string, number>();
  const byPlayer = new Map<number, DrawRequest[]>();
  for (const r of [...inputs.requests].sort((a, b) => a.id - b.id))
    byPlayer.set(r.player, [...(byPlayer.get(r.player) ?? []), r]);
  const outcomes = new Map<number, DrawOutcome>(
    inputs.requests.map((r) => [
      r.id,
      {
        request: r.id,
        player: r.player,
        slot: null,
        round: null,
        choices: r.choices.map((slot) => ({ slot, taken_by: null })),
      },
    ]),
  );
  /** Gives the request its first free choice; records who held the ones before. */
  const tryRequest = (request: DrawRequest, round: number) => {
    const outcome = outcomes.get(request.id)!;
    for (const [i, slot] of request.choices.entries()) {
      if (free.has(slot)) {
        free.delete(slot);
        holder.set(slot, request.player);
        Object.assign(outcome, { slot, round });
        return true;
      }
      outcome.choices[i].taken_by = holder.get(slot) ?? null;
    }
    return false;
  };
  const rounds = Math.max(0, ...[...byPlayer.values()].map((r) => r.length));
  for (let round = 1; round <= rounds; round += 1) {
    for (const { player } of entrants) {
      const left = (byPlayer.get(player) ?? []).filter((r) => outcomes.get(r.id)!.round === null);
      // Round 1: every request of the player until one wins. Later rounds: a winner's next request.
      const won = left.length < (byPlayer.get(player)?.length ?? 0);
      if (round === 1 ? won : !won) continue;
      for (const request of left) if (tryRequest(request, round)) break;
    }
  }
  return {
    entrants,
    outcomes: inputs.requests.map((r) => outcomes.get(r.id)!),
    left: inputs.slots.filter((s) => free.has(s)),
  };
}

/** A seed for a new draw: a random non-negative 31-bit integer (kept with the draw, so it can be replayed). */
export const newSeed = () => randomInt(2 ** 31 - 1);

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  afterChallenge,
  challengeable,
  challengeLadderMessages as m,
  challengeProblem,
  withNewPlayer,
  withoutPlayer,
} from './challenge-ladder';

const order = [1, 2, 3, 4, 5, 6];
const names = (id: number) => `Player ${id}`;

describe('challengeProblem', () => {
  it('lets a player challenge up to the limit above them', () => {
    expect(challengeProblem(order, 5, 4, 3, [])).toBeNull();
    expect(challengeProblem(order, 5, 2, 3, [])).toBeNull();
    expect(challengeable(order, 5, 3, [])).toEqual([2, 3, 4]);
    expect(challengeable(order, 2, 3, [])).toEqual([1]);
    expect(challengeable(order, 1, 3, [])).toEqual([]);
  });

  it('names each rule broken', () => {
    expect(challengeProblem(order, 5, 1, 3, [], names)).toBe(m.tooFar('Player 1', 3));
    expect(challengeProblem(order, 5, 1, 1, [], names)).toBe(
      'You can challenge players up to 1 place above you: Player 1 is further up.',
    );
    expect(challengeProblem(order, 3, 4, 3, [], names)).toBe(m.notAbove('Player 4'));
    expect(challengeProblem(order, 3, 3, 3, [])).toBe(m.self);
    expect(challengeProblem(order, 9, 3, 3, [])).toBe(m.notOnLadder);
    expect(challengeProblem(order, 3, 9, 3, [])).toBe(m.defenderNotOnLadder);
    expect(challengeProblem(order, 5, 4, 3, [{ challenger: 5, defender: 3 }])).toBe(m.challengerBusy);
    expect(challengeProblem(order, 5, 4, 3, [{ challenger: 4, defender: 2 }])).toBe(m.defenderBusy('4'));
    expect(challengeProblem(order, 6, 4, 3, [{ challenger: 5, defender: 4 }], names)).toBe(m.defenderBusy('Player 4'));
  });
});

describe('afterChallenge', () => {
  it('the challenger who wins takes the place; the defender and those between move down one', () => {
    expect(afterChallenge(order, 5, 2, true)).toEqual([1, 5, 2, 3, 4, 6]);
    expect(afterChallenge(order, 2, 1, true)).toEqual([2, 1, 3, 4, 5, 6]);
  });
  it('nothing moves when the defender wins', () => {
    expect(afterChallenge(order, 5, 2, false)).toEqual(order);
  });
  it('new players start at the bottom; leaving closes the gap', () => {
    expect(withNewPlayer(order, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(withNewPlayer(order, 3)).toEqual(order);
    expect(withoutPlayer(order, 3)).toEqual([1, 2, 4, 5, 6]);
  });
  it('keeps everyone on the ladder once, moves nobody above the defender or below the challenger (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 60 }), fc.nat(), fc.nat(), fc.boolean(), (n, a, b, won) => {
        const ladder = Array.from({ length: n }, (_, i) => i + 1);
        const challenger = ladder[a % n];
        const defender = ladder[b % n];
        const next = afterChallenge(ladder, challenger, defender, won);
        expect([...next].sort((x, y) => x - y)).toEqual(ladder);
        const [hi, lo] = [Math.min(a % n, b % n), Math.max(a % n, b % n)];
        for (let i = 0; i < n; i += 1) if (i < hi || i > lo) expect(next[i]).toBe(ladder[i]);
        if (won && b % n < a % n) expect(next.indexOf(challenger)).toBe(b % n);
      }),
    );
  });
});

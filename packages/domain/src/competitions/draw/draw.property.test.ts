// Property tests (fast-check) of the draw invariants over random team counts and params.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignCourts } from './courts';
import { roundRobinProblems } from './draw-check';
import { datesUpdatedFrom, drawDayNumber, drawWeekday, fixtureDates, type DrawFrequency } from './fixture-dates';
import { knockoutBracket, knockoutSeeding } from './knockout';
import { ladder, LADDER_KEYS, winLossRatio, type TeamResultTotals } from './ladder';
import { manualDrawProblems } from './manual-draw';
import { roundRobin } from './round-robin';
import { validateTennisScore, type TennisScoreRules } from './tennis-score';

const teamIds = (max: number) =>
  fc.uniqueArray(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 2, maxLength: max });
const isoDate = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const frequency = fc.constantFrom<DrawFrequency>('weekly', 'fortnightly', 'monthly');

describe('draw properties', () => {
  it('round robin: each pair once per cycle, no team twice a round, home/away within one, byes only when odd', () => {
    fc.assert(
      fc.property(teamIds(60), fc.integer({ min: 1, max: 4 }), (teams, cycles) => {
        const rounds = roundRobin(teams, cycles);
        expect(roundRobinProblems(teams, cycles, rounds)).toEqual([]);
        // The manual draw's checks accept any drawn one.
        expect(manualDrawProblems(teams, rounds, { cycles })).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('fixture dates: on the weekday, strictly increasing, never a date not played, spaced by the frequency', () => {
    fc.assert(
      fc.property(
        isoDate,
        fc.integer({ min: 0, max: 6 }),
        frequency,
        fc.integer({ min: 0, max: 40 }),
        fc.array(isoDate, { maxLength: 30 }),
        (start, weekday, freq, rounds, notPlayed) => {
          const dates = fixtureDates({ start, weekday, frequency: freq, rounds, notPlayed });
          expect(dates).toHaveLength(rounds);
          const skip = new Set(notPlayed);
          const days = dates.map(drawDayNumber);
          dates.forEach((d, i) => {
            expect(drawWeekday(d)).toBe(weekday);
            expect(skip.has(d)).toBe(false);
            if (i === 0)
              expect(days[0] - drawDayNumber(start)).toBeLessThan(
                freq === 'weekly' || freq === 'fortnightly'
                  ? 7 + 14 * notPlayed.length + 1
                  : 7 + 35 * (notPlayed.length + 1),
              );
            else {
              const gap = days[i] - days[i - 1];
              if (freq === 'weekly') expect(gap % 7).toBe(0);
              else if (freq === 'fortnightly') expect(gap % 14).toBe(0);
              else expect(gap).toBeGreaterThanOrEqual(28);
            }
          });
          // Without dates not played, the series is exactly regular.
          const plain = fixtureDates({ start, weekday, frequency: freq, rounds, notPlayed: [] }).map(drawDayNumber);
          for (let i = 1; i < plain.length; i++) {
            const gap = plain[i] - plain[i - 1];
            if (freq === 'weekly') expect(gap).toBe(7);
            else if (freq === 'fortnightly') expect(gap).toBe(14);
            else expect([28, 35]).toContain(gap);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('updatefrom keeps earlier rounds, moves the rest later in order on the weekday', () => {
    fc.assert(
      fc.property(
        isoDate,
        fc.integer({ min: 0, max: 6 }),
        frequency,
        fc.integer({ min: 1, max: 20 }),
        fc.nat(),
        (start, weekday, freq, rounds, pick) => {
          const dates = fixtureDates({ start, weekday, frequency: freq, rounds, notPlayed: [] });
          const round = 1 + (pick % rounds);
          const moved = datesUpdatedFrom({ dates, round, weekday, frequency: freq, notPlayed: [] });
          expect(moved.slice(0, round - 1)).toEqual(dates.slice(0, round - 1));
          for (let i = round - 1; i < rounds; i++) {
            expect(drawDayNumber(moved[i])).toBeGreaterThan(drawDayNumber(dates[i]));
            expect(drawWeekday(moved[i])).toBe(weekday);
            if (i > 0) expect(drawDayNumber(moved[i])).toBeGreaterThan(drawDayNumber(moved[i - 1]));
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('courts: never two fixtures on one court at the same date and time, always the home club, or a clear error', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.array(
          fc.record({
            date: fc.constantFrom('2027-03-02', '2027-03-09'),
            time: fc.constantFrom('18:00', '19:30'),
            homeClub: fc.integer({ min: 1, max: 3 }),
          }),
          { maxLength: 30 },
        ),
        fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 20 }),
        (matches, fixtureSpecs, courtClubs) => {
          const fixtures = fixtureSpecs.map((f, i) => ({ id: i + 1, ...f }));
          const courts = courtClubs.map((club, i) => ({ id: 100 + i, club }));
          const clubOf = new Map(courts.map((c) => [c.id, c.club]));
          let result: Map<number, number[]>;
          try {
            result = assignCourts(fixtures, courts, matches);
          } catch (error) {
            expect((error as Error).message).toMatch(/^Not enough courts on 2027-03-(02|09) at/);
            return;
          }
          const used = new Set<string>();
          for (const f of fixtures) {
            const got = result.get(f.id)!;
            expect(got).toHaveLength(matches);
            for (const court of got) {
              expect(clubOf.get(court)).toBe(f.homeClub);
              const key = `${f.date} ${f.time} ${court}`;
              expect(used.has(key)).toBe(false);
              used.add(key);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('knockout: every team once, byes to the top seeds, 1 and 2 only in the final, seed pairs sum alike', () => {
    fc.assert(
      fc.property(teamIds(300), (teams) => {
        const n = teams.length;
        const size = 2 ** Math.ceil(Math.log2(n));
        const slots = knockoutSeeding(teams);
        const seed = new Map(teams.map((t, i) => [t, i + 1]));
        expect(slots.flatMap((s) => [s.home, s.away]).filter((t) => t !== null)).toHaveLength(n);
        for (const s of slots) {
          const a = seed.get(s.home!)!;
          const b = s.away === null ? null : seed.get(s.away)!;
          if (b === null) expect(a).toBeLessThanOrEqual(size - n);
          else expect(a + b).toBe(size + 1);
        }
        const half = (t: number) => slots.findIndex((s) => s.home === t || s.away === t) < size / 4;
        if (n > 2) expect(half(teams[0])).not.toBe(half(teams[1]));
        const bracket = knockoutBracket(teams);
        expect(bracket).toHaveLength(size - 1);
      }),
      { numRuns: 200 },
    );
  });

  it('ladder: a permutation, and each neighbour pair in chain order', () => {
    const totals = fc.record({
      id: fc.nat(),
      points: fc.integer({ min: 0, max: 6 }),
      played: fc.nat({ max: 10 }),
      matchesWon: fc.nat({ max: 4 }),
      matchesLost: fc.nat({ max: 4 }),
      setsWon: fc.nat({ max: 6 }),
      setsLost: fc.nat({ max: 6 }),
      gamesWon: fc.nat({ max: 20 }),
      gamesLost: fc.nat({ max: 20 }),
    });
    const value = (r: TeamResultTotals, key: (typeof LADDER_KEYS)[number]) =>
      ({
        points: r.points,
        match_ratio: winLossRatio(r.matchesWon, r.matchesLost),
        set_ratio: winLossRatio(r.setsWon, r.setsLost),
        game_ratio: winLossRatio(r.gamesWon, r.gamesLost),
        matches_won: r.matchesWon,
        sets_won: r.setsWon,
        games_won: r.gamesWon,
      })[key];
    fc.assert(
      fc.property(
        fc.array(totals, { maxLength: 30 }),
        fc.shuffledSubarray([...LADDER_KEYS], { minLength: 1 }),
        (rows, order) => {
          const sorted = ladder(rows, order);
          expect([...sorted].sort((a, b) => rows.indexOf(a) - rows.indexOf(b))).toEqual(rows);
          for (let i = 1; i < sorted.length; i++) {
            const [a, b] = [sorted[i - 1], sorted[i]];
            const decider = order.find((key) => value(a, key) !== value(b, key));
            if (decider) expect(value(a, decider)).toBeGreaterThan(value(b, decider));
            else expect(rows.indexOf(a)).toBeLessThan(rows.indexOf(b)); // stable on a full tie
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('tennis scores: any real match under the rules is accepted; a set one game short is refused', () => {
    const rules = fc.record({
      setsUpTo: fc.constantFrom<'standard' | number>('standard', 7, 8, 9, 10, 11, 12),
      tieBreak: fc.constantFrom<TennisScoreRules['tieBreak']>('standard', '7-7'),
    });
    fc.assert(
      fc.property(
        rules,
        fc.constantFrom<1 | 3 | 5>(1, 3, 5),
        fc.array(fc.boolean(), { minLength: 9, maxLength: 9 }),
        fc.array(fc.nat(), { minLength: 5, maxLength: 5 }),
        (r, matchSets, sides, losers) => {
          const n = r.setsUpTo === 'standard' ? 6 : r.setsUpTo;
          const t = r.tieBreak === 'standard' ? n : 7;
          if (t < n) return; // 7-7 only with sets up to 6 or 7
          const need = Math.ceil(matchSets / 2);
          const won = [0, 0];
          const sets: [number, number][] = [];
          for (let i = 0; won[0] < need && won[1] < need; i++) {
            const w = sides[i] ? 0 : 1;
            // A winning set: n-(0..n-2), or (l+2)-l for n-1 <= l < t, or (t+1)-t.
            const choices: [number, number][] = [];
            for (let l = 0; l <= n - 2; l++) choices.push([n, l]);
            for (let l = n - 1; l < t; l++) choices.push([l + 2, l]);
            choices.push([t + 1, t]);
            const [g, l] = choices[losers[i % 5] % choices.length];
            sets.push(w === 0 ? [g, l] : [l, g]);
            won[w] += 1;
          }
          expect(validateTennisScore(sets, matchSets, r)).toBeNull();
          const last = sets[sets.length - 1];
          const short: [number, number] = last[0] > last[1] ? [last[0] - 1, last[1]] : [last[0], last[1] - 1];
          if (short[0] !== short[1] && Math.max(...short) >= 1)
            expect(validateTennisScore([...sets.slice(0, -1), short], matchSets, r)).not.toBeNull();
        },
      ),
      { numRuns: 300 },
    );
  });
});

import { describe, expect, it } from 'vitest';
import type { TournamentMember } from '@rally/domain';
import { lineupChoices } from './lineup-choices';

const member = (player: number, name: string, team: number | null, rank: number | null): TournamentMember => ({
  id: player,
  tournament: 1,
  team,
  player,
  name,
  rank,
  gender: 'U',
  is_organiser: false,
  invited: false,
  invited_email: '',
});
const members = [
  member(1, 'Ann', 10, 1),
  member(2, 'Bob', 10, 2),
  member(3, 'Eve', 20, 1),
  member(4, 'Gus', 30, 2),
  member(5, 'Hal', 30, 3),
  member(6, 'Ida', null, 1),
  member(7, 'Jo', null, null),
];
const names = new Map([
  [10, 'Aces'],
  [20, 'Volleys'],
  [30, 'Lobs'],
]);

describe('lineupChoices', () => {
  it("offers the side's team only when the competition takes no fill-ins", () => {
    expect(lineupChoices(members, { FillinSameRank: false }, { id: 10, name: 'Aces' }, 20, names)).toEqual([
      {
        group: 'Aces',
        items: [
          { value: '1', label: 'Ann (rank 1)' },
          { value: '2', label: 'Bob (rank 2)' },
        ],
      },
    ]);
  });

  it("adds reserves and other teams' players of the team's ranks, never the opponent's", () => {
    const groups = lineupChoices(members, { FillinSameRank: true }, { id: 10, name: 'Aces' }, 20, names);
    expect(groups[1]).toEqual({
      group: 'Fill-ins (same rank)',
      items: [
        { value: '4', label: 'Gus (rank 2, Lobs)' },
        { value: '6', label: 'Ida (rank 1, reserve)' },
      ],
    });
  });
});

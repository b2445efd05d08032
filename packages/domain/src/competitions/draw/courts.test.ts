import { describe, expect, it } from 'vitest';
import { assignCourts } from './courts';

describe('assignCourts', () => {
  const courts = [
    { id: 1, club: 10 },
    { id: 2, club: 10 },
    { id: 3, club: 10 },
    { id: 4, club: 10 },
    { id: 5, club: 20 },
    { id: 6, club: 20 },
  ];

  it('gives each fixture courts of its home club, never one court twice at the same date and time', () => {
    const fixtures = [
      { id: 1, date: '2027-03-02', time: '19:00', homeClub: 10 },
      { id: 2, date: '2027-03-02', time: '19:00', homeClub: 10 },
      { id: 3, date: '2027-03-02', time: '19:00', homeClub: 20 },
      { id: 4, date: '2027-03-09', time: '19:00', homeClub: 10 },
    ];
    const result = assignCourts(fixtures, courts, 2);
    expect(result.get(1)).toEqual([1, 2]);
    expect(result.get(2)).toEqual([3, 4]);
    expect(result.get(3)).toEqual([5, 6]);
    expect(result.get(4)).toEqual([1, 2]);
  });

  it('throws an error naming the date when the home club has too few courts', () => {
    const fixtures = [
      { id: 1, date: '2027-03-02', time: '19:00', homeClub: 20 },
      { id: 2, date: '2027-03-02', time: '19:00', homeClub: 20 },
    ];
    expect(() => assignCourts(fixtures, courts, 2)).toThrow(
      'Not enough courts on 2027-03-02 at 19:00 at club 20: 2 fixtures of 2 matches need 4 courts and 2 are free',
    );
    expect(() => assignCourts([{ id: 1, date: '2027-03-02', time: '19:00', homeClub: 30 }], courts, 1)).toThrow(
      'on 2027-03-02',
    );
  });

  it('leaves out courts already busy at that date and time', () => {
    const fixtures = [{ id: 1, date: '2027-03-02', time: '19:00', homeClub: 10 }];
    expect(
      assignCourts(fixtures, courts, 2, { busy: [{ court: 1, date: '2027-03-02', time: '19:00' }] }).get(1),
    ).toEqual([2, 3]);
  });
});

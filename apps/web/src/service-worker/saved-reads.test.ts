import { describe, expect, it } from 'vitest';
import { clinicsContract, playerBookingsContract, tournamentsContract } from '@rally/domain';
import { isSavedRead, mayBeSaved } from './saved-reads';

const at = (path: string) => new URL(path, 'https://rally.example');

describe('the reads the service worker saves', () => {
  it.each([
    ['/mybookings', '/api/mybooking/?when=upcoming&page=1&page_size=10', true],
    ['/mybookings?when=past', '/api/user/', true],
    ['/mybookings', '/api/club/3/', true],
    ['/clubs/clinics?clubId=3', '/api/event/?club=3&page=1&page_size=20', true],
    ['/clubs/clinics?clubId=3', '/api/eventparticipant/mine/?club=3', true],
    ['/tour', '/api/fixture/mine/', true],
    // The club dashboard's reads of the same lists are never kept.
    ['/clubs/dashboard/clinics?clubId=3', '/api/event/?club=3', false],
    ['/clubs/dashboard/members?clubId=3', '/api/user/', false],
    // Nor anything a saved page reads that is not the player's own list.
    ['/mybookings', '/api/mybooking/9/refund/', false],
    ['/mybookings', '/api/club/3/availability/?date=2030-01-08', false],
    ['/mybookings', '/api/calendar/feed/', false],
  ])('on %s, %s: %s', (page, api, saved) => {
    expect(isSavedRead(at(api), at(page))).toBe(saved);
  });

  it('saves nothing for a request with no page, or another site', () => {
    expect(isSavedRead(at('/api/mybooking/'), undefined)).toBe(false);
    expect(isSavedRead(at('/api/mybooking/'), new URL('https://elsewhere.example/mybookings'))).toBe(false);
  });

  it("names the contracts' own paths", () => {
    const { mine } = playerBookingsContract;
    const { list, coached, myWaitlist, myParticipations } = clinicsContract;
    for (const contract of [mine, tournamentsContract.myFixtures, list, coached, myWaitlist, myParticipations])
      expect(mayBeSaved(at(`/api${contract.path}`)), contract.path).toBe(true);
  });
});

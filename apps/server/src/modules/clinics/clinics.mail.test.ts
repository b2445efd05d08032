import { describe, expect, it } from 'vitest';
import { hitAskedMail } from '../find-a-hit/find-a-hit.mail';
import { waitlistOfferMail } from './clinics.mail';

// The e-mails' dates in the club's zone and locale (Club Settings), the default locale without one.
describe("e-mails in the club's locale", () => {
  const offer = {
    to: 'pat@example.com',
    name: 'Pat Player',
    event: 'Junior camp',
    club: 'Riverside',
    start: new Date('2030-01-28T22:00:00Z'),
    expires: new Date('2030-01-27T22:00:00Z'),
    zone: 'Australia/Sydney',
    link: 'https://rally.example/clubs/clinics?clubId=1',
  };

  it("a waiting-list offer's session and hold read in the club's locale", () => {
    expect(waitlistOfferMail({ ...offer, locale: 'de-DE' }).text).toContain(
      'in the session on Di., 29. Jan. 2030, 09:00',
    );
    expect(waitlistOfferMail(offer).text).toContain('in the session on Tue, 29 Jan 2030, 09:00');
  });

  it("a private hit's window reads in the club's locale", () => {
    const mail = hitAskedMail({
      to: 'pat@example.com',
      name: 'Pat Player',
      creator: 'Carlos Coach',
      club: 'Riverside',
      start: new Date('2030-01-28T22:00:00Z'),
      end: new Date('2030-01-28T23:00:00Z'),
      zone: 'Australia/Sydney',
      locale: 'de-DE',
      comments: '',
      link: 'https://rally.example/matches?tab=hits',
    });
    expect(mail.text).toContain('at Riverside, Di., 29. Jan. 2030, 09:00–10:00');
  });
});

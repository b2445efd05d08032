import type { Mail } from '../../integrations/mail/mailer';
import { formatDateTime, zoneFormat } from '@rally/domain';

// The e-mails of clinics (docs/clinics.md): to a player offered a place from a waiting list.
// Times in the club's zone and locale, whatever the server's.

const when = (at: Date, zone: string, locale?: string) =>
  formatDateTime(at, zoneFormat(zone, locale), { weekday: true });
const first = (name: string) => name.split(' ')[0] || 'there';

/** A place freed in a full session is held for the player until `expires`. */
export function waitlistOfferMail(m: {
  to: string;
  name: string;
  event: string;
  club: string;
  start: Date;
  expires: Date;
  zone: string;
  locale?: string;
  link: string;
}): Mail {
  return {
    to: m.to,
    subject: `Rally: a place in ${m.event} is yours until ${when(m.expires, m.zone, m.locale)}`,
    text: [
      `Hi ${first(m.name)},`,
      '',
      `A place has come free in ${m.event} at ${m.club}, in the session on ${when(m.start, m.zone, m.locale)}.`,
      `It is held for you until ${when(m.expires, m.zone, m.locale)} (${m.club}'s time). After that it passes to the next player waiting.`,
      '',
      `Take the place in Rally: ${m.link}`,
      '',
      'The Rally team',
    ].join('\n'),
  };
}

import type { Mail } from '../../integrations/mail/mailer';
import { formatDateRange, formatDateTime, zoneFormat } from '@rally/domain';

// The e-mails of find-a-hit: to the players a private hit is meant for, to the creator when
// someone responds, to the responder when the creator accepts, to the players when a hit is
// called off. Times in the club's zone and locale.

const when = (start: Date, zone: string, locale?: string) =>
  formatDateTime(start, zoneFormat(zone, locale), { weekday: true });
const first = (name: string) => name.split(' ')[0] || 'there';

export function hitAskedMail(m: {
  to: string;
  name: string;
  creator: string;
  club: string;
  start: Date;
  end: Date;
  zone: string;
  locale?: string;
  comments: string;
  link: string;
}): Mail {
  return {
    to: m.to,
    subject: `Rally: ${m.creator} asks you for a hit`,
    text: [
      `Hi ${first(m.name)},`,
      '',
      `${m.creator} asks you for a hit at ${m.club}, ${formatDateRange(m.start, m.end, zoneFormat(m.zone, m.locale), { weekday: true, time: true })}. Only you see this request.`,
      ...(m.comments ? ['', `"${m.comments}"`] : []),
      '',
      `Respond with a start time in Rally: ${m.link}`,
      '',
      'The Rally team',
    ].join('\n'),
  };
}

export function hitResponseMail(m: {
  to: string;
  creator: string;
  responder: string;
  club: string;
  start: Date;
  zone: string;
  locale?: string;
  comments: string;
  link: string;
}): Mail {
  return {
    to: m.to,
    subject: `Rally: ${m.responder} wants to hit with you`,
    text: [
      `Hi ${first(m.creator)},`,
      '',
      `${m.responder} responded to your hit request at ${m.club} and can start ${when(m.start, m.zone, m.locale)}.`,
      ...(m.comments ? ['', `"${m.comments}"`] : []),
      '',
      `Accept or decline the response in Rally: ${m.link}`,
      '',
      'The Rally team',
    ].join('\n'),
  };
}

export function hitAcceptedMail(m: {
  to: string;
  responder: string;
  creator: string;
  club: string;
  start: Date;
  zone: string;
  locale?: string;
  link: string;
}): Mail {
  return {
    to: m.to,
    subject: `Rally: ${m.creator} accepted your hit`,
    text: [
      `Hi ${first(m.responder)},`,
      '',
      `${m.creator} accepted your response: you are hitting at ${m.club} ${when(m.start, m.zone, m.locale)}.`,
      '',
      `See the hit in Rally: ${m.link}`,
      '',
      'The Rally team',
    ].join('\n'),
  };
}

export function hitCancelledMail(m: {
  to: string;
  name: string;
  creator: string;
  club: string;
  start: Date;
  zone: string;
  locale?: string;
}): Mail {
  return {
    to: m.to,
    subject: 'Rally: a hit was called off',
    text: [
      `Hi ${first(m.name)},`,
      '',
      `The hit at ${m.club} ${when(m.start, m.zone, m.locale)} posted by ${m.creator} was called off.`,
      '',
      'The Rally team',
    ].join('\n'),
  };
}

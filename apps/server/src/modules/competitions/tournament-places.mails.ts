import type { Mail } from '../../integrations/mail/mailer';

/** The e-mail that tells someone without a Rally account that a competition holds a place for them. */
export function tournamentPlaceMail({
  to,
  name,
  tournament,
  team,
  inviter,
  link,
}: {
  to: string;
  name: string;
  tournament: string;
  team: string;
  inviter: string;
  link: string;
}): Mail {
  return {
    to,
    subject: `Rally: a place in ${tournament} is yours to claim`,
    text: [
      `Hi ${name},`,
      '',
      `${inviter || 'An organiser'} has given you a place in ${tournament}${team ? `, in the team ${team}` : ''}.`,
      '',
      'Open this link, then log in to Rally or sign up with this e-mail address, and claim the place:',
      '',
      link,
      '',
      'The link works once. If you do not know this competition, ignore this e-mail.',
      '',
      'The Rally team',
    ].join('\n'),
  };
}

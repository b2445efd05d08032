import type { Mail } from '../../integrations/mail/mailer';

// What the operators' decisions tell a club's AGENT (issue 31). Plain text, as every Rally e-mail.

const greeting = (name: string) => (name ? `Hi ${name.split(' ')[0]},` : 'Hi,');
const signOff = ['', 'See you on court,', 'The Rally team'];

/** The club was verified: players can now find it. */
export function clubVerifiedMail({
  to,
  name,
  club,
  publicUrl,
}: {
  to: string;
  name: string;
  club: string;
  publicUrl: string;
}): Mail {
  return {
    to,
    subject: `Rally: ${club} is verified`,
    text: [
      greeting(name),
      '',
      `Good news: we have verified ${club}. Players can now find it in Rally's club search and follow it.`,
      '',
      `Your club's dashboard: ${publicUrl.replace(/\/$/, '')}/clubs/dashboard`,
      ...signOff,
    ].join('\n'),
  };
}

/** The sign-up was refused, or the club suspended, and why: it is closed, its data kept. */
export function clubClosedMail({
  to,
  name,
  club,
  reason,
  refused,
}: {
  to: string;
  name: string;
  club: string;
  reason: string;
  refused: boolean;
}): Mail {
  return {
    to,
    subject: refused ? `Rally: we could not verify ${club}` : `Rally: ${club} is suspended`,
    text: [
      greeting(name),
      '',
      refused
        ? `We could not verify ${club} on Rally, for this reason:`
        : `We have suspended ${club} on Rally, for this reason:`,
      '',
      reason,
      '',
      'Its bookings, members and payments are kept, but nobody can use the club on Rally until it is restored, and it stays out of the club search.',
      refused
        ? 'You may register a club again with the details corrected, or write to support@rally.example.'
        : 'Write to support@rally.example to sort it out.',
      ...signOff,
    ].join('\n'),
  };
}

/** The club was restored. */
export function clubRestoredMail({ to, name, club }: { to: string; name: string; club: string }): Mail {
  return {
    to,
    subject: `Rally: ${club} is open again`,
    text: [
      greeting(name),
      '',
      `${club} is open again on Rally: its staff and players can use it as before.`,
      ...signOff,
    ].join('\n'),
  };
}

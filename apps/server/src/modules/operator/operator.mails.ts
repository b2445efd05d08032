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

/** The sign-up was refused, and why. */
export function clubRefusedMail({
  to,
  name,
  club,
  reason,
}: {
  to: string;
  name: string;
  club: string;
  reason: string;
}): Mail {
  return {
    to,
    subject: `Rally: we could not verify ${club}`,
    text: [
      greeting(name),
      '',
      `We could not verify ${club} on Rally, for this reason:`,
      '',
      reason,
      '',
      'The club stays out of the club search and is closed on Rally; nothing it holds is deleted. You may register a club again with the details corrected, or write to support@rally.example.',
      ...signOff,
    ].join('\n'),
  };
}

/** The club was suspended, and why. */
export function clubSuspendedMail({
  to,
  name,
  club,
  reason,
}: {
  to: string;
  name: string;
  club: string;
  reason: string;
}): Mail {
  return {
    to,
    subject: `Rally: ${club} is suspended`,
    text: [
      greeting(name),
      '',
      `We have suspended ${club} on Rally, for this reason:`,
      '',
      reason,
      '',
      'Its bookings, members and payments are kept, but nobody can use the club until it is restored. Write to support@rally.example to sort it out.',
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

import { roleNameOf, type InvitationKind, type RoleCode } from '@rally/domain';
import type { Mail } from '../../integrations/mail/mailer';

/** The e-mail that tells a player a club invites them; they answer in the app, logged in. */
export function invitationMail({
  to,
  clubName,
  inviter,
  kind,
  roles,
  link,
  days,
}: {
  to: string;
  clubName: string;
  inviter: string;
  kind: InvitationKind;
  roles: RoleCode[];
  link: string;
  days: number;
}): Mail {
  const what = kind === 'coach' ? 'coach at the club' : `help run the club as ${roles.map(roleNameOf).join(', ')}`;
  return {
    to,
    subject: `Rally: ${clubName} invites you to ${kind === 'coach' ? 'coach' : 'help run the club'}`,
    text: [
      'Hi,',
      '',
      `${inviter || 'An administrator'} of ${clubName} invites you to ${what}.`,
      '',
      'Nothing changes until you accept. Log in to Rally and accept or decline it on your Clubs page:',
      '',
      link,
      '',
      `The invitation is open for ${days} days. If you do not know this club, decline it or ignore this email.`,
      '',
      'The Rally team',
    ].join('\n'),
  };
}

/** The e-mail that invites someone to join Rally and follow a club (POST /api/player/bulk/). */
export function playerInviteMail({
  to,
  firstName,
  clubName,
  inviter,
  link,
  registered,
  days,
}: {
  to: string;
  firstName: string;
  clubName: string;
  inviter: string;
  link: string;
  registered: boolean;
  days: number;
}): Mail {
  return {
    to,
    subject: `Rally: ${clubName} invites you to follow the club`,
    text: [
      `Hi ${firstName},`,
      '',
      `${inviter || 'An administrator'} of ${clubName} invites you to follow the club on Rally: its news, find-a-hit partners at your level, and your match diary.`,
      '',
      registered
        ? 'Open this link, logged in to Rally, to follow the club:'
        : 'Open this link to sign up to Rally with this address (it is free); once you are in, it asks you to follow the club:',
      '',
      link,
      '',
      `The invitation is open for ${days} days. If you do not know this club, ignore this email.`,
      '',
      'The Rally team',
    ].join('\n'),
  };
}

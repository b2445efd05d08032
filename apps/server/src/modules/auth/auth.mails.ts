import type { Mail } from '../../integrations/mail/mailer';

// The e-mails of sign-up and password reset. Plain text: it reads well in every client. Their
// links are secrets: the log shows only recipient and subject; DEV_OUTBOX shows the text.

const greeting = (firstName: string) => (firstName ? `Hi ${firstName},` : 'Hi,');

/** The e-mail with the link that verifies an address (valid 7 days). */
export function verificationMail({
  to,
  firstName,
  link,
  welcome,
}: {
  to: string;
  firstName: string;
  link: string;
  welcome: boolean;
}): Mail {
  const opening = welcome
    ? 'Welcome to Rally! We are glad to have you on court with us.\n\nPlease confirm your email address by opening this link:'
    : 'Please confirm your email address for Rally by opening this link:';
  return {
    to,
    subject: welcome ? 'Welcome to Rally: please confirm your email' : 'Rally: please confirm your email',
    text: [
      greeting(firstName),
      '',
      opening,
      '',
      link,
      '',
      'The link works for 7 days. If you did not sign up for Rally, you can ignore this email.',
      '',
      'See you on court,',
      'The Rally team',
    ].join('\n'),
  };
}

/**
 * To the owner of an address someone tried to sign up with (issue 25): the sign-up's answer is the
 * same as for a new address, so the account's owner hears of it here, and how to get in.
 */
export function accountExistsMail({ to, publicUrl }: { to: string; publicUrl: string }): Mail {
  const base = publicUrl.replace(/\/$/, '');
  return {
    to,
    subject: 'Rally: someone tried to sign up with your email',
    text: [
      'Hi,',
      '',
      'Someone (hopefully you) tried to create a Rally account with this email address. You already have an account, so nothing was changed.',
      '',
      `To sign in: ${base}/signup`,
      `Forgot your password? Choose a new one: ${base}/forgot-password`,
      '',
      'If this was not you, you can ignore this email: your account stays as it is.',
      '',
      'The Rally team',
    ].join('\n'),
  };
}

/** The e-mail with the link that sets a new password (valid 1 hour, once). */
export function resetPasswordMail({ to, firstName, link }: { to: string; firstName: string; link: string }): Mail {
  return {
    to,
    subject: 'Rally: reset your password',
    text: [
      greeting(firstName),
      '',
      'Someone (hopefully you) asked to reset the password of your Rally account. To choose a new password, open this link:',
      '',
      link,
      '',
      'The link works for 1 hour and only once. If you did not ask for this, you can ignore this email: your password stays as it is.',
      '',
      'The Rally team',
    ].join('\n'),
  };
}

/** To a new login address: the link that makes it the account's address (valid 7 days, once). */
export function changeEmailMail({ to, firstName, link }: { to: string; firstName: string; link: string }): Mail {
  return {
    to,
    subject: 'Rally: confirm your new email address',
    text: [
      greeting(firstName),
      '',
      'You asked to use this address to log in to Rally. Open this link to confirm it:',
      '',
      link,
      '',
      'The link works for 7 days. Until you open it, your old address stays your login. If you did not ask for this, you can ignore this email.',
      '',
      'The Rally team',
    ].join('\n'),
  };
}

/** To the old login address once the change took effect: what changed, and what to do if it was not them. */
export function emailChangedMail({
  to,
  firstName,
  newEmail,
  publicUrl,
}: {
  to: string;
  firstName: string;
  newEmail: string;
  publicUrl: string;
}): Mail {
  const base = publicUrl.replace(/\/$/, '');
  return {
    to,
    subject: 'Rally: your login email has changed',
    text: [
      greeting(firstName),
      '',
      `Your Rally account now logs in with ${newEmail}. We will not send account emails to this address any more.`,
      '',
      `If you did not make this change, write to us at once: ${base}/feedback`,
      '',
      'The Rally team',
    ].join('\n'),
  };
}

import type { Mail } from './mailer';

/**
 * A notice by e-mail to one person: the greeting, what happened (`lines`), where to see it (a
 * line ending in a colon, then the link), and the sign-off. The e-mail of a notification kind
 * (docs/notifications.md) that has no e-mail of its own.
 */
export function noticeMail({
  to,
  name,
  subject,
  lines,
  link,
}: {
  to: string;
  name: string;
  subject: string;
  lines: string[];
  link: { text: string; url: string };
}): Mail {
  return {
    to,
    subject,
    text: [`Hi ${name || 'there'},`, '', ...lines, '', link.text, link.url, '', 'The Rally team'].join('\n'),
  };
}

import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from '../../integrations/mail/mail.tables';

/** The newest outbox e-mail to an address (tests only). */
export async function lastMailTo(db: Db, to: string) {
  const [mail] = await db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(1);
  return mail;
}

/** The key of the link in the newest e-mail to an address, and the whole link. */
export async function linkKeyFromMail(db: Db, to: string, page: 'verified' | 'reset-password') {
  const mail = await lastMailTo(db, to);
  const match = mail?.text.match(new RegExp(`(http\\S+/${page}\\?key=([0-9a-f]+))`));
  if (!match) throw new Error(`no ${page} link in the last mail to ${to}`);
  return { link: match[1], key: match[2], mail };
}

import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { Mailer } from '../../integrations/mail/mailer';
import { verificationMail } from '../auth/index';
import { createUserLink, linkUrl } from '../auth/user-links.service';
import { findPlayerOfUser } from './players.service';
import { contacts } from './players.tables';

// Support's view of a person's addresses (the operator console, issue 31): the e-mail contacts
// and whether each is verified, and a new verification link sent on the operator's word. Never a
// password or a card: this area holds neither, and nothing here reads them.

/** A player's e-mail addresses, the primary first. */
export async function emailContactsOf(db: Db | Tx, playerId: number) {
  return db
    .select({ value: contacts.value, validated: contacts.validated, primary: contacts.primary })
    .from(contacts)
    .where(and(eq(contacts.player_id, playerId), eq(contacts.kind, 'E')))
    .orderBy(desc(contacts.primary), asc(contacts.id));
}

/**
 * Queues a new verification e-mail for the user's first unverified address (the primary first),
 * in the caller's transaction; answers the address, or null when every address is verified.
 */
export async function resendVerification(
  tx: Tx,
  deps: { mailer: Mailer; publicUrl: string },
  userId: number,
): Promise<string | null> {
  const player = await findPlayerOfUser(tx, userId);
  if (!player) return null;
  const [contact] = await tx
    .select({ id: contacts.id, value: contacts.value })
    .from(contacts)
    .where(and(eq(contacts.player_id, player.id), eq(contacts.kind, 'E'), eq(contacts.validated, false)))
    .orderBy(desc(contacts.primary), asc(contacts.id))
    .limit(1);
  if (!contact) return null;
  const key = await createUserLink(tx, { purpose: 'verify', userId, contactId: contact.id });
  await deps.mailer.queue(
    tx,
    verificationMail({
      to: contact.value,
      firstName: player.first_name,
      link: linkUrl(deps.publicUrl, 'verified', key),
      welcome: false,
    }),
  );
  return contact.value;
}

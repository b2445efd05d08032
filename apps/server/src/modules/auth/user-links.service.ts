import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { hashKey, newKey } from '../../http/auth';
import { userLinks } from './auth.tables';
import * as clock from '../../clock';

// Single-use links sent by e-mail. Only the SHA-256 of the key is stored, like tokens, so the
// database alone never gives a working link.

export type LinkPurpose = 'verify' | 'reset' | 'email';

/** How long a link works: 7 days to verify an address (or a new login address), 1 hour to reset a password. */
export const LINK_TTL_MS: Record<LinkPurpose, number> = {
  verify: 7 * 24 * 60 * 60 * 1000,
  email: 7 * 24 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
};

/** Creates a link and returns its key (the only time the key exists in the clear). */
export async function createUserLink(
  tx: Db | Tx,
  { purpose, userId, contactId }: { purpose: LinkPurpose; userId: number; contactId?: number },
): Promise<string> {
  const key = newKey();
  await tx.insert(userLinks).values({
    purpose,
    key_hash: hashKey(key),
    user_id: userId,
    contact_id: contactId ?? null,
    expires_at: new Date(clock.nowMs() + LINK_TTL_MS[purpose]),
  });
  return key;
}

/**
 * A password reset link for the user with this id, in one INSERT … SELECT that inserts nothing
 * when there is no such user. Made by the reset job after the request's answer (auth.jobs.ts).
 */
export async function createResetLink(tx: Db | Tx, userId: number): Promise<string> {
  const key = newKey();
  const expires = new Date(clock.nowMs() + LINK_TTL_MS.reset).toISOString();
  await tx.execute(
    sql`insert into user_links (purpose, key_hash, user_id, expires_at) select 'reset', ${hashKey(key)}, id, ${expires}::timestamptz from users where id = ${userId}`,
  );
  return key;
}

/**
 * Uses a link: marks it used and returns it, or null when it is unknown, expired or already
 * used. One conditional UPDATE, so two concurrent uses of one link cannot both succeed.
 */
export async function consumeUserLink(tx: Db | Tx, purpose: LinkPurpose, key: string) {
  const now = clock.now();
  const [link] = await tx
    .update(userLinks)
    .set({ used_at: now })
    .where(
      and(
        eq(userLinks.key_hash, hashKey(key)),
        eq(userLinks.purpose, purpose),
        isNull(userLinks.used_at),
        gt(userLinks.expires_at, now),
      ),
    )
    .returning();
  return link ?? null;
}

/** Marks every unused link of a purpose of a user used (after a reset, older reset links stop working). */
export async function spendUserLinks(tx: Db | Tx, purpose: LinkPurpose, userId: number) {
  await tx
    .update(userLinks)
    .set({ used_at: clock.now() })
    .where(and(eq(userLinks.user_id, userId), eq(userLinks.purpose, purpose), isNull(userLinks.used_at)));
}

/** The address of the page a link opens: `{publicUrl}/{page}?key=…`. */
export const linkUrl = (publicUrl: string, page: 'verified' | 'reset-password', key: string) =>
  `${publicUrl}/${page}?key=${encodeURIComponent(key)}`;

import { and, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { hashKey } from '../../http/auth';
import { forgetUserTokens } from '../../http/token-cache';
import { authTokens, userLinks, users } from './auth.tables';
import { verifyPassword } from './password';
import { clearTwoFactor } from './two-factor-codes';

// A signed-in user's own login, as the account area's Me page changes it: the password check,
// a new password or address, and ending sessions.

/** True when `password` is the user's current password (scrypt: tens of milliseconds). */
export async function isCurrentPassword(db: Db | Tx, userId: number, password: string): Promise<boolean> {
  const [user] = await db.select({ hash: users.password_hash }).from(users).where(eq(users.id, userId));
  return !!user && verifyPassword(password, user.hash);
}

/** Sets a user's password hash. */
export async function setPasswordHash(tx: Db | Tx, userId: number, passwordHash: string): Promise<void> {
  await tx.update(users).set({ password_hash: passwordHash }).where(eq(users.id, userId));
}

/** Sets a user's login address; a taken one fails on the unique index (23505), which the caller may expect. */
export async function setLoginEmail(tx: Db | Tx, userId: number, email: string): Promise<void> {
  await tx.update(users).set({ email }).where(eq(users.id, userId));
}

/**
 * Ends every session (token) of the user, but the one of `keep` when given. Call
 * `forgetEndedSessions` after the commit: a request between the delete and the commit could
 * cache a token again.
 */
export async function endSessions(tx: Db | Tx, userId: number, keep?: string): Promise<void> {
  await tx
    .delete(authTokens)
    .where(
      keep
        ? and(eq(authTokens.user_id, userId), ne(authTokens.key_hash, hashKey(keep)))
        : eq(authTokens.user_id, userId),
    );
}

/** Drops the user's cached tokens (after endSessions commits). */
export const forgetEndedSessions = (db: object, userId: number) => forgetUserTokens(db, userId);

/**
 * Closes a deleted account's login for good: the address replaced by one that cannot receive
 * mail or be signed up with, an unusable password, inactive; every session and link ends, and
 * two-step sign-in's secret, recovery codes and remembered devices go.
 */
export async function closeLogin(tx: Db | Tx, userId: number, unusableHash: string): Promise<void> {
  await tx
    .update(users)
    .set({ email: `deleted-user-${userId}@deleted.invalid`, password_hash: unusableHash, is_active: false })
    .where(eq(users.id, userId));
  await tx.delete(authTokens).where(eq(authTokens.user_id, userId));
  await tx.delete(userLinks).where(eq(userLinks.user_id, userId));
  await clearTwoFactor(tx, userId);
}

import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { users } from './auth.tables';

// The logins (users) as the areas above read and make them: the account area's sign-up, its
// current user and its reset e-mail. An address is matched exactly: logins are stored lower-cased
// and the schemas lower-case what is sent.

/** The user whose login is exactly this address (active or not), or undefined. */
export async function findUserByEmail(db: Db | Tx, email: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email, is_active: users.is_active })
    .from(users)
    .where(eq(users.email, email));
  return user;
}

/** Adds a login; a taken address fails on the unique index (23505), which the caller may expect. */
export async function createUser(
  tx: Db | Tx,
  values: { email: string; password_hash: string },
): Promise<{ id: number }> {
  const [user] = await tx.insert(users).values(values).returning({ id: users.id });
  return user;
}

/** A user's id and login address, or undefined. */
export async function findUser(db: Db | Tx, userId: number) {
  const [user] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId));
  return user;
}

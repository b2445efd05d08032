import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { users } from './auth.tables';
import { platformOperators } from './operators.tables';

// The operator role (issue 31): one question, `isOperator`, asked by the route guard of the
// /api/operator/ routes and by whoever else needs it (two-factor sign-in requires it of
// operators). Granting and revoking are the command line's (src/operator-cli.ts).

/** True when the user is one of Rally's operators. */
export async function isOperator(db: Db | Tx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ user_id: platformOperators.user_id })
    .from(platformOperators)
    .where(eq(platformOperators.user_id, userId));
  return Boolean(row);
}

/** The user id of a login e-mail (any case), or undefined. */
async function userIdOf(db: Db | Tx, email: string): Promise<number | undefined> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.trim().toLowerCase()));
  return user?.id;
}

/** Makes the user with this login e-mail an operator; false when no user has it. */
export async function grantOperator(db: Db | Tx, email: string): Promise<boolean> {
  const userId = await userIdOf(db, email);
  if (userId === undefined) return false;
  await db.insert(platformOperators).values({ user_id: userId }).onConflictDoNothing();
  return true;
}

/** Takes the operator role from the user with this login e-mail; false when they did not have it. */
export async function revokeOperator(db: Db | Tx, email: string): Promise<boolean> {
  const userId = await userIdOf(db, email);
  if (userId === undefined) return false;
  const gone = await db
    .delete(platformOperators)
    .where(eq(platformOperators.user_id, userId))
    .returning({ id: platformOperators.user_id });
  return gone.length > 0;
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { users } from './auth.tables';

/** The active user whose login is this address (any case), or null: how other areas find a person by e-mail. */
export async function findActiveUserIdByEmail(db: Db | Tx, email: string): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.trim().toLowerCase()), eq(users.is_active, true)));
  return row?.id ?? null;
}

/** Which of these users are active (a deactivated user's player must not be found by other areas). */
export async function activeUserIdsAmong(db: Db | Tx, userIds: readonly number[]): Promise<Set<number>> {
  if (!userIds.length) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...new Set(userIds)]), eq(users.is_active, true)));
  return new Set(rows.map((r) => r.id));
}

/** The active users whose logins are among these addresses (lower-cased), by address: how other areas notify many people. */
export async function activeUserIdsByEmail(db: Db | Tx, emails: readonly string[]): Promise<Map<string, number>> {
  const wanted = [...new Set(emails.map((e) => e.trim().toLowerCase()).filter(Boolean))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: users.id, email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(and(inArray(sql`lower(${users.email})`, wanted), eq(users.is_active, true)));
  return new Map(rows.map((r) => [r.email, r.id]));
}

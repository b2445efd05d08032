import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { forgetUserTokens } from '../../http/token-cache';
import { users } from './auth.tables';

/**
 * Deactivates a user (or activates them again). A deactivated user cannot log in and their tokens
 * are refused from the next request on in this process, and in the other processes on the same
 * PostgreSQL at once too (the table's trigger tells them: db/access-notify.ts). Deactivate through
 * here, not by updating the row: on PGlite nothing listens, and this process would keep accepting
 * the tokens for up to TOKEN_CACHE_TTL_MS (http/token-cache.ts).
 */
export async function setUserActive(db: Db, userId: number, active: boolean) {
  await db.update(users).set({ is_active: active }).where(eq(users.id, userId));
  if (!active) forgetUserTokens(db, userId);
}

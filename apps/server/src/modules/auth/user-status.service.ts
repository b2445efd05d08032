import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { forgetUserTokens } from '../../http/token-cache';
import { users } from './auth.tables';

/**
 * Deactivates a user (or activates them again). A deactivated user cannot log in and their tokens
 * are refused from the next request on in this process; other processes refuse them within
 * TOKEN_CACHE_TTL_MS (http/token-cache.ts). Deactivate through here, not by updating the row,
 * or this process too keeps accepting the tokens for up to that long.
 */
export async function setUserActive(db: Db, userId: number, active: boolean) {
  await db.update(users).set({ is_active: active }).where(eq(users.id, userId));
  if (!active) forgetUserTokens(db, userId);
}

import { eq } from 'drizzle-orm';
import type { Login } from '@rally/domain';
import type { ServiceContext } from '../../context';
import { hashKey, newKey, TOKEN_TTL_MS } from '../../http/auth';
import { AppError } from '../../http/errors';
import { authTokens, users } from './auth.tables';
import { verifyPassword } from './password';

// One message for every login failure, so the answer never tells whether an e-mail is registered.
const LOGIN_FAILED = 'Unable to log in with provided credentials.';

/** Issues a new 7-day token for a user; returns the key (only its hash is stored). */
export async function issueToken(db: ServiceContext['db'], userId: number): Promise<string> {
  const key = newKey();
  await db.insert(authTokens).values({ key_hash: hashKey(key), user_id: userId, expires_at: new Date(Date.now() + TOKEN_TTL_MS) });
  return key;
}

/** POST /api/login/: checks the password and returns a new token. */
export async function login({ ctx, input }: { ctx: ServiceContext; input: Login }): Promise<{ token: string }> {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, input.username));
  const ok = user ? await verifyPassword(input.password, user.password_hash) : false;
  if (!user || !ok || !user.is_active) throw new AppError('INVALID', LOGIN_FAILED, { non_field_errors: [LOGIN_FAILED] });
  return { token: await issueToken(ctx.db, user.id) };
}

/** POST /api/logout/: revokes the token the request was made with. */
export async function logout({ ctx, token }: { ctx: ServiceContext; token: string }) {
  await ctx.db.delete(authTokens).where(eq(authTokens.key_hash, hashKey(token)));
}

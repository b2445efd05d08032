import { and, eq, gt } from 'drizzle-orm';
import { sign, unsign } from '@fastify/cookie';
import type { Db, Tx } from '../../db/client';
import { hashKey, newKey } from '../../http/auth';
import * as clock from '../../clock';
import { rememberedDevices, twoFactorChallenges } from './two-factor.tables';

// What stands between a right password and a session for an account with two-step sign-in: a
// 5-minute challenge (not a session: it opens only the code's step), or a device remembered for
// 30 days by a signed, httpOnly cookie whose key is stored as its SHA-256 (docs/two-factor.md).

const CHALLENGE_TTL_MS = 5 * 60 * 1000;
export const DEVICE_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** The cookie of a remembered device; sent only to the login calls (Path=/api/login/). */
export const DEVICE_COOKIE = 'rally_device';

/** A new challenge for the user (only its hash is stored); answers its key. */
export async function newChallenge(db: Db | Tx, userId: number): Promise<string> {
  const key = newKey();
  await db
    .insert(twoFactorChallenges)
    .values({ key_hash: hashKey(key), user_id: userId, expires_at: new Date(clock.nowMs() + CHALLENGE_TTL_MS) });
  return key;
}

/** The user of a challenge that has not expired, or undefined. */
export async function challengeUser(db: Db | Tx, key: string): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: twoFactorChallenges.user_id })
    .from(twoFactorChallenges)
    .where(and(eq(twoFactorChallenges.key_hash, hashKey(key)), gt(twoFactorChallenges.expires_at, clock.now())));
  return row?.userId;
}

/** Spends a challenge; false when another request spent it first. */
export async function spendChallenge(tx: Tx, key: string): Promise<boolean> {
  const gone = await tx
    .delete(twoFactorChallenges)
    .where(eq(twoFactorChallenges.key_hash, hashKey(key)))
    .returning({ id: twoFactorChallenges.id });
  return gone.length === 1;
}

/** The device cookie's value from a Cookie header, or ''. */
export function deviceCookieOf(header: string | undefined): string {
  const match = header ? new RegExp(`(?:^|;\\s*)${DEVICE_COOKIE}=([^;]*)`).exec(header) : null;
  return match ? decodeURIComponent(match[1]) : '';
}

/** True when the signed cookie value names a device the user remembered and has not forgotten. */
export async function isRememberedDevice(db: Db, userId: number, cookie: string, secret: string): Promise<boolean> {
  if (!cookie) return false;
  const { valid, value } = unsign(cookie, secret);
  if (!valid || !value) return false;
  const [row] = await db
    .select({ id: rememberedDevices.id })
    .from(rememberedDevices)
    .where(
      and(
        eq(rememberedDevices.key_hash, hashKey(value)),
        eq(rememberedDevices.user_id, userId),
        gt(rememberedDevices.expires_at, clock.now()),
      ),
    );
  return Boolean(row);
}

/** Remembers this device for 30 days; answers the Set-Cookie header that holds its signed key. */
export async function rememberDevice(
  db: Db | Tx,
  userId: number,
  userAgent: string,
  { secret, secure }: { secret: string; secure: boolean },
): Promise<string> {
  const key = newKey();
  await db.insert(rememberedDevices).values({
    key_hash: hashKey(key),
    user_id: userId,
    user_agent: userAgent.slice(0, 500),
    expires_at: new Date(clock.nowMs() + DEVICE_TTL_MS),
  });
  const value = encodeURIComponent(sign(key, secret));
  const attributes = [`Max-Age=${DEVICE_TTL_MS / 1000}`, 'Path=/api/login/', 'HttpOnly', 'SameSite=Strict'];
  if (secure) attributes.push('Secure');
  return [`${DEVICE_COOKIE}=${value}`, ...attributes].join('; ');
}

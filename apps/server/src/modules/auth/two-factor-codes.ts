import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { Db, Tx } from '../../db/client';
import { hashKey } from '../../http/auth';
import * as clock from '../../clock';
import { users } from './auth.tables';
import { recoveryCodes, rememberedDevices, twoFactorChallenges, userTwoFactor } from './two-factor.tables';

// The codes of two-step sign-in (RFC 6238 through `otpauth`): 6 digits, SHA-1, 30-second steps, a
// code of the step before or after accepted (a phone's clock a little off), and never a code of a
// step at or before the last one accepted (a code seen over a shoulder cannot be used again).

const PERIOD_S = 30;
/** Steps either side of now a code may belong to. */
const WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: 'Rally',
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
  });

/** A new secret (160 bits, base32) and the otpauth:// address an authenticator app reads from the QR code. */
export function newTotpSecret(label: string): { secret: string; otpauthUrl: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, otpauthUrl: totpOf(secret, label).toString() };
}

/** The code an authenticator app shows for a secret at an instant (tests and the demo). */
export const totpCodeAt = (secret: string, atMs = clock.nowMs()) => totpOf(secret).generate({ timestamp: atMs });

/**
 * True when `code` is the secret's code of a step within the window that comes after the last step
 * accepted; that step becomes the last accepted in the same statement, so two requests with one
 * code cannot both pass.
 */
export async function acceptTotp(db: Db | Tx, userId: number, code: string): Promise<boolean> {
  const [row] = await db.select().from(userTwoFactor).where(eq(userTwoFactor.user_id, userId));
  if (!row) return false;
  const now = clock.nowMs();
  const delta = totpOf(row.secret).validate({ token: code, timestamp: now, window: WINDOW });
  if (delta === null) return false;
  const step = Math.floor(now / 1000 / PERIOD_S) + delta;
  const taken = await db
    .update(userTwoFactor)
    .set({ last_step: step })
    .where(and(eq(userTwoFactor.user_id, userId), lt(userTwoFactor.last_step, step)))
    .returning({ userId: userTwoFactor.user_id });
  return taken.length === 1;
}

/** A recovery code as stored: lower case, no hyphens, its SHA-256 (60 random bits: the hash cannot be walked back). */
const recoveryHash = (code: string) => hashKey(code.replace(/-/g, '').toLowerCase());

/** Replaces the user's recovery codes with 10 new ones; answers them (xxxx-xxxx-xxxx), the only time they exist in clear. */
export async function newRecoveryCodes(tx: Tx, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(12)].map((b) => BASE32[b % 32]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
  });
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
  await tx.insert(recoveryCodes).values(codes.map((code) => ({ user_id: userId, code_hash: recoveryHash(code) })));
  return codes;
}

/** True when `code` is one of the user's unused recovery codes, which is used up by this. */
export async function spendRecoveryCode(db: Db | Tx, userId: number, code: string): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ used_at: clock.now() })
    .where(
      and(
        eq(recoveryCodes.user_id, userId),
        eq(recoveryCodes.code_hash, recoveryHash(code)),
        isNull(recoveryCodes.used_at),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length === 1;
}

/** A code of either kind: 6 digits are the app's, anything else a recovery code. */
export const acceptCode = (db: Db | Tx, userId: number, code: string) =>
  /^[0-9]{6}$/.test(code) ? acceptTotp(db, userId, code) : spendRecoveryCode(db, userId, code);

/** Everything two-step sign-in keeps for a user goes: the secret, recovery codes, devices, challenges. */
export async function clearTwoFactor(tx: Db | Tx, userId: number) {
  await tx.delete(userTwoFactor).where(eq(userTwoFactor.user_id, userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
  await tx.delete(rememberedDevices).where(eq(rememberedDevices.user_id, userId));
  await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.user_id, userId));
  await tx.update(users).set({ two_factor_enabled: false }).where(eq(users.id, userId));
}

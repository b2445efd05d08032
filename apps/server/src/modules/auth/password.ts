import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { weakPasswordRefusal } from '@rally/domain';
import { invalid } from '../../http/errors';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );

// scrypt is memory-hard: N=2^15, r=8 uses 32 MiB per hash, which makes GPU guessing costly.
const params = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

/** Hashes a password as `scrypt$N$r$p$salt$hash` (base64 parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, 32, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * Hashes a password someone is setting (sign-up, reset: every place one is set goes through
 * here), after refusing a weak one with the domain's rule (zxcvbn score below 3, issue 25): a 400
 * under `password`. `userInputs`: the person's name and e-mail words (`passwordUserInputs`).
 */
export async function hashNewPassword(password: string, userInputs: readonly string[] = []): Promise<string> {
  const refusal = await weakPasswordRefusal(password, userInputs);
  if (refusal) throw invalid(refusal, { password: [refusal] });
  return hashPassword(password);
}

/** True when the password matches the stored hash; constant-time comparison. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(N),
    r: Number(r),
    p: Number(p),
    maxmem: params.maxmem,
  });
  return timingSafeEqual(key, expected);
}

/**
 * Failed logins per account: after `maxFailures` failed logins for one e-mail within `windowMs`
 * (counted from the first failure), that e-mail is locked until the window ends, whatever the
 * address the attempts come from. The per-address limit (@fastify/rate-limit) stops one machine;
 * this stops many machines guessing one account's password.
 *
 * Why in memory and not in the database: a failed login then costs no write, and there is no
 * table to sweep. The price is that each server process counts on its own (with N processes an
 * attacker gets at most N × 10 guesses a window, each behind the per-address limit and a 32 MiB
 * scrypt) and a restart forgets the counts, which only ever favours the account's owner. If the
 * product runs many processes, move the counts to PostgreSQL (an UPSERT per failure).
 */
export type LoginLimiter = {
  /** True while the e-mail is locked. */
  isLocked: (email: string) => boolean;
  /** Counts a failed login for the e-mail. */
  recordFailure: (email: string) => void;
  /** Forgets the e-mail's failures (a successful login or password reset). */
  clear: (email: string) => void;
};

type Entry = { since: number; failures: number };

export type LoginLimiterOptions = {
  maxFailures?: number;
  windowMs?: number;
  /** Most e-mails tracked at once; bounds memory when someone sprays random addresses. */
  maxEntries?: number;
  now?: () => number;
};

/** A failed-login limiter: 10 failures in 15 minutes by default. One per app instance. */
export function createLoginLimiter({
  maxFailures = 10,
  windowMs = 15 * 60 * 1000,
  maxEntries = 10_000,
  now = Date.now,
}: LoginLimiterOptions = {}): LoginLimiter {
  const entries = new Map<string, Entry>();

  const current = (email: string): Entry | undefined => {
    const entry = entries.get(email);
    if (entry && now() - entry.since >= windowMs) {
      entries.delete(email);
      return undefined;
    }
    return entry;
  };

  // Drops expired entries, then the oldest ones (a Map iterates in insertion order).
  const makeRoom = () => {
    for (const [email, entry] of entries) if (now() - entry.since >= windowMs) entries.delete(email);
    for (const email of entries.keys()) {
      if (entries.size < maxEntries) break;
      entries.delete(email);
    }
  };

  return {
    isLocked: (email) => (current(email)?.failures ?? 0) >= maxFailures,
    recordFailure: (email) => {
      const entry = current(email);
      if (entry) {
        entry.failures += 1;
        return;
      }
      if (entries.size >= maxEntries) makeRoom();
      entries.set(email, { since: now(), failures: 1 });
    },
    clear: (email) => {
      entries.delete(email);
    },
  };
}

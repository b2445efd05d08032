/**
 * Failed logins slow down the address they come from; they never lock an account.
 *
 * Two counts, each with growing delays once its free failures are spent:
 * - per (account, address): 5 free failures, then the next try from that address for that
 *   account waits 1 s, 2 s, 4 s … up to 15 minutes. This is what stops one machine guessing one
 *   password;
 * - per address, over all accounts: 20 free failures, then the same doubling. This stops one
 *   machine spraying a common password over many accounts.
 * A count is forgotten an hour after its last failure. A refused (throttled) try is not counted,
 * so waiting is always enough.
 *
 * Why no per-account lock: a lock that counts failures from anywhere is a lock any stranger can
 * hold (ten bad passwords every 15 minutes keep the owner out for good). Here the owner, from
 * their own address, always gets in with the right password; a guesser spread over many
 * addresses still meets the per-route rate limit on each (auth-rate-limit.ts) and a 32 MiB scrypt
 * per guess, and the common-password list refuses the passwords such guessing tries first.
 *
 * Why in memory and not in the database: a failed login then costs no write and there is no
 * table to sweep. The price is that each server process counts on its own (with N processes an
 * address gets N times the free failures) and a restart forgets the counts. If the product runs
 * many processes, move the counts to PostgreSQL (an UPSERT per failure).
 */
export type LoginLimiter = {
  /** Milliseconds this address must wait before it may try this account again; 0 when it may try now. */
  waitFor: (email: string, address: string) => number;
  /** Counts a failed login of the account from the address. */
  recordFailure: (email: string, address: string) => void;
  /** A successful login: forgets this address's failures for the account. */
  recordSuccess: (email: string, address: string) => void;
  /** A password reset: the owner proved the address, so every address's failures for the account go. */
  clearAccount: (email: string) => void;
};

type Entry = { failures: number; last: number; until: number };

export type LoginLimiterOptions = {
  /** Failures of one account from one address before delays start. */
  freePerAccount?: number;
  /** Failures from one address (any accounts) before delays start. */
  freePerAddress?: number;
  /** The first delay; each further failure doubles it. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** A count is forgotten this long after its last failure. */
  forgetAfterMs?: number;
  /** Most counts kept at once per kind; bounds memory when someone sprays addresses or e-mails. */
  maxEntries?: number;
  now?: () => number;
};

/** One failed-login limiter per app instance. */
export function createLoginLimiter({
  freePerAccount = 5,
  freePerAddress = 20,
  baseDelayMs = 1000,
  maxDelayMs = 15 * 60 * 1000,
  forgetAfterMs = 60 * 60 * 1000,
  maxEntries = 10_000,
  now = () => performance.now(), // elapsed time, not a date: no clock setting should move it
}: LoginLimiterOptions = {}): LoginLimiter {
  const pairs = new Map<string, Entry>();
  const addresses = new Map<string, Entry>();
  // JSON of the pair: neither part can fake the separator of the other.
  const pairKey = (email: string, address: string) => JSON.stringify([email, address]);

  const current = (map: Map<string, Entry>, key: string): Entry | undefined => {
    const entry = map.get(key);
    if (entry && now() - entry.last >= forgetAfterMs) {
      map.delete(key);
      return undefined;
    }
    return entry;
  };

  // Drops forgotten entries, then the least recently failed ones (re-inserted on each failure,
  // so a Map's insertion order is the order of last failure).
  const makeRoom = (map: Map<string, Entry>) => {
    for (const [key, entry] of map) if (now() - entry.last >= forgetAfterMs) map.delete(key);
    for (const key of map.keys()) {
      if (map.size < maxEntries) break;
      map.delete(key);
    }
  };

  const fail = (map: Map<string, Entry>, key: string, free: number) => {
    const entry = current(map, key) ?? { failures: 0, last: 0, until: 0 };
    map.delete(key);
    if (map.size >= maxEntries) makeRoom(map);
    entry.failures += 1;
    entry.last = now();
    const over = entry.failures - free;
    entry.until = over > 0 ? now() + Math.min(baseDelayMs * 2 ** Math.min(over - 1, 30), maxDelayMs) : 0;
    map.set(key, entry);
  };

  const wait = (map: Map<string, Entry>, key: string) => Math.max(0, (current(map, key)?.until ?? 0) - now());

  return {
    waitFor: (email, address) => Math.max(wait(pairs, pairKey(email, address)), wait(addresses, address)),
    recordFailure: (email, address) => {
      fail(pairs, pairKey(email, address), freePerAccount);
      fail(addresses, address, freePerAddress);
    },
    recordSuccess: (email, address) => {
      pairs.delete(pairKey(email, address));
    },
    clearAccount: (email) => {
      for (const key of pairs.keys()) if ((JSON.parse(key) as string[])[0] === email) pairs.delete(key);
    },
  };
}

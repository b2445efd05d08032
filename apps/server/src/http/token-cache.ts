import type { Actor } from '../context';

// Every authenticated request starts with the token lookup (http/auth.ts findActorByToken), a
// three-table join that, on PGlite, costs as much as the read the request is for. Known tokens
// are kept here for a few seconds instead.
//
// Revocation stays correct:
// - in this process at once: logout, password reset and deactivation call forgetToken /
//   forgetUserTokens after their change commits, and a lookup that started before a revocation
//   does not store what it read (the epoch below), so the very next request is looked up again;
// - across processes (several servers on one PostgreSQL, or a change made in SQL by hand) within
//   TOKEN_CACHE_TTL_MS: another process's cache keeps a revoked token for at most that long.
// Unknown tokens are never cached, so guessing keys cannot fill the cache.

/** How long a token found valid is believed without asking the database again. */
export const TOKEN_CACHE_TTL_MS = 5_000;
/** At most this many tokens per database; the oldest go first. */
const MAX_ENTRIES = 10_000;

type Entry = { actor: Actor; until: number };

export class TokenCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every revocation: a lookup that saw another epoch at its start must not store. */
  private epoch = 0;

  constructor(private readonly ttlMs = TOKEN_CACHE_TTL_MS) {}

  /** The actor of a token hash, while its entry is fresh. */
  get(keyHash: string, now = Date.now()): Actor | undefined {
    const entry = this.entries.get(keyHash);
    if (!entry) return undefined;
    if (entry.until > now) return entry.actor;
    this.entries.delete(keyHash);
    return undefined;
  }

  /** The epoch to hand back to `set`, taken before the database is read. */
  begin(): number {
    return this.epoch;
  }

  /** Remembers a token found valid, unless a revocation happened since `begin`; never past the token's own expiry. */
  set(keyHash: string, actor: Actor, expiresAt: Date, startedAt: number, now = Date.now()) {
    if (startedAt !== this.epoch) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(keyHash, { actor, until: Math.min(now + this.ttlMs, expiresAt.getTime()) });
  }

  forgetKey(keyHash: string) {
    this.epoch++;
    this.entries.delete(keyHash);
  }

  forgetUser(userId: number) {
    this.epoch++;
    for (const [keyHash, entry] of this.entries) if (entry.actor.userId === userId) this.entries.delete(keyHash);
  }
}

// One cache per database handle: tests open many databases (clones holding the same tokens) in
// one process, and a token is only ever valid for the database that issued it.
const caches = new WeakMap<object, TokenCache>();

/** The token cache of a database handle (the app's `db`, never a transaction's). */
export function tokenCacheOf(db: object): TokenCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new TokenCache()));
  return cache;
}

/** After a token's row is deleted (logout): this process refuses it from the next request on. */
export const forgetToken = (db: object, keyHash: string) => tokenCacheOf(db).forgetKey(keyHash);

/** After a user's tokens are deleted or the user deactivated: this process refuses them from the next request on. */
export const forgetUserTokens = (db: object, userId: number) => tokenCacheOf(db).forgetUser(userId);

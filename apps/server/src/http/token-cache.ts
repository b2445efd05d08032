import { followAccessNotices } from '../access/access-notices';
import type { Actor } from '../context';
import { KeptValues } from './kept-values';
import * as clock from '../clock';

// Every authenticated request starts with the token lookup (http/auth.ts findActorByToken), a
// three-table join that, on PGlite, costs as much as the read the request is for. Known tokens
// are kept here for a few seconds instead.
//
// Revocation stays correct:
// - in this process at once: logout, password reset and deactivation call forgetToken /
//   forgetUserTokens after their change commits, and a lookup that started before a revocation
//   does not store what it read (the epoch below), so the very next request is looked up again;
// - in the other server processes on the same PostgreSQL at once too: every write to the tables
//   of the lookup (auth_tokens, users, players), SQL by hand included, is told at its commit by the
//   tables' triggers (NOTIFY rally_access, db/access-notify.ts) and each process drops its whole
//   cache when it hears it; it keeps nothing until it listens, nor while its LISTEN connection is
//   lost (access/access-notices.ts);
// - on PGlite, a change made around the server (SQL by hand) within TOKEN_CACHE_TTL_MS.
// Unknown tokens are never cached, so guessing keys cannot fill the cache.

/** How long a token found valid is believed without asking the database again. */
export const TOKEN_CACHE_TTL_MS = 5_000;
/** At most this many tokens per database; the oldest go first. */
const MAX_ENTRIES = 10_000;

/** Tokens found valid, by key hash (kept-values.ts holds the epoch rule). */
export class TokenCache {
  private readonly kept: KeptValues<Actor>;

  constructor(ttlMs = TOKEN_CACHE_TTL_MS) {
    this.kept = new KeptValues(ttlMs, MAX_ENTRIES);
  }

  /** The actor of a token hash, while its entry is fresh. */
  get(keyHash: string, now = clock.nowMs()): Actor | undefined {
    return this.kept.get(keyHash, now);
  }

  /** The epoch to hand back to `set`, taken before the database is read. */
  begin(): number {
    return this.kept.begin();
  }

  /** Remembers a token found valid, unless a revocation happened since `begin`; never past the token's own expiry. */
  set(keyHash: string, actor: Actor, expiresAt: Date, startedAt: number, now = clock.nowMs()) {
    this.kept.set(keyHash, actor, startedAt, now, expiresAt.getTime());
  }

  forgetKey(keyHash: string) {
    this.kept.drop((key) => key === keyHash);
  }

  forgetUser(userId: number) {
    this.kept.drop((_, actor) => actor.userId === userId);
  }

  /** Every token is looked up again (another process changed the tables of the lookup). */
  clear() {
    this.kept.drop();
  }

  /** Off: nothing is served or kept (not listening to the other processes); everything kept goes either way. */
  setEnabled(on: boolean) {
    this.kept.setEnabled(on);
  }

  get enabled() {
    return this.kept.enabled;
  }
}

// One cache per database handle: tests open many databases (clones holding the same tokens) in
// one process, and a token is only ever valid for the database that issued it.
const caches = new WeakMap<object, TokenCache>();

/** The token cache of a database handle (the app's `db`, never a transaction's). */
export function tokenCacheOf(db: object): TokenCache {
  let cache = caches.get(db);
  if (!cache) {
    caches.set(db, (cache = new TokenCache()));
    followAccessNotices(db, cache, 'tokens');
  }
  return cache;
}

/** After a token's row is deleted (logout): this process refuses it from the next request on. */
export const forgetToken = (db: object, keyHash: string) => tokenCacheOf(db).forgetKey(keyHash);

/** After a user's tokens are deleted or the user deactivated: this process refuses them from the next request on. */
export const forgetUserTokens = (db: object, userId: number) => tokenCacheOf(db).forgetUser(userId);

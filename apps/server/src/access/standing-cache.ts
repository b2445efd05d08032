import { afterEveryCommit } from '../db/after-commit';
import { followAccessNotices } from './access-notices';
import { KeptValues } from '../http/kept-values';
import type { Standing } from './standing';
import * as clock from '../clock';

// Every request to a club's data checks the caller's standing there (access.ts), one database
// round trip that a cached answer (the day view) otherwise spends most of its time waiting for:
// with 50 requests at once on a pool of 10 connections, that round trip is the queue. Reads (GET
// and HEAD) take a standing read by an earlier request for a few seconds instead; anything that
// changes data reads it fresh.
//
// Never stale after a change this process made:
// - every transaction this process commits drops every entry (db/after-commit.ts
//   afterEveryCommit), and so does every request that is not a read, when it answers (an
//   autocommitted write needs no transaction): the standing tables (administrators, coaches,
//   the member register, followers, features, the subscription) are only ever written so;
// - a read that started before such a drop does not store what it read (the epoch below).
// Nor after one another server process on the same PostgreSQL made (a server, the jobs process):
// every write to those tables, SQL by hand included, is told at its commit by the tables' triggers
// (NOTIFY rally_access, db/access-notify.ts) and each process drops every entry when it hears it;
// nothing is kept until the process listens, nor while its LISTEN connection is lost
// (access/access-notices.ts). On PGlite a change made around the server (SQL by hand) is seen
// within STANDING_CACHE_TTL_MS, the same fallback as the token cache's (http/token-cache.ts); so
// is the day a membership expires, everywhere.
// Written in docs/PERFORMANCE.md ("Standing cache").

/** How long a standing read by a request serves later reads of the same caller at the same club. */
export const STANDING_CACHE_TTL_MS = 5_000;
/** At most this many (club, player) standings per database; the oldest go first. */
const MAX_ENTRIES = 10_000;

/** Standings by club and player (http/kept-values.ts holds the epoch rule). */
export class StandingCache {
  private readonly kept: KeptValues<Standing>;

  constructor(ttlMs = STANDING_CACHE_TTL_MS) {
    this.kept = new KeptValues(ttlMs, MAX_ENTRIES);
  }

  get(club: number, player: number, now = clock.nowMs()): Standing | undefined {
    return this.kept.get(`${club}:${player}`, now);
  }

  /** The epoch to hand back to `set`, taken before the database is read. */
  begin(): number {
    return this.kept.begin();
  }

  /** Remembers a standing read since `begin`, unless anything was dropped in between. */
  set(club: number, player: number, standing: Standing, startedAt: number, now = clock.nowMs()) {
    this.kept.set(`${club}:${player}`, standing, startedAt, now);
  }

  /** Something may have changed a standing: every entry goes, and reads in flight store nothing. */
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

  get size() {
    return this.kept.size;
  }
}

// One cache per database handle: tests open many databases (clones holding the same ids) in one process.
const caches = new WeakMap<object, StandingCache>();

/** The standing cache of a database handle (the app's `db`, never a transaction's). */
export function standingCacheOf(db: object): StandingCache {
  let cache = caches.get(db);
  if (!cache) {
    const created = (cache = new StandingCache());
    caches.set(db, created);
    afterEveryCommit(db, () => created.clear());
    followAccessNotices(db, created, 'standings');
  }
  return cache;
}

/** After a write this process made outside a request and a transaction (a test's set-up, a script): the next read asks the database. */
export const forgetStandings = (db: object) => caches.get(db)?.clear();

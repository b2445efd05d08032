import { afterCommit } from '../../db/after-commit';
import { listenFor, type Db, type Tx } from '../../db/client';
import type { JsonPage } from '../../http/paging';

// The instance list's pages (the day view: GET /api/courtbookinginstance/?club&start&end), kept
// per club and never stale in this process: every write to the bookings tables calls
// bookingsChanged(tx, club), which after the commit moves the club's version on and drops its
// pages. A read stores its page only under the version it saw before it read the database, and
// only while that version is still the club's: a read that overlapped a write (started before
// the commit, finished after it) stores nothing. Other server processes on the same PostgreSQL
// (and writes this process did not make: another area's cascade, SQL by hand) reach it through
// NOTIFY rally_bookings from the tables' triggers: see dayViewCacheOf and docs/bookings.md
// "The day view cache".

/** At most this many pages, all clubs together; the least recently used go first. */
export const DAY_VIEW_CACHE_ENTRIES = 500;
/** And at most this many characters of JSON (about 2 bytes each in memory: the text, and its bytes once served): ~64 MB. */
export const DAY_VIEW_CACHE_CHARS = 32 * 2 ** 20;

export type CachedPage = JsonPage;
type Entry = CachedPage & { club: number; version: number };

export class DayViewCache {
  private readonly entries = new Map<string, Entry>();
  /** Each club's version: the counter's value at its last change (at most one number per club). */
  private readonly versions = new Map<number, number>();
  private counter = 0;
  /** Every club's version is at least this: moved on by invalidateAll. */
  private floor = 0;
  private chars = 0;
  /** Off: every read goes to the database (on PostgreSQL until this process listens to other processes' changes). */
  enabled = true;

  constructor(
    private readonly maxEntries = DAY_VIEW_CACHE_ENTRIES,
    private readonly maxChars = DAY_VIEW_CACHE_CHARS,
  ) {}

  /** The club's version now: take it before reading the database, hand it to `set`. */
  version(club: number): number {
    return Math.max(this.versions.get(club) ?? 0, this.floor);
  }

  /** The page stored under `key`, when the club has not changed since. */
  get(club: number, key: string): CachedPage | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== this.version(club)) {
      this.drop(key, entry);
      return undefined;
    }
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * Stores a page read after `version` was taken, unless the club changed since (the read may
   * predate the change). Returns the page as stored (answer with it: what the answer keeps on it,
   * its bytes, is kept for the next request), or `page` itself when it was not stored.
   */
  set(club: number, key: string, page: CachedPage, version: number): CachedPage {
    if (!this.enabled || version !== this.version(club)) return page;
    const size = page.results.length;
    if (size > this.maxChars) return page;
    const old = this.entries.get(key);
    if (old) this.drop(key, old);
    const entry = { ...page, club, version };
    this.entries.set(key, entry);
    this.chars += size;
    while (this.entries.size > this.maxEntries || this.chars > this.maxChars) {
      const [oldestKey, oldest] = this.entries.entries().next().value!;
      this.drop(oldestKey, oldest);
    }
    return entry;
  }

  /** The club's bookings changed (committed): its stored pages are stale. */
  invalidate(club: number) {
    this.versions.set(club, ++this.counter);
    for (const [key, entry] of this.entries) if (entry.club === club) this.drop(key, entry);
  }

  /** Every club's pages are stale (the cross-process listener lost its connection). */
  invalidateAll() {
    this.floor = ++this.counter;
    this.entries.clear();
    this.chars = 0;
  }

  get size() {
    return { entries: this.entries.size, chars: this.chars };
  }

  private drop(key: string, entry: Entry) {
    this.entries.delete(key);
    this.chars -= entry.results.length;
  }
}

// One cache per database handle: tests open many databases in one process.
const caches = new WeakMap<object, DayViewCache>();

/**
 * The day view cache of a database handle (the app's `db`, never a transaction's). On PostgreSQL,
 * where other server processes may write, it serves pages only while this process listens to
 * the bookings tables' notifications (migration bookings_change_notify: each commit names its
 * clubs); before the LISTEN is confirmed, and while its connection is lost, every read goes to
 * the database, and everything stored before is dropped.
 */
export function dayViewCacheOf(db: object): DayViewCache {
  const cache = caches.get(db);
  if (cache) return cache;
  const created = new DayViewCache();
  caches.set(db, created);
  const listening = listenFor(db, 'rally_bookings', {
    onNotify: (payload) => {
      const club = Number(payload);
      if (Number.isInteger(club)) created.invalidate(club);
      else created.invalidateAll();
    },
    onReady: () => {
      created.invalidateAll();
      created.enabled = true;
    },
    onLost: () => {
      created.enabled = false;
      created.invalidateAll();
    },
  });
  if (listening) created.enabled = false;
  return created;
}

/**
 * Every write to the bookings tables (series, instances, slots, coaches, booked persons, share
 * payments) calls this with its transaction (or the database, after an autocommitted write): the
 * club's cached pages go once the change is committed.
 */
export function bookingsChanged(dbOrTx: Db | Tx, club: number) {
  // No cache yet: nothing stored, and no read has taken a version. Not created here, so a write
  // (the demo seed, a migration test) never starts the cache's LISTEN.
  afterCommit(dbOrTx, (root) => caches.get(root)?.invalidate(club));
}

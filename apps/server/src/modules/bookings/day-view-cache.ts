import { afterCommit } from '../../db/after-commit';
import { listenFor, type Db, type Tx } from '../../db/client';
import { BOOKINGS_CHANNEL, parseBookingsChange, type ChangedSpan } from '../../events/club-events';
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
//
// Narrow (issue 29): a change names the time spans it touched when it knows them (a booking's
// create names its instances' times; the triggers name each statement's earliest start and
// latest end), and only the pages whose window overlaps a span go; a change without spans drops
// the club's every page, as before. A read overlapping a change still stores its page when no
// change since its version touched its window: the club's recent changes are kept (the last
// CHANGE_LOG of each club) to tell.

/** At most this many pages, all clubs together; the least recently used go first. */
export const DAY_VIEW_CACHE_ENTRIES = 500;
/** And at most this many characters of JSON (about 2 bytes each in memory: the text, and its bytes once served): ~64 MB. */
export const DAY_VIEW_CACHE_CHARS = 32 * 2 ** 20;

/** How many of a club's changes are kept to tell whether a read overlapped one of them. */
export const CHANGE_LOG = 256;

export type CachedPage = JsonPage;
/** The instants a page covers, in epoch milliseconds: [from, to), ±Infinity when open. */
export type PageWindow = { from: number; to: number };
export const WHOLE_TIME: PageWindow = { from: -Infinity, to: Infinity };
type Entry = CachedPage & { club: number; window: PageWindow };
type Change = { seq: number; spans: readonly ChangedSpan[] | null };

/** Whether a change of `spans` (null: anything) may change a page of `window`. */
const touches = (spans: readonly ChangedSpan[] | null, window: PageWindow) =>
  spans === null || spans.some((s) => s.from < window.to && s.to >= window.from);

export class DayViewCache {
  private readonly entries = new Map<string, Entry>();
  /** Each club's version: the counter's value at its last change (at most one number per club). */
  private readonly versions = new Map<number, number>();
  /** Each club's recent changes, oldest first, and the seq of the last one dropped from the log. */
  private readonly changes = new Map<number, { log: Change[]; pruned: number }>();
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

  /** The page stored under `key` (a change touching it has dropped it). */
  get(club: number, key: string): CachedPage | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(key);
    if (!entry || entry.club !== club) return undefined;
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * Stores a page of `window` read after `version` was taken, unless a change of the club since
   * touched that window (the read may predate the change). Returns the page as stored (answer with
   * it: what the answer keeps on it, its bytes, is kept for the next request), or `page` itself
   * when it was not stored.
   */
  set(club: number, key: string, page: CachedPage, version: number, window: PageWindow = WHOLE_TIME): CachedPage {
    if (!this.enabled || this.changedSince(club, version, window)) return page;
    const size = page.results.length;
    if (size > this.maxChars) return page;
    const old = this.entries.get(key);
    if (old) this.drop(key, old);
    const entry = { ...page, club, window };
    this.entries.set(key, entry);
    this.chars += size;
    while (this.entries.size > this.maxEntries || this.chars > this.maxChars) {
      const [oldestKey, oldest] = this.entries.entries().next().value!;
      this.drop(oldestKey, oldest);
    }
    return entry;
  }

  /** The club's bookings changed (committed) in `spans` (null: anywhere): the pages overlapping them are stale. */
  invalidate(club: number, spans: readonly ChangedSpan[] | null = null) {
    const seq = ++this.counter;
    this.versions.set(club, seq);
    let changes = this.changes.get(club);
    if (!changes) this.changes.set(club, (changes = { log: [], pruned: 0 }));
    changes.log.push({ seq, spans });
    if (changes.log.length > CHANGE_LOG) changes.pruned = changes.log.shift()!.seq;
    for (const [key, entry] of this.entries)
      if (entry.club === club && touches(spans, entry.window)) this.drop(key, entry);
  }

  /** Whether a change of the club after `version` may have touched `window` (or cannot be told). */
  private changedSince(club: number, version: number, window: PageWindow): boolean {
    if (version === this.version(club)) return false;
    const changes = this.changes.get(club);
    if (version < this.floor || !changes || version < changes.pruned) return true;
    return changes.log.some((change) => change.seq > version && touches(change.spans, window));
  }

  /** Every club's pages are stale (the cross-process listener lost its connection). */
  invalidateAll() {
    this.floor = ++this.counter;
    this.changes.clear();
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
  const listening = listenFor(db, BOOKINGS_CHANNEL, {
    onNotify: (payload) => {
      const change = parseBookingsChange(payload);
      if (change) created.invalidate(change.club, change.span && [change.span]);
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
 * club's cached pages overlapping `spans` (every page of the club without them) go once the
 * change is committed. A write that knows the times it touches names them (a new booking its
 * instances'), so the day views of other dates stay cached while people book.
 */
export function bookingsChanged(dbOrTx: Db | Tx, club: number, spans: readonly ChangedSpan[] | null = null) {
  // No cache yet: nothing stored, and no read has taken a version. Not created here, so a write
  // (the demo seed, a migration test) never starts the cache's LISTEN.
  afterCommit(dbOrTx, (root) => caches.get(root)?.invalidate(club, spans));
}

/** The spans of occurrences (each its own start and end). */
export const spansOf = (occurrences: readonly { start: Date; end: Date }[]): ChangedSpan[] =>
  occurrences.map((o) => ({ from: o.start.getTime(), to: o.end.getTime() }));

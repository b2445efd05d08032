import * as clock from '../clock';
// Values read from the database and believed for a few seconds without asking again (the token
// cache, http/token-cache.ts; the access standings, access/standing-cache.ts), with the rule both
// need to stay right: anything that drops entries moves an epoch on, and a read that started
// before a drop (it may have read the old rows) does not store what it read. While `enabled` is
// off (on PostgreSQL, until the process listens to other processes' changes) nothing is served
// or stored.

export class KeptValues<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();
  /** Bumped by every drop: a read that saw another epoch at its start must not store. */
  private epoch = 0;
  /** Off: every read goes to the database and nothing is kept (setEnabled). */
  private on = true;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  /** The value kept under `key`, while it is fresh. */
  get(key: string, now = clock.nowMs()): V | undefined {
    if (!this.on) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > now) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  /** The epoch to hand back to `set`, taken before the database is read. */
  begin(): number {
    return this.epoch;
  }

  /** Keeps a value read since `begin` for the TTL (never past `until`), unless anything was dropped in between; the oldest goes when full. */
  set(key: string, value: V, startedAt: number, now = clock.nowMs(), until = Infinity) {
    if (startedAt !== this.epoch || !this.on) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, until: Math.min(now + this.ttlMs, until) });
  }

  /** Drops the entries `which` names (every entry without it); reads in flight store nothing. */
  drop(which?: (key: string, value: V) => boolean) {
    this.epoch++;
    if (!which) return this.entries.clear();
    for (const [key, entry] of this.entries) if (which(key, entry.value)) this.entries.delete(key);
  }

  /** Switches keeping on or off; either way everything kept so far goes (it may have missed changes). */
  setEnabled(on: boolean) {
    this.drop();
    this.on = on;
  }

  get enabled() {
    return this.on;
  }

  get size() {
    return this.entries.size;
  }
}

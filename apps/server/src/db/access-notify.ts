import type pg from 'pg';

// Who may do what is read from a handful of tables, and each server process keeps what it read
// for a few seconds (the token cache, http/token-cache.ts; the standing cache,
// access/standing-cache.ts). So that a logout, a deactivation, a removed administrator or a
// changed role reaches every process at once and not after those seconds, every statement that
// writes one of those tables is announced on the channel `rally_access`: inside its transaction
// just before the COMMIT (PostgreSQL delivers a NOTIFY at commit, and never for a rollback), or
// right after an autocommitted statement. Each process LISTENs (db/client.ts, one connection for
// every channel) and drops what the named tables could have changed.
//
// It is done here, on the pool's connections, rather than at each place that writes those
// tables: every write goes through the pool (Drizzle's builders, raw SQL, the seeds, a job), so
// none can be forgotten. What it cannot see is a change made around the server (SQL by hand, a
// cascade from a table not listed, which no foreign key makes today): the caches' TTL stays the
// bound for those. Triggers on the tables would see those too (docs/PERFORMANCE.md).

export const ACCESS_CHANNEL = 'rally_access';

/** The tables of the token lookup (http/auth.ts findActorByToken). A new row changes nothing cached: unknown tokens are never kept. */
const TOKEN_TABLES = new Set(['auth_tokens', 'users', 'players']);
/** The tables of the standing query (access/standing.ts); a new row may grant what was refused, so inserts count. */
const STANDING_TABLES = new Set(['club_admins', 'club_coaches', 'coaches', 'club_members', 'player_followed_clubs', 'club_features', 'club_subscriptions', 'clubs', 'players']);

const writeOf = /^\s*(insert\s+into|update|delete\s+from)\s+(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?/i;

/** The access table a statement writes, or null (other tables, reads, and new tokens, users or players). */
export function accessTableOf(text: string): string | null {
  const match = writeOf.exec(text);
  if (!match) return null;
  const table = match[2].toLowerCase();
  if (STANDING_TABLES.has(table)) return table;
  const inserts = match[1].toLowerCase().startsWith('insert');
  return TOKEN_TABLES.has(table) && !inserts ? table : null;
}

/** What a notification's payload (the tables written, comma-separated) may have changed; anything unknown changes both. */
export function changedByAccessNotice(payload: string): { tokens: boolean; standings: boolean } {
  const tables = payload.split(',').filter(Boolean);
  if (!tables.length || tables.some((t) => !TOKEN_TABLES.has(t) && !STANDING_TABLES.has(t))) return { tokens: true, standings: true };
  return { tokens: tables.some((t) => TOKEN_TABLES.has(t)), standings: tables.some((t) => STANDING_TABLES.has(t)) };
}

const begins = /^\s*(begin|start\s+transaction)\b/i;
const commits = /^\s*(commit|end)\b/i;
const rollsBack = /^\s*(rollback|abort)\b(?!\s+to\b)/i;

type Query = (...args: unknown[]) => Promise<unknown>;

/** Wraps one connection's `query` so that its writes to the access tables are announced (see the top of this file). */
function announceOn(client: pg.PoolClient) {
  const query = client.query.bind(client) as unknown as Query;
  let inTransaction = false;
  const written = new Set<string>();
  const announce = (tables: Iterable<string>) => query('select pg_notify($1, $2)', [ACCESS_CHANNEL, [...tables].sort().join(',')]);

  const run = async (text: string, args: unknown[]) => {
    if (begins.test(text)) {
      written.clear();
      const result = await query(...args);
      inTransaction = true;
      return result;
    }
    if (commits.test(text)) {
      // Inside the transaction: sent only if it commits, and delivered when it does.
      if (inTransaction && written.size) await announce(written);
      written.clear();
      inTransaction = false;
      return query(...args);
    }
    if (rollsBack.test(text)) {
      written.clear();
      inTransaction = false;
      return query(...args);
    }
    const table = accessTableOf(text);
    const result = await query(...args);
    if (table && inTransaction) written.add(table);
    else if (table) await announce([table]); // autocommitted: the change is visible now
    return result;
  };

  (client as unknown as { query: unknown }).query = (...args: unknown[]) => {
    const first = args[0] as string | { text?: unknown; submit?: unknown } | undefined;
    const text = typeof first === 'string' ? first : first?.text;
    // Cursors and streams (submittables) and anything without text go as they came.
    if (typeof text !== 'string' || (typeof first === 'object' && typeof first?.submit === 'function')) return query(...args);
    const callback = typeof args[args.length - 1] === 'function' ? (args.pop() as (error: unknown, result?: unknown) => void) : undefined;
    const done = run(text, args);
    if (!callback) return done;
    // pg-pool's own pool.query passes a callback.
    done.then((result) => callback(null, result), (error: unknown) => callback(error));
    return undefined;
  };
}

/** Announces the access writes of every connection the pool opens (db/client.ts openPostgres). */
export function announceAccessWrites(pool: pg.Pool) {
  pool.on('connect', announceOn);
}

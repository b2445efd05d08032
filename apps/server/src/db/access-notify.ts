// Who may do what is read from a handful of tables, and each server process keeps what it read
// for a few seconds (the token cache, http/token-cache.ts; the standing cache,
// access/standing-cache.ts). So that a logout, a deactivation, a removed administrator or a
// changed role reaches every process at once and not after those seconds, every statement that
// writes one of those tables tells the channel `rally_access`, naming the table: a statement
// trigger does it (migration 0046_access_notify), so whoever writes (the server, a job, a cascade,
// SQL by hand) is heard, and PostgreSQL delivers it at commit, never for a rollback. Each process
// LISTENs (db/client.ts, one connection for every channel) and drops what the named table could
// have changed (access/access-notices.ts).

export const ACCESS_CHANNEL = 'rally_access';

/** The tables of the token lookup (http/auth.ts findActorByToken). A new row changes nothing cached: unknown tokens are never kept. */
const TOKEN_TABLES = new Set(['auth_tokens', 'users', 'players']);
/** The tables of the standing query (access/standing.ts); a new row may grant what was refused, so inserts count. */
const STANDING_TABLES = new Set([
  'club_admins',
  'club_coaches',
  'coaches',
  'club_members',
  'player_followed_clubs',
  'club_features',
  'club_subscriptions',
  'clubs',
  'players',
]);

/** What a notification's payload (the tables written, comma-separated) may have changed; anything unknown changes both. */
export function changedByAccessNotice(payload: string): { tokens: boolean; standings: boolean } {
  const tables = payload.split(',').filter(Boolean);
  if (!tables.length || tables.some((t) => !TOKEN_TABLES.has(t) && !STANDING_TABLES.has(t)))
    return { tokens: true, standings: true };
  return { tokens: tables.some((t) => TOKEN_TABLES.has(t)), standings: tables.some((t) => STANDING_TABLES.has(t)) };
}

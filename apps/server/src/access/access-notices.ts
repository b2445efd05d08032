import { ACCESS_CHANNEL, changedByAccessNotice } from '../db/access-notify';
import { listenToOtherProcesses } from '../db/client';

/** A cache of access facts as the notices drive it. */
type FollowingCache = { clear: () => void; setEnabled: (on: boolean) => void };

/**
 * Keeps a cache of the token lookup or the standings in step with the other server processes on
 * the same PostgreSQL: it drops everything when one of them commits a write to the tables it
 * reads (NOTIFY rally_access, sent by the tables' triggers: db/access-notify.ts), and keeps nothing until this process
 * listens, nor while that connection is lost (db/client.ts reconnects it). On PGlite, one process
 * per data folder, nothing is started and the cache keeps as before.
 */
export function followAccessNotices(db: object, cache: FollowingCache, concern: 'tokens' | 'standings') {
  cache.setEnabled(false);
  const listening = listenToOtherProcesses(db, ACCESS_CHANNEL, {
    onNotify: (payload) => {
      if (changedByAccessNotice(payload)[concern]) cache.clear();
    },
    onReady: () => cache.setEnabled(true),
    onLost: () => cache.setEnabled(false),
  });
  if (!listening) cache.setEnabled(true);
}

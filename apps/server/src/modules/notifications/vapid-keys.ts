import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../../db/client';
import { vapidKeys } from './notifications.tables';

// The server's VAPID key pair (RFC 8292): made once, at the first start of a database, and kept in
// it, so every process and every restart signs with the same key and browsers' subscriptions,
// which are bound to the public key, stay valid.

export type VapidKeys = { publicKey: string; privateKey: string };

const cache = new WeakMap<Db, VapidKeys>();

/** The key pair, made and stored if the database has none yet (two processes at once: the first insert wins). */
export async function vapidKeysOf(db: Db): Promise<VapidKeys> {
  const cached = cache.get(db);
  if (cached) return cached;
  let [row] = await db.select().from(vapidKeys).where(eq(vapidKeys.id, 1));
  if (!row) {
    const made = webpush.generateVAPIDKeys();
    await db
      .insert(vapidKeys)
      .values({ id: 1, public_key: made.publicKey, private_key: made.privateKey })
      .onConflictDoNothing();
    [row] = await db.select().from(vapidKeys).where(eq(vapidKeys.id, 1));
  }
  const keys = { publicKey: row.public_key, privateKey: row.private_key };
  cache.set(db, keys);
  return keys;
}

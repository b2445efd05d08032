import { Agent, type RequestOptions } from 'node:https';
import { createConnection, type NetConnectOpts } from 'node:net';
import { and, eq, isNull } from 'drizzle-orm';
import webpush, { WebPushError } from 'web-push';
import type { Config } from '../../config';
import type { JobHandlers, Job } from '../../integrations/jobs/worker';
import { notifications, pushDeliveries, pushSubscriptions } from './notifications.tables';
import { PUSH_NOTIFICATION_JOB } from './notify.service';
import { vapidKeysOf } from './vapid-keys';

// Sends a notification to the devices notify() wrote it for, through each device's push service
// (RFC 8030, encrypted per RFC 8291 and signed per RFC 8292 by web-push). Each device's push is
// marked sent as soon as its service accepts it, so a retry (another device failed, or the
// process died) sends only the ones not yet sent; a service that answers 404 or 410 says the
// subscription is gone, and it is removed.

/** How long a push service keeps a message for a device that is offline: a day. */
const PUSH_TTL_SECONDS = 24 * 3600;

/** True for an http:// endpoint on a loopback address (a test's local push service). */
export const isLoopbackHttp = (endpoint: string) => {
  const url = URL.canParse(endpoint) ? new URL(endpoint) : null;
  return url?.protocol === 'http:' && ['127.0.0.1', '[::1]', 'localhost'].includes(url.hostname);
};

/**
 * web-push speaks https only, through its `agent` option (which must be an https.Agent). This one
 * opens plain TCP instead of TLS, so a local push service answers on http:// — used only with
 * PUSH_ALLOW_HTTP_LOOPBACK and a loopback endpoint.
 */
class PlainLoopbackAgent extends Agent {
  override createConnection(options: RequestOptions) {
    return createConnection(options as NetConnectOpts);
  }
}

/** VAPID's subject: the site when it is https, else the contact address (web-push takes only https: and mailto:). */
const vapidSubject = (config: Config) =>
  config.publicUrl.startsWith('https:') ? config.publicUrl : `mailto:${config.feedbackEmail}`;

export function pushJobHandlers(config: Config): JobHandlers {
  return {
    async [PUSH_NOTIFICATION_JOB](job: Job<{ notificationId: number }>, { db, now }) {
      const id = job.payload.notificationId;
      const [notification] = await db.select().from(notifications).where(eq(notifications.id, id));
      if (!notification) return;
      const devices = await db
        .select({
          id: pushSubscriptions.id,
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
        })
        .from(pushDeliveries)
        .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushDeliveries.subscription_id))
        .where(and(eq(pushDeliveries.notification_id, id), isNull(pushDeliveries.sent_at)));
      if (!devices.length) return;
      const keys = await vapidKeysOf(db);
      const payload = JSON.stringify({
        id,
        kind: notification.kind,
        title: notification.title,
        body: notification.body,
        link: notification.link,
      });
      let failure: unknown = null;
      for (const device of devices) {
        const plain = config.pushAllowHttpLoopback && isLoopbackHttp(device.endpoint);
        if (!plain && !device.endpoint.startsWith('https:')) continue;
        try {
          await webpush.sendNotification(
            { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
            payload,
            {
              vapidDetails: { subject: vapidSubject(config), publicKey: keys.publicKey, privateKey: keys.privateKey },
              TTL: PUSH_TTL_SECONDS,
              contentEncoding: 'aes128gcm',
              timeout: 30_000,
              ...(plain ? { agent: new PlainLoopbackAgent() } : {}),
            },
          );
          await db
            .update(pushDeliveries)
            .set({ sent_at: now() })
            .where(and(eq(pushDeliveries.notification_id, id), eq(pushDeliveries.subscription_id, device.id)));
        } catch (err) {
          if (err instanceof WebPushError && (err.statusCode === 404 || err.statusCode === 410)) {
            // The subscription has expired or was withdrawn: its deliveries go with it.
            await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
          } else failure = err;
        }
      }
      if (failure) throw failure;
    },
  };
}

import { call } from '../../lib/endpoint';
import { pushKeyRef, subscribeRef, unsubscribeRef } from './notifications.api';

// This device's Web Push subscription (issue 28): the browser's PushManager, subscribed with the
// server's VAPID public key; the server keeps one subscription per endpoint (docs/notifications.md).
// The push handlers live in /push-sw.js, which the app's service worker (/sw.js, docs/pwa.md)
// imports with importScripts; with no worker registered yet, the built app registers /sw.js at
// once, and `vite dev` (which has no /sw.js) registers /push-sw.js as the worker itself.

/** True when this browser can receive Web Push (Safari on iOS: only once added to the Home Screen). */
export const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The page's service worker, registered now when it is not yet. */
async function worker(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration('/');
  if (!existing)
    await navigator.serviceWorker.register(import.meta.env.PROD ? '/sw.js' : '/push-sw.js', { scope: '/' });
  return navigator.serviceWorker.ready;
}

/** The key as PushManager.subscribe takes it: base64url to bytes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** This device's subscription, or null. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Asks the browser's permission, subscribes this device and tells the server. Throws a sentence when refused. */
export async function subscribeThisDevice(): Promise<void> {
  if ((await Notification.requestPermission()) !== 'granted')
    throw new Error('Notifications are blocked for Rally in this browser: allow them in its site settings.');
  const registration = await worker();
  const { public_key } = await call(pushKeyRef);
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(public_key) }));
  const json = subscription.toJSON();
  await call(subscribeRef, {
    body: { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } },
  });
}

/** Stops push on this device: the browser's subscription and the server's. */
export async function unsubscribeThisDevice(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await call(unsubscribeRef, { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}

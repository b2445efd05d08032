/* Rally's Web Push handlers (issue 28, docs/notifications.md). The app's service worker (sw.js)
 * imports this file with importScripts('/push-sw.js'); under `vite dev`, which has no sw.js, the
 * notification settings register this file as the worker itself. The server sends JSON: { id, kind, title, body, link }. */

self.addEventListener('push', (event) => {
  let message = { title: 'Rally', body: '', link: '/' };
  try {
    message = { ...message, ...(event.data ? event.data.json() : {}) };
  } catch {
    message.body = event.data ? event.data.text() : '';
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: '/icons/icon-192.png',
      badge: '/favicon.svg',
      tag: message.id ? `rally-${message.id}` : undefined,
      data: { link: message.link, id: message.id },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = (event.notification.data && event.notification.data.link) || '/';
  const url = new URL(link, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) return open.navigate(url).then((w) => (w || open).focus());
      return self.clients.openWindow(url);
    }),
  );
});

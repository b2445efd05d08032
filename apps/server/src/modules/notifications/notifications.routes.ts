import { notificationsContract as c } from '@rally/domain';
import { route } from '../../http/contract-route';
import { ctxOf, type App } from '../../http/route-helpers';
import * as n from './notifications.service';

// The notification centre and Web Push (issue 28): docs/notifications.md.

export async function notificationsRoutes(app: App) {
  route(app, c.list, async (req) => n.listNotifications({ ctx: ctxOf(req), request: req, query: req.query }));
  route(app, c.unreadCount, async (req) => n.unreadCount({ ctx: ctxOf(req) }));
  route(app, c.markRead, async (req) => n.markNotificationRead({ ctx: ctxOf(req), id: req.params.id }));
  route(app, c.markAllRead, async (req) => n.markAllNotificationsRead({ ctx: ctxOf(req) }));
  route(app, c.preferences, async (req) => n.notificationPreferencesOf({ ctx: ctxOf(req) }));
  route(app, c.setPreferences, async (req) => n.setNotificationPreferences({ ctx: ctxOf(req), input: req.body }));
  route(app, c.pushKey, async (req) => n.pushKey({ ctx: ctxOf(req) }));
  route(app, c.subscribe, async (req) => n.subscribeToPush({ ctx: ctxOf(req), input: req.body }));
  route(app, c.unsubscribe, async (req) => n.unsubscribeFromPush({ ctx: ctxOf(req), input: req.body }));
}

import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  invalidPushSubscription,
  notificationKinds,
  notificationNotFound,
  type Notification,
  type NotificationPreference,
  type NotificationPreferences,
  type Page,
  type PageQuery,
  type PushKey,
  type PushSubscriptionInput,
  type PushUnsubscribe,
} from '@rally/domain';
import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '../../context';
import { requireActor } from '../../context';
import { invalid, notFound } from '../../http/errors';
import { pageWindow, toPage } from '../../http/paging';
import { notificationPreferences, notifications, pushSubscriptions } from './notifications.tables';
import { isLoopbackHttp } from './push.jobs';
import { vapidKeysOf } from './vapid-keys';
import * as clock from '../../clock';

// The caller's own notifications, switches and devices (issue 28): every statement is scoped by
// the signed-in user, so another's notification answers 404 as a missing one does.

type Row = typeof notifications.$inferSelect;
const toNotification = (row: Row): Notification => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  created_at: row.created_at.toISOString(),
  read_at: row.read_at?.toISOString() ?? null,
});

/** GET /api/notification/: newest first. */
export async function listNotifications({
  ctx,
  request,
  query,
}: {
  ctx: ServiceContext;
  request: FastifyRequest;
  query: PageQuery;
}): Promise<Page<Notification>> {
  const { userId } = requireActor(ctx);
  const mine = eq(notifications.user_id, userId);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.created_at), desc(notifications.id))
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    ctx.db.select({ n: count() }).from(notifications).where(mine),
  ]);
  return toPage(request, query, total.n, rows.map(toNotification));
}

/** GET /api/notification/unread_count/. */
export async function unreadCount({ ctx }: { ctx: ServiceContext }) {
  const { userId } = requireActor(ctx);
  const [row] = await ctx.db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)));
  return { count: row.n };
}

/** POST /api/notification/:id/read/: read stays at its first time. */
export async function markNotificationRead({ ctx, id }: { ctx: ServiceContext; id: number }) {
  const { userId } = requireActor(ctx);
  const [row] = await ctx.db
    .update(notifications)
    .set({ read_at: sql`coalesce(${notifications.read_at}, ${clock.now()})` })
    .where(and(eq(notifications.id, id), eq(notifications.user_id, userId)))
    .returning();
  if (!row) throw notFound(notificationNotFound);
  return toNotification(row);
}

/** POST /api/notification/read_all/: how many it marked. */
export async function markAllNotificationsRead({ ctx }: { ctx: ServiceContext }) {
  const { userId } = requireActor(ctx);
  const rows = await ctx.db
    .update(notifications)
    .set({ read_at: clock.now() })
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)))
    .returning({ id: notifications.id });
  return { count: rows.length };
}

/** GET /api/notification/preferences/: every kind, on unless turned off. */
export async function notificationPreferencesOf({ ctx }: { ctx: ServiceContext }): Promise<NotificationPreference[]> {
  const { userId } = requireActor(ctx);
  const rows = await ctx.db.select().from(notificationPreferences).where(eq(notificationPreferences.user_id, userId));
  const byKind = new Map(rows.map((r) => [r.kind, r]));
  return notificationKinds.map((kind) => ({
    kind,
    push: byKind.get(kind)?.push ?? true,
    email: byKind.get(kind)?.email ?? true,
  }));
}

/** PUT /api/notification/preferences/: the kinds given (the last of a kind given twice wins). */
export async function setNotificationPreferences({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: NotificationPreferences;
}): Promise<NotificationPreference[]> {
  const { userId } = requireActor(ctx);
  const byKind = new Map(input.preferences.map((p) => [p.kind, p]));
  if (byKind.size)
    await ctx.db
      .insert(notificationPreferences)
      .values([...byKind.values()].map((p) => ({ user_id: userId, kind: p.kind, push: p.push, email: p.email })))
      .onConflictDoUpdate({
        target: [notificationPreferences.user_id, notificationPreferences.kind],
        set: { push: sql`excluded.push`, email: sql`excluded.email` },
      });
  return notificationPreferencesOf({ ctx });
}

/** GET /api/push/key/. */
export async function pushKey({ ctx }: { ctx: ServiceContext }): Promise<PushKey> {
  return { public_key: (await vapidKeysOf(ctx.db)).publicKey };
}

/**
 * POST /api/push/subscription/: one row per endpoint (a device); the same device signed in as
 * someone else now pushes to them, with the keys it sends now.
 */
export async function subscribeToPush({ ctx, input }: { ctx: ServiceContext; input: PushSubscriptionInput }) {
  const { userId } = requireActor(ctx);
  const https = input.endpoint.startsWith('https://');
  if (!https && !(ctx.config.pushAllowHttpLoopback && isLoopbackHttp(input.endpoint)))
    throw invalid(invalidPushSubscription);
  await ctx.db
    .insert(pushSubscriptions)
    .values({
      user_id: userId,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      created_at: clock.now(),
    })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { user_id: userId, p256dh: input.keys.p256dh, auth: input.keys.auth },
    });
}

/** POST /api/push/subscription/remove/: the caller's device only; an unknown endpoint is already gone. */
export async function unsubscribeFromPush({ ctx, input }: { ctx: ServiceContext; input: PushUnsubscribe }) {
  const { userId } = requireActor(ctx);
  await ctx.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, input.endpoint), eq(pushSubscriptions.user_id, userId)));
}

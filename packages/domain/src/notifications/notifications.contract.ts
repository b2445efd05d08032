import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { noContent } from '../contract/no-content';
import { pageOf, pageQuerySchema } from '../contract/paging';
import { recordId } from '../validation/ids';
import {
  notificationCountSchema,
  notificationPreferenceSchema,
  notificationPreferencesSchema,
  notificationSchema,
  pushKeySchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from './notifications.schema';

const tags = ['notifications'];

/** The message of a notification that is not the caller's or does not exist. */
export const notificationNotFound = 'Notification not found.';

/** The notification centre and Web Push (issue 28): docs/notifications.md. Every call is the caller's own. */
export const notificationsContract = {
  list: endpoint({
    method: 'GET',
    path: '/notification/',
    access: 'user',
    query: pageQuerySchema,
    response: { 200: pageOf(notificationSchema) },
    summary: 'Your notifications, newest first',
    tags,
  }),
  unreadCount: endpoint({
    method: 'GET',
    path: '/notification/unread_count/',
    access: 'user',
    response: { 200: notificationCountSchema },
    summary: 'How many of your notifications are unread',
    tags,
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/notification/:id/read/',
    access: 'user',
    params: z.object({ id: recordId(notificationNotFound) }),
    response: { 200: notificationSchema },
    summary: 'Marks one of your notifications read',
    tags,
  }),
  markAllRead: endpoint({
    method: 'POST',
    path: '/notification/read_all/',
    access: 'user',
    response: { 200: notificationCountSchema },
    summary: 'Marks all your notifications read; answers how many it marked',
    tags,
  }),
  preferences: endpoint({
    method: 'GET',
    path: '/notification/preferences/',
    access: 'user',
    response: { 200: z.array(notificationPreferenceSchema) },
    summary: 'Your push and e-mail switches of each kind (in-app is always on)',
    tags,
  }),
  setPreferences: endpoint({
    method: 'PUT',
    path: '/notification/preferences/',
    access: 'user',
    body: notificationPreferencesSchema,
    response: { 200: z.array(notificationPreferenceSchema) },
    summary: 'Sets the push and e-mail switches of the kinds given',
    tags,
  }),
  pushKey: endpoint({
    method: 'GET',
    path: '/push/key/',
    access: 'public',
    response: { 200: pushKeySchema },
    summary: "The server's VAPID public key, for PushManager.subscribe",
    tags,
  }),
  subscribe: endpoint({
    method: 'POST',
    path: '/push/subscription/',
    access: 'user',
    body: pushSubscriptionSchema,
    response: { 204: noContent },
    summary: "Keeps this device's push subscription (one per endpoint)",
    tags,
  }),
  unsubscribe: endpoint({
    method: 'POST',
    path: '/push/subscription/remove/',
    access: 'user',
    body: pushUnsubscribeSchema,
    response: { 204: noContent },
    summary: "Removes this device's push subscription",
    tags,
  }),
};

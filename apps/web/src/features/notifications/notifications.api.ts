import { useQuery } from '@tanstack/react-query';
import type { notificationsContract } from '@rally/domain';
import { call, endpointRef, keyOf, queryOf } from '../../lib/endpoint';
import { useApiMutation } from '../../lib/use-api-mutation';

// The notification centre's calls (issue 28; server: docs/notifications.md). By reference: the bell
// lives in the signed-in layouts, whose chunk carries no zod.

type C = typeof notificationsContract;
const list = endpointRef<C['list']>({ method: 'GET', path: '/notification/' });
const unreadCount = endpointRef<C['unreadCount']>({ method: 'GET', path: '/notification/unread_count/' });
const markRead = endpointRef<C['markRead']>({ method: 'POST', path: '/notification/:id/read/' });
const markAllRead = endpointRef<C['markAllRead']>({ method: 'POST', path: '/notification/read_all/' });
export const preferencesRef = endpointRef<C['preferences']>({ method: 'GET', path: '/notification/preferences/' });
export const setPreferencesRef = endpointRef<C['setPreferences']>({
  method: 'PUT',
  path: '/notification/preferences/',
});
export const pushKeyRef = endpointRef<C['pushKey']>({ method: 'GET', path: '/push/key/' });
export const subscribeRef = endpointRef<C['subscribe']>({ method: 'POST', path: '/push/subscription/' });
export const unsubscribeRef = endpointRef<C['unsubscribe']>({ method: 'POST', path: '/push/subscription/remove/' });

/** How many notifications the drawer lists; older ones come with "Show more". */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** Every notification query (the list's pages and the count): what reading one makes stale. */
const everything = keyOf(list);

/** GET /api/notification/unread_count/: read again every minute while the page is open. */
export const unreadCountQuery = () => queryOf(unreadCount);
export const useUnreadCount = () => useQuery({ ...unreadCountQuery(), refetchInterval: 60_000 });

/** GET /api/notification/?page_size: the newest, only while the drawer is open. */
export const useNotifications = (enabled: boolean, pageSize: number) =>
  useQuery({ ...queryOf(list, { query: { page: 1, page_size: pageSize } }), enabled });

/** POST /api/notification/{id}/read/. */
export const useMarkRead = () =>
  useApiMutation({
    mutationFn: (id: number) => call(markRead, { params: { id } }),
    invalidates: [everything],
  });

/** POST /api/notification/read_all/. */
export const useMarkAllRead = () => useApiMutation({ mutationFn: () => call(markAllRead), invalidates: [everything] });

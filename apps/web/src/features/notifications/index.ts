// The notifications area's public entry (issue 28): the bell is small and lives in the signed-in
// headers; the settings page is a lazy chunk of its own.
export const notificationsPages = {
  settings: () => import('./notification-settings-page'),
};

export { NotificationBell } from './notification-bell';
export { NOTIFICATION_SETTINGS_PATH } from './paths';
export { unreadCountQuery } from './notifications.api';

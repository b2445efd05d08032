/** The notification settings page: push and e-mail of each kind, and this device's push. */
export const NOTIFICATION_SETTINGS_PATH = '/notifications/settings';

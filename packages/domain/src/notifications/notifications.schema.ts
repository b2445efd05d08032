import { z } from 'zod';

// The players' notification centre (issue 28, docs/notifications.md): what a notification is, its
// kinds, and the per-kind switches of push and e-mail (in-app is always on).

/** Every kind of notification, in the order the preferences screen lists them. */
export const notificationKinds = [
  'booking_made',
  'booking_changed',
  'booking_cancelled',
  'waitlist_offer',
  'lottery_result',
  'hit_answered',
  'result_to_approve',
  'newsletter',
  'payment_receipt',
  'membership_expiring',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** What each kind is called on the preferences screen. */
export const notificationKindLabels: Record<NotificationKind, string> = {
  booking_made: 'Booking made',
  booking_changed: 'Booking changed',
  booking_cancelled: 'Booking cancelled',
  waitlist_offer: 'Waiting-list place offered',
  lottery_result: 'Court lottery results',
  hit_answered: 'Hit answered',
  result_to_approve: 'Match result to approve',
  newsletter: 'Newsletters',
  payment_receipt: 'Payment receipts',
  membership_expiring: 'Membership about to expire',
};

export const notificationKindSchema = z.enum(notificationKinds, { error: 'Unknown notification kind.' });

/** One notification as its owner reads it. `link` is a path in the web app ('/mybookings'). */
export const notificationSchema = z.object({
  id: z.number(),
  kind: notificationKindSchema,
  title: z.string(),
  body: z.string(),
  link: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notification/unread_count/ and the answer of mark-all-read (how many it marked). */
export const notificationCountSchema = z.object({ count: z.number() });
export type NotificationCount = z.infer<typeof notificationCountSchema>;

/** One kind's switches: push and e-mail on or off. */
export const notificationPreferenceSchema = z.object({
  kind: notificationKindSchema,
  push: z.boolean({ error: 'push must be true or false.' }),
  email: z.boolean({ error: 'email must be true or false.' }),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

/** PUT /api/notification/preferences/: the kinds to change (the others keep theirs); the answer lists every kind. */
export const notificationPreferencesSchema = z.object({
  preferences: z.array(notificationPreferenceSchema).max(notificationKinds.length * 2),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** The message of a push subscription whose endpoint or keys are not a browser's. */
export const invalidPushSubscription = 'Invalid push subscription.';

const base64url = (max: number) =>
  z
    .string({ error: invalidPushSubscription })
    .regex(/^[A-Za-z0-9_-]+=*$/, invalidPushSubscription)
    .max(max);

/** POST /api/push/subscription/: a device's subscription as PushSubscription.toJSON() gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string({ error: invalidPushSubscription }).url(invalidPushSubscription).max(2000),
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }, { error: invalidPushSubscription }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** POST /api/push/subscription/remove/: the device's endpoint. */
export const pushUnsubscribeSchema = z.object({
  endpoint: z.string({ error: invalidPushSubscription }).max(2000),
});
export type PushUnsubscribe = z.infer<typeof pushUnsubscribeSchema>;

/** GET /api/push/key/: the server's VAPID public key (base64url), PushManager.subscribe's applicationServerKey. */
export const pushKeySchema = z.object({ public_key: z.string() });
export type PushKey = z.infer<typeof pushKeySchema>;

import { and, eq, sql } from 'drizzle-orm';
import type { NotificationKind } from '@rally/domain';
import type { Db, Tx } from '../../db/client';
import type { Mail, Mailer } from '../../integrations/mail/mailer';
import { enqueue } from '../../integrations/jobs/queue';
import { findActiveUserIdByEmail } from '../auth/user-emails.service';
import { userIdOfPlayer } from '../players/people.service';
import { notificationPreferences, notifications, pushDeliveries, pushSubscriptions } from './notifications.tables';
import * as clock from '../../clock';

// The one way an area tells a user of something (issue 28, docs/notifications.md): the in-app
// notification, its pushes and its e-mail are written in the caller's transaction, so the thing
// and its notice commit together, once, or not at all.

/** The job that pushes one notification to the devices it was written for (push.jobs.ts). */
export const PUSH_NOTIFICATION_JOB = 'notifications.push';
/** Tries of a push before it is given up (the default backoff: about an hour and a half). */
export const PUSH_MAX_ATTEMPTS = 6;

/** Whom a notification is for: a user, or the user of a player or of an e-mail address (none: mail only). */
export type NotifyTo = { userId?: number | null; playerId?: number | null; email?: string | null };

export type NotifyInput = {
  kind: NotificationKind;
  title: string;
  body: string;
  /** A path in the web app ('/mybookings'). */
  link: string;
  /** The e-mail of the same thing: queued unless the user has turned this kind's e-mail off. */
  mail?: Mail;
};

/** The user a recipient names, or null (a player without a login, an address of no account). */
async function userOf(tx: Db | Tx, to: NotifyTo): Promise<number | null> {
  if (to.userId) return to.userId;
  const ofPlayer = to.playerId ? await userIdOfPlayer(tx, to.playerId) : null;
  if (ofPlayer) return ofPlayer;
  return to.email ? findActiveUserIdByEmail(tx, to.email) : null;
}

/**
 * Notifies one person of one thing inside the caller's transaction: the in-app notification (always,
 * when the person has a login), a push to each of their devices (when this kind's push is on) and
 * the e-mail (when given and this kind's e-mail is on; always for someone without a login).
 * Returns the notification's id, or null when the person has no login.
 */
export async function notify(
  tx: Db | Tx,
  mailer: Pick<Mailer, 'queue'>,
  to: NotifyTo,
  input: NotifyInput,
): Promise<number | null> {
  const userId = await userOf(tx, to);
  if (userId === null) {
    if (input.mail) await mailer.queue(tx, input.mail);
    return null;
  }
  const [pref] = await tx
    .select({ push: notificationPreferences.push, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.user_id, userId), eq(notificationPreferences.kind, input.kind)));
  const [row] = await tx
    .insert(notifications)
    .values({
      user_id: userId,
      kind: input.kind,
      title: input.title,
      body: input.body,
      link: input.link,
      created_at: clock.now(),
    })
    .returning({ id: notifications.id });
  if (pref?.push ?? true) {
    // One row per device the user has now: the job sends each once and marks it.
    const devices = await tx
      .insert(pushDeliveries)
      .select(
        tx
          .select({
            notification_id: sql<number>`${row.id}`.as('notification_id'),
            subscription_id: pushSubscriptions.id,
            sent_at: sql<Date | null>`null`.as('sent_at'),
          })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.user_id, userId)),
      )
      .returning({ id: pushDeliveries.subscription_id });
    if (devices.length)
      await enqueue(
        tx,
        PUSH_NOTIFICATION_JOB,
        { notificationId: row.id },
        { key: `push:${row.id}`, maxAttempts: PUSH_MAX_ATTEMPTS },
      );
  }
  if (input.mail && (pref?.email ?? true)) await mailer.queue(tx, input.mail);
  return row.id;
}

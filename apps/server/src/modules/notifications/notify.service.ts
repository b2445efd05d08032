import { and, eq, inArray, sql } from 'drizzle-orm';
import type { NotificationKind } from '@rally/domain';
import type { Db, Tx } from '../../db/client';
import type { Mail, Mailer } from '../../integrations/mail/mailer';
import { jobs } from '../../integrations/jobs/jobs.tables';
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
  const [made] = await notifyUsers(tx, [userId], input);
  if (input.mail && made.email) await mailer.queue(tx, input.mail);
  return made.id;
}

/**
 * The in-app notifications and pushes of one thing for many users at once (a newsletter), in the
 * caller's transaction: a few statements whatever their number. The caller sends the e-mails
 * itself; each answer says whether that user wants this kind by e-mail.
 */
export async function notifyUsers(
  tx: Db | Tx,
  userIds: readonly number[],
  input: Omit<NotifyInput, 'mail'>,
): Promise<{ userId: number; id: number; email: boolean }[]> {
  const ids = [...new Set(userIds)];
  if (!ids.length) return [];
  const prefs = await tx
    .select()
    .from(notificationPreferences)
    .where(and(inArray(notificationPreferences.user_id, ids), eq(notificationPreferences.kind, input.kind)));
  const pref = new Map(prefs.map((p) => [p.user_id, p]));
  const at = clock.now();
  const rows = await tx
    .insert(notifications)
    .values(
      ids.map((user_id) => ({
        user_id,
        kind: input.kind,
        title: input.title,
        body: input.body,
        link: input.link,
        created_at: at,
      })),
    )
    .returning({ id: notifications.id, userId: notifications.user_id });
  const pushed = rows.filter((r) => pref.get(r.userId)?.push ?? true).map((r) => r.id);
  if (pushed.length) {
    // One row per device each user has now: the job sends each once and marks it.
    const devices = await tx
      .insert(pushDeliveries)
      .select(
        tx
          .select({
            notification_id: sql<number>`${notifications.id}`.as('notification_id'),
            subscription_id: sql<number>`${pushSubscriptions.id}`.as('subscription_id'),
            sent_at: sql<Date | null>`null`.as('sent_at'),
          })
          .from(notifications)
          .innerJoin(pushSubscriptions, eq(pushSubscriptions.user_id, notifications.user_id))
          .where(inArray(notifications.id, pushed)),
      )
      .returning({ id: pushDeliveries.notification_id });
    const withDevices = [...new Set(devices.map((d) => d.id))];
    if (withDevices.length)
      await tx
        .insert(jobs)
        .values(
          withDevices.map((id) => ({
            name: PUSH_NOTIFICATION_JOB,
            payload: { notificationId: id },
            run_at: at,
            key: `push:${id}`,
            max_attempts: PUSH_MAX_ATTEMPTS,
          })),
        )
        .onConflictDoNothing({ target: jobs.key });
  }
  return rows.map((r) => ({ userId: r.userId, id: r.id, email: pref.get(r.userId)?.email ?? true }));
}

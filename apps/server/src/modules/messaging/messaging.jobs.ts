import { and, desc, eq, gt } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Job, JobHandlers } from '../../integrations/jobs/worker';
import { queueMails, type Mail } from '../../integrations/mail/mailer';
import { getClubRow } from '../clubs/club-reads.service';
import { groupPeople } from './message-group-audience.service';
import { findGroups } from './message-groups.service';
import { comments, playerThreads, threadGroups, threads } from './messaging.tables';
import { NOTIFY_THREAD_JOB } from './threads.service';

/**
 * E-mails each recipient of a thread about what arrived since the last notice, with a link back
 * to the thread: one job per thread and quiet period, so a busy thread sends one e-mail per
 * period, not one per comment. Recipients are read now (the groups' members today); whoever has
 * already read the latest comment, or wrote it, is skipped. Safe to run twice: `notified_up_to`
 * moves in the same transaction as the mails are queued.
 */
export function messagingJobHandlers(config: Pick<Config, 'publicUrl'>): JobHandlers {
  return {
    async [NOTIFY_THREAD_JOB](job: Job<{ threadId: number }>, { db }) {
      await db.transaction(async (tx) => {
        const [thread] = await tx.select().from(threads).where(eq(threads.id, job.payload.threadId)).for('update');
        if (!thread) return;
        const [latest] = await tx
          .select()
          .from(comments)
          .where(and(eq(comments.thread_id, thread.id), gt(comments.id, thread.notified_up_to)))
          .orderBy(desc(comments.id))
          .limit(1);
        if (!latest) return;
        const club = await getClubRow(tx, thread.club_id);
        const groupIds = (
          await tx.select({ id: threadGroups.group_id }).from(threadGroups).where(eq(threadGroups.thread_id, thread.id))
        ).map((g) => g.id);
        const groups = await findGroups(tx, thread.club_id, groupIds);
        const read = new Map(
          (await tx.select().from(playerThreads).where(eq(playerThreads.thread_id, thread.id))).map((pt) => [
            pt.player_id,
            pt.read_up_to,
          ]),
        );
        const sentTo = new Set<string>();
        const link = `${config.publicUrl}/inbox?club=${thread.club_id}&thread=${thread.id}`;
        for (const group of groups) {
          for await (const batch of groupPeople(tx, group)) {
            const mails: Mail[] = [];
            for (const person of batch) {
              const email = person.email.trim().toLowerCase();
              if (!email || sentTo.has(email)) continue;
              if (
                person.player_id !== null &&
                (person.player_id === latest.player_id || (read.get(person.player_id) ?? 0) >= latest.id)
              )
                continue;
              sentTo.add(email);
              mails.push({
                to: person.email,
                subject: `${club.name}: ${thread.subject}`,
                text: `Hello ${person.name},\n\nThere is news from ${club.name} in "${thread.subject}".\n\nRead it and reply on Rally: ${link}\n`,
              });
            }
            await queueMails(tx, mails);
          }
        }
        await tx.update(threads).set({ notified_up_to: latest.id }).where(eq(threads.id, thread.id));
      });
    },
  };
}

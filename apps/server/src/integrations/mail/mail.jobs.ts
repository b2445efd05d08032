import { eq } from 'drizzle-orm';
import type { Job, JobHandlers } from '../jobs/worker';
import { outbox } from './mail.tables';
import { buildAttachments, DELIVER_MAIL_JOB, type Mailer } from './mailer';

/**
 * The delivery job of each outbox message. The queue hands a job to one worker at a time, and a
 * message already sent is never sent again; only a process that dies between the SMTP server's
 * acceptance and the "sent" mark can cause a repeat (its job is retried after the lease), which
 * is the usual choice over losing the message.
 */
export function mailJobHandlers(mailer: Mailer): JobHandlers {
  return {
    async [DELIVER_MAIL_JOB](job: Job<{ outboxId: number }>, { db, now }) {
      const [mail] = await db.select().from(outbox).where(eq(outbox.id, job.payload.outboxId));
      if (!mail || mail.status === 'sent' || mail.status === 'logged') return;
      try {
        const outcome = await mailer.deliver({
          id: mail.id,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? undefined,
          headers: mail.headers ?? undefined,
          // Built now, from what the row keeps (a receipt's PDF from its snapshot): the same file on every try.
          files: mail.attachments?.length ? await buildAttachments(db, mail.attachments) : undefined,
        });
        await db.update(outbox).set({ status: outcome, sent_at: now(), error: null }).where(eq(outbox.id, mail.id));
      } catch (err) {
        // The reason stays on the message; the job's backoff decides when it is tried again.
        const error = (err instanceof Error ? err.message : String(err)).slice(0, 2000);
        await db
          .update(outbox)
          .set({ status: job.isLastAttempt ? 'failed' : 'queued', error })
          .where(eq(outbox.id, mail.id));
        throw err;
      }
    },
  };
}

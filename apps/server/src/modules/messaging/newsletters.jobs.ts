import type { Config } from '../../config';
import type { Job, JobHandlers } from '../../integrations/jobs/worker';
import type { Mailer } from '../../integrations/mail/mailer';
import { SEND_BATCH_JOB, START_NEWSLETTER_JOB, sendBatch, startSending } from './newsletter-delivery.service';

/** The newsletter jobs: start (resolve the recipients at send time) and the delivery batches. */
export function newsletterJobHandlers(deps: { config: Pick<Config, 'publicUrl'>; mailer: Mailer }): JobHandlers {
  return {
    async [START_NEWSLETTER_JOB](job: Job<{ id: number; sendAt: string }>, { db }) {
      await startSending(db, job.payload.id, job.payload.sendAt);
    },
    async [SEND_BATCH_JOB](job: Job<{ id: number }>, { db, now }) {
      await sendBatch(db, deps.mailer, deps.config.publicUrl, job.payload.id, now);
    },
  };
}

import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { outbox } from './mail.tables';

export type Mail = { to: string; subject: string; text: string; html?: string };

/** Sends mail: always written to the outbox (inside the caller's transaction), then delivered. */
export type Mailer = {
  /** Queues a message in the outbox as part of the caller's transaction; returns its id. */
  queue: (tx: Db | Tx, mail: Mail) => Promise<number>;
  /** Delivers queued messages: SMTP when configured, otherwise the log. Call after commit. */
  flush: (db: Db) => Promise<void>;
};

/** The mailer for a config: SMTP via nodemailer when `smtpUrl` is set, else outbox + log only. */
export function createMailer(options: { smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async queue(tx, mail) {
      const [row] = await tx
        .insert(outbox)
        .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null })
        .returning({ id: outbox.id });
      return row.id;
    },
    async flush(db) {
      const queued = await db.select().from(outbox).where(eq(outbox.status, 'queued')).limit(50);
      for (const mail of queued) {
        if (!transport) {
          options.log.info({ mail: { to: mail.to, subject: mail.subject, text: mail.text } }, 'mail (outbox only)');
          await db.update(outbox).set({ status: 'logged', sent_at: new Date() }).where(eq(outbox.id, mail.id));
          continue;
        }
        try {
          await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? undefined });
          await db.update(outbox).set({ status: 'sent', sent_at: new Date() }).where(eq(outbox.id, mail.id));
        } catch (err) {
          options.log.warn({ err, mailId: mail.id }, 'mail delivery failed');
          await db.update(outbox).set({ status: 'failed', error: String(err) }).where(eq(outbox.id, mail.id));
        }
      }
    },
  };
}

import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { enqueue } from '../jobs/queue';
import { outbox } from './mail.tables';
import { jobs } from '../jobs/jobs.tables';
import * as clock from '../../clock';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (a newsletter's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  /**
   * The Message-ID, when the sender needs a stable one: its idempotency key. A message sent again
   * after an interrupted try keeps it, so relays and mailboxes that deduplicate by Message-ID
   * (Gmail among them) show one copy. Without it the transport makes a fresh one.
   */
  messageId?: string;
  /** Files attached at send time, each built again from its reference (see onMailAttachment). */
  attachments?: MailAttachmentRef[];
};
/** A message as the outbox holds it, with its attachments built (`files`) when it is sent. */
export type OutboxMail = Mail & { id: number; files?: MailFile[] };

/** What the outbox keeps of an attachment: its builder's kind, what it builds it from, its file name. */
export type MailAttachmentRef = { kind: string; ref: string; filename: string };
/** An attachment ready to send. */
export type MailFile = { filename: string; content: Buffer; contentType: string };
type AttachmentBuilder = (db: Db, ref: string) => Promise<{ content: Buffer; contentType: string } | null>;
const attachmentBuilders = new Map<string, AttachmentBuilder>();

/**
 * An area that attaches files to its mail registers how to build them (issue 30: the receipts'
 * PDF), the way it registers what it does when a payment settles: the mail layer stays below the
 * areas, and the outbox row holds a reference rather than the bytes.
 */
export function onMailAttachment(kind: string, build: AttachmentBuilder) {
  attachmentBuilders.set(kind, build);
}

/** The files of a message's attachment references; one whose builder is missing or finds nothing is left out (the mail still carries its link). */
export async function buildAttachments(db: Db, refs: readonly MailAttachmentRef[]): Promise<MailFile[]> {
  const files: MailFile[] = [];
  for (const a of refs) {
    const built = await attachmentBuilders.get(a.kind)?.(db, a.ref);
    if (built) files.push({ filename: a.filename, ...built });
  }
  return files;
}

/** The job that delivers one outbox message (mail.jobs.ts). */
export const DELIVER_MAIL_JOB = 'mail.deliver';
/** Tries before a message is given up: with the default backoff, about two hours of retries. */
export const MAIL_MAX_ATTEMPTS = 8;

/** Sends mail: written to the outbox inside the caller's transaction, delivered by the jobs worker. */
export type Mailer = {
  /**
   * Writes the message to the outbox and enqueues its delivery, both in the caller's
   * transaction: nothing is sent if it rolls back. Returns the outbox id.
   */
  queue: (tx: Db | Tx, mail: Mail) => Promise<number>;
  /** Hands one message to SMTP, or to the log when no SMTP server is configured. Throws when refused. */
  deliver: (mail: OutboxMail) => Promise<'sent' | 'logged'>;
};

/** Writes a message to the outbox and enqueues its delivery job (keyed by the message, so once). */
export async function queueMail(tx: Db | Tx, mail: Mail): Promise<number> {
  const [row] = await tx
    .insert(outbox)
    .values({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      headers: mail.headers ?? null,
      attachments: mail.attachments?.length ? mail.attachments : null,
    })
    .returning({ id: outbox.id });
  await enqueue(tx, DELIVER_MAIL_JOB, { outboxId: row.id }, { key: `mail:${row.id}`, maxAttempts: MAIL_MAX_ATTEMPTS });
  return row.id;
}

/**
 * `queueMail` for many messages in two statements (outbox rows, then their delivery jobs), for
 * sends to many recipients: a thread's notice, a newsletter batch. Returns the outbox ids in order.
 */
export async function queueMails(tx: Db | Tx, mails: Mail[]): Promise<number[]> {
  if (!mails.length) return [];
  const rows = await tx
    .insert(outbox)
    .values(
      mails.map((mail) => ({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        headers: mail.headers ?? null,
        attachments: mail.attachments?.length ? mail.attachments : null,
      })),
    )
    .returning({ id: outbox.id });
  const now = clock.now();
  await tx
    .insert(jobs)
    .values(
      rows.map((r) => ({
        name: DELIVER_MAIL_JOB,
        payload: { outboxId: r.id },
        run_at: now,
        key: `mail:${r.id}`,
        max_attempts: MAIL_MAX_ATTEMPTS,
      })),
    )
    .onConflictDoNothing({ target: jobs.key });
  return rows.map((r) => r.id);
}

/** The mailer for a config: SMTP via nodemailer when `smtpUrl` is set, else the log. */
export function createMailer(options: { smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  // Timeouts well under the job lease (5 minutes): a hung server fails the try instead of
  // letting the lease lapse while the message may still go out.
  const transport = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: 30_000,
        greetingTimeout: 30_000,
        socketTimeout: 60_000,
      })
    : null;
  return {
    queue: queueMail,
    async deliver(mail) {
      if (!transport) {
        // Recipient and subject only: the body holds reset and verification links, which are
        // secrets; a developer reads them in the outbox (DEV_OUTBOX).
        options.log.info({ mail: { id: mail.id, to: mail.to, subject: mail.subject } }, 'mail (outbox only)');
        return 'logged';
      }
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        messageId: mail.messageId,
        ...(mail.files?.length ? { attachments: mail.files } : {}),
      });
      return 'sent';
    },
  };
}

import { randomBytes } from 'node:crypto';
import { and, arrayContains, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { newsletterMessages as N } from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { activeUserIdsByEmail } from '../auth/user-emails.service';
import { notifyUsers } from '../notifications/notify.service';
import { hashKey } from '../../http/auth';
import { notFound } from '../../http/errors';
import { enqueue } from '../../integrations/jobs/queue';
import { getClubRow } from '../clubs/club-reads.service';
import { groupPeople, type GroupPerson } from './message-group-audience.service';
import { findGroups } from './message-groups.service';
import { newsletterRecipients, newsletters, newsletterUnsubscribes } from './newsletters.tables';
import { absoluteImageSources, newsletterText } from './newsletter-html';
import { groupIdsOf, OPEN_STATUSES } from './newsletter-records';
import * as clock from '../../clock';

// The delivery of a newsletter (issue 12; docs/messages-newsletters.md): the start job resolves
// the recipients at send time (one row per address: nobody twice), then batch jobs deliver them with
// retries, each recipient's status kept; every e-mail has an unsubscribe link and List-Unsubscribe
// headers, and one click on it unsubscribes the address from the club's newsletters.

export const START_NEWSLETTER_JOB = 'newsletter.start';
export const SEND_BATCH_JOB = 'newsletter.batch';
/** Recipients a batch job sends. */
export const NEWSLETTER_BATCH = 200;
/** Tries per recipient before their delivery is failed for good. */
export const RECIPIENT_MAX_ATTEMPTS = 3;

/** The e-mail of one recipient: HTML and plain text, the unsubscribe link and List-Unsubscribe headers. */
export function newsletterMail(options: {
  publicUrl: string;
  clubName: string;
  subject: string;
  html: string;
  to: string;
  token: string | null;
}) {
  const unsubscribe = options.token ? `${options.publicUrl}/api/newsletter/unsubscribe/?token=${options.token}` : null;
  const page = options.token ? `${options.publicUrl}/unsubscribe?token=${options.token}` : null;
  const footer = page
    ? `<hr><p style="font-size:12px;color:#555">You receive this because you are a member of ${escapeHtml(options.clubName)}. <a href="${page}">Unsubscribe</a></p>`
    : `<hr><p style="font-size:12px;color:#555">A test of a newsletter of ${escapeHtml(options.clubName)}.</p>`;
  // Uploaded images are stored by their path; a mail client needs the whole address.
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;max-width:640px;margin:auto">${absoluteImageSources(options.html, options.publicUrl)}${footer}</body></html>`;
  const text = `${newsletterText(options.html)}\n\n--\n${page ? `Unsubscribe: ${page}` : `A test of a newsletter of ${options.clubName}.`}\n`;
  return {
    to: options.to,
    subject: options.subject,
    html,
    text,
    headers: unsubscribe
      ? { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
      : undefined,
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Unsubscribes the address of a recipient token from the club's newsletters (POST, one click).
 * The token is found by its SHA-256 among the links sent to each recipient (a GIN index).
 */
export async function unsubscribe(db: Db, token: string): Promise<{ detail: string }> {
  const [r] = await db
    .select({ club: newsletterRecipients.club_id, email: newsletterRecipients.email })
    .from(newsletterRecipients)
    .where(arrayContains(newsletterRecipients.unsubscribe_hashes, [hashKey(token)]))
    .limit(1);
  if (!r) throw notFound(N.unsubscribeToken);
  await db.insert(newsletterUnsubscribes).values({ club_id: r.club, email: r.email }).onConflictDoNothing();
  const club = await getClubRow(db, r.club);
  return { detail: `${r.email} will no longer receive newsletters from ${club.name}.` };
}

/**
 * The start job: resolves the recipients of the newsletter's audience now, one row per address
 * (unsubscribed addresses skipped), marks it sending and queues the batch jobs. Runs once per
 * scheduling; a second run finds it no longer scheduled at that time and does nothing.
 */
export async function startSending(db: Db, id: number, sendAt: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(newsletters).where(eq(newsletters.id, id)).for('update');
    if (!row || row.status !== 'S' || row.send_at?.toISOString() !== sendAt) return;
    const [current] = await tx.select({ groups: groupIdsOf }).from(newsletters).where(eq(newsletters.id, id));
    const everyone = { club_id: row.club_id, ttype: 'D' as const, types: [], members: [], clinic_id: null };
    const groups = row.all_members ? [everyone] : await findGroups(tx, row.club_id, current.groups);
    const unsubscribed = new Set(
      (
        await tx
          .select({ email: newsletterUnsubscribes.email })
          .from(newsletterUnsubscribes)
          .where(eq(newsletterUnsubscribes.club_id, row.club_id))
      ).map((u) => u.email),
    );
    let nobody = 0;
    for (const group of groups) {
      for await (const batch of groupPeople(tx, group)) {
        const rows = batch.map((p: GroupPerson) => {
          const email = p.email.trim().toLowerCase();
          const skip = !email ? 'No e-mail address' : unsubscribed.has(email) ? 'Unsubscribed' : null;
          // An address stands for the recipient (unique per newsletter); one without an address gets a placeholder, unique too.
          const placeholder =
            p.member_id !== null
              ? `member-${p.member_id}@no-email.invalid`
              : `participant-${(nobody += 1)}-${randomBytes(4).toString('hex')}@no-email.invalid`;
          return {
            club_id: row.club_id,
            newsletter_id: id,
            member_id: p.member_id,
            name: p.name,
            email: email || placeholder,
            status: skip ? ('skipped' as const) : ('queued' as const),
            reason: skip,
          };
        });
        await tx
          .insert(newsletterRecipients)
          .values(await withNotices(tx, row, rows))
          .onConflictDoNothing({ target: [newsletterRecipients.newsletter_id, newsletterRecipients.email] });
      }
    }
    await tx.update(newsletters).set({ status: 'G', modified: clock.now() }).where(eq(newsletters.id, id));
    const [{ n }] = await tx
      .select({ n: count() })
      .from(newsletterRecipients)
      .where(and(eq(newsletterRecipients.newsletter_id, id), eq(newsletterRecipients.status, 'queued')));
    const batches = Math.max(1, Math.ceil(n / NEWSLETTER_BATCH));
    for (let i = 0; i < batches; i += 1)
      await enqueue(tx, SEND_BATCH_JOB, { id }, { key: `newsletter:${id}:batch:${i}`, maxAttempts: 10 });
  });
}

/** The reason of a recipient who turned newsletters off in their notification settings. */
export const EMAIL_TURNED_OFF = 'E-mail turned off in their notification settings';

/**
 * The in-app notice (and pushes) of the newsletter to the recipients who have a login (issue 28):
 * written as they are resolved, in the same transaction, so each reader is told once. Those who
 * turned newsletters' e-mail off are skipped by the e-mail; an unsubscribed address is told nothing.
 */
async function withNotices<R extends { email: string; status: 'queued' | 'skipped'; reason: string | null }>(
  tx: Tx,
  newsletter: { subject: string },
  rows: R[],
): Promise<R[]> {
  const queued = rows.filter((r) => r.status === 'queued');
  const userOf = await activeUserIdsByEmail(
    tx,
    queued.map((r) => r.email),
  );
  const made = await notifyUsers(tx, [...userOf.values()], {
    kind: 'newsletter',
    title: newsletter.subject,
    body: 'A newsletter from your club',
    link: '/news',
  });
  const noEmail = new Set(made.filter((m) => !m.email).map((m) => m.userId));
  return rows.map((r) =>
    r.status === 'queued' && noEmail.has(userOf.get(r.email) ?? 0)
      ? { ...r, status: 'skipped' as const, reason: EMAIL_TURNED_OFF }
      : r,
  );
}

export const INTERRUPTED = 'Interrupted while sending; sent again with the same Message-ID';

/**
 * Takes up to NEWSLETTER_BATCH queued recipients for this worker (SKIP LOCKED: batch jobs on other
 * workers take others): they become 'claimed' with the claim's time, committed. Returns them and
 * that time, which the worker shows when it moves each to 'sending'.
 */
export async function claimRecipients(db: Db, id: number, now: () => Date) {
  const at = now();
  const claimed = await db.transaction(async (tx) => {
    const ids = tx
      .select({ id: newsletterRecipients.id })
      .from(newsletterRecipients)
      .where(and(eq(newsletterRecipients.newsletter_id, id), eq(newsletterRecipients.status, 'queued')))
      .orderBy(asc(newsletterRecipients.id))
      .limit(NEWSLETTER_BATCH)
      .for('update', { skipLocked: true });
    return tx
      .update(newsletterRecipients)
      .set({ status: 'claimed', claimed_at: at })
      .where(sql`${newsletterRecipients.id} = any(array(${ids}))`)
      .returning();
  });
  return { at, claimed };
}

/**
 * The Message-ID of one recipient's copy: its idempotency key. Every try for that recipient
 * carries the same one (made from the first link's hash, which later tries keep), so a copy sent
 * again after an interrupted try is the same message to relays and mailboxes that deduplicate by
 * Message-ID.
 */
export function newsletterMessageId(
  publicUrl: string,
  recipient: { id: number; newsletter_id: number; unsubscribe_hashes: string[] },
) {
  return `<newsletter-${recipient.newsletter_id}.${recipient.id}.${(recipient.unsubscribe_hashes[0] ?? '').slice(0, 8)}@${new URL(publicUrl).hostname}>`;
}

/** A new secret for one copy's unsubscribe link: only its hash is stored (`hashKey`, issue 25). */
const newUnsubscribeToken = () => randomBytes(18).toString('base64url');

/**
 * A batch job: claims up to NEWSLETTER_BATCH queued recipients, then for each, one at a time,
 * marks it 'sending' (committed) just before handing it to SMTP and 'sent' after.
 *
 * A worker that dies (docs/messages-newsletters.md, "Exactly once"): once the claim's lease has
 * passed, what it had claimed but not begun goes back to the queue and a later run sends it (it
 * was never handed over: no copy). The one delivery it was in the middle of ('sending') may or
 * may not have been accepted by the SMTP server; it is sent again (at least once), with the same
 * Message-ID, so that where the first try did go out the reader still sees one message. Losing a
 * newsletter silently was judged worse than a duplicate handoff that the Message-ID collapses.
 *
 * A refused delivery is retried (RECIPIENT_MAX_ATTEMPTS) by later runs; the run that finds nothing
 * open marks the newsletter sent. The job throws (and the queue runs it again with backoff) while
 * recipients it could not take are still open: refused ones, or claims of a worker that may be dead.
 */
export async function sendBatch(
  db: Db,
  mailer: ServiceContext['mailer'],
  publicUrl: string,
  id: number,
  now: () => Date,
  leaseMs = 10 * 60_000,
) {
  const [row] = await db.select().from(newsletters).where(eq(newsletters.id, id));
  if (!row || row.status !== 'G') return;
  const club = await getClubRow(db, row.club_id);
  const stale = sql`${newsletterRecipients.claimed_at} < ${new Date(now().getTime() - leaseMs).toISOString()}::timestamptz`;
  // A dead worker's claims: back to the queue. Its delivery in flight: again, same Message-ID (or failed when out of tries).
  await db
    .update(newsletterRecipients)
    .set({ status: 'queued', claimed_at: null })
    .where(and(eq(newsletterRecipients.newsletter_id, id), eq(newsletterRecipients.status, 'claimed'), stale));
  await db
    .update(newsletterRecipients)
    .set({
      status: sql`case when ${newsletterRecipients.attempts} >= ${RECIPIENT_MAX_ATTEMPTS} then 'failed' else 'queued' end`,
      reason: INTERRUPTED,
      claimed_at: null,
    })
    .where(and(eq(newsletterRecipients.newsletter_id, id), eq(newsletterRecipients.status, 'sending'), stale));
  const { at, claimed } = await claimRecipients(db, id, now);
  let retry = false;
  for (const c of claimed) {
    // Still ours (a claim older than the lease may have gone back to the queue and to another worker).
    // The copy's unsubscribe link is made now and exists only in the mail; its hash joins those of
    // earlier tries (an interrupted try may have gone out: its link keeps working too).
    const token = newUnsubscribeToken();
    const [r] = await db
      .update(newsletterRecipients)
      .set({
        status: 'sending',
        claimed_at: now(),
        attempts: sql`${newsletterRecipients.attempts} + 1`,
        unsubscribe_hashes: sql`array_append(${newsletterRecipients.unsubscribe_hashes}, ${hashKey(token)})`,
      })
      .where(
        and(
          eq(newsletterRecipients.id, c.id),
          eq(newsletterRecipients.status, 'claimed'),
          eq(newsletterRecipients.claimed_at, at),
        ),
      )
      .returning();
    if (!r) continue;
    const mail = newsletterMail({
      publicUrl,
      clubName: club.name,
      subject: row.subject,
      html: row.html,
      to: r.email,
      token,
    });
    try {
      await mailer.deliver({ id: -r.id, ...mail, messageId: newsletterMessageId(publicUrl, r) });
      await db
        .update(newsletterRecipients)
        .set({ status: 'sent', sent_at: now(), reason: null })
        .where(eq(newsletterRecipients.id, r.id));
    } catch (err) {
      const reason = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      const last = r.attempts >= RECIPIENT_MAX_ATTEMPTS;
      retry ||= !last;
      await db
        .update(newsletterRecipients)
        .set({ status: last ? 'failed' : 'queued', reason, claimed_at: null })
        .where(eq(newsletterRecipients.id, r.id));
    }
  }
  const [{ open }] = await db
    .select({ open: count() })
    .from(newsletterRecipients)
    .where(and(eq(newsletterRecipients.newsletter_id, id), inArray(newsletterRecipients.status, [...OPEN_STATUSES])));
  if (open === 0) {
    await db
      .update(newsletters)
      .set({ status: 'T', sent_at: now() })
      .where(and(eq(newsletters.id, id), eq(newsletters.status, 'G')));
    return;
  }
  // Still open: refused ones to retry, or claims held elsewhere (perhaps by a dead worker) that
  // nobody else may send until their lease passes. This job runs again later.
  if (retry || claimed.length === 0) throw new Error(`${open} recipients still to send`);
}

import { randomBytes } from 'node:crypto';
import { and, arrayContains, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  NEWSLETTER_IMAGE_MAX_BYTES,
  newsletterMessages as N,
  newsletterSchema,
  fieldErrorsOf,
  messagingMessages as M,
  type NewsletterProgress,
  type NewsletterRecipient,
  type NewsletterRecord,
} from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { hashKey } from '../../http/auth';
import { lockRecord } from '../../db/lock-record';
import { conflict, invalid, notFound } from '../../http/errors';
import { pageWindow, type PageQuery } from '../../http/paging';
import { assertAccess } from '../../access/access';
import { findClubStanding } from '../../access/standing';
import { canEnter, newsletterImageSrc } from '@rally/domain';
import { enqueue } from '../../integrations/jobs/queue';
import { queueMail } from '../../integrations/mail/mailer';
import { getClubRow } from '../clubs/club-reads.service';
import { verifiedEmailOf } from '../players/people.service';
import { findGroups, groupPeople, type GroupPerson } from './message-groups.service';
import {
  newsletterGroups,
  newsletterImages,
  newsletterRecipients,
  newsletters,
  newsletterUnsubscribes,
} from './newsletters.tables';
import { absoluteImageSources, newsletterText, sanitizeNewsletterHtml } from './newsletter-html';
import * as clock from '../../clock';

// Newsletters (issue 12): drafts of sanitised HTML; sending is a job that resolves the recipients
// at send time (one row per address: nobody twice), then batch jobs deliver them with retries,
// each recipient's status kept; every e-mail has an unsubscribe link and List-Unsubscribe headers.

type Ctx = Pick<ServiceContext, 'db' | 'actor' | 'standings' | 'config' | 'mailer'>;
type Row = typeof newsletters.$inferSelect;

export const NEWSLETTER_NOT_FOUND = N.notFound;
export const START_NEWSLETTER_JOB = 'newsletter.start';
export const SEND_BATCH_JOB = 'newsletter.batch';
/** Recipients a batch job sends. */
export const NEWSLETTER_BATCH = 200;
/** Tries per recipient before their delivery is failed for good. */
export const RECIPIENT_MAX_ATTEMPTS = 3;

const progressOf = sql<NewsletterProgress>`(select json_build_object(
  'total', count(*)::int,
  'queued', count(*) filter (where r.status in ('queued', 'claimed', 'sending'))::int,
  'sent', count(*) filter (where r.status = 'sent')::int,
  'failed', count(*) filter (where r.status = 'failed')::int,
  'skipped', count(*) filter (where r.status = 'skipped')::int)
  from ${newsletterRecipients} r where r.newsletter_id = ${newsletters}.id)`;
const groupIdsOf = sql<
  number[]
>`coalesce((select array_agg(g.group_id order by g.group_id) from ${newsletterGroups} g where g.newsletter_id = ${newsletters}.id), '{}')`;

const toRecord = (r: { n: Row; progress: NewsletterProgress; groups: number[] }): NewsletterRecord => ({
  id: r.n.id,
  club: r.n.club_id,
  subject: r.n.subject,
  html: r.n.html,
  status: r.n.status,
  group_set: r.groups.map(Number),
  all_members: r.n.all_members,
  send_at: r.n.send_at?.toISOString() ?? null,
  sent_at: r.n.sent_at?.toISOString() ?? null,
  created: r.n.created.toISOString(),
  modified: r.n.modified.toISOString(),
  progress: r.progress,
});

async function isStaff(ctx: Ctx, clubId: number) {
  const standing = ctx.standings?.get(clubId) ?? (await findClubStanding(ctx.db, clubId, ctx.actor!.playerId));
  return standing.clubExists && canEnter('messages', standing);
}

/** GET /api/newsletter/?club: staff see every newsletter; members the sent ones. */
export async function listNewsletters({ ctx, input }: { ctx: Ctx; input: PageQuery & { club: number } }) {
  await assertAccess(ctx, input.club, { area: 'messages', member: true });
  const where = and(
    eq(newsletters.club_id, input.club),
    (await isStaff(ctx, input.club)) ? undefined : eq(newsletters.status, 'T'),
  );
  const [{ total }] = await ctx.db.select({ total: count() }).from(newsletters).where(where);
  const rows = await ctx.db
    .select({ n: newsletters, progress: progressOf, groups: groupIdsOf })
    .from(newsletters)
    .where(where)
    .orderBy(desc(newsletters.created), desc(newsletters.id))
    .limit(pageWindow(input).limit)
    .offset(pageWindow(input).offset);
  return { count: total, rows: rows.map(toRecord) };
}

async function read(db: Db | Tx, id: number) {
  const [row] = await db
    .select({ n: newsletters, progress: progressOf, groups: groupIdsOf })
    .from(newsletters)
    .where(eq(newsletters.id, id));
  return toRecord(row);
}

async function forCaller(ctx: Ctx, id: number, staffOnly: boolean): Promise<Row> {
  const [row] = await ctx.db.select().from(newsletters).where(eq(newsletters.id, id));
  if (!row) throw notFound(NEWSLETTER_NOT_FOUND);
  await assertAccess(
    ctx,
    row.club_id,
    staffOnly
      ? { area: 'messages', notFound: NEWSLETTER_NOT_FOUND }
      : { area: 'messages', member: true, notFound: NEWSLETTER_NOT_FOUND },
  );
  if (!staffOnly && row.status !== 'T' && !(await isStaff(ctx, row.club_id))) throw notFound(NEWSLETTER_NOT_FOUND);
  return row;
}

/** GET /api/newsletter/{id}/. */
export async function getNewsletter({ ctx, id }: { ctx: Ctx; id: number }) {
  const row = await forCaller(ctx, id, false);
  return read(ctx.db, row.id);
}

type Values = { subject: string; html: string; group_set: number[]; all_members: boolean };

async function checked(db: Db | Tx, clubId: number, body: object): Promise<Values> {
  const parsed = newsletterSchema.safeParse(body);
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error.issues);
    throw invalid(Object.values(errors)[0][0], errors);
  }
  const values = {
    ...parsed.data,
    html: sanitizeNewsletterHtml(parsed.data.html),
    group_set: [...new Set(parsed.data.group_set)],
  };
  if ((await findGroups(db, clubId, values.group_set)).length !== values.group_set.length)
    throw invalid(M.groupsOfClub, { group_set: [M.groupsOfClub] });
  return values;
}

async function writeGroups(tx: Tx, clubId: number, id: number, groups: number[]) {
  await tx.delete(newsletterGroups).where(eq(newsletterGroups.newsletter_id, id));
  if (groups.length)
    await tx.insert(newsletterGroups).values(groups.map((g) => ({ club_id: clubId, newsletter_id: id, group_id: g })));
}

/** POST /api/newsletter/: a draft. */
export async function createNewsletter({ ctx, input }: { ctx: Ctx; input: { club: number; body: object } }) {
  await assertAccess(ctx, input.club, { area: 'messages' });
  return ctx.db.transaction(async (tx) => {
    const values = await checked(tx, input.club, input.body);
    const [row] = await tx
      .insert(newsletters)
      .values({
        club_id: input.club,
        subject: values.subject,
        html: values.html,
        all_members: values.all_members,
        author_id: ctx.actor!.playerId,
      })
      .returning();
    await writeGroups(tx, input.club, row.id, values.group_set);
    return read(tx, row.id);
  });
}

/** PATCH /api/newsletter/{id}/: a draft or a scheduled one (which goes back to draft unless sent again). */
export async function updateNewsletter({ ctx, input }: { ctx: Ctx; input: { id: number; changes: Partial<Values> } }) {
  const found = await forCaller(ctx, input.id, true);
  return ctx.db.transaction(async (tx) => {
    const row = await lockRecord(tx, newsletters, found.id, found.club_id);
    if (!row) throw notFound(NEWSLETTER_NOT_FOUND);
    if (row.status === 'T') throw conflict(N.sentAlready);
    if (row.status === 'G') throw conflict(N.sending);
    const [current] = await tx.select({ groups: groupIdsOf }).from(newsletters).where(eq(newsletters.id, row.id));
    const values = await checked(tx, row.club_id, {
      subject: row.subject,
      html: row.html,
      all_members: row.all_members,
      group_set: current.groups,
      ...input.changes,
    });
    await tx
      .update(newsletters)
      .set({ subject: values.subject, html: values.html, all_members: values.all_members, modified: clock.now() })
      .where(eq(newsletters.id, row.id));
    await writeGroups(tx, row.club_id, row.id, values.group_set);
    return read(tx, row.id);
  });
}

/** DELETE /api/newsletter/{id}/: not while it is being sent. */
export async function deleteNewsletter({ ctx, id }: { ctx: Ctx; id: number }) {
  const found = await forCaller(ctx, id, true);
  await ctx.db.transaction(async (tx) => {
    const row = await lockRecord(tx, newsletters, found.id, found.club_id);
    if (!row) throw notFound(NEWSLETTER_NOT_FOUND);
    if (row.status === 'G') throw conflict(N.sending);
    await tx.delete(newsletters).where(eq(newsletters.id, row.id));
  });
}

/** POST /api/newsletter/{id}/send/: now or at send_at; the start job resolves the recipients then. */
export async function sendNewsletter({ ctx, input }: { ctx: Ctx; input: { id: number; send_at?: string | null } }) {
  const found = await forCaller(ctx, input.id, true);
  const sendAt = input.send_at ? new Date(input.send_at) : clock.now();
  if (input.send_at && sendAt.getTime() < clock.nowMs() - 60_000) throw invalid(N.sendAt, { send_at: [N.sendAt] });
  return ctx.db.transaction(async (tx) => {
    const row = await lockRecord(tx, newsletters, found.id, found.club_id);
    if (!row) throw notFound(NEWSLETTER_NOT_FOUND);
    if (row.status === 'T') throw conflict(N.sentAlready);
    if (row.status === 'G') throw conflict(N.sending);
    const [current] = await tx.select({ groups: groupIdsOf }).from(newsletters).where(eq(newsletters.id, row.id));
    if (!row.all_members && current.groups.length === 0) throw invalid(N.audience, { group_set: [N.audience] });
    if (!row.html.trim()) throw invalid(N.empty, { html: [N.empty] });
    await tx
      .update(newsletters)
      .set({ status: 'S', send_at: sendAt, modified: clock.now() })
      .where(eq(newsletters.id, row.id));
    // One start job per scheduling (the send_at in the key): a rescheduled newsletter's old job finds a different send_at and does nothing.
    await enqueue(
      tx,
      START_NEWSLETTER_JOB,
      { id: row.id, sendAt: sendAt.toISOString() },
      { runAt: sendAt, key: `newsletter:${row.id}:${sendAt.toISOString()}` },
    );
    return read(tx, row.id);
  });
}

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

/** POST /api/newsletter/{id}/test/: the newsletter as it will look, to the caller's own address. */
export async function sendTest({ ctx, id }: { ctx: Ctx; id: number }) {
  const row = await forCaller(ctx, id, true);
  const email = await verifiedEmailOf(ctx.db, ctx.actor!.playerId);
  if (!email) throw invalid(N.noEmail);
  const club = await getClubRow(ctx.db, row.club_id);
  await queueMail(
    ctx.db,
    newsletterMail({
      publicUrl: ctx.config.publicUrl,
      clubName: club.name,
      subject: `[Test] ${row.subject}`,
      html: row.html,
      to: email,
      token: null,
    }),
  );
  return { detail: `A test was sent to ${email}.` };
}

/** GET /api/newsletter/{id}/recipients/?status: each recipient's delivery. */
export async function listRecipients({ ctx, input }: { ctx: Ctx; input: PageQuery & { id: number; status?: string } }) {
  const row = await forCaller(ctx, input.id, true);
  const where = and(
    eq(newsletterRecipients.newsletter_id, row.id),
    input.status
      ? inArray(
          newsletterRecipients.status,
          input.status === 'queued' ? [...OPEN_STATUSES] : [input.status as 'sent' | 'failed' | 'skipped'],
        )
      : undefined,
  );
  const [{ total }] = await ctx.db.select({ total: count() }).from(newsletterRecipients).where(where);
  const { limit, offset } = pageWindow(input);
  const rows = await ctx.db
    .select()
    .from(newsletterRecipients)
    .where(where)
    .orderBy(asc(newsletterRecipients.name), asc(newsletterRecipients.id))
    .limit(limit)
    .offset(offset);
  const results: NewsletterRecipient[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    status: r.status === 'sending' || r.status === 'claimed' ? 'queued' : r.status,
    reason: r.reason,
    sent_at: r.sent_at?.toISOString() ?? null,
  }));
  return { count: total, rows: results };
}

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
          .values(rows)
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

export const INTERRUPTED = 'Interrupted while sending; sent again with the same Message-ID';
const OPEN_STATUSES = ['queued', 'claimed', 'sending'] as const;

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

/** The type of an image from its first bytes (PNG, JPEG, GIF, WebP), or null: the name and the sender's claim are not trusted. */
export function imageTypeOf(bytes: Buffer): string | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1'))) return 'image/gif';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  return null;
}

/** POST /api/newsletterimage/: stores an image for the club's newsletters; answers its address. */
export async function uploadImage({ ctx, input }: { ctx: Ctx; input: { club: number; name: string; data: string } }) {
  await assertAccess(ctx, input.club, { area: 'messages' });
  const bytes = Buffer.from(input.data, 'base64');
  if (bytes.length > NEWSLETTER_IMAGE_MAX_BYTES) throw invalid(N.imageSize, { data: [N.imageSize] });
  const type = imageTypeOf(bytes);
  if (!type) throw invalid(N.imageType, { data: [N.imageType] });
  const key = randomBytes(18).toString('base64url');
  await ctx.db.insert(newsletterImages).values({
    club_id: input.club,
    key,
    name: input.name.slice(0, 200),
    content_type: type,
    size: bytes.length,
    bytes,
    uploaded_by: ctx.actor!.playerId,
  });
  return {
    src: newsletterImageSrc(key),
    url: `${ctx.config.publicUrl}${newsletterImageSrc(key)}`,
    content_type: type,
    size: bytes.length,
  };
}

/** GET /api/newsletterimage/{key}/: the image (public: mail clients load it without a login). */
export async function readImage(db: Db, key: string) {
  const [row] = await db
    .select({ content_type: newsletterImages.content_type, bytes: newsletterImages.bytes })
    .from(newsletterImages)
    .where(eq(newsletterImages.key, key));
  if (!row) throw notFound(N.imageNotFound);
  return row;
}

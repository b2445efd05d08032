import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import {
  newsletterMessages as N,
  newsletterSchema,
  fieldErrorsOf,
  messagingMessages as M,
  type NewsletterRecipient,
} from '@rally/domain';
import type { Db, Tx } from '../../db/client';
import { lockRecord } from '../../db/lock-record';
import { conflict, invalid, notFound } from '../../http/errors';
import { pageWindow, type PageQuery } from '../../http/paging';
import { assertAccess } from '../../access/access';
import { findClubStanding } from '../../access/standing';
import { canEnter } from '@rally/domain';
import { enqueue } from '../../integrations/jobs/queue';
import { queueMail } from '../../integrations/mail/mailer';
import { getClubRow } from '../clubs/club-reads.service';
import { verifiedEmailOf } from '../players/people.service';
import { findGroups } from './message-groups.service';
import { newsletterGroups, newsletterRecipients, newsletters } from './newsletters.tables';
import { sanitizeNewsletterHtml } from './newsletter-html';
import {
  groupIdsOf,
  NEWSLETTER_NOT_FOUND,
  OPEN_STATUSES,
  progressOf,
  read,
  toRecord,
  type Ctx,
  type Row,
} from './newsletter-records';
import { newsletterMail, START_NEWSLETTER_JOB } from './newsletter-delivery.service';
import * as clock from '../../clock';

// Newsletters (issue 12): drafts of sanitised HTML; sending is a job that resolves the recipients
// at send time (one row per address: nobody twice), then batch jobs deliver them with retries,
// each recipient's status kept; every e-mail has an unsubscribe link and List-Unsubscribe headers.

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

import { eq, sql } from 'drizzle-orm';
import { newsletterMessages as N, type NewsletterProgress, type NewsletterRecord } from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { newsletterGroups, newsletterRecipients, newsletters } from './newsletters.tables';

// A newsletter as the API answers it, with its audience and delivery progress, for the services
// of the club's newsletters and of their delivery.

export type Ctx = Pick<ServiceContext, 'db' | 'actor' | 'standings' | 'config' | 'mailer'>;
export type Row = typeof newsletters.$inferSelect;

export const NEWSLETTER_NOT_FOUND = N.notFound;
/** A recipient's statuses that count as queued: waiting, claimed by a batch job, being handed over. */
export const OPEN_STATUSES = ['queued', 'claimed', 'sending'] as const;

export const progressOf = sql<NewsletterProgress>`(select json_build_object(
  'total', count(*)::int,
  'queued', count(*) filter (where r.status in ('queued', 'claimed', 'sending'))::int,
  'sent', count(*) filter (where r.status = 'sent')::int,
  'failed', count(*) filter (where r.status = 'failed')::int,
  'skipped', count(*) filter (where r.status = 'skipped')::int)
  from ${newsletterRecipients} r where r.newsletter_id = ${newsletters}.id)`;
/** The newsletter's groups, in order. */
export const groupIdsOf = sql<
  number[]
>`coalesce((select array_agg(g.group_id order by g.group_id) from ${newsletterGroups} g where g.newsletter_id = ${newsletters}.id), '{}')`;

export const toRecord = (r: { n: Row; progress: NewsletterProgress; groups: number[] }): NewsletterRecord => ({
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

/** One newsletter as the API answers it. */
export async function read(db: Db | Tx, id: number) {
  const [row] = await db
    .select({ n: newsletters, progress: progressOf, groups: groupIdsOf })
    .from(newsletters)
    .where(eq(newsletters.id, id));
  return toRecord(row);
}

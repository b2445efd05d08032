import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { enqueue } from '../../integrations/jobs/queue';
import { courtWaitlist } from './court-waitlist.tables';

// Courts held for the waiting list (issue 29, docs/court-waitlist.md): what the free lists and the
// clash check read, the club's hold lock, and the job a freed court enqueues. Kept apart from the
// offers (court-waitlist-offers.ts), which read the availability that reads these.

/** The job that offers freed courts to the line; every path that frees a court enqueues it. */
export const OFFER_JOB = 'courts.waitlist-offer';
/** First key of the club's hold lock: slot writers take it shared (in the trigger), offers and claims exclusive. */
const HOLD_LOCK = 4201;

/** Holds the club's hold lock exclusively until the transaction ends: no slot is written meanwhile. */
export async function lockHolds(tx: Tx, clubId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${HOLD_LOCK}::int, ${clubId}::int)`);
}

/** A court of the club may have freed: when anyone waits, the offer job looks at the line (queued in the caller's transaction). */
export async function courtFreed(tx: Tx, clubId: number) {
  const [waiting] = await tx
    .select({ id: courtWaitlist.id })
    .from(courtWaitlist)
    .where(and(eq(courtWaitlist.club_id, clubId), eq(courtWaitlist.status, 'W')))
    .limit(1);
  if (waiting) await enqueue(tx, OFFER_JOB, { clubId });
}

/** The held times on these courts overlapping [from, to), by court (instants in ms), as the free lists read them. */
export async function heldSlotsOn(db: Db | Tx, clubId: number, courtIds: readonly number[], from: Date, to: Date) {
  const byCourt = new Map<number, { start: number; end: number; entry: number; player: number }[]>();
  if (!courtIds.length) return byCourt;
  const rows = await db
    .select({
      id: courtWaitlist.id,
      player: courtWaitlist.player_id,
      court: courtWaitlist.offer_court_id,
      start: courtWaitlist.offer_starts_at,
      end: courtWaitlist.offer_ends_at,
    })
    .from(courtWaitlist)
    .where(
      and(
        eq(courtWaitlist.club_id, clubId),
        eq(courtWaitlist.status, 'O'),
        inArray(courtWaitlist.offer_court_id, [...courtIds]),
        sql`${courtWaitlist.offer_starts_at} < ${to.toISOString()}::timestamptz`,
        gt(courtWaitlist.offer_ends_at, from),
      ),
    );
  for (const r of rows) {
    const held = { start: r.start!.getTime(), end: r.end!.getTime(), entry: r.id, player: r.player };
    const list = byCourt.get(r.court!);
    if (list) list.push(held);
    else byCourt.set(r.court!, [held]);
  }
  return byCourt;
}

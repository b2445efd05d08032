import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { clubTerms } from './clubs.tables';

// What the events area reads of a club's clinic terms (areas meet through services): an event's
// own terms, else the club's default set of type C.

export type TermsFacts = typeof clubTerms.$inferSelect;

/** The terms `termsId` of the club, else its default clinic terms, else null. */
export async function findEventTerms(db: Db | Tx, clubId: number, termsId: number | null): Promise<TermsFacts | null> {
  if (termsId !== null) {
    const [own] = await db
      .select()
      .from(clubTerms)
      .where(and(eq(clubTerms.club_id, clubId), eq(clubTerms.id, termsId)));
    if (own) return own;
  }
  const [def] = await db
    .select()
    .from(clubTerms)
    .where(and(eq(clubTerms.club_id, clubId), eq(clubTerms.ttype, 'C'), eq(clubTerms.default, true)));
  return def ?? null;
}

import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './client';

type ClubTable = PgTable & { id: PgColumn; club_id: PgColumn };

/**
 * A club record read inside the transaction that changes it and locked (`FOR UPDATE`) until the
 * transaction ends, or undefined when the club has no such record. A PATCH merges the body with
 * this copy: one read before the transaction would let two PATCHes of one record each merge with
 * the old copy, and the second would undo the first.
 */
export async function lockRecord<T extends ClubTable>(
  tx: Tx,
  table: T,
  id: number,
  clubId: number,
): Promise<T['$inferSelect'] | undefined> {
  const rows = await tx
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), eq(table.club_id, clubId)))
    .for('update');
  return rows[0] as T['$inferSelect'] | undefined;
}

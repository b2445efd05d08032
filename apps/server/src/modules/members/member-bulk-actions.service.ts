import { and, eq, inArray } from 'drizzle-orm';
import type { BulkDeleteMembers } from '@rally/domain';
import type { ServiceContext } from '../../context';
import { notFound } from '../../http/errors';
import { assertAccess } from '../../access/access';
import { clubMembers } from './members.tables';
import { MEMBER_NOT_FOUND } from './members.service';

// Actions on a selection of the member list (issue 8): the same rules as the one-member calls,
// for many members in one transaction, all or none.

type Ctx = Pick<ServiceContext, 'db' | 'actor'>;

/**
 * POST /api/cmember/bulk_delete/?club: removes the chosen members of the club. An id that is not
 * a member of this club (missing, or another club's) refuses the whole call with the one-member
 * call's 404, so nothing is removed and another club's ids are never confirmed to exist.
 */
export async function deleteMembers({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { club: number; body: BulkDeleteMembers };
}): Promise<{ deleted: number }> {
  await assertAccess(ctx, input.club, { area: 'members' });
  const ids = [...new Set(input.body.ids)];
  return ctx.db.transaction(async (tx) => {
    const scope = and(eq(clubMembers.club_id, input.club), inArray(clubMembers.id, ids));
    // Lock the rows first: a member another request removes meanwhile counts as missing.
    const found = await tx.select({ id: clubMembers.id }).from(clubMembers).where(scope).for('update');
    if (found.length !== ids.length) throw notFound(MEMBER_NOT_FOUND);
    await tx.delete(clubMembers).where(scope);
    return { deleted: found.length };
  });
}

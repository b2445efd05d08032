import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { clubAdmins } from '../db/schema';

/**
 * The role codes a player holds as an active administrator, at every club (two-step sign-in's
 * requirement reads them: `twoFactorRequired`). Here because src/access is the one place that
 * reads the administrators across areas.
 */
export async function activeAdminRoles(db: Db | Tx, playerId: number): Promise<string[]> {
  const rows = await db
    .select({ roles: clubAdmins.roles })
    .from(clubAdmins)
    .where(and(eq(clubAdmins.player_id, playerId), eq(clubAdmins.status, 'A')));
  return rows.flatMap((row) => row.roles ?? []);
}

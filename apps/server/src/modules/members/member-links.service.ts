import { and, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { clubMembers } from './members.tables';

/**
 * Links every unlinked member of any club with this e-mail to the player: call it when a player
 * validates an address (members.events.ts, on the players area's event player.emailVerified).
 */
export async function linkMembersToPlayer(tx: Db | Tx, playerId: number, email: string): Promise<number> {
  const linked = await tx
    .update(clubMembers)
    .set({ player_id: playerId })
    .where(
      and(
        sql`${clubMembers.player_id} is null`,
        sql`${clubMembers.email_set} @> ${JSON.stringify([email.toLowerCase()])}::jsonb`,
      ),
    )
    .returning({ id: clubMembers.id });
  return linked.length;
}

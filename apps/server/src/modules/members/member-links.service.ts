import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queueMails } from '../../integrations/mail/mailer';
import { clubContactsOf } from '../clubs/player-clubs.service';
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

/**
 * Copies what a player changed of their own profile to every member linked to them, in every club
 * (the member fields of spec 2 that the player gives: gender, dob, ntrp_level, phone_number).
 */
export async function copyProfileToMembers(
  tx: Db | Tx,
  playerId: number,
  change: { gender?: 'U' | 'M' | 'F'; dob?: string | null; ntrp_level?: number | null; phone?: string },
): Promise<void> {
  const set = {
    ...(change.gender !== undefined && { gender: change.gender }),
    ...(change.dob !== undefined && { dob: change.dob }),
    ...(change.ntrp_level !== undefined && {
      ntrp_level: change.ntrp_level === null ? null : change.ntrp_level.toFixed(1),
    }),
    ...(change.phone !== undefined && { phone_number: change.phone.trim() }),
  };
  if (!Object.keys(set).length) return;
  // By player, across clubs (club_members_player_idx): a person's own word reaches each club they belong to.
  await tx.update(clubMembers).set(set).where(eq(clubMembers.player_id, playerId));
}

/**
 * A player deleted their Rally account: each member linked to them is unlinked (is_user ends) and
 * each such club with an e-mail address is told, so it can decide what its own register keeps.
 */
export async function unlinkDeletedPlayer(tx: Db | Tx, playerId: number, name: string): Promise<void> {
  const linked = await tx
    .update(clubMembers)
    .set({ player_id: null })
    .where(eq(clubMembers.player_id, playerId))
    .returning({ club: clubMembers.club_id });
  if (!linked.length) return;
  const rows = await clubContactsOf(
    tx,
    linked.map((m) => m.club),
  );
  await queueMails(
    tx,
    rows
      .filter((c) => c.email)
      .map((c) => ({
        to: c.email,
        subject: `Rally: ${name} has deleted their account`,
        text: [
          'Hello,',
          '',
          `${name}, a member of ${c.name}, has deleted their Rally account. Their member record in your register stays, no longer linked to a Rally login: keep what you need to run the club (and its finances), and remove what you no longer need.`,
          '',
          'Their payments to the club stay in your transactions, under the name "Deleted player".',
          '',
          'The Rally team',
        ].join('\n'),
      })),
  );
}

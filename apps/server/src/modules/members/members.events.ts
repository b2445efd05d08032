import type { EventHandlers } from '../../events/bus';
import { copyProfileToMembers, linkMembersToPlayer, unlinkDeletedPlayer } from './member-links.service';

/**
 * A player verified an e-mail address: every unlinked member of any club registered under it is
 * linked to the player, in the same transaction (the member shows `is_user`, and member standing
 * follows the player from then on).
 */
export const membersEventHandlers: EventHandlers = {
  'player.emailVerified': {
    inTransaction: async (tx, { playerId, email }) => {
      await linkMembersToPlayer(tx, playerId, email);
    },
  },
  /**
   * A player changed their profile on the Me page: every club member linked to them takes the
   * change (docs/account.md "What clubs see"), in the same transaction.
   */
  'player.profileChanged': {
    inTransaction: async (tx, { playerId, ...change }) => {
      await copyProfileToMembers(tx, playerId, change);
    },
  },
  /**
   * A player deleted their account: each club whose register links them is told by e-mail, and the
   * link ends (the member record is the club's: docs/account.md "Deleting the account").
   */
  'player.accountDeleted': {
    inTransaction: async (tx, { playerId, name }) => {
      await unlinkDeletedPlayer(tx, playerId, name);
    },
  },
};

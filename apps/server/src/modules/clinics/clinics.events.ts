import { eq } from 'drizzle-orm';
import type { EventHandlers } from '../../events/bus';
import { eventParticipants } from './clinics.tables';

/**
 * A player deleted their account: their places in clinics keep their sessions and payments (the
 * club's records) but not their copy of the person: name replaced, e-mail, date of birth, phone
 * and notes erased (docs/account.md "Deleting the account").
 */
export const clinicsEventHandlers: EventHandlers = {
  'player.accountDeleted': {
    inTransaction: async (tx, { playerId }) => {
      await tx
        .update(eventParticipants)
        .set({ name: 'Deleted player', email: '', dob: null, number: '', notes: '' })
        .where(eq(eventParticipants.player_id, playerId));
    },
  },
};

import type { EventHandlers } from '../../events/bus';
import { resetPasswordMail } from '../auth/index';
import { createResetLink, linkUrl } from '../auth/user-links.service';
import { findUserByEmail } from '../auth/users.service';
import { findPlayerOfUser } from '../players/players.service';

/** The job of the reset e-mail (its name predates the event: jobs already queued keep it). */
export const PASSWORD_RESET_JOB = 'auth.password_reset';

/**
 * After a password reset request's answer (auth's requestPasswordReset emits the event for any
 * address): the 1-hour link and its e-mail, greeting the person by their player's first name, for
 * an active account with the address; nothing for any other.
 */
export const accountEventHandlers: EventHandlers = {
  'user.passwordResetRequested': {
    later: {
      job: PASSWORD_RESET_JOB,
      run:
        ({ mailer, config }) =>
        async ({ email }, { db }) => {
          await db.transaction(async (tx) => {
            const user = await findUserByEmail(tx, email);
            if (!user?.is_active) return;
            const player = await findPlayerOfUser(tx, user.id);
            const key = await createResetLink(tx, user.id);
            await mailer.queue(
              tx,
              resetPasswordMail({
                to: email,
                firstName: player?.first_name ?? '',
                link: linkUrl(config.publicUrl, 'reset-password', key),
              }),
            );
          });
        },
    },
  },
};

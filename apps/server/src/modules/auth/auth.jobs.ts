import { eq } from 'drizzle-orm';
import type { Deps } from '../../http/route-helpers';
import type { Job, JobHandlers } from '../../integrations/jobs/worker';
import { findPlayerOfUser } from '../players/players.service';
import { resetPasswordMail } from './auth.mails';
import { PASSWORD_RESET_JOB } from './auth.service';
import { users } from './auth.tables';
import { createResetLink, linkUrl } from './user-links.service';

/** The reset job: the link and its e-mail for an active account with the address; nothing for any other. */
export function passwordResetJobHandlers(deps: Pick<Deps, 'mailer' | 'config'>): JobHandlers {
  return {
    async [PASSWORD_RESET_JOB](job: Job<{ email: string }>, { db }) {
      const email = job.payload.email;
      await db.transaction(async (tx) => {
        const [user] = await tx
          .select({ id: users.id, is_active: users.is_active })
          .from(users)
          .where(eq(users.email, email));
        if (!user?.is_active) return;
        const player = await findPlayerOfUser(tx, user.id);
        const key = await createResetLink(tx, user.id);
        await deps.mailer.queue(
          tx,
          resetPasswordMail({
            to: email,
            firstName: player?.first_name ?? '',
            link: linkUrl(deps.config.publicUrl, 'reset-password', key),
          }),
        );
      });
    },
  };
}

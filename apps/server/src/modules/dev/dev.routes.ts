import { desc, eq } from 'drizzle-orm';
import { devContract } from '@rally/domain';
import { route } from '../../http/contract-route';
import { ctxOf, type App } from '../../http/route-helpers';
import { outbox } from '../../integrations/mail/mail.tables';

/**
 * Development aids, registered only when DEV_OUTBOX=true: the outbox reader lets a developer or
 * a browser test follow the links the app e-mails (verification, password reset) without SMTP.
 */
export async function devRoutes(app: App) {
  if (!app.deps.config.devOutbox) return;
  route(app, devContract.outbox, async (req) => {
    const { db } = ctxOf(req);
    const where = req.query.to ? eq(outbox.to, req.query.to.toLowerCase()) : undefined;
    const mails = await db
      .select({
        id: outbox.id,
        to: outbox.to,
        subject: outbox.subject,
        text: outbox.text,
        created_at: outbox.created_at,
      })
      .from(outbox)
      .where(where)
      .orderBy(desc(outbox.id))
      .limit(20);
    // The answer is JSON: its time as ISO text.
    return mails.map((mail) => ({ ...mail, created_at: mail.created_at.toISOString() }));
  });
}

import { z } from 'zod';
import { desc, eq } from 'drizzle-orm';
import { ctxOf, type App } from '../../http/route-helpers';
import { outbox } from '../../integrations/mail/mail.tables';

const outboxMailSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  created_at: z.date(),
});

/**
 * Development aids, registered only when DEV_OUTBOX=true: the outbox reader lets a developer or
 * a browser test follow the links the app e-mails (verification, password reset) without SMTP.
 */
export async function devRoutes(app: App) {
  if (!app.deps.config.devOutbox) return;
  app.get(
    '/dev/outbox/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['development'],
        summary: 'Latest e-mails in the outbox (only when DEV_OUTBOX=true)',
        querystring: z.object({ to: z.string().max(254).optional() }),
        response: { 200: z.array(outboxMailSchema) },
      },
    },
    async (req) => {
      const { db } = ctxOf(req);
      const where = req.query.to ? eq(outbox.to, req.query.to.toLowerCase()) : undefined;
      return db
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
    },
  );
}

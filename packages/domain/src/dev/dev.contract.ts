import { z } from 'zod';
import { endpoint } from '../contract/endpoint';

/** One e-mail of the development outbox. */
export const outboxMailSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  created_at: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/**
 * Development aids, registered only when DEV_OUTBOX=true: the outbox reader lets a developer or
 * a browser test follow the links the app e-mails (verification, password reset) without SMTP.
 */
export const devContract = {
  outbox: endpoint({
    method: 'GET',
    path: '/dev/outbox/',
    access: 'public',
    query: z.object({ to: z.string().max(254).optional() }),
    response: { 200: z.array(outboxMailSchema) },
    summary: 'Latest e-mails in the outbox (only when DEV_OUTBOX=true)',
    tags: ['development'],
  }),
};

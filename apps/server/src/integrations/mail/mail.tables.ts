import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import * as clock from '../../clock';

/** Every e-mail the product sends is written here first; the SMTP sender (when configured) marks it sent. */
export const outbox = pgTable('outbox', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  to: text().notNull(),
  subject: text().notNull(),
  text: text().notNull(),
  html: text(),
  /** Extra headers (List-Unsubscribe on newsletters). */
  headers: jsonb().$type<Record<string, string>>(),
  /**
   * Files to attach, by reference (issue 30): what builds each one again at send time (a receipt's
   * id: its PDF is drawn from its stored snapshot), so the row stays small and the file is the same.
   */
  attachments: jsonb().$type<{ kind: string; ref: string; filename: string }[]>(),
  status: text({ enum: ['queued', 'sent', 'logged', 'failed'] })
    .notNull()
    .default('queued'),
  error: text(),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
  sent_at: timestamp({ withTimezone: true }),
});

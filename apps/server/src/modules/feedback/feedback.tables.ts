import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import * as clock from '../../clock';

/** Messages sent through the public Contact Us form. */
export const feedback = pgTable('feedback', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  email: text().notNull(),
  subject: text().notNull().default(''),
  message: text().notNull(),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
});

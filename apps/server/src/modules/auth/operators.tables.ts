import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import * as clock from '../../clock';
import { users } from './auth.tables';

/**
 * Rally's operators (issue 31, docs/operator.md): the people who run the service, a platform
 * role of its own beside any club role. Granted and revoked only from the command line
 * (`npm run operator -- grant|revoke <email>`), never through the API.
 */
export const platformOperators = pgTable('platform_operators', {
  user_id: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  granted_at: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
});

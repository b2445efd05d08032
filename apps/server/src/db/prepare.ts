import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from './client';
import { users } from './schema';
import { seedReference } from './seed/reference.seed';
import { demoLogins, seedDemo } from './seed/demo.seed';

export type Prepared = {
  /** The demo data went in on this start. */
  seededDemo: boolean;
  /** The demo logins exist (seeded now or on an earlier start), so printing them helps. */
  hasDemoLogins: boolean;
};

/**
 * Brings an open database to what the server needs before it listens: migrated, reference data
 * in, demo data only where config.seedDemo allows it (see config.ts: the embedded default, or
 * SEED_DEMO=true), and only into an empty database.
 */
export async function prepareDatabase(database: Database, config: Pick<Config, 'seedDemo'>): Promise<Prepared> {
  await database.migrate();
  await seedReference(database.db);
  if (!config.seedDemo) return { seededDemo: false, hasDemoLogins: false };
  const seededDemo = await seedDemo(database.db);
  if (seededDemo) return { seededDemo, hasDemoLogins: true };
  // Not seeded now: the database held data already, which may or may not be the demo's.
  const [agent] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoLogins[0].email))
    .limit(1);
  return { seededDemo, hasDemoLogins: agent !== undefined };
}

import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
// The journal of the migrations this build carries (bundled into dist/main.js with it), so
// "applied" means: the database has every migration this code expects.
import journal from '../../db/migrations/meta/_journal.json' with { type: 'json' };

const latestMigration = Math.max(...journal.entries.map((entry) => entry.when));

// A probe that hangs is worse than one that fails: the balancer should hear "not ready" in time.
const READY_TIMEOUT_MS = 2_000;

/** Why this process cannot serve requests yet, or null when the database answers and is migrated. */
export async function findNotReadyReason(db: Db): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve('The database did not answer in time.'), READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([checkDatabase(db), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function checkDatabase(db: Db): Promise<string | null> {
  try {
    await db.execute(sql`select 1`);
  } catch {
    return 'The database does not answer.';
  }
  try {
    // drizzle's migrator records each applied migration with its journal time in created_at.
    const result = await db.execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`);
    const last = Number((result as unknown as { rows: { last: string | number | null }[] }).rows[0]?.last ?? 0);
    return last >= latestMigration ? null : 'The database migrations have not all been applied.';
  } catch {
    return 'The database migrations have not been applied.';
  }
}

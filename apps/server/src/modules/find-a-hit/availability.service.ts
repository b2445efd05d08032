import { eq, inArray } from 'drizzle-orm';
import {
  sortAvailability,
  type AvailabilityRecord,
  type AvailabilityWindow,
  type PlayerAvailability,
} from '@rally/domain';
import type { Db, Tx } from '../../db/client';
import { matchaAvailability } from './find-a-hit.tables';
import type { ServiceContext } from '../../context';
import { unauthorized } from '../../http/errors';
import * as clock from '../../clock';

// A player's weekly availability for find-a-hit (docs/find-a-hit.md "Availability"). Their own record,
// for every club: the board reads each hit's window against it in the hit's club zone.

type Ctx = Pick<ServiceContext, 'db' | 'actor'>;
const actorOf = (ctx: Ctx) => {
  if (!ctx.actor) throw unauthorized();
  return ctx.actor;
};

/** The players' windows (an empty list for a player who set none). */
export async function availabilityOf(db: Db | Tx, playerIds: number[]): Promise<Map<number, AvailabilityWindow[]>> {
  const found = new Map<number, AvailabilityWindow[]>(playerIds.map((p) => [p, []]));
  if (!playerIds.length) return found;
  const rows = await db.select().from(matchaAvailability).where(inArray(matchaAvailability.player_id, playerIds));
  for (const r of rows) found.set(r.player_id, r.windows);
  return found;
}

/** GET /api/matchaavailability/: the caller's own times. */
export async function getAvailability({ ctx }: { ctx: Ctx }): Promise<AvailabilityRecord> {
  const me = actorOf(ctx).playerId;
  const [row] = await ctx.db.select().from(matchaAvailability).where(eq(matchaAvailability.player_id, me));
  return { windows: row?.windows ?? [], updated: row?.updated_at.toISOString() ?? null };
}

/** PUT /api/matchaavailability/: replaces the caller's week (an empty list clears it: every time fits). */
export async function setAvailability({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: PlayerAvailability;
}): Promise<AvailabilityRecord> {
  const me = actorOf(ctx).playerId;
  const windows = sortAvailability(input.windows);
  const [row] = await ctx.db
    .insert(matchaAvailability)
    .values({ player_id: me, windows, updated_at: clock.now() })
    .onConflictDoUpdate({ target: matchaAvailability.player_id, set: { windows, updated_at: clock.now() } })
    .returning();
  return { windows: row.windows, updated: row.updated_at.toISOString() };
}

import { and, eq, sql } from 'drizzle-orm';
import { checkInMessages as m, courtNotFound, type CourtCheckInCode } from '@rally/domain';
import { assertAccess } from '../../access/access';
import type { ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { invalid, notFound } from '../../http/errors';
import * as clock from '../../clock';
import { findClubCourts } from '../courts/court-booking-reads.service';
import { courtCheckInCodes } from './check-ins.tables';

// Each court's check-in code (issue 29, docs/court-waitlist.md "By a code"): printed under the
// court's QR code and carried in its link; a player's check-in names it. The database draws each
// (rally_check_in_code(), migration court_check_in_codes) and gives every new court its own.

type Ctx = ServiceContext;

/** Refuses (400, nothing changes) a check-in whose code is not the court's. */
export async function assertCourtCode(db: Db | Tx, clubId: number, courtId: number, code: string) {
  const [row] = await db
    .select({ code: courtCheckInCodes.code })
    .from(courtCheckInCodes)
    .where(and(eq(courtCheckInCodes.club_id, clubId), eq(courtCheckInCodes.court_id, courtId)));
  if (!row || row.code !== code) throw invalid(m.wrongCode, { code: [m.wrongCode] });
}

/** GET /api/club/{id}/check_in_codes/: each court's code, by court number (the QR sheet). */
export async function listCourtCodes({ ctx, club }: { ctx: Ctx; club: number }): Promise<CourtCheckInCode[]> {
  await assertAccess(ctx, club, { area: 'courtSettings' });
  const [courts, rows] = await Promise.all([
    findClubCourts(ctx.db, club),
    ctx.db
      .select({ court: courtCheckInCodes.court_id, code: courtCheckInCodes.code })
      .from(courtCheckInCodes)
      .where(eq(courtCheckInCodes.club_id, club)),
  ]);
  const codes = new Map(rows.map((r) => [r.court, r.code]));
  return courts.filter((c) => codes.has(c.id)).map((c) => ({ court: c.id, code: codes.get(c.id)! }));
}

/** POST /api/court/{id}/check_in_code/: a new code; the printed one (and its QR code) stop working at once. */
export async function renewCourtCode({ ctx, id }: { ctx: Ctx; id: number }): Promise<CourtCheckInCode> {
  // Every court has its code (a trigger on courts): its row names the court's club.
  const [court] = await ctx.db
    .select({ club: courtCheckInCodes.club_id })
    .from(courtCheckInCodes)
    .where(eq(courtCheckInCodes.court_id, id));
  if (!court) throw notFound(courtNotFound.court);
  await assertAccess(ctx, court.club, { area: 'courtSettings', notFound: courtNotFound.court });
  const [row] = await ctx.db
    .update(courtCheckInCodes)
    .set({ code: sql`rally_check_in_code()`, renewed_at: clock.now() })
    .where(and(eq(courtCheckInCodes.club_id, court.club), eq(courtCheckInCodes.court_id, id)))
    .returning({ court: courtCheckInCodes.court_id, code: courtCheckInCodes.code });
  return row;
}

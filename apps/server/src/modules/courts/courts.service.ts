import { and, asc, count, eq, max, ne } from 'drizzle-orm';
import {
  canEnableMessages,
  courtMessages,
  courtRefusals,
  courtSchema,
  MAX_COURT_NUMBER,
  nextCourtNumber,
  type CourtChanges,
  type CourtRecord,
  type CourtValues,
  type CreateCourt,
} from '@rally/domain';
import type { Tx } from '../../db/client';
import { lockRecord } from '../../db/lock-record';
import { conflict, invalid, notFound } from '../../http/errors';
import { courtDeleteRefusal } from './court-delete-checks.service';
import { pageWindow, type PageQuery } from '../../http/paging';
import { getClubRow } from '../clubs/club-reads.service';
import { registerFeatureCheck } from '../clubs/club-checks.service';
import { listSurfaces } from '../reference/reference.service';
import { courtGroups, courts } from './courts.tables';
import { assertAccess } from '../../access/access';
import { COURT_NOT_FOUND, lockFor, parseBody, toCourtRecord, type Ctx, type CourtRow } from './court-records';

// Courts (spec 2 §3, §4, §5, §7). A court belongs to a club and, usually, to one of its court
// groups; its number is unique in the club, and a court added without one gets the club's
// highest number plus one.

// Court bookings need a court to book (spec 2 §7 can_enable_courts).
registerFeatureCheck('courtbooking', async (db, clubId) => {
  const [row] = await db.select({ id: courts.id }).from(courts).where(eq(courts.club_id, clubId)).limit(1);
  return row ? null : canEnableMessages.courtsNeeded;
});

/** GET /api/court/?club[&group] (the guard has checked the club): by number. */
export async function listCourts({ ctx, input }: { ctx: Ctx; input: PageQuery & { club: number; group?: number } }) {
  await assertAccess(ctx, input.club, { area: 'courtBookings' });
  const where = and(eq(courts.club_id, input.club), input.group ? eq(courts.group_id, input.group) : undefined);
  const [{ total }] = await ctx.db.select({ total: count() }).from(courts).where(where);
  const { limit, offset } = pageWindow(input);
  const rows = await ctx.db.select().from(courts).where(where).orderBy(asc(courts.number)).limit(limit).offset(offset);
  return { count: total, rows: rows.map(toCourtRecord) };
}

async function getCourtForChange(ctx: Ctx, id: number): Promise<CourtRow> {
  const [row] = await ctx.db.select().from(courts).where(eq(courts.id, id));
  if (!row) throw notFound(COURT_NOT_FOUND);
  await assertAccess(ctx, row.club_id, { area: 'courtSettings', notFound: COURT_NOT_FOUND });
  return row;
}

const refuse = (field: string, message: string) => invalid(courtRefusals.court, { [field]: [message] });

/** What a court's sport and surface are checked against: the club's sports and the surfaces of each sport (reference data). */
type SportRefs = { clubSports: number[]; surfaces: { id: number; sport: number }[] };

/** Read before the transaction (reference data; PGlite cannot read outside an open transaction). */
async function loadSportRefs(ctx: Ctx, clubId: number): Promise<SportRefs> {
  const club = await getClubRow(ctx.db, clubId);
  const surfaces = await listSurfaces({ ctx, input: { page: 1, page_size: 1000 } });
  return { clubSports: club.available_sports, surfaces: surfaces.rows };
}

/** A sport the club offers and a surface of that sport. */
function assertSportAndSurface(refs: SportRefs, values: CourtValues) {
  // A club that has not listed its sports takes any (court_rules.available_sports is optional).
  if (refs.clubSports.length && !refs.clubSports.includes(values.sport))
    throw refuse('sport', courtMessages.sportOfClub);
  if (!refs.surfaces.some((s) => s.id === values.surface && s.sport === values.sport))
    throw refuse('surface', courtMessages.surfaceOfSport);
}

/** The club's own group, or the refusal on `group`. */
async function assertGroupOfClub(tx: Tx, clubId: number, groupId: number | null) {
  if (groupId === null) return;
  const [group] = await tx
    .select({ id: courtGroups.id })
    .from(courtGroups)
    .where(and(eq(courtGroups.id, groupId), eq(courtGroups.club_id, clubId)));
  if (!group) throw refuse('group', courtMessages.groupOfClub);
}

/** The number to store: the one given when it is free, otherwise the club's highest + 1 (spec 2 §4). */
async function numberFor(
  tx: Tx,
  clubId: number,
  wanted: number | null | undefined,
  exceptId?: number,
): Promise<number> {
  if (wanted !== null && wanted !== undefined) {
    const [clash] = await tx
      .select({ id: courts.id })
      .from(courts)
      .where(
        and(eq(courts.club_id, clubId), eq(courts.number, wanted), exceptId ? ne(courts.id, exceptId) : undefined),
      );
    if (clash) throw refuse('number', courtMessages.numberTaken(wanted));
    return wanted;
  }
  const [{ highest }] = await tx
    .select({ highest: max(courts.number) })
    .from(courts)
    .where(eq(courts.club_id, clubId));
  const next = nextCourtNumber(highest === null ? [] : [highest]);
  if (next > MAX_COURT_NUMBER) throw refuse('number', `Choose a number from 1 to ${MAX_COURT_NUMBER}`);
  return next;
}

const columnsOf = (v: CourtValues) => ({
  name: v.name,
  group_id: v.group,
  sport_id: v.sport,
  surface_id: v.surface,
  has_lights: v.has_lights,
  bookable: v.bookable,
  indoor: v.indoor,
  access_notes: v.access_notes,
  notes: v.notes,
});

/** POST /api/court/ (the guard has checked body.club). */
export async function createCourt({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { club: number; body: CreateCourt };
}): Promise<CourtRecord> {
  await assertAccess(ctx, input.club, { area: 'courtSettings' });
  const values = parseBody(courtSchema, input.body, courtRefusals.court);
  assertSportAndSurface(await loadSportRefs(ctx, input.club), values);
  return ctx.db.transaction(async (tx) => {
    // Numbering reads the club's highest number and then writes: one court at a time per club.
    await lockFor(tx, 'courtNumbers', input.club);
    await assertGroupOfClub(tx, input.club, values.group);
    const number = await numberFor(tx, input.club, values.number);
    const [row] = await tx
      .insert(courts)
      .values({ ...columnsOf(values), club_id: input.club, number })
      .returning();
    return toCourtRecord(row);
  });
}

const asInput = (row: CourtRow): Record<string, unknown> => ({ ...toCourtRecord(row) });

/** PATCH /api/court/{id}/: fields left out keep their value; a new number must be free. */
export async function updateCourt({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: number; body: CourtChanges };
}): Promise<CourtRecord> {
  const found = await getCourtForChange(ctx, input.id);
  const refs = await loadSportRefs(ctx, found.club_id);
  return ctx.db.transaction(async (tx) => {
    await lockFor(tx, 'courtNumbers', found.club_id);
    const row = await lockRecord(tx, courts, found.id, found.club_id);
    if (!row) throw notFound(COURT_NOT_FOUND);
    const values = parseBody(courtSchema, { ...asInput(row), ...input.body }, courtRefusals.court);
    assertSportAndSurface(refs, values);
    await assertGroupOfClub(tx, row.club_id, values.group);
    const number =
      values.number === row.number ? row.number : await numberFor(tx, row.club_id, values.number ?? row.number, row.id);
    const [saved] = await tx
      .update(courts)
      .set({ ...columnsOf(values), number })
      .where(and(eq(courts.id, row.id), eq(courts.club_id, row.club_id)))
      .returning();
    return toCourtRecord(saved);
  });
}

/** DELETE /api/court/{id}/. */
export async function deleteCourt({ ctx, id }: { ctx: Ctx; id: number }) {
  const row = await getCourtForChange(ctx, id);
  // Other areas may hold on to the court (bookings: upcoming bookings on it, issue 9).
  const refusal = await courtDeleteRefusal(ctx.db, row.club_id, [{ id: row.id, name: row.name }]);
  if (refusal) throw conflict(refusal);
  await ctx.db.delete(courts).where(and(eq(courts.id, row.id), eq(courts.club_id, row.club_id)));
}

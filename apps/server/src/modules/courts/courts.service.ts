import { and, asc, count, eq, max, ne } from 'drizzle-orm';
import { countFutureBookingsOfCourts } from '../bookings/booking-instances.service';
import { courtMessages, courtRefusals, courtSchema, MAX_COURT_NUMBER, nextCourtNumber, type CourtChanges, type CourtRecord, type CourtValues, type CreateCourt } from '@rally/domain';
import type { Tx } from '../../db/client';
import { conflict, invalid, notFound } from '../../http/errors';
import { pageWindow, type PageQuery } from '../../http/paging';
import { getClubRow } from '../clubs/club-reads.service';
import { listSurfaces } from '../reference/reference.service';
import { courtGroups, courts } from './courts.tables';
import { assertRecordArea, COURT_NOT_FOUND, lockFor, parseBody, toCourtRecord, type Ctx, type CourtRow } from './court-records';

// Courts (spec 2 §3, §4, §5, §7). A court belongs to a club and, usually, to one of its court
// groups; its number is unique in the club, and a court added without one gets the club's
// highest number plus one.

/** GET /api/court/?club[&group] (the guard has checked the club): by number. */
export async function listCourts({ ctx, input }: { ctx: Ctx; input: PageQuery & { club: number; group?: number } }) {
  const where = and(eq(courts.club_id, input.club), input.group ? eq(courts.group_id, input.group) : undefined);
  const [{ total }] = await ctx.db.select({ total: count() }).from(courts).where(where);
  const { limit, offset } = pageWindow(input);
  const rows = await ctx.db.select().from(courts).where(where).orderBy(asc(courts.number)).limit(limit).offset(offset);
  return { count: total, rows: rows.map(toCourtRecord) };
}

async function getCourtForChange(ctx: Ctx, id: number): Promise<CourtRow> {
  const [row] = await ctx.db.select().from(courts).where(eq(courts.id, id));
  if (!row) throw notFound(COURT_NOT_FOUND);
  await assertRecordArea(ctx, row.club_id, 'courtSettings', COURT_NOT_FOUND);
  return row;
}

const refuse = (field: string, message: string) => invalid(courtRefusals.court, { [field]: [message] });

/** A sport the club offers and a surface of that sport (reference data: read outside the transaction). */
async function assertSportAndSurface(ctx: Ctx, clubId: number, values: CourtValues) {
  const club = await getClubRow(ctx.db, clubId);
  // A club that has not listed its sports takes any (court_rules.available_sports is optional).
  if (club.available_sports.length && !club.available_sports.includes(values.sport)) throw refuse('sport', courtMessages.sportOfClub);
  const surfaces = await listSurfaces({ ctx, input: { sport: values.sport, page: 1, page_size: 1000 } });
  if (!surfaces.rows.some((s) => s.id === values.surface)) throw refuse('surface', courtMessages.surfaceOfSport);
}

/** The club's own group, or the refusal on `group`. */
async function assertGroupOfClub(tx: Tx, clubId: number, groupId: number | null) {
  if (groupId === null) return;
  const [group] = await tx.select({ id: courtGroups.id }).from(courtGroups).where(and(eq(courtGroups.id, groupId), eq(courtGroups.club_id, clubId)));
  if (!group) throw refuse('group', courtMessages.groupOfClub);
}

/** The number to store: the one given when it is free, otherwise the club's highest + 1 (spec 2 §4). */
async function numberFor(tx: Tx, clubId: number, wanted: number | null | undefined, exceptId?: number): Promise<number> {
  if (wanted !== null && wanted !== undefined) {
    const [clash] = await tx.select({ id: courts.id }).from(courts).where(and(eq(courts.club_id, clubId), eq(courts.number, wanted), exceptId ? ne(courts.id, exceptId) : undefined));
    if (clash) throw refuse('number', courtMessages.numberTaken(wanted));
    return wanted;
  }
  const [{ highest }] = await tx.select({ highest: max(courts.number) }).from(courts).where(eq(courts.club_id, clubId));
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
export async function createCourt({ ctx, input }: { ctx: Ctx; input: { club: number; body: CreateCourt } }): Promise<CourtRecord> {
  const values = parseBody(courtSchema, input.body, courtRefusals.court);
  await assertSportAndSurface(ctx, input.club, values);
  return ctx.db.transaction(async (tx) => {
    // Numbering reads the club's highest number and then writes: one court at a time per club.
    await lockFor(tx, 'courtNumbers', input.club);
    await assertGroupOfClub(tx, input.club, values.group);
    const number = await numberFor(tx, input.club, values.number);
    const [row] = await tx.insert(courts).values({ ...columnsOf(values), club_id: input.club, number }).returning();
    return toCourtRecord(row);
  });
}

const asInput = (row: CourtRow): Record<string, unknown> => ({ ...toCourtRecord(row) });

/** PATCH /api/court/{id}/: fields left out keep their value; a new number must be free. */
export async function updateCourt({ ctx, input }: { ctx: Ctx; input: { id: number; body: CourtChanges } }): Promise<CourtRecord> {
  const row = await getCourtForChange(ctx, input.id);
  const values = parseBody(courtSchema, { ...asInput(row), ...input.body }, courtRefusals.court);
  await assertSportAndSurface(ctx, row.club_id, values);
  return ctx.db.transaction(async (tx) => {
    await lockFor(tx, 'courtNumbers', row.club_id);
    await assertGroupOfClub(tx, row.club_id, values.group);
    const number = values.number === row.number ? row.number : await numberFor(tx, row.club_id, values.number ?? row.number, row.id);
    const [saved] = await tx.update(courts).set({ ...columnsOf(values), number }).where(and(eq(courts.id, row.id), eq(courts.club_id, row.club_id))).returning();
    return toCourtRecord(saved);
  });
}

/** DELETE /api/court/{id}/. */
export async function deleteCourt({ ctx, id }: { ctx: Ctx; id: number }) {
  const row = await getCourtForChange(ctx, id);
  // A court with bookings still to come is refused with their number (issue 9); cancel or move them first.
  const upcoming = await countFutureBookingsOfCourts(ctx.db, row.club_id, [row.id]);
  if (upcoming > 0) throw conflict(`${row.name} has ${upcoming} upcoming booking${upcoming === 1 ? '' : 's'}; cancel or move them before removing it.`);
  await ctx.db.delete(courts).where(and(eq(courts.id, row.id), eq(courts.club_id, row.club_id)));
}

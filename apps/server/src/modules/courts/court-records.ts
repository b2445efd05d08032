import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  courtNotFound,
  fieldErrorsOf,
  toCourtGroupRecord,
  type CourtGroupRecord,
  type CourtRecord,
  type OpeningHours,
} from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { invalid } from '../../http/errors';
import { courtGroups, courts } from './courts.tables';

// What the courts services share: checking a body with the store's refusal,
// the advisory locks that serialise numbering and overlap checks, and the API shapes.

export type Ctx = Pick<ServiceContext, 'db' | 'actor'>;
export type GroupRow = typeof courtGroups.$inferSelect;
export type CourtRow = typeof courts.$inferSelect;

// The 404 sentences are the contracts' (@rally/domain courtNotFound), named here for the services.
export const COURT_NOT_FOUND = courtNotFound.court;
export const GROUP_NOT_FOUND = courtNotFound.courtGroup;
export const RATE_NOT_FOUND = courtNotFound.bookingRate;
export const TYPE_RATE_NOT_FOUND = courtNotFound.membershipTypeRate;

/**
 * The values of a record by the store's whole schema, or its refusal (spec 2 §8) with the field
 * errors. The route has checked the body's fields already; this applies the schema's transforms
 * and the rules across fields, which a PATCH can only check once merged with the stored record.
 * The schemas read their own routes' output unchanged (court.schema.test.ts in the domain).
 */
export function parseBody<S extends z.ZodType>(schema: S, body: object, refusal: string): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw invalid(refusal, fieldErrorsOf(parsed.error.issues));
  return parsed.data;
}

// Advisory lock namespaces: one per kind of check that reads a club's rows and then writes.
const LOCKS = { courtNumbers: 4101, courtGroups: 4102, groupRates: 4103 } as const;

/** Holds the lock of one kind for one key (a club or group id) until the transaction ends. */
export async function lockFor(tx: Tx, kind: keyof typeof LOCKS, key: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCKS[kind]}::int, ${key}::int)`);
}

/** A court in the API's shape. */
export const toCourtRecord = ({ club_id, group_id, sport_id, surface_id, ...c }: CourtRow): CourtRecord => ({
  ...c,
  club: club_id,
  group: group_id,
  sport: sport_id,
  surface: surface_id,
});

/** A court group in the API's shape (that of the club detail's courtgroup_set): effective hours and its courts' ids. */
export const toGroupRecord = (
  group: GroupRow,
  clubHours: readonly OpeningHours[],
  courtIds: number[],
): CourtGroupRecord => toCourtGroupRecord(group, clubHours, courtIds);

/** The ids of each group's courts, by court number. */
export async function courtIdsByGroup(db: Db | Tx, clubId: number): Promise<Map<number, number[]>> {
  const rows = await db
    .select({ id: courts.id, group: courts.group_id })
    .from(courts)
    .where(eq(courts.club_id, clubId))
    .orderBy(asc(courts.number));
  const byGroup = new Map<number, number[]>();
  for (const r of rows) if (r.group !== null) byGroup.set(r.group, [...(byGroup.get(r.group) ?? []), r.id]);
  return byGroup;
}

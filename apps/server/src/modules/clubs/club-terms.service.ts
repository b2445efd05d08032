import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import {
  clubTermsDefaults,
  clubTermsMessages,
  type ClubTerms,
  type CreateClubTerms,
  type UpdateClubTerms,
} from '@rally/domain';
import type { Tx } from '../../db/client';
import { lockRecord } from '../../db/lock-record';
import type { ServiceContext } from '../../context';
import { notFound } from '../../http/errors';
import { pageWindow, type PageQuery } from '../../http/paging';
import { clubTerms } from './clubs.tables';
import { assertAccess } from '../../access/access';
import { getClubRow } from './club-reads.service';

// Club terms (spec 2 §3, spec 3 §3, §7): the cancellation and refund terms of a club's clinics.
// Anyone with dashboard access reads them; the people who run clinics (the 'clinics' area) write
// them. Making a set the default takes the default from the club's other set of that type, in
// the same transaction (a partial unique index keeps one default per club and type).

type Ctx = Pick<ServiceContext, 'db' | 'actor'>;
type TermsRow = typeof clubTerms.$inferSelect;

const toTerms = ({ club_id, ...row }: TermsRow): ClubTerms => ({ ...row, club: club_id });

/** GET /api/clubterms/?club&default=True&ttype=C: the club's terms, the default first. */
export async function listClubTerms({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: PageQuery & { club: number; default?: boolean; ttype?: 'C' };
}) {
  await assertAccess(ctx, input.club, { area: 'dashboard' });
  const where = and(
    eq(clubTerms.club_id, input.club),
    input.default === undefined ? undefined : eq(clubTerms.default, input.default),
    input.ttype === undefined ? undefined : eq(clubTerms.ttype, input.ttype),
  );
  const [{ total }] = await ctx.db.select({ total: count() }).from(clubTerms).where(where);
  const { limit, offset } = pageWindow(input);
  const rows = await ctx.db
    .select()
    .from(clubTerms)
    .where(where)
    .orderBy(desc(clubTerms.default), asc(clubTerms.id))
    .limit(limit)
    .offset(offset);
  return { count: total, rows: rows.map(toTerms) };
}

/** Clears the default flag of the club's other terms of the type. */
const clearOtherDefaults = (tx: Tx, clubId: number, ttype: 'C', exceptId = 0) =>
  tx
    .update(clubTerms)
    .set({ default: false })
    .where(
      and(
        eq(clubTerms.club_id, clubId),
        eq(clubTerms.ttype, ttype),
        eq(clubTerms.default, true),
        ne(clubTerms.id, exceptId),
      ),
    );

/** POST /api/clubterms/ (the guard has checked the 'clinics' area for body.club); fields left out take the defaults. */
export async function createClubTerms({ ctx, input }: { ctx: Ctx; input: CreateClubTerms }): Promise<ClubTerms> {
  const { club, ...fields } = input;
  await assertAccess(ctx, club, { area: 'clinics' });
  await getClubRow(ctx.db, club);
  const values = {
    ...clubTermsDefaults,
    ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)),
  };
  return ctx.db.transaction(async (tx) => {
    if (values.default) await clearOtherDefaults(tx, club, values.ttype);
    const [row] = await tx
      .insert(clubTerms)
      .values({ ...values, club_id: club })
      .returning();
    return toTerms(row);
  });
}

/** PATCH /api/clubterms/{id}/: any of the fields, by the people who run the club's clinics. */
export async function updateClubTerms({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: number; body: UpdateClubTerms };
}): Promise<ClubTerms> {
  const [listed] = await ctx.db.select().from(clubTerms).where(eq(clubTerms.id, input.id));
  if (!listed) throw notFound(clubTermsMessages.notFound);
  await assertAccess(ctx, listed.club_id, { area: 'clinics', notFound: clubTermsMessages.notFound });
  const values = Object.fromEntries(Object.entries(input.body).filter(([, v]) => v !== undefined)) as UpdateClubTerms;
  return ctx.db.transaction(async (tx) => {
    const found = await lockRecord(tx, clubTerms, listed.id, listed.club_id);
    if (!found) throw notFound(clubTermsMessages.notFound);
    if (values.default) await clearOtherDefaults(tx, found.club_id, values.ttype ?? found.ttype, found.id);
    const [row] = Object.keys(values).length
      ? await tx.update(clubTerms).set(values).where(eq(clubTerms.id, found.id)).returning()
      : [found];
    return toTerms(row);
  });
}

import { and, eq, inArray } from 'drizzle-orm';
import {
  clubSettingsMessages,
  normaliseFacilities,
  type ClubDetail,
  type SetFacilities,
  type SetOpeningHours,
  type UpdateClubDetails,
} from '@rally/domain';
import type { ServiceContext } from '../../context';
import { invalid } from '../../http/errors';
import { assertAccess } from '../../access/access';
import { countries } from '../reference/reference.tables';
import { clubOpeningHours, clubs } from './clubs.tables';
import { getClubRow } from './club-reads.service';
import { getClubDetail } from './clubs.service';

// Club Settings commands (spec 2 §3, §5, §7): the club's details, opening hours and facilities.
// Every role may read Club Settings, but details and facilities are the AGENT's ('clubDetails')
// and hours the AGENT's and COURT_BOOKINGS' ('clubHours'): the route's guard checks that, and each
// verb checks again first. Each answers the club as GET /api/club/{id}/ does for the caller.

type Ctx = Pick<ServiceContext, 'db' | 'actor'>;

/** PATCH /api/club/{id}/: address, phone, url, e-mail, country, currency, time zone, locale. */
export async function updateClubDetails({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: number; body: UpdateClubDetails };
}): Promise<ClubDetail> {
  await assertAccess(ctx, input.id, { area: 'clubDetails' });
  const club = await getClubRow(ctx.db, input.id);
  const values = Object.fromEntries(Object.entries(input.body).filter(([, v]) => v !== undefined)) as UpdateClubDetails;
  if (values.country) {
    const [known] = await ctx.db
      .select({ code: countries.code })
      .from(countries)
      .where(eq(countries.code, values.country));
    if (!known) throw invalid(clubSettingsMessages.country, { country: [clubSettingsMessages.country] });
  }
  if (Object.keys(values).length)
    await ctx.db.transaction((tx) => tx.update(clubs).set(values).where(eq(clubs.id, club.id)));
  return getClubDetail({ ctx, input: { id: club.id } });
}

/**
 * POST /api/club/{id}/set_opening_hours/: sets the days given (open with their times, or closed);
 * days left out keep their hours.
 */
export async function setOpeningHours({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: number; body: SetOpeningHours };
}): Promise<ClubDetail> {
  await assertAccess(ctx, input.id, { area: 'clubHours' });
  const club = await getClubRow(ctx.db, input.id);
  const days = input.body.map((day) => day.id);
  const open = input.body.flatMap((day) =>
    'closed' in day ? [] : [{ club_id: club.id, weekday: day.id, open: day.open, close: day.close }],
  );
  if (days.length) {
    await ctx.db.transaction(async (tx) => {
      await tx
        .delete(clubOpeningHours)
        .where(and(eq(clubOpeningHours.club_id, club.id), inArray(clubOpeningHours.weekday, days)));
      if (open.length) await tx.insert(clubOpeningHours).values(open);
    });
  }
  return getClubDetail({ ctx, input: { id: club.id } });
}

/**
 * POST /api/club/{id}/set_facilities/: which facilities the club has. Only the keys sent change;
 * those left out keep their stored value (a form that sends one switch must not clear the others).
 */
export async function setFacilities({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: number; body: SetFacilities };
}): Promise<ClubDetail> {
  await assertAccess(ctx, input.id, { area: 'clubDetails' });
  const club = await getClubRow(ctx.db, input.id);
  await ctx.db.transaction(async (tx) => {
    // Read under the row's lock, so two saves of different keys at once both land.
    const [row] = await tx
      .select({ facilities: clubs.facilities })
      .from(clubs)
      .where(eq(clubs.id, club.id))
      .for('update');
    const sent = Object.fromEntries(Object.entries(input.body).filter(([, value]) => value !== undefined));
    const stored = normaliseFacilities(row?.facilities);
    await tx
      .update(clubs)
      .set({ facilities: normaliseFacilities({ ...stored, ...sent }) })
      .where(eq(clubs.id, club.id));
  });
  return getClubDetail({ ctx, input: { id: club.id } });
}

import { householdMessages, juniorDobProblem, type HouseholdJunior, type Junior } from '@rally/domain';
import { requireActor, type ServiceContext } from '../../context';
import { invalid } from '../../http/errors';
import * as clock from '../../clock';
import { hasUpcomingBooking } from '../bookings/booking-person-reads.service';
import { hasUpcomingPlace } from '../clinics/clinic-person-reads.service';
import { createJunior, getJuniorOf, householdOf, saveJunior, unlinkJunior } from '../players/guardians.service';

// The Me page's Household section (issue 30; docs/households.md): a guardian's juniors, added,
// changed and removed. The guardian rule itself is players/guardians.service.ts, which bookings,
// clinics and memberships ask; this area sits above them (it reads their upcoming records).

/**
 * A junior's age is counted on today's date in the latest zone on earth (as the profile's date of
 * birth is checked): the same rule at every club, and nobody who is 18 anywhere is added as a junior.
 */
const today = () => clock.todayIn('Pacific/Kiritimati');

function assertJuniorAge(input: Junior) {
  const problem = juniorDobProblem(input.dob, today());
  if (problem) throw invalid(problem, { dob: [problem] });
}

/** GET /api/user/household/ */
export async function listHousehold({ ctx }: { ctx: ServiceContext }): Promise<HouseholdJunior[]> {
  return householdOf(ctx.db, requireActor(ctx).playerId, today());
}

/** POST /api/user/household/: a junior under 18 today, with the caller as their guardian. */
export async function addJunior({ ctx, input }: { ctx: ServiceContext; input: Junior }): Promise<HouseholdJunior> {
  const me = requireActor(ctx).playerId;
  assertJuniorAge(input);
  const id = await ctx.db.transaction((tx) => createJunior(tx, me, input));
  return getJuniorOf(ctx.db, me, id, today());
}

/** PATCH /api/user/household/{id}/: the junior's guardian only (anyone else: 404). */
export async function updateJunior({
  ctx,
  id,
  input,
}: {
  ctx: ServiceContext;
  id: number;
  input: Junior;
}): Promise<HouseholdJunior> {
  const me = requireActor(ctx).playerId;
  await getJuniorOf(ctx.db, me, id, today());
  assertJuniorAge(input);
  await ctx.db.transaction((tx) => saveJunior(tx, id, input));
  return getJuniorOf(ctx.db, me, id, today());
}

/**
 * DELETE /api/user/household/{id}/: refused in words while the junior has bookings or clinic
 * places still to come (whoever would cancel them would be nobody's guardian). The link ends; the
 * junior's player record stays with their past bookings and payments, as a deleted account's do.
 */
export async function removeJunior({ ctx, id }: { ctx: ServiceContext; id: number }): Promise<void> {
  const me = requireActor(ctx).playerId;
  const junior = await getJuniorOf(ctx.db, me, id, today());
  const now = clock.now();
  if (await hasUpcomingBooking(ctx.db, id, now)) throw invalid(householdMessages.futureBookings(junior.first_name));
  if (await hasUpcomingPlace(ctx.db, id, now)) throw invalid(householdMessages.futurePlaces(junior.first_name));
  await ctx.db.transaction((tx) => unlinkJunior(tx, me, id));
}

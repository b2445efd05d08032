import { fromMinor, type BookingAllowedInput, type BookingType } from '@rally/domain';
import { unauthorized } from '../../http/errors';
import { costOf, findBooker, loadBookingContext, refusalsOf, type Ctx } from './booking-context';
import { findClashes, clashText } from './booking-clashes';
import { instanceIdsOfSeries } from './booking-records';

/**
 * POST /api/club/{id}/booking_allowed/ (spec 2 §7): whether the caller may make this booking, with
 * every refusal as a sentence, by the same function that guards every create and edit, plus the
 * clashes with live bookings and the price it would have. Staff and the club's coaches are
 * answered by their own rules; any other logged-in player by a player's (member or non-member).
 */
export async function checkBookingAllowed({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { club: number; body: BookingAllowedInput };
}) {
  if (!ctx.actor) throw unauthorized();
  const booker = await findBooker(ctx.db, input.club, ctx.actor.playerId, ctx.standings?.get(input.club));
  const ttype = input.body.ttype as BookingType;
  const draft = {
    ...input.body,
    ttype,
    recurrence: input.body.recurrence as 'N',
    court_set: [...new Set(input.body.court_set)],
    coach_set: [...new Set(input.body.coach_set)],
  };
  let bctx;
  try {
    bctx = await loadBookingContext(ctx.db, input.club, booker, draft);
  } catch (error) {
    // An unknown court or coach, or a recurrence that cannot be expanded: that is the answer.
    const e = error as { code?: string; message?: string };
    if (e.code === 'INVALID') return { allowed: false, reasons: [e.message ?? 'Invalid booking details'] };
    throw error;
  }
  const editing = input.body.booking_series ?? undefined;
  const own = editing ? await instanceIdsOfSeries(ctx.db, input.club, editing) : [];
  const reasons = await refusalsOf(ctx.db, bctx, ttype, editing);
  const clashes = await findClashes(ctx.db, input.club, bctx.club.zone, bctx.courts, bctx.occurrences, own);
  for (const clash of clashes)
    reasons.push(`The booking clashes with ${clashText(clash, bctx.club.zone, booker, bctx.club.locale)}.`);
  const cost = costOf(bctx);
  return {
    allowed: reasons.length === 0,
    reasons,
    clash_dates: [...new Set(clashes.map((c) => c.date))],
    dates: bctx.occurrences.map((o) => o.date),
    price: fromMinor(cost.total, bctx.club.currency),
    currency: bctx.club.currency.toUpperCase(),
    as: booker.kind,
  };
}

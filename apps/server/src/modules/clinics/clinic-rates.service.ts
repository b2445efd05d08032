import { and, eq } from 'drizzle-orm';
import { eventMessages, toMinor, type EventRate, type UpdateEventRate } from '@rally/domain';
import { assertAccess } from '../../access/access';
import { lockRecord } from '../../db/lock-record';
import { invalid, notFound } from '../../http/errors';
import { findClubMembershipTypeNames } from '../members/membership-types.service';
import type { Ctx } from './clinic-event-reads.service';
import { rateRecord } from './clinic-records';
import { eventMembershipTypeRates, events } from './clinics.tables';

// Event membership type rates (spec 3 §3, §5): prices per membership type, for all members or for
// non-members; all_members and non_members exclusive, a membership type with neither. One rate per
// kind per event.

const NOT_FOUND = eventMessages.rateNotFound;

async function eventOf(ctx: Ctx, club: number, eventId: number) {
  await assertAccess(ctx, club, { area: 'clinics' });
  const [event] = await ctx.db
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.club_id, club)));
  if (!event) throw invalid(eventMessages.invalid, { event: ['Choose an event of this club'] });
  return event;
}

async function assertType(ctx: Ctx, club: number, typeId: number | null | undefined) {
  if (typeId == null) return;
  const ids = [...(await findClubMembershipTypeNames(ctx.db, club, [typeId])).keys()];
  if (!ids.length) throw invalid(eventMessages.invalid, { membership_type: ['Choose a membership type of this club'] });
}

const priceColumns = (body: Partial<EventRate>, currency: string) => ({
  ...(body.single_session_price !== undefined
    ? {
        single_session_price_minor:
          body.single_session_price === null ? null : toMinor(body.single_session_price, currency),
      }
    : {}),
  ...(body.all_sessions_price !== undefined
    ? { all_sessions_price_minor: body.all_sessions_price === null ? null : toMinor(body.all_sessions_price, currency) }
    : {}),
});

/** POST /api/eventmembershiptyperate/?club. */
export async function createEventRate({ ctx, input }: { ctx: Ctx; input: { club: number; body: EventRate } }) {
  const event = await eventOf(ctx, input.club, input.body.event);
  await assertType(ctx, input.club, input.body.membership_type);
  const { event: _e, membership_type, single_session_price: _s, all_sessions_price: _a, ...flags } = input.body;
  const [row] = await ctx.db
    .insert(eventMembershipTypeRates)
    .values({
      ...flags,
      ...priceColumns(input.body, event.currency_code),
      club_id: input.club,
      event_id: event.id,
      membership_type_id: membership_type,
    })
    .returning();
  return rateRecord(row, event.currency_code);
}

async function loadRate(ctx: Ctx, id: number) {
  const [row] = await ctx.db.select().from(eventMembershipTypeRates).where(eq(eventMembershipTypeRates.id, id));
  if (!row) throw notFound(NOT_FOUND);
  await assertAccess(ctx, row.club_id, { area: 'clinics', notFound: NOT_FOUND });
  const [event] = await ctx.db
    .select()
    .from(events)
    .where(and(eq(events.id, row.event_id), eq(events.club_id, row.club_id)));
  return { row, event };
}

/** PATCH /api/eventmembershiptyperate/{id}/: the fields given; the merged rate keeps the exclusivity rule. */
export async function updateEventRate({ ctx, input }: { ctx: Ctx; input: { id: number; body: UpdateEventRate } }) {
  const { row: found, event } = await loadRate(ctx, input.id);
  await assertType(ctx, found.club_id, input.body.membership_type);
  return ctx.db.transaction(async (tx) => {
    const row = (await lockRecord(tx, eventMembershipTypeRates, found.id, found.club_id))!;
    const { event: _e, membership_type, single_session_price: _s, all_sessions_price: _a, ...flags } = input.body;
    const merged = {
      all_members: flags.all_members ?? row.all_members,
      non_members: flags.non_members ?? row.non_members,
      membership_type: membership_type !== undefined ? membership_type : row.membership_type_id,
    };
    if (merged.all_members && merged.non_members)
      throw invalid(eventMessages.invalid, { non_members: [eventMessages.rateBoth] });
    if (merged.membership_type != null && (merged.all_members || merged.non_members))
      throw invalid(eventMessages.invalid, { membership_type: [eventMessages.rateTypeWith] });
    if (!merged.all_members && !merged.non_members && merged.membership_type == null)
      throw invalid(eventMessages.invalid, { membership_type: [eventMessages.rateNeedsOne] });
    const values = Object.fromEntries(
      Object.entries({
        ...flags,
        ...priceColumns(input.body, event.currency_code),
        ...(membership_type !== undefined ? { membership_type_id: membership_type } : {}),
      }).filter(([, v]) => v !== undefined),
    );
    const [saved] = Object.keys(values).length
      ? await tx
          .update(eventMembershipTypeRates)
          .set(values)
          .where(and(eq(eventMembershipTypeRates.id, row.id), eq(eventMembershipTypeRates.club_id, row.club_id)))
          .returning()
      : [row];
    return rateRecord(saved, event.currency_code);
  });
}

/** DELETE /api/eventmembershiptyperate/{id}/. */
export async function deleteEventRate({ ctx, id }: { ctx: Ctx; id: number }) {
  const { row } = await loadRate(ctx, id);
  await ctx.db
    .delete(eventMembershipTypeRates)
    .where(and(eq(eventMembershipTypeRates.id, row.id), eq(eventMembershipTypeRates.club_id, row.club_id)));
}

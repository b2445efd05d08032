import { and, eq } from 'drizzle-orm';
import { eventMessages, fromMinor, joinPrice, type JoinEvent } from '@rally/domain';
import type { ServiceContext } from '../../context';
import { assertPaid } from '../payments/payments.service';
import { lockRecord } from '../../db/lock-record';
import { conflict, invalid, notFound } from '../../http/errors';
import { getClubBookingFacts } from '../clubs/club-booking-facts.service';
import { findEventTerms } from '../clubs/club-terms-reads.service';
import { findPlayerIdByVerifiedEmail } from '../players/people.service';
import { assertActsFor } from '../players/guardians.service';
import { chargeParticipant } from './clinic-payments.service';
import { markTaken } from './clinic-waitlist.service';
import { isClinicStaff, listEvents, loadEvent, type Ctx, type EventListQuery } from './clinic-event-reads.service';
import {
  assertPlaces,
  eventPlaces,
  joinRefusals,
  joinerOf,
  joinerOfMember,
  nextSessionStarts,
  notOpenRefusal,
  priceRates,
  sessionsToJoin,
} from './clinic-joining';
import { participantRecord } from './clinic-records';
import { eventMembershipTypeRates, eventParticipantSessions, eventParticipants, events } from './clinics.tables';

// Joining an event (spec 3 §3, §4; docs/clinics.md "Joining and prices"): a player joins a
// published event whole or by chosen sessions, after a price check; staff add people (a player,
// or a name and e-mail). A join is recorded "to pay" (payment_status U) when it costs something.
// The event row is locked for every change of places, so the last place of a full session goes
// to exactly one request.

/**
 * POST /api/event/{id}/join/: with `check`, the price only ({ price, currency, member, sessions });
 * else the join: a participant with its sessions, "to pay" (U) when it costs something.
 */
export async function joinEvent({ ctx, input }: { ctx: ServiceContext; input: { id: number; body: JoinEvent } }) {
  const found = await loadEvent(ctx, input.id, { area: 'clinics', player: true });
  const staff = await isClinicStaff(ctx, found.club_id);
  const body = input.body;
  const forSomeoneElse =
    staff && (body.player !== null || body.member !== null || body.name !== '' || body.email !== '');
  if (found.status === 'C') throw invalid(eventMessages.cancelled);
  if (found.status !== 'P' && !staff) throw invalid(eventMessages.notPublished);
  if (forSomeoneElse && body.player === null && body.member === null && (!body.name || !body.email))
    throw invalid(eventMessages.invalid, { name: ['A participant needs a player, or a name and e-mail'] });
  // A guardian joins a junior of their household (issue 30): the guardian rule, before anything is written.
  const me = ctx.actor!.playerId;
  const junior =
    !forSomeoneElse && body.player !== null && body.player !== me ? await assertActsFor(ctx.db, me, body.player) : null;
  const facts = await getClubBookingFacts(ctx.db, found.club_id);
  // A member of the register picked by staff joins with their standing (a member's price), with
  // or without a Rally account (issue 27).
  const picked =
    forSomeoneElse && body.member !== null ? await joinerOfMember(ctx.db, found, body.member, facts.zone) : null;
  if (forSomeoneElse && body.member !== null && !picked)
    throw invalid(eventMessages.invalid, { member: ['Choose a member of the register'] });
  // Someone added by the validated e-mail of a player is that player (their standing, limits and level count).
  const playerId = picked
    ? picked.playerId
    : forSomeoneElse
      ? (body.player ?? (await findPlayerIdByVerifiedEmail(ctx.db, body.email)))
      : (junior ?? me);
  const joiner = picked ? picked.joiner : await joinerOf(ctx.db, found, playerId, facts.zone);
  const whose = forSomeoneElse || junior ? `${body.name || joiner.name || 'This participant'}’s` : 'your';
  const { refusals, level } = joinRefusals(found, joiner, {
    byStaff: staff,
    whose,
    levelOverride: body.level_override,
    junior: junior ? joiner.name : undefined,
  });
  if (refusals.length)
    throw invalid(refusals.join(' '), {
      non_field_errors: refusals,
      ...(level && refusals.includes(level) ? { level: [level] } : {}),
    });
  const { sessions, whole } = await sessionsToJoin(ctx.db, found, body.session_set);
  // Sign-up opens advance_join_days before the first session joined (staff are not held to it).
  const notOpen = staff ? null : notOpenRefusal(found, sessions[0]?.starts_at ?? null, facts.zone, facts.locale);
  if (notOpen) throw invalid(notOpen, { non_field_errors: [notOpen] });
  const rates = priceRates(
    await ctx.db
      .select()
      .from(eventMembershipTypeRates)
      .where(and(eq(eventMembershipTypeRates.club_id, found.club_id), eq(eventMembershipTypeRates.event_id, found.id))),
  );
  const priced = joinPrice(
    {
      member_minor: found.member_price_minor,
      nonmember_minor: found.nonmember_price_minor,
      member_session_minor: found.member_session_price_minor,
      nonmember_session_minor: found.nonmember_session_price_minor,
      can_join_single_session: found.can_join_single_session,
    },
    rates,
    joiner.who,
    whole || !body.session_set.length ? null : sessions.length,
  );
  if (priced.refusal) throw invalid(priced.refusal);
  const price = body.paying ? priced.price : 0;
  const currency = found.currency_code;
  if (body.check) {
    return {
      price: fromMinor(price, currency),
      currency: currency.toUpperCase(),
      member: joiner.who.kind === 'member',
      sessions: sessions.length,
      session_set: sessions.map((s) => s.id),
      all_sessions: !body.session_set.length,
      refund: priced.rate?.refund ?? true,
      refund_club_cancel: priced.rate?.refund_club_cancel ?? true,
    };
  }
  const terms = await findEventTerms(ctx.db, found.club_id, found.terms_id);
  if (terms && !forSomeoneElse && !body.agreed_terms)
    throw invalid(eventMessages.terms, { agreed_terms: [eventMessages.terms] });
  // A player pays by card or from their own account credit (issue 30); staff may record a cheque or cash for someone they add.
  if (body.payment_method && body.payment_method !== 'C' && body.payment_method !== 'A' && !forSomeoneElse)
    throw invalid('Pay by card.', { payment_method: ['Pay by card.'] });
  const joined = await ctx.db.transaction(async (tx) => {
    const event = await lockRecord(tx, events, found.id, found.club_id);
    if (!event) throw notFound(eventMessages.notFound);
    if (event.status === 'C') throw invalid(eventMessages.cancelled);
    if (playerId !== null) {
      const [already] = await tx
        .select({ id: eventParticipants.id })
        .from(eventParticipants)
        .where(
          and(
            eq(eventParticipants.club_id, event.club_id),
            eq(eventParticipants.event_id, event.id),
            eq(eventParticipants.player_id, playerId),
          ),
        );
      if (already) throw conflict(eventMessages.alreadyJoined);
    }
    await assertPlaces(tx, event, sessions, facts.zone, playerId, facts.locale);
    const [row] = await tx
      .insert(eventParticipants)
      .values({
        club_id: event.club_id,
        event_id: event.id,
        player_id: playerId,
        created_by: ctx.actor!.playerId,
        member: joiner.who.kind === 'member',
        agreed_terms: body.agreed_terms,
        name: body.name || joiner.name,
        email: body.email || joiner.email,
        dob: joiner.facts?.dob ?? null,
        gender: joiner.facts?.gender ?? 'U',
        price_minor: price,
        paying: body.paying,
        payment_status: price > 0 ? 'U' : 'N',
        all_sessions: !body.session_set.length,
        notes: body.notes,
        refund: priced.rate?.refund ?? true,
        refund_club_cancel: priced.rate?.refund_club_cancel ?? true,
      })
      .returning();
    await tx
      .insert(eventParticipantSessions)
      .values(sessions.map((s) => ({ club_id: event.club_id, participant_id: row.id, session_id: s.id })));
    if (playerId !== null)
      await markTaken(
        tx,
        event.club_id,
        playerId,
        sessions.map((s) => s.id),
      );
    // Paying at once: charged in this transaction, so the place and its payment are one command.
    const paid =
      body.payment_method && price > 0
        ? await chargeParticipant(ctx, tx, row, event, {
            method: body.payment_method,
            paymentMethodId: body.payment_method_id,
            // A junior's place is paid by their guardian (issue 30).
            access: { area: 'clinics', owner: junior ? me : playerId },
            payer: junior ? me : undefined,
          })
        : { result: null, row };
    return { row: paid.row, result: paid.result };
  });
  const { row, result } = joined;
  if (result && !result.paid && result.transaction.status !== 'A') {
    // A declined card: the failed payment stays on record, the place is given up again.
    await ctx.db.transaction(async (tx) => {
      await lockRecord(tx, events, found.id, found.club_id);
      await tx
        .delete(eventParticipants)
        .where(
          and(
            eq(eventParticipants.club_id, row.club_id),
            eq(eventParticipants.id, row.id),
            eq(eventParticipants.payment_status, 'U'),
          ),
        );
    });
    assertPaid(result);
  }
  return {
    ...participantRecord(
      row,
      sessions.map((s) => ({ session: s.id, status: 'J' })),
      currency,
    ),
    transaction: result?.transaction ?? null,
    client_secret: result?.client_secret ?? null,
  };
}

/**
 * GET /api/event/?club: the club's events (clinic-event-reads.service `listEvents`); for a logged-in caller
 * each one carries `join_refusals`, the reasons they may not join it themselves (limits, level,
 * app-join flags; none when they may), so the players' list says why before they try.
 */
export async function listEventsToJoin({ ctx, input }: { ctx: Ctx; input: EventListQuery }) {
  const listed = await listEvents({ ctx, input });
  if (!listed.rows.length) return listed;
  // Places left, and "full" (issue 27: a full clinic says so in the list and offers its waiting list).
  const places = await eventPlaces(ctx.db, input.club, listed.rows, ctx.actor?.playerId ?? null);
  const page = {
    ...listed,
    rows: listed.rows.map((e) => ({
      ...e,
      places_left: places.get(e.id)?.places_left ?? null,
      full: places.get(e.id)?.full ?? false,
    })),
  };
  if (!ctx.actor) return page;
  const staff = await isClinicStaff(ctx, input.club);
  const { zone, locale } = await getClubBookingFacts(ctx.db, input.club);
  const joiner = await joinerOf(ctx.db, { club_id: input.club }, ctx.actor.playerId, zone);
  const next = await nextSessionStarts(
    ctx.db,
    input.club,
    page.rows.map((e) => e.id),
  );
  return {
    ...page,
    rows: page.rows.map((e) => {
      const notOpen = staff ? null : notOpenRefusal(e, next.get(e.id) ?? null, zone, locale);
      const { refusals } = joinRefusals(e, joiner, { byStaff: staff, whose: 'your', levelOverride: false });
      return { ...e, join_refusals: notOpen ? [...refusals, notOpen] : refusals };
    }),
  };
}

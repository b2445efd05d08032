import { and, asc, eq, inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import {
  eventMessages,
  fromMinor,
  joinPrice,
  toLocalDateTime,
  type EditEventParticipant,
  type ParticipantSessions,
  type PayParticipant,
  type WithdrawParticipant,
} from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Tx } from '../../db/client';
import { assertPaid } from '../payments/payments.service';
import { chargeParticipant, paymentsOf, refundParticipant, settlePaymentStatus } from './clinic-payments.service';
import { withdrawalOutcome } from './clinic-refunds';
import { markTaken, offerFreedPlaces } from './clinic-waitlist.service';
import { assertAccess } from '../../access/access';
import { lockRecord } from '../../db/lock-record';
import { invalid, notFound } from '../../http/errors';
import { getClubBookingFacts } from '../clubs/club-booking-facts.service';
import { findEventTerms } from '../clubs/club-terms-reads.service';
import { isClinicStaff, type Ctx } from './clinics.service';
import { loadEventForCoach } from './clinic-coaches.service';
import { assertPlaces, joinerOf, priceRates, sessionsToJoin } from './clinic-joining';
import { participantRecord, participantSessions, type ParticipantRow } from './clinic-records';
import {
  eventMembershipTypeRates,
  eventParticipantSessions,
  eventParticipants,
  eventSessions,
  events,
} from './clinics.tables';
import * as clock from '../../clock';

// Participants (spec 3 §3, §4; docs/clinics.md): paying, adding sessions, editing, withdrawing,
// and the lists of participants (joining is clinic-join.service.ts). The event row is locked for
// every change of places, so the last place of a full session goes to exactly one request.

const PARTICIPANT_NOT_FOUND = eventMessages.participantNotFound;

/**
 * POST /api/eventparticipant/{id}/pay/: charges what the participant owes (the participant's
 * player by card; the clinics staff also by cheque or cash). After a card's authentication the
 * same call settles the payment: nothing is charged twice (docs/clinics.md "Paying").
 */
export async function payParticipant({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { id: number; body: PayParticipant };
}) {
  const { row: found, event } = await loadParticipant(ctx, input.id);
  const staff = await isClinicStaff(ctx, found.club_id);
  if (input.body.payment_method !== 'C' && !staff) throw invalid('Pay by card.', { payment_method: ['Pay by card.'] });
  if (event.status === 'C') throw invalid(eventMessages.cancelled);
  const { row, result } = await ctx.db.transaction(async (tx) => {
    const locked = (await lockRecord(tx, eventParticipants, found.id, found.club_id))!;
    return chargeParticipant(ctx, tx, locked, event, {
      method: input.body.payment_method,
      paymentMethodId: input.body.payment_method_id,
      access: { area: 'clinics', owner: found.player_id },
    });
  });
  if (result) assertPaid(result);
  if (!result && row.payment_status === 'N') throw invalid('There is nothing to pay.');
  const { set } = await paymentsOf(ctx.db, row, event.currency_code);
  return {
    ...(await answer(ctx.db, row, event.currency_code)),
    transaction: result?.transaction ?? set.at(-1) ?? null,
    client_secret: result?.client_secret ?? null,
    transaction_set: set,
  };
}

/** The participant `id` after the access check: the clinics staff, or the participant's own player. */
async function loadParticipant(ctx: Ctx, id: number) {
  const [row] = await ctx.db.select().from(eventParticipants).where(eq(eventParticipants.id, id));
  if (!row) throw notFound(PARTICIPANT_NOT_FOUND);
  await assertAccess(ctx, row.club_id, { area: 'clinics', owner: row.player_id, notFound: PARTICIPANT_NOT_FOUND });
  const [event] = await ctx.db
    .select()
    .from(events)
    .where(and(eq(events.id, row.event_id), eq(events.club_id, row.club_id)));
  return { row, event };
}

async function answer(db: Ctx['db'] | Tx, row: ParticipantRow, currency: string) {
  const sessions = await participantSessions(db, row.club_id, [row.id]);
  return participantRecord(row, sessions.get(row.id) ?? [], currency);
}

/** POST /api/eventparticipant/{id}/add_sessions/: more sessions, each at the single-session price. */
export async function addSessions({ ctx, input }: { ctx: Ctx; input: { id: number; body: ParticipantSessions } }) {
  const { row: found, event: ev } = await loadParticipant(ctx, input.id);
  const facts = await getClubBookingFacts(ctx.db, found.club_id);
  return ctx.db.transaction(async (tx) => {
    const event = await lockRecord(tx, events, ev.id, ev.club_id);
    if (!event || event.status === 'C') throw invalid(eventMessages.cancelled);
    const row = (await lockRecord(tx, eventParticipants, found.id, found.club_id))!;
    const have = await tx
      .select()
      .from(eventParticipantSessions)
      .where(
        and(eq(eventParticipantSessions.club_id, row.club_id), eq(eventParticipantSessions.participant_id, row.id)),
      );
    const wanted = input.body.session_set.filter((s) => !have.some((h) => h.session_id === s && h.status === 'J'));
    if (!wanted.length) return answer(tx, row, event.currency_code);
    const { sessions } = await sessionsToJoin(tx, event, wanted);
    await assertPlaces(tx, event, sessions, facts.zone, row.player_id);
    if (row.player_id !== null)
      await markTaken(
        tx,
        row.club_id,
        row.player_id,
        sessions.map((s) => s.id),
      );
    const joiner = await joinerOf(tx, event, row.player_id, facts.zone);
    const rates = priceRates(
      await tx
        .select()
        .from(eventMembershipTypeRates)
        .where(
          and(eq(eventMembershipTypeRates.club_id, event.club_id), eq(eventMembershipTypeRates.event_id, event.id)),
        ),
    );
    const priced = joinPrice(
      {
        member_minor: event.member_price_minor,
        nonmember_minor: event.nonmember_price_minor,
        member_session_minor: event.member_session_price_minor,
        nonmember_session_minor: event.nonmember_session_price_minor,
        can_join_single_session: event.can_join_single_session,
      },
      rates,
      joiner.who,
      sessions.length,
    );
    if (priced.refusal) throw invalid(priced.refusal);
    const extra = row.paying ? priced.price : 0;
    for (const s of sessions) {
      const prior = have.find((h) => h.session_id === s.id);
      if (prior)
        await tx
          .update(eventParticipantSessions)
          .set({ status: 'J', withdrawn_at: null })
          .where(
            and(
              eq(eventParticipantSessions.club_id, row.club_id),
              eq(eventParticipantSessions.participant_id, row.id),
              eq(eventParticipantSessions.session_id, s.id),
            ),
          );
      else
        await tx
          .insert(eventParticipantSessions)
          .values({ club_id: row.club_id, participant_id: row.id, session_id: s.id });
    }
    const [saved] = await tx
      .update(eventParticipants)
      .set({
        price_minor: row.price_minor + extra,
        payment_status: extra > 0 ? 'U' : row.payment_status,
        all_sessions: false,
      })
      .where(and(eq(eventParticipants.id, row.id), eq(eventParticipants.club_id, row.club_id)))
      .returning();
    return answer(tx, saved, event.currency_code);
  });
}

/** POST /api/eventparticipant/{id}/edit/: dob, email, name, gender, number, notes. */
export async function editParticipant({ ctx, input }: { ctx: Ctx; input: { id: number; body: EditEventParticipant } }) {
  const { row: found, event } = await loadParticipant(ctx, input.id);
  const values = Object.fromEntries(Object.entries(input.body).filter(([, v]) => v !== undefined));
  const [saved] = Object.keys(values).length
    ? await ctx.db
        .update(eventParticipants)
        .set(values)
        .where(and(eq(eventParticipants.id, found.id), eq(eventParticipants.club_id, found.club_id)))
        .returning()
    : [found];
  return answer(ctx.db, saved, event.currency_code);
}

/**
 * POST /api/eventparticipant/{id}/withdraw/ {session_set, check?}: leaves those sessions. Per the
 * event's terms: a session at least player_cancel_days away gives back its share of the price
 * (the price less it); what was paid beyond the new price is refunded to the card (player action
 * R) or kept as club credit (C); N gives nothing back, nor does a place bought at a rate without
 * `refund`. With `check`, the outcome only (docs/clinics.md "Refunds"); nothing changes.
 */
export async function withdrawParticipant({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { id: number; body: WithdrawParticipant };
}) {
  const { row: found, event: ev } = await loadParticipant(ctx, input.id);
  const terms = await findEventTerms(ctx.db, found.club_id, ev.terms_id);
  const cancelDays = terms?.player_cancel_days ?? 0;
  const zone = (await getClubBookingFacts(ctx.db, found.club_id)).zone;
  const currency = ev.currency_code;
  return ctx.db.transaction(async (tx) => {
    await lockRecord(tx, events, ev.id, ev.club_id);
    const row = (await lockRecord(tx, eventParticipants, found.id, found.club_id))!;
    const action = row.refund ? (terms?.cancel_by_player_action ?? 'R') : 'N';
    const mine = await tx
      .select({
        session: eventParticipantSessions.session_id,
        status: eventParticipantSessions.status,
        start: eventSessions.starts_at,
      })
      .from(eventParticipantSessions)
      .innerJoin(
        eventSessions,
        and(
          eq(eventSessions.id, eventParticipantSessions.session_id),
          eq(eventSessions.club_id, eventParticipantSessions.club_id),
        ),
      )
      .where(
        and(eq(eventParticipantSessions.club_id, row.club_id), eq(eventParticipantSessions.participant_id, row.id)),
      );
    const joined = mine.filter((m) => m.status === 'J');
    const leaving = joined.filter((m) => input.body.session_set.includes(m.session));
    if (leaving.length !== new Set(input.body.session_set).size)
      throw invalid(eventMessages.invalid, { session_set: ['Choose sessions this participant has joined'] });
    const now = clock.nowIn(zone);
    const share = joined.length ? Math.floor(row.price_minor / joined.length) : 0;
    const refundable = leaving.filter(
      (m) => DateTime.fromJSDate(m.start).setZone(zone).diff(now, 'days').days >= cancelDays,
    );
    // Leaving every session gives back the whole price (no rounding left over).
    const back = action === 'N' ? 0 : refundable.length === joined.length ? row.price_minor : share * refundable.length;
    const price = row.price_minor - back;
    const { net } = await paymentsOf(tx, row, currency);
    const over = Math.max(0, net - price);
    if (input.body.check) {
      const outcome = withdrawalOutcome({
        currency,
        refund: action === 'R' ? over : 0,
        credit: action === 'C' ? Math.min(over, back) : 0,
        back,
        paid: net,
        why: !row.refund ? 'rate' : action === 'N' ? 'terms' : refundable.length < leaving.length ? 'late' : null,
        cancelDays,
        late: leaving.length - refundable.length,
      });
      return {
        sessions: leaving.length,
        refund: fromMinor(action === 'R' ? over : 0, currency),
        credit: fromMinor(action === 'C' ? Math.min(over, back) : 0, currency),
        price: fromMinor(price, currency),
        outcome,
        refund_text: terms?.player_refund_text ?? '',
      };
    }
    await tx
      .update(eventParticipantSessions)
      .set({ status: 'X', withdrawn_at: clock.now() })
      .where(
        and(
          eq(eventParticipantSessions.club_id, row.club_id),
          eq(eventParticipantSessions.participant_id, row.id),
          inArray(
            eventParticipantSessions.session_id,
            leaving.map((m) => m.session),
          ),
        ),
      );
    const refund =
      action === 'R'
        ? await refundParticipant(
            ctx,
            tx,
            row,
            currency,
            over,
            `Withdrawn from ${leaving.length} session${leaving.length === 1 ? '' : 's'} of ${ev.name}`,
            { area: 'clinics', owner: row.player_id },
          )
        : 0;
    const credit = action === 'C' ? Math.min(over, back) : 0;
    const [updated] = await tx
      .update(eventParticipants)
      .set({ price_minor: price, all_sessions: false })
      .where(and(eq(eventParticipants.id, row.id), eq(eventParticipants.club_id, row.club_id)))
      .returning();
    const saved = await settlePaymentStatus(tx, updated, currency);
    // The places freed go to the first players waiting for them.
    const event = await tx
      .select()
      .from(events)
      .where(and(eq(events.club_id, ev.club_id), eq(events.id, ev.id)));
    await offerFreedPlaces(
      tx,
      event[0],
      leaving.map((m) => m.session),
      clock.now(),
      ctx.config.publicUrl,
    );
    return {
      ...(await answer(tx, saved, currency)),
      refund: fromMinor(refund, currency),
      credit: fromMinor(credit, currency),
      refund_text: terms?.player_refund_text ?? '',
    };
  });
}

/** POST /api/event/{id}/get_participants/: every participant with their sessions (the clinics staff, or a coach of the event). */
export async function eventParticipantsOf({ ctx, id }: { ctx: Ctx; id: number }) {
  const event = await loadEventForCoach(ctx, id);
  const rows = await ctx.db
    .select()
    .from(eventParticipants)
    .where(and(eq(eventParticipants.club_id, event.club_id), eq(eventParticipants.event_id, event.id)))
    .orderBy(asc(eventParticipants.name), asc(eventParticipants.id));
  const sessions = await participantSessions(
    ctx.db,
    event.club_id,
    rows.map((r) => r.id),
  );
  return rows.map((r) => participantRecord(r, sessions.get(r.id) ?? [], event.currency_code));
}

/** GET /api/eventparticipant/mine/?club: the caller's own participations at a club, with their events' names and sessions. */
export async function myParticipations({ ctx, club }: { ctx: Ctx; club: number }) {
  await assertAccess(ctx, club, { area: 'clinics', player: true });
  const zone = (await getClubBookingFacts(ctx.db, club)).zone;
  const rows = await ctx.db
    .select({
      p: eventParticipants,
      event: { id: events.id, name: events.name, currency: events.currency_code, status: events.status },
    })
    .from(eventParticipants)
    .innerJoin(events, and(eq(events.id, eventParticipants.event_id), eq(events.club_id, eventParticipants.club_id)))
    .where(and(eq(eventParticipants.club_id, club), eq(eventParticipants.player_id, ctx.actor!.playerId)))
    .orderBy(asc(eventParticipants.id));
  const sessions = await participantSessions(
    ctx.db,
    club,
    rows.map((r) => r.p.id),
  );
  const ids = [...new Set(rows.flatMap((r) => (sessions.get(r.p.id) ?? []).map((s) => s.session)))];
  const times = ids.length
    ? await ctx.db
        .select({
          id: eventSessions.id,
          start: eventSessions.starts_at,
          end: eventSessions.ends_at,
          cancelled: eventSessions.cancelled_at,
        })
        .from(eventSessions)
        .where(and(eq(eventSessions.club_id, club), inArray(eventSessions.id, ids)))
    : [];
  return rows.map((r) => ({
    ...participantRecord(r.p, sessions.get(r.p.id) ?? [], r.event.currency),
    event_name: r.event.name,
    event_status: r.event.status,
    currency: r.event.currency.toUpperCase(),
    sessions: (sessions.get(r.p.id) ?? []).map((s) => {
      const t = times.find((x) => x.id === s.session)!;
      return {
        id: s.session,
        status: s.status,
        start: toLocalDateTime(t.start, zone),
        end: toLocalDateTime(t.end, zone),
        cancelled: t.cancelled !== null,
      };
    }),
  }));
}

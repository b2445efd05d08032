import { and, eq } from 'drizzle-orm';
import {
  eventMessages,
  joinPrice,
  type EditEventParticipant,
  type ParticipantSessions,
  type PayParticipant,
} from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Tx } from '../../db/client';
import { assertPaid } from '../payments/payments.service';
import { chargeParticipant, paymentsOf } from './clinic-payments.service';
import { markTaken } from './clinic-waitlist.service';
import { assertAccess } from '../../access/access';
import { lockRecord } from '../../db/lock-record';
import { invalid, notFound } from '../../http/errors';
import { getClubBookingFacts } from '../clubs/club-booking-facts.service';
import { isClinicStaff, type Ctx } from './clinic-event-reads.service';
import { assertPlaces, joinerOf, priceRates, sessionsToJoin } from './clinic-joining';
import { participantRecord, participantSessions, type ParticipantRow } from './clinic-records';
import { eventMembershipTypeRates, eventParticipantSessions, eventParticipants, events } from './clinics.tables';

// Participants (spec 3 §3, §4; docs/clinics.md): paying, adding sessions, editing (withdrawing is
// clinic-withdraw.service.ts, the lists clinic-participant-lists.service.ts, joining
// clinic-join.service.ts). The event row is locked for
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
  // The player pays by card or from their own account credit (issue 30); cheque and cash are the staff's.
  if (input.body.payment_method !== 'C' && input.body.payment_method !== 'A' && !staff)
    throw invalid('Pay by card.', { payment_method: ['Pay by card.'] });
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
    ...(await participantAnswer(ctx.db, row, event.currency_code)),
    transaction: result?.transaction ?? set.at(-1) ?? null,
    client_secret: result?.client_secret ?? null,
    transaction_set: set,
  };
}

/** The participant `id` after the access check: the clinics staff, or the participant's own player. */
export async function loadParticipant(ctx: Ctx, id: number) {
  const [row] = await ctx.db.select().from(eventParticipants).where(eq(eventParticipants.id, id));
  if (!row) throw notFound(PARTICIPANT_NOT_FOUND);
  await assertAccess(ctx, row.club_id, { area: 'clinics', owner: row.player_id, notFound: PARTICIPANT_NOT_FOUND });
  const [event] = await ctx.db
    .select()
    .from(events)
    .where(and(eq(events.id, row.event_id), eq(events.club_id, row.club_id)));
  return { row, event };
}

/** The participant as the API answers it, with its sessions. */
export async function participantAnswer(db: Ctx['db'] | Tx, row: ParticipantRow, currency: string) {
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
    if (!wanted.length) return participantAnswer(tx, row, event.currency_code);
    const { sessions } = await sessionsToJoin(tx, event, wanted);
    await assertPlaces(tx, event, sessions, facts.zone, row.player_id, facts.locale);
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
    return participantAnswer(tx, saved, event.currency_code);
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
  return participantAnswer(ctx.db, saved, event.currency_code);
}

import { and, asc, count, eq, gt, inArray, isNull } from 'drizzle-orm';
import { DateTime } from 'luxon';
import {
  EVENT_GENDERS, eventMessages, fromMinor, joinPrice, toLocalDateTime, type EditEventParticipant, type JoinEvent, type Joiner, type ParticipantSessions, type PayParticipant, type PriceRate,
} from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Tx } from '../../db/client';
import { assertPaid } from '../payments/payments.service';
import { chargeParticipant, paymentsOf, refundParticipant, settlePaymentStatus } from './event-payments.service';
import { markTaken, offerFreedPlaces, offeredPlaces } from './event-waitlist.service';
import { assertAccess } from '../../access/access';
import { lockRecord } from '../../db/lock-record';
import { conflict, invalid, notFound } from '../../http/errors';
import { getClubBookingFacts } from '../clubs/club-booking-facts.service';
import { findEventTerms } from '../clubs/club-terms-reads.service';
import { findMemberStandings } from '../members/member-standing.service';
import { findPlayerFacts } from '../players/player-facts.service';
import { isClinicStaff, loadEvent, loadEventForCoach, type Ctx } from './events.service';
import { participantRecord, participantSessions, type EventRow, type ParticipantRow, type SessionRow } from './event-records';
import { eventMembershipTypeRates, eventParticipantSessions, eventParticipants, eventSessions, events } from './events.tables';

// Participants (spec 3 §3, §4; docs/clinics.md): a player joins a published event whole or by
// chosen sessions, after a price check; staff add people (a player, or a name and e-mail). A join
// is recorded "to pay" (payment_status U) when it costs something. The event row is locked for
// every change of places, so the last place of a full session goes to exactly one request.

const PARTICIPANT_NOT_FOUND = eventMessages.participantNotFound;

const priceRates = (rows: (typeof eventMembershipTypeRates.$inferSelect)[]): PriceRate[] =>
  rows.map((r) => ({
    all_members: r.all_members, non_members: r.non_members, membership_type: r.membership_type_id, can_join_all_sessions: r.can_join_all_sessions,
    can_join_single_session: r.can_join_single_session, single_minor: r.single_session_price_minor, all_minor: r.all_sessions_price_minor,
  }));

const ageOn = (dob: string, today: string) => Math.floor(DateTime.fromISO(today).diff(DateTime.fromISO(dob), 'years').years);

/** The joiner's standing, and the profile the limits read. */
async function joinerOf(db: Ctx['db'] | Tx, event: EventRow, playerId: number | null, zone: string) {
  const today = DateTime.now().setZone(zone).toISODate()!;
  if (playerId === null) return { who: { kind: 'nonmember', membership_type: null } as Joiner, facts: null, today, name: '', email: '' };
  const standings = await findMemberStandings(db, event.club_id, today, { memberIds: [], playerIds: [playerId] });
  const standing = standings.byPlayer.get(playerId);
  const facts = (await findPlayerFacts(db, [playerId])).get(playerId) ?? null;
  return {
    who: { kind: standing?.kind ?? 'nonmember', membership_type: standing?.membership_type ?? null } as Joiner,
    facts,
    today,
    name: facts?.full_name ?? standing?.name ?? '',
    email: standing?.email ?? '',
  };
}

/** Every limit of the event the joiner breaks (spec 3 §3: members only, gender, age, NTRP). */
function limitRefusals(event: EventRow, joiner: Awaited<ReturnType<typeof joinerOf>>) {
  const out: string[] = [];
  if (!event.allow_nonmember && joiner.who.kind !== 'member') out.push(eventMessages.membersOnly);
  const f = joiner.facts;
  if (f && event.allowed_gender !== 'U' && f.gender !== event.allowed_gender) out.push(eventMessages.gender(EVENT_GENDERS[event.allowed_gender as 'M' | 'F']));
  if (f?.dob && event.min_age !== null && ageOn(f.dob, joiner.today) < event.min_age) out.push(eventMessages.tooYoung(event.min_age));
  if (f?.dob && event.max_age !== null && ageOn(f.dob, joiner.today) > event.max_age) out.push(eventMessages.tooOld(event.max_age));
  if (f?.ntrp != null && event.min_ntrp !== null && f.ntrp < event.min_ntrp) out.push(`This event is for NTRP ${event.min_ntrp.toFixed(1)} and above.`);
  if (f?.ntrp != null && event.max_ntrp !== null && f.ntrp > event.max_ntrp) out.push(`This event is for NTRP ${event.max_ntrp.toFixed(1)} and below.`);
  return out;
}

/** The live sessions not yet started, and those of them chosen (all when none is). */
async function sessionsToJoin(db: Ctx['db'] | Tx, event: EventRow, chosen: number[]) {
  const open = await db
    .select()
    .from(eventSessions)
    .where(and(eq(eventSessions.club_id, event.club_id), eq(eventSessions.event_id, event.id), isNull(eventSessions.cancelled_at), gt(eventSessions.starts_at, new Date())))
    .orderBy(asc(eventSessions.starts_at));
  if (!chosen.length) {
    if (!open.length) throw invalid(eventMessages.noSessions);
    return { sessions: open, whole: true };
  }
  const picked = open.filter((s) => chosen.includes(s.id));
  if (picked.length !== new Set(chosen).size) {
    const [{ any }] = await db.select({ any: count() }).from(eventSessions).where(and(eq(eventSessions.club_id, event.club_id), eq(eventSessions.event_id, event.id), inArray(eventSessions.id, chosen)));
    throw invalid(any === new Set(chosen).size ? eventMessages.pastSessions : eventMessages.sessionsOfEvent, { session_set: [eventMessages.sessionsOfEvent] });
  }
  return { sessions: picked, whole: picked.length === open.length && event.can_join_single_session === false };
}

/**
 * Refuses when a session has no place left (the event row is locked by the caller): places held
 * by live waiting-list offers count as taken, except the joiner's own offer.
 */
async function assertPlaces(tx: Tx, event: EventRow, sessions: SessionRow[], zone: string, playerId: number | null) {
  if (event.max_participant_session === null || !sessions.length) return;
  const offered = await offeredPlaces(tx, event.club_id, sessions.map((s) => s.id), new Date(), playerId);
  const taken = await tx
    .select({ session: eventParticipantSessions.session_id, n: count() })
    .from(eventParticipantSessions)
    .where(and(eq(eventParticipantSessions.club_id, event.club_id), inArray(eventParticipantSessions.session_id, sessions.map((s) => s.id)), eq(eventParticipantSessions.status, 'J')))
    .groupBy(eventParticipantSessions.session_id);
  for (const s of sessions) {
    const n = (taken.find((t) => t.session === s.id)?.n ?? 0) + (offered.get(s.id) ?? 0);
    if (n >= event.max_participant_session) throw conflict(eventMessages.full(DateTime.fromJSDate(s.starts_at).setZone(zone).toFormat('ccc d LLL yyyy HH:mm')));
  }
}

/**
 * POST /api/event/{id}/join/: with `check`, the price only ({ price, currency, member, sessions });
 * else the join: a participant with its sessions, "to pay" (U) when it costs something.
 */
export async function joinEvent({ ctx, input }: { ctx: ServiceContext; input: { id: number; body: JoinEvent } }) {
  const found = await loadEvent(ctx, input.id, { area: 'clinics', player: true });
  const staff = await isClinicStaff(ctx, found.club_id);
  const body = input.body;
  const forSomeoneElse = staff && (body.player !== null || body.name !== '' || body.email !== '');
  const playerId = forSomeoneElse ? body.player : ctx.actor!.playerId;
  if (found.status === 'C') throw invalid(eventMessages.cancelled);
  if (found.status !== 'P' && !staff) throw invalid(eventMessages.notPublished);
  if (forSomeoneElse && body.player === null && (!body.name || !body.email)) throw invalid(eventMessages.invalid, { name: ['A participant needs a player, or a name and e-mail'] });
  const facts = await getClubBookingFacts(ctx.db, found.club_id);
  const joiner = await joinerOf(ctx.db, found, playerId, facts.zone);
  const refusals = limitRefusals(found, joiner);
  if (!staff && joiner.who.kind === 'member' && !found.member_app_join) refusals.push('Members join this event through the club.');
  if (!staff && joiner.who.kind !== 'member' && !found.nonmember_app_join) refusals.push('Non-members join this event through the club.');
  if (refusals.length) throw invalid(refusals.join(' '), { non_field_errors: refusals });
  const { sessions, whole } = await sessionsToJoin(ctx.db, found, body.session_set);
  const rates = priceRates(await ctx.db.select().from(eventMembershipTypeRates).where(and(eq(eventMembershipTypeRates.club_id, found.club_id), eq(eventMembershipTypeRates.event_id, found.id))));
  const priced = joinPrice(
    { member_minor: found.member_price_minor, nonmember_minor: found.nonmember_price_minor, member_session_minor: found.member_session_price_minor, nonmember_session_minor: found.nonmember_session_price_minor, can_join_single_session: found.can_join_single_session },
    rates,
    joiner.who,
    whole || !body.session_set.length ? null : sessions.length,
  );
  if (priced.refusal) throw invalid(priced.refusal);
  const price = body.paying ? priced.price : 0;
  const currency = found.currency_code;
  if (body.check) {
    return { price: fromMinor(price, currency), currency: currency.toUpperCase(), member: joiner.who.kind === 'member', sessions: sessions.length, session_set: sessions.map((s) => s.id), all_sessions: !body.session_set.length };
  }
  const terms = await findEventTerms(ctx.db, found.club_id, found.terms_id);
  if (terms && !forSomeoneElse && !body.agreed_terms) throw invalid(eventMessages.terms, { agreed_terms: [eventMessages.terms] });
  // A player pays by card; staff may record a cheque or cash for someone they add.
  if (body.payment_method && body.payment_method !== 'C' && !forSomeoneElse) throw invalid('Pay by card.', { payment_method: ['Pay by card.'] });
  const joined = await ctx.db.transaction(async (tx) => {
    const event = await lockRecord(tx, events, found.id, found.club_id);
    if (!event) throw notFound(eventMessages.notFound);
    if (event.status === 'C') throw invalid(eventMessages.cancelled);
    if (playerId !== null) {
      const [already] = await tx.select({ id: eventParticipants.id }).from(eventParticipants).where(and(eq(eventParticipants.club_id, event.club_id), eq(eventParticipants.event_id, event.id), eq(eventParticipants.player_id, playerId)));
      if (already) throw conflict(eventMessages.alreadyJoined);
    }
    await assertPlaces(tx, event, sessions, facts.zone, playerId);
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
      })
      .returning();
    await tx.insert(eventParticipantSessions).values(sessions.map((s) => ({ club_id: event.club_id, participant_id: row.id, session_id: s.id })));
    if (playerId !== null) await markTaken(tx, event.club_id, playerId, sessions.map((s) => s.id));
    // Paying at once: charged in this transaction, so the place and its payment are one command.
    const paid = body.payment_method && price > 0
      ? await chargeParticipant(ctx, tx, row, event, { method: body.payment_method, paymentMethodId: body.payment_method_id, access: { area: 'clinics', owner: playerId } })
      : { result: null, row };
    return { row: paid.row, result: paid.result };
  });
  const { row, result } = joined;
  if (result && !result.paid && result.transaction.status !== 'A') {
    // A declined card: the failed payment stays on record, the place is given up again.
    await ctx.db.transaction(async (tx) => {
      await lockRecord(tx, events, found.id, found.club_id);
      await tx.delete(eventParticipants).where(and(eq(eventParticipants.club_id, row.club_id), eq(eventParticipants.id, row.id), eq(eventParticipants.payment_status, 'U')));
    });
    assertPaid(result);
  }
  return {
    ...participantRecord(row, sessions.map((s) => ({ session: s.id, status: 'J' })), currency),
    transaction: result?.transaction ?? null,
    client_secret: result?.client_secret ?? null,
  };
}

/**
 * POST /api/eventparticipant/{id}/pay/: charges what the participant owes (the participant's
 * player by card; the clinics staff also by cheque or cash). After a card's authentication the
 * same call settles the payment: nothing is charged twice (docs/clinics.md "Paying").
 */
export async function payParticipant({ ctx, input }: { ctx: ServiceContext; input: { id: number; body: PayParticipant } }) {
  const { row: found, event } = await loadParticipant(ctx, input.id);
  const staff = await isClinicStaff(ctx, found.club_id);
  if (input.body.payment_method !== 'C' && !staff) throw invalid('Pay by card.', { payment_method: ['Pay by card.'] });
  if (event.status === 'C') throw invalid(eventMessages.cancelled);
  const { row, result } = await ctx.db.transaction(async (tx) => {
    const locked = (await lockRecord(tx, eventParticipants, found.id, found.club_id))!;
    return chargeParticipant(ctx, tx, locked, event, { method: input.body.payment_method, paymentMethodId: input.body.payment_method_id, access: { area: 'clinics', owner: found.player_id } });
  });
  if (result) assertPaid(result);
  if (!result && row.payment_status === 'N') throw invalid('There is nothing to pay.');
  const { set } = await paymentsOf(ctx.db, row, event.currency_code);
  return { ...(await answer(ctx.db, row, event.currency_code)), transaction: result?.transaction ?? set.at(-1) ?? null, client_secret: result?.client_secret ?? null, transaction_set: set };
}

/** The participant `id` after the access check: the clinics staff, or the participant's own player. */
async function loadParticipant(ctx: Ctx, id: number) {
  const [row] = await ctx.db.select().from(eventParticipants).where(eq(eventParticipants.id, id));
  if (!row) throw notFound(PARTICIPANT_NOT_FOUND);
  await assertAccess(ctx, row.club_id, { area: 'clinics', owner: row.player_id, notFound: PARTICIPANT_NOT_FOUND });
  const [event] = await ctx.db.select().from(events).where(and(eq(events.id, row.event_id), eq(events.club_id, row.club_id)));
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
    const have = await tx.select().from(eventParticipantSessions).where(and(eq(eventParticipantSessions.club_id, row.club_id), eq(eventParticipantSessions.participant_id, row.id)));
    const wanted = input.body.session_set.filter((s) => !have.some((h) => h.session_id === s && h.status === 'J'));
    if (!wanted.length) return answer(tx, row, event.currency_code);
    const { sessions } = await sessionsToJoin(tx, event, wanted);
    await assertPlaces(tx, event, sessions, facts.zone, row.player_id);
    if (row.player_id !== null) await markTaken(tx, row.club_id, row.player_id, sessions.map((s) => s.id));
    const joiner = await joinerOf(tx, event, row.player_id, facts.zone);
    const rates = priceRates(await tx.select().from(eventMembershipTypeRates).where(and(eq(eventMembershipTypeRates.club_id, event.club_id), eq(eventMembershipTypeRates.event_id, event.id))));
    const priced = joinPrice(
      { member_minor: event.member_price_minor, nonmember_minor: event.nonmember_price_minor, member_session_minor: event.member_session_price_minor, nonmember_session_minor: event.nonmember_session_price_minor, can_join_single_session: event.can_join_single_session },
      rates, joiner.who, sessions.length,
    );
    if (priced.refusal) throw invalid(priced.refusal);
    const extra = row.paying ? priced.price : 0;
    for (const s of sessions) {
      const prior = have.find((h) => h.session_id === s.id);
      if (prior) await tx.update(eventParticipantSessions).set({ status: 'J', withdrawn_at: null }).where(and(eq(eventParticipantSessions.club_id, row.club_id), eq(eventParticipantSessions.participant_id, row.id), eq(eventParticipantSessions.session_id, s.id)));
      else await tx.insert(eventParticipantSessions).values({ club_id: row.club_id, participant_id: row.id, session_id: s.id });
    }
    const [saved] = await tx
      .update(eventParticipants)
      .set({ price_minor: row.price_minor + extra, payment_status: extra > 0 ? 'U' : row.payment_status, all_sessions: false })
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
    ? await ctx.db.update(eventParticipants).set(values).where(and(eq(eventParticipants.id, found.id), eq(eventParticipants.club_id, found.club_id))).returning()
    : [found];
  return answer(ctx.db, saved, event.currency_code);
}

/**
 * POST /api/eventparticipant/{id}/withdraw/ {session_set}: leaves those sessions. Per the event's
 * terms: a session at least player_cancel_days away gives back its share of the price (the price
 * less it); what was paid beyond the new price is refunded to the card (player action R) or kept
 * as club credit (C); N gives nothing back.
 */
export async function withdrawParticipant({ ctx, input }: { ctx: ServiceContext; input: { id: number; body: ParticipantSessions } }) {
  const { row: found, event: ev } = await loadParticipant(ctx, input.id);
  const terms = await findEventTerms(ctx.db, found.club_id, ev.terms_id);
  const cancelDays = terms?.player_cancel_days ?? 0;
  const action = terms?.cancel_by_player_action ?? 'R';
  const zone = (await getClubBookingFacts(ctx.db, found.club_id)).zone;
  const currency = ev.currency_code;
  return ctx.db.transaction(async (tx) => {
    await lockRecord(tx, events, ev.id, ev.club_id);
    const row = (await lockRecord(tx, eventParticipants, found.id, found.club_id))!;
    const mine = await tx
      .select({ session: eventParticipantSessions.session_id, status: eventParticipantSessions.status, start: eventSessions.starts_at })
      .from(eventParticipantSessions)
      .innerJoin(eventSessions, and(eq(eventSessions.id, eventParticipantSessions.session_id), eq(eventSessions.club_id, eventParticipantSessions.club_id)))
      .where(and(eq(eventParticipantSessions.club_id, row.club_id), eq(eventParticipantSessions.participant_id, row.id)));
    const joined = mine.filter((m) => m.status === 'J');
    const leaving = joined.filter((m) => input.body.session_set.includes(m.session));
    if (leaving.length !== new Set(input.body.session_set).size) throw invalid(eventMessages.invalid, { session_set: ['Choose sessions this participant has joined'] });
    const now = DateTime.now().setZone(zone);
    const share = joined.length ? Math.floor(row.price_minor / joined.length) : 0;
    const refundable = leaving.filter((m) => DateTime.fromJSDate(m.start).setZone(zone).diff(now, 'days').days >= cancelDays);
    // Leaving every session gives back the whole price (no rounding left over).
    const back = action === 'N' ? 0 : refundable.length === joined.length ? row.price_minor : share * refundable.length;
    await tx
      .update(eventParticipantSessions)
      .set({ status: 'X', withdrawn_at: new Date() })
      .where(and(eq(eventParticipantSessions.club_id, row.club_id), eq(eventParticipantSessions.participant_id, row.id), inArray(eventParticipantSessions.session_id, leaving.map((m) => m.session))));
    const price = row.price_minor - back;
    const { net } = await paymentsOf(tx, row, currency);
    const over = Math.max(0, net - price);
    const refund = action === 'R' ? await refundParticipant(ctx, tx, row, currency, over, `Withdrawn from ${leaving.length} session${leaving.length === 1 ? '' : 's'} of ${ev.name}`, { area: 'clinics', owner: row.player_id }) : 0;
    const credit = action === 'C' ? Math.min(over, back) : 0;
    const [updated] = await tx
      .update(eventParticipants)
      .set({ price_minor: price, all_sessions: false })
      .where(and(eq(eventParticipants.id, row.id), eq(eventParticipants.club_id, row.club_id)))
      .returning();
    const saved = await settlePaymentStatus(tx, updated, currency);
    // The places freed go to the first players waiting for them.
    const event = await tx.select().from(events).where(and(eq(events.club_id, ev.club_id), eq(events.id, ev.id)));
    await offerFreedPlaces(tx, event[0], leaving.map((m) => m.session), new Date(), ctx.config.publicUrl);
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
  const rows = await ctx.db.select().from(eventParticipants).where(and(eq(eventParticipants.club_id, event.club_id), eq(eventParticipants.event_id, event.id))).orderBy(asc(eventParticipants.name), asc(eventParticipants.id));
  const sessions = await participantSessions(ctx.db, event.club_id, rows.map((r) => r.id));
  return rows.map((r) => participantRecord(r, sessions.get(r.id) ?? [], event.currency_code));
}

/** GET /api/eventparticipant/mine/?club: the caller's own participations at a club, with their events' names and sessions. */
export async function myParticipations({ ctx, club }: { ctx: Ctx; club: number }) {
  await assertAccess(ctx, club, { area: 'clinics', player: true });
  const zone = (await getClubBookingFacts(ctx.db, club)).zone;
  const rows = await ctx.db
    .select({ p: eventParticipants, event: { id: events.id, name: events.name, currency: events.currency_code, status: events.status } })
    .from(eventParticipants)
    .innerJoin(events, and(eq(events.id, eventParticipants.event_id), eq(events.club_id, eventParticipants.club_id)))
    .where(and(eq(eventParticipants.club_id, club), eq(eventParticipants.player_id, ctx.actor!.playerId)))
    .orderBy(asc(eventParticipants.id));
  const sessions = await participantSessions(ctx.db, club, rows.map((r) => r.p.id));
  const ids = [...new Set(rows.flatMap((r) => (sessions.get(r.p.id) ?? []).map((s) => s.session)))];
  const times = ids.length ? await ctx.db.select({ id: eventSessions.id, start: eventSessions.starts_at, end: eventSessions.ends_at, cancelled: eventSessions.cancelled_at }).from(eventSessions).where(and(eq(eventSessions.club_id, club), inArray(eventSessions.id, ids))) : [];
  return rows.map((r) => ({
    ...participantRecord(r.p, sessions.get(r.p.id) ?? [], r.event.currency),
    event_name: r.event.name,
    event_status: r.event.status,
    currency: r.event.currency.toUpperCase(),
    sessions: (sessions.get(r.p.id) ?? []).map((s) => {
      const t = times.find((x) => x.id === s.session)!;
      return { id: s.session, status: s.status, start: toLocalDateTime(t.start, zone), end: toLocalDateTime(t.end, zone), cancelled: t.cancelled !== null };
    }),
  }));
}

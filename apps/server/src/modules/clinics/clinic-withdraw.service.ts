import { and, eq, inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { eventMessages, fromMinor, type WithdrawParticipant } from '@rally/domain';
import type { ServiceContext } from '../../context';
import { paymentsOf, refundParticipant, settlePaymentStatus } from './clinic-payments.service';
import { withdrawalOutcome } from './clinic-refunds';
import { offerFreedPlaces } from './clinic-waitlist.service';
import { lockRecord } from '../../db/lock-record';
import { invalid } from '../../http/errors';
import { getClubBookingFacts } from '../clubs/club-booking-facts.service';
import { findEventTerms } from '../clubs/club-terms-reads.service';
import { eventParticipantSessions, eventParticipants, events } from './clinics.tables';
import * as clock from '../../clock';
import { loadParticipant, participantAnswer } from './clinic-participants.service';
import { participantSessionsWithStart } from './clinic-records';

// Withdrawing a participant from sessions (spec 3 §4; docs/clinics.md "Refunds"): what is given
// back follows the event's terms and the participant's rate; the places freed go to the first
// players waiting for them.

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
  const { zone, locale } = await getClubBookingFacts(ctx.db, found.club_id);
  const currency = ev.currency_code;
  return ctx.db.transaction(async (tx) => {
    await lockRecord(tx, events, ev.id, ev.club_id);
    const row = (await lockRecord(tx, eventParticipants, found.id, found.club_id))!;
    const action = row.refund ? (terms?.cancel_by_player_action ?? 'R') : 'N';
    const mine = (await participantSessionsWithStart(tx, row.club_id, [row.id])).get(row.id) ?? [];
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
        locale,
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
    // Account credit (issue 30): terms C give the amount back as club credit, a ledger entry on the player's account.
    const credit =
      action === 'C'
        ? await refundParticipant(
            ctx,
            tx,
            row,
            currency,
            Math.min(over, back),
            `Withdrawn from ${leaving.length} session${leaving.length === 1 ? '' : 's'} of ${ev.name} (kept as club credit)`,
            { area: 'clinics', owner: row.player_id },
            true,
          )
        : 0;
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
      ...(await participantAnswer(tx, saved, currency)),
      refund: fromMinor(refund, currency),
      credit: fromMinor(credit, currency),
      refund_text: terms?.player_refund_text ?? '',
    };
  });
}

import { and, count, eq, inArray } from 'drizzle-orm';
import { fromMinor, toMinor, type PaymentMethod } from '@rally/domain';
import type { AccessCheck } from '../../access/access';
import type { ServiceContext } from '../../context';
import type { Tx } from '../../db/client';
import { invalid } from '../../http/errors';
import { onPaymentSettled } from '../payments/payment-settlement.service';
import { refundTransaction } from '../payments/payment-refunds.service';
import { chargeTransaction, transactionsOfItem, type ChargeResult } from '../payments/payments.service';
import type { EventRow, ParticipantRow } from './clinic-records';
import { lockRecord } from '../../db/lock-record';
import { findEventTerms } from '../clubs/club-terms-reads.service';
import { getClubBookingFacts } from '../clubs/club-booking-facts.service';
import { eventParticipantSessions, eventParticipants, events } from './clinics.tables';
import { clubCancelOutcome, type ClubCancelTotals } from './clinic-refunds';
import * as clock from '../../clock';

// Paying for a place in a clinic (docs/clinics.md "Paying") through the payments area's verbs:
// a participant is one item (`event_participant:{id}`); its price is what the sessions held cost,
// its payments are the item's transactions. What is owed is the price less what was captured and
// not refunded; payment_status follows from the two (U owed, P paid, N nothing to pay).

/** The payments area's reference (and first idempotency key) of a participant. */
export const participantItemRef = (id: number) => `event_participant:${id}`;

const minorOf = (text: string, currency: string) => toMinor(text, currency) ?? 0;

/** The item's transactions, what they hold net (captured less refunded) and how many captured. */
export async function paymentsOf(db: ServiceContext['db'] | Tx, row: ParticipantRow, currency: string) {
  const set = await transactionsOfItem(db, row.club_id, participantItemRef(row.id));
  const net = set.reduce((sum, t) => sum + minorOf(t.paid, currency) - minorOf(t.refunded, currency), 0);
  return { set, net, captures: set.filter((t) => t.status === 'P' || t.status === 'R').length };
}

export const paymentStatusOf = (price: number, net: number): 'U' | 'P' | 'N' =>
  price <= 0 ? (net > 0 ? 'P' : 'N') : net >= price ? 'P' : 'U';

/** Sets the participant's payment_status from its price and payments (inside the caller's transaction). */
export async function settlePaymentStatus(tx: Tx, row: ParticipantRow, currency: string) {
  const { net } = await paymentsOf(tx, row, currency);
  const status = paymentStatusOf(row.price_minor, net);
  if (status === row.payment_status) return row;
  const [saved] = await tx
    .update(eventParticipants)
    .set({ payment_status: status })
    .where(and(eq(eventParticipants.club_id, row.club_id), eq(eventParticipants.id, row.id)))
    .returning();
  return saved;
}

/**
 * A card payment that settles after its request (the cardholder confirmed with their bank but the
 * browser never came back; the gateway's webhook says so, docs/payments.md) brings the
 * participant's payment_status with it, as paying again would.
 */
onPaymentSettled('event_participant:', async (_ctx, tx, t) => {
  const id = Number(t.item_ref?.slice('event_participant:'.length));
  if (!Number.isSafeInteger(id)) return;
  const row = await lockRecord(tx, eventParticipants, id, t.club_id);
  if (!row) return;
  const [event] = await tx
    .select({ currency: events.currency_code })
    .from(events)
    .where(and(eq(events.club_id, row.club_id), eq(events.id, row.event_id)));
  if (event) await settlePaymentStatus(tx, row, event.currency);
});

/**
 * Charges what the participant owes inside `tx` (the caller holds the participant's row locked).
 * The first payment's idempotency key is the item reference; a later one (sessions added) counts
 * on. A payment already made under the key (twice at once, or after the card's authentication)
 * is answered again, not charged again. Null when nothing is owed.
 */
export async function chargeParticipant(
  ctx: ServiceContext,
  tx: Tx,
  row: ParticipantRow,
  event: EventRow,
  /** `payer`: who pays when not the participant (a junior's guardian, issue 30). */
  input: { method: PaymentMethod; paymentMethodId?: string; access: AccessCheck; payer?: number },
): Promise<{ result: ChargeResult | null; row: ParticipantRow }> {
  const currency = event.currency_code;
  const { net, captures } = await paymentsOf(tx, row, currency);
  const owed = row.price_minor - net;
  const ref = participantItemRef(row.id);
  // A payment still waiting for the card's authentication (A) holds this same key: it is answered again.
  const key = captures ? `${ref}:${captures + 1}` : ref;
  if (owed <= 0) return { result: null, row: await settlePaymentStatus(tx, row, currency) };
  if (input.method !== 'C' && !row.player_id && !row.name) throw invalid('A payer name is needed.');
  if (input.method === 'C' && !row.player_id)
    throw invalid('Only a player with a card on file can pay by card.', { payment_method: ['Pay by cheque or cash.'] });
  const result = await chargeTransaction(ctx, tx, {
    club: row.club_id,
    payer: input.payer
      ? { player: input.payer }
      : row.player_id
        ? { player: row.player_id }
        : { name: row.name, email: row.email },
    kind: 'E',
    description: `Clinic: ${event.name}`,
    item: { name: event.name, ref },
    amount: owed,
    currency,
    method: input.method,
    idempotencyKey: key,
    paymentMethodId: input.paymentMethodId,
    access: input.access,
  });
  return { result, row: await settlePaymentStatus(tx, row, currency) };
}

/**
 * Gives back `amount` minor units of what the participant paid, from its newest payments first,
 * never more than is held (inside the caller's transaction). Answers what was refunded.
 */
export async function refundParticipant(
  ctx: ServiceContext,
  tx: Tx,
  row: ParticipantRow,
  currency: string,
  amount: number,
  reason: string,
  access: AccessCheck,
  /** Account credit (issue 30): the terms say C, so the amount goes to the player's club credit, not the card. */
  toCredit = false,
) {
  if (amount <= 0) return 0;
  const { set } = await paymentsOf(tx, row, currency);
  let left = amount;
  for (const t of [...set].reverse()) {
    const refundable = minorOf(t.refundable, currency);
    if (left <= 0 || refundable <= 0) continue;
    if (toCredit && !t.player) continue; // credit needs a player's account: a payment by someone else stays as it is
    const part = Math.min(left, refundable);
    await refundTransaction(ctx, tx, { transaction: t.id, amount: part, reason, access, toCredit });
    left -= part;
  }
  return amount - left;
}

/**
 * The club cancelling sessions (one, or every one left of a cancelled event), inside the caller's
 * transaction: each participant holding a place in them gives up those places; per the terms'
 * cancel_by_club_action their share of the price is refunded (R), kept as credit (C) or not (N),
 * and not at all for a place bought at a rate without `refund_club_cancel`. With `dryRun`, the
 * totals only (the outcome shown before confirming); nothing changes.
 */
export async function clubCancelledSessions(
  ctx: ServiceContext,
  tx: Tx,
  event: EventRow,
  sessionIds: number[],
  opts: { dryRun?: boolean } = {},
): Promise<ClubCancelTotals> {
  const terms = await findEventTerms(tx, event.club_id, event.terms_id);
  const action = terms?.cancel_by_club_action ?? 'R';
  const totals: ClubCancelTotals = { participants: 0, refunded: 0, credit: 0, unrefunded: 0, action };
  if (!sessionIds.length) return totals;
  const held = await tx
    .select({ participant: eventParticipantSessions.participant_id, session: eventParticipantSessions.session_id })
    .from(eventParticipantSessions)
    .where(
      and(
        eq(eventParticipantSessions.club_id, event.club_id),
        inArray(eventParticipantSessions.session_id, sessionIds),
        eq(eventParticipantSessions.status, 'J'),
      ),
    );
  for (const pid of [...new Set(held.map((h) => h.participant))]) {
    const row = opts.dryRun
      ? (
          await tx
            .select()
            .from(eventParticipants)
            .where(and(eq(eventParticipants.club_id, event.club_id), eq(eventParticipants.id, pid)))
        )[0]
      : (await lockRecord(tx, eventParticipants, pid, event.club_id))!;
    const joined = await tx
      .select({ n: count() })
      .from(eventParticipantSessions)
      .where(
        and(
          eq(eventParticipantSessions.club_id, event.club_id),
          eq(eventParticipantSessions.participant_id, pid),
          eq(eventParticipantSessions.status, 'J'),
        ),
      );
    const total = joined[0]?.n ?? 0;
    const lost = held.filter((h) => h.participant === pid).length;
    const back =
      action === 'N' || !row.refund_club_cancel
        ? 0
        : lost >= total
          ? row.price_minor
          : Math.floor(row.price_minor / Math.max(total, 1)) * lost;
    const price = row.price_minor - back;
    const { net } = await paymentsOf(tx, row, event.currency_code);
    const over = Math.max(0, net - price);
    totals.participants += 1;
    if (!row.refund_club_cancel && row.price_minor > 0) totals.unrefunded += 1;
    if (action === 'C') totals.credit += Math.min(over, back);
    if (opts.dryRun) {
      if (action === 'R') totals.refunded += over;
      continue;
    }
    await tx
      .update(eventParticipantSessions)
      .set({ status: 'X', withdrawn_at: clock.now() })
      .where(
        and(
          eq(eventParticipantSessions.club_id, event.club_id),
          eq(eventParticipantSessions.participant_id, pid),
          inArray(eventParticipantSessions.session_id, sessionIds),
        ),
      );
    if (action === 'R' && over > 0)
      totals.refunded += await refundParticipant(
        ctx,
        tx,
        row,
        event.currency_code,
        over,
        `Cancelled by the club: ${event.name}`,
        { area: 'clinics' },
      );
    // Account credit (issue 30): terms C keep the share as club credit, a ledger entry on the player's account.
    if (action === 'C' && over > 0 && back > 0)
      await refundParticipant(
        ctx,
        tx,
        row,
        event.currency_code,
        Math.min(over, back),
        `Cancelled by the club: ${event.name} (kept as club credit)`,
        { area: 'clinics' },
        true,
      );
    const [updated] = await tx
      .update(eventParticipants)
      .set({ price_minor: price })
      .where(and(eq(eventParticipants.id, pid), eq(eventParticipants.club_id, event.club_id)))
      .returning();
    await settlePaymentStatus(tx, updated, event.currency_code);
  }
  return totals;
}

/** `?check=true` of the club's cancel calls: what cancelling `sessionIds` would do to the participants' money, changing nothing. */
export async function clubCancelPreview(ctx: ServiceContext, tx: Tx, event: EventRow, sessionIds: number[]) {
  const t = await clubCancelledSessions(ctx, tx, event, sessionIds, { dryRun: true });
  const c = event.currency_code;
  return {
    participants: t.participants,
    refund: fromMinor(t.refunded, c),
    credit: fromMinor(t.credit, c),
    not_refunded: t.unrefunded,
    outcome: clubCancelOutcome(t, c, (await getClubBookingFacts(tx, event.club_id)).locale),
  };
}

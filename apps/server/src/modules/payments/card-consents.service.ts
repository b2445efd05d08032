import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import {
  cardBrandLabels,
  cardConsentMessages,
  cardConsentWording,
  clubFormat,
  formatDate,
  formatMoney,
  type CardBrand,
  type CardConsentClub,
  type PaymentMethod,
} from '@rally/domain';
import { findRegisterClubs } from '../../access/player-clubs';
import { findClubStanding } from '../../access/standing';
import * as clock from '../../clock';
import { requireActor, type ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { invalid, notFound } from '../../http/errors';
import { clubNamesOf } from '../clubs/player-clubs.service';
import { namesAndEmailsOf, verifiedEmailOf } from '../players/people.service';
import { cardConsents, paymentCards, paymentCustomers } from './payments.tables';
import type { TransactionRow } from './transaction-records';
import { receiptAttachment, receiptPlainText, type ReceiptSnapshot } from './receipt-snapshot';

// Consent to charge a card on file (issue 25; docs/payments.md "Consent to charge a card on
// file"). A club charges a player's card on file without the player (its staff at the till, a
// member's fee, a booking's or clinic's share) only when the player is on its register and has a
// live consent for it; every such charge e-mails the player a receipt. The player sees and
// withdraws their consents per club on their Payments page.

type Ctx = ServiceContext;
type ConsentRow = typeof cardConsents.$inferSelect;

const consentOf = (row: ConsentRow) => ({ id: row.id, wording: row.wording, given_at: row.given_at.toISOString() });

/** The player's live consent for the club, if any. */
export async function liveConsentOf(db: Db | Tx, club: number, player: number): Promise<ConsentRow | undefined> {
  const [row] = await db
    .select()
    .from(cardConsents)
    .where(and(eq(cardConsents.club_id, club), eq(cardConsents.player_id, player), isNull(cardConsents.withdrawn_at)));
  return row;
}

/**
 * The consents the player may give to these clubs, checked (each club must have the player on its
 * register, or a 400 under `field`) but not yet recorded: `recordConsents` writes them.
 */
export async function consentsFor(db: Db | Tx, player: number, clubs: readonly number[], field = 'club') {
  const names = await clubNamesOf(db, clubs);
  const rows: (typeof cardConsents.$inferInsert)[] = [];
  for (const club of new Set(clubs)) {
    const name = names.get(club);
    if (!name || !(await findClubStanding(db, club, player)).onRegister)
      throw invalid(cardConsentMessages.notOnRegister, { [field]: [cardConsentMessages.notOnRegister] });
    rows.push({ club_id: club, player_id: player, wording: cardConsentWording(name), given_at: clock.now() });
  }
  return rows;
}

/** Records consents (inside `tx`) with their wording and time; a consent already live is kept as it was given. */
export async function recordConsents(tx: Tx, rows: (typeof cardConsents.$inferInsert)[]) {
  if (rows.length) await tx.insert(cardConsents).values(rows).onConflictDoNothing();
}

/**
 * GET /api/cardconsent/: every club whose register holds the caller, with the wording they would
 * agree to and their consent if given; and clubs they no longer belong to where a consent is still
 * live (so it can be withdrawn). By club name.
 */
export async function listCardConsents({ ctx }: { ctx: Ctx }): Promise<CardConsentClub[]> {
  const { playerId } = requireActor(ctx);
  const [register, live] = await Promise.all([
    findRegisterClubs(ctx.db, playerId),
    ctx.db
      .select()
      .from(cardConsents)
      .where(and(eq(cardConsents.player_id, playerId), isNull(cardConsents.withdrawn_at)))
      .orderBy(asc(cardConsents.id)),
  ]);
  const names = new Map(register.map((c) => [c.id, c.name]));
  const others = live.filter((c) => !names.has(c.club_id)).map((c) => c.club_id);
  for (const [id, name] of await clubNamesOf(ctx.db, others)) names.set(id, name);
  const byClub = new Map(live.map((c) => [c.club_id, c]));
  return [...names]
    .map(([club, name]) => {
      const consent = byClub.get(club);
      return {
        club,
        club_name: name,
        wording: consent?.wording ?? cardConsentWording(name),
        consent: consent ? consentOf(consent) : null,
      };
    })
    .sort((a, b) => a.club_name.localeCompare(b.club_name) || a.club - b.club);
}

/** POST /api/cardconsent/: the caller allows a club on whose register they are to charge their cards on file. */
export async function giveCardConsent({ ctx, input }: { ctx: Ctx; input: { club: number } }): Promise<CardConsentClub> {
  const { playerId } = requireActor(ctx);
  await ctx.db.transaction(async (tx) => recordConsents(tx, await consentsFor(tx, playerId, [input.club])));
  return (await listCardConsents({ ctx })).find((c) => c.club === input.club)!;
}

/** DELETE /api/cardconsent/{id}/: the caller withdraws a consent of theirs (kept on record with the time); anyone else's is 404. */
export async function withdrawCardConsent({ ctx, id }: { ctx: Ctx; id: number }) {
  const { playerId } = requireActor(ctx);
  const [row] = await ctx.db
    .update(cardConsents)
    .set({ withdrawn_at: clock.now() })
    .where(and(eq(cardConsents.id, id), eq(cardConsents.player_id, playerId), isNull(cardConsents.withdrawn_at)))
    .returning();
  if (!row) throw notFound(cardConsentMessages.notFound);
  const name = (await clubNamesOf(ctx.db, [row.club_id])).get(row.club_id) ?? 'The club';
  return { detail: cardConsentMessages.withdrawn(name) };
}

/**
 * The card a club's staff may charge for the player now (the till's "card on file"): the card a
 * charge without a typed card takes (the default, else the newest), when the player is on the
 * club's register and has a live consent for it; null otherwise. What a screen offers and what
 * the charge then does are the same rule (checkOffSessionCharge).
 */
export async function usableCardOnFile(
  db: Db | Tx,
  club: number,
  player: number,
): Promise<{ card_type: CardBrand; last4: string } | null> {
  const [card] = await db
    .select({ card_type: paymentCards.brand, last4: paymentCards.last4 })
    .from(paymentCards)
    .innerJoin(paymentCustomers, eq(paymentCustomers.id, paymentCards.customer_id))
    .where(eq(paymentCustomers.player_id, player))
    .orderBy(desc(paymentCards.is_default), desc(paymentCards.id))
    .limit(1);
  if (!card) return null;
  if (!(await findClubStanding(db, club, player)).onRegister || !(await liveConsentOf(db, club, player))) return null;
  return card;
}

type OffSessionInput = {
  club: number;
  clubName: string;
  method: PaymentMethod;
  toPlatform?: boolean;
  paymentMethodId?: string;
  /** A fee the club's rule charges (ChargeInput.byClubRule): off-session even when the player is the actor. */
  byClubRule?: boolean;
};
type OffSessionPayer = { player: number | null; name: string; card: { paymentMethod: string } | null };

/**
 * True when this charge takes a player's card on file without the player: a card charge of a
 * player started by someone else (staff; a job acting as the player, as membership renewals do,
 * is the player's own standing order), on a card the player keeps on file (a card typed at the
 * till is the cardholder's own act). Then the club must have the player on its register and a
 * live consent, or the charge is refused with a 400 that names the player (staff know their
 * register). The club's own subscription (`toPlatform`) is the platform's charge, not the club's.
 */
export async function checkOffSessionCharge(
  ctx: Ctx,
  tx: Tx,
  input: OffSessionInput,
  payer: OffSessionPayer,
): Promise<boolean> {
  if (input.method !== 'C' || !payer.player || input.toPlatform) return false;
  if (!input.byClubRule && ctx.actor?.playerId === payer.player) return false;
  if (input.paymentMethodId) {
    const [saved] = await tx
      .select({ id: paymentCards.id })
      .from(paymentCards)
      .innerJoin(paymentCustomers, eq(paymentCustomers.id, paymentCards.customer_id))
      .where(
        and(eq(paymentCustomers.player_id, payer.player), eq(paymentCards.payment_method_id, input.paymentMethodId)),
      );
    if (!saved) return false;
  } else if (!payer.card) return false;
  const refused = cardConsentMessages.refused(payer.name, input.clubName);
  if (
    !(await findClubStanding(tx, input.club, payer.player)).onRegister ||
    !(await liveConsentOf(tx, input.club, payer.player))
  ) {
    throw invalid(refused, { payment_method: [refused] });
  }
  return true;
}

/**
 * The receipt of a charge a club made to the player's card on file without them (queued in `tx`,
 * sent after the commit): the payment's receipt (issue 30, receipts.service.ts) with its number.
 */
export async function queueOffSessionReceipt(
  ctx: Ctx,
  tx: Tx,
  row: TransactionRow,
  club: { name: string; time_zone: string; currency: string },
  receipt: { id: number; number: string; snapshot: ReceiptSnapshot },
) {
  const clubName = club.name;
  const fmt = clubFormat(club);
  if (!row.player_id) return;
  const player = row.player_id;
  const person = (await namesAndEmailsOf(tx, [player])).get(player);
  // The player's own address, never the one staff typed for a receipt at the till.
  const email = (await verifiedEmailOf(tx, player)) ?? person?.email;
  if (!email) return;
  const firstName = person?.full_name.split(' ')[0] ?? '';
  const card = row.card_brand
    ? `${cardBrandLabels[row.card_brand as CardBrand]} ending ${row.card_last4}`
    : 'your card on file';
  const amount = formatMoney(row.amount_minor, { ...fmt, currency: row.currency });
  await ctx.mailer.queue(tx, {
    to: email,
    subject: `Receipt: ${clubName} charged ${amount} to your card`,
    text: [
      firstName ? `Hi ${firstName},` : 'Hi,',
      '',
      `${clubName} charged ${amount} to ${card} for: ${row.description}.`,
      `Payment number ${row.id}, ${formatDate(row.created_at, fmt)}.`,
      '',
      ...receiptPlainText(receipt.snapshot),
      '',
      `Download this receipt (${receipt.number}) as a PDF from Payments in Rally.`,
      `You allowed ${clubName} to charge your cards on file when you are not there to pay. To see or withdraw this, open Payments in Rally: ${ctx.config.publicUrl.replace(/\/$/, '')}/payments`,
      'If you do not recognise this charge, contact the club.',
      '',
      'The Rally team',
    ].join('\n'),
    attachments: [receiptAttachment(receipt)],
  });
}

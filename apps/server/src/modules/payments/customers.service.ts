import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, like, ne } from 'drizzle-orm';
import { toMinor, type TransactionKind } from '@rally/domain';
import { assertAccess } from '../../access/access';
import { findClubStanding } from '../../access/standing';
import { requireActor, type ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { invalid, notFound } from '../../http/errors';
import { GatewayRefusal } from '../../integrations/payments/gateway';
import { getClubRow } from '../clubs/club-reads.service';
import { namesAndEmailsOf, verifiedEmailOf } from '../players/people.service';
import { assertPaid, chargeTransaction } from './payments.service';
import { consentsFor, recordConsents } from './card-consents.service';
import { paymentCards, paymentCustomers } from './payments.tables';

// A player's customer at the gateway and their cards on file (spec 2 §7 Payments:
// /api/stripecustomer/…). The customer is created at the gateway the first time the player opens
// their cards; a card is added with a payment method id that the browser got from the gateway
// (Stripe Elements, or the simulated card form), so no card number ever reaches the server.

type Ctx = ServiceContext;
export const CUSTOMER_NOT_FOUND = 'Customer not found.';

type CardRow = typeof paymentCards.$inferSelect;
const cardRecordOf = (c: CardRow) => ({
  id: c.id,
  payment_method_id: c.payment_method_id,
  card_type: c.brand,
  last4: c.last4,
  exp_month: c.exp_month,
  exp_year: c.exp_year,
  card_country_code: c.country,
  is_default: c.is_default,
});

async function customerRecordOf(db: Db | Tx, customer: typeof paymentCustomers.$inferSelect) {
  const cards = await db
    .select()
    .from(paymentCards)
    .where(eq(paymentCards.customer_id, customer.id))
    .orderBy(desc(paymentCards.is_default), asc(paymentCards.id));
  return { id: customer.id, player: customer.player_id, cards: cards.map(cardRecordOf) };
}

/** True when the player keeps a card on file (the card a charge without a typed card takes). */
export async function hasCardOnFile(db: Db | Tx, player: number): Promise<boolean> {
  const [card] = await db
    .select({ id: paymentCards.id })
    .from(paymentCards)
    .innerJoin(paymentCustomers, eq(paymentCustomers.id, paymentCards.customer_id))
    .where(eq(paymentCustomers.player_id, player))
    .limit(1);
  return Boolean(card);
}

/** An id the simulated gateway made (cus_sim_…, pm_sim_…): Stripe does not know it. */
const isSimulatedId = (id: string) => /^[a-z]+_sim_/.test(id);

/** The player's gateway customer, created (once, however many ask at once) when missing. */
export async function ensureCustomer(ctx: Ctx, playerId: number) {
  const [existing] = await ctx.db.select().from(paymentCustomers).where(eq(paymentCustomers.player_id, playerId));
  if (existing && !(ctx.payments.name === 'stripe' && isSimulatedId(existing.gateway_customer))) return existing;
  const person = (await namesAndEmailsOf(ctx.db, [playerId])).get(playerId);
  const email = (await verifiedEmailOf(ctx.db, playerId)) ?? person?.email ?? '';
  // The gateway's own idempotency makes two concurrent first visits one customer there too.
  const created = await ctx.payments.createCustomer({
    email,
    name: person?.full_name ?? '',
    idempotency_key: `player-customer-${playerId}`,
  });
  if (existing) {
    // Kept from the simulated gateway (demo data, or a server that got its Stripe key later): the
    // customer moves to Stripe, and the simulated cards, which Stripe cannot charge, are dropped.
    await ctx.db.transaction(async (tx) => {
      const [moved] = await tx
        .update(paymentCustomers)
        .set({ gateway_customer: created.id })
        .where(
          and(eq(paymentCustomers.id, existing.id), eq(paymentCustomers.gateway_customer, existing.gateway_customer)),
        )
        .returning({ id: paymentCustomers.id });
      if (moved)
        await tx
          .delete(paymentCards)
          .where(and(eq(paymentCards.customer_id, existing.id), like(paymentCards.payment_method_id, 'pm\\_sim\\_%')));
    });
  }
  await ctx.db
    .insert(paymentCustomers)
    .values({ player_id: playerId, gateway_customer: created.id })
    .onConflictDoNothing({ target: paymentCustomers.player_id });
  const [row] = await ctx.db.select().from(paymentCustomers).where(eq(paymentCustomers.player_id, playerId));
  return row;
}

/** GET /api/stripecustomer/: the caller's customer with their cards on file. */
export async function getMyCustomer({ ctx }: { ctx: Ctx }) {
  const actor = requireActor(ctx);
  return customerRecordOf(ctx.db, await ensureCustomer(ctx, actor.playerId));
}

/** The caller's own customer by id; anyone else's is 404. */
async function ownCustomer(ctx: Ctx, id: number) {
  const actor = requireActor(ctx);
  const [row] = await ctx.db.select().from(paymentCustomers).where(eq(paymentCustomers.id, id));
  if (!row || row.player_id !== actor.playerId) throw notFound(CUSTOMER_NOT_FOUND);
  return row;
}

/** POST /api/stripecustomer/{id}/create_new_intent/: a SetupIntent whose client secret the browser confirms the new card with. */
export async function createNewIntent({ ctx, id }: { ctx: Ctx; id: number }) {
  const customer = await ownCustomer(ctx, id);
  const intent = await ctx.payments.createSetupIntent(customer.gateway_customer);
  return {
    id: intent.id,
    client_secret: intent.client_secret,
    setup_intent_status: 'requires_payment_method',
    publishable_key: ctx.payments.publishableKey,
    gateway: ctx.payments.name,
  };
}

/**
 * POST /api/stripecustomer/{id}/add_payment_method/: keeps the card (brand, last four, expiry); the
 * first card is the default. `consent_clubs`: the clubs the player allows, as they save the card,
 * to charge their cards on file when they are not there (card-consents.service.ts), each recorded
 * with its wording and time in the same transaction; checked before the gateway is asked.
 */
export async function addPaymentMethod({
  ctx,
  id,
  input,
}: {
  ctx: Ctx;
  id: number;
  input: { payment_method_id: string; make_default?: boolean; consent_clubs?: number[] };
}) {
  const customer = await ownCustomer(ctx, id);
  // A club that cannot be allowed refuses the whole request before the card reaches the gateway.
  const consents = await consentsFor(ctx.db, customer.player_id, input.consent_clubs ?? [], 'consent_clubs');
  let card;
  try {
    card = await ctx.payments.attachPaymentMethod(customer.gateway_customer, input.payment_method_id);
  } catch (error) {
    if (error instanceof GatewayRefusal) throw invalid(error.message, { payment_method_id: [error.message] });
    throw error;
  }
  return ctx.db.transaction(async (tx) => {
    // The customer row is the lock: two cards added at once each see the other's default.
    await tx
      .select({ id: paymentCustomers.id })
      .from(paymentCustomers)
      .where(eq(paymentCustomers.id, customer.id))
      .for('update');
    const others = await tx
      .select({ id: paymentCards.id })
      .from(paymentCards)
      .where(
        and(eq(paymentCards.customer_id, customer.id), ne(paymentCards.payment_method_id, card.payment_method_id)),
      );
    const isDefault = input.make_default === true || others.length === 0;
    if (isDefault)
      await tx.update(paymentCards).set({ is_default: false }).where(eq(paymentCards.customer_id, customer.id));
    const values = {
      brand: card.brand,
      last4: card.last4,
      exp_month: card.exp_month,
      exp_year: card.exp_year,
      country: card.country,
      ...(isDefault ? { is_default: true } : {}),
    };
    const [row] = await tx
      .insert(paymentCards)
      .values({ customer_id: customer.id, payment_method_id: card.payment_method_id, ...values })
      .onConflictDoUpdate({ target: [paymentCards.customer_id, paymentCards.payment_method_id], set: values })
      .returning();
    await recordConsents(tx, consents);
    return cardRecordOf(row);
  });
}

/** DELETE /api/stripecustomer/{id}/card/{card}/: removes a card; the newest other card becomes the default. */
export async function removeCard({ ctx, id, card }: { ctx: Ctx; id: number; card: number }) {
  const customer = await ownCustomer(ctx, id);
  const row = await ctx.db.transaction(async (tx) => {
    await tx
      .select({ id: paymentCustomers.id })
      .from(paymentCustomers)
      .where(eq(paymentCustomers.id, customer.id))
      .for('update');
    const [removed] = await tx
      .delete(paymentCards)
      .where(and(eq(paymentCards.customer_id, customer.id), eq(paymentCards.id, card)))
      .returning();
    if (!removed) throw notFound('Card not found.');
    if (removed.is_default) {
      const [next] = await tx
        .select()
        .from(paymentCards)
        .where(eq(paymentCards.customer_id, customer.id))
        .orderBy(desc(paymentCards.id))
        .limit(1);
      if (next) await tx.update(paymentCards).set({ is_default: true }).where(eq(paymentCards.id, next.id));
    }
    return removed;
  });
  await ctx.payments
    .detachPaymentMethod(row.payment_method_id)
    .catch((error: unknown) => ctx.log.warn({ err: error }, 'detaching a payment method failed'));
}

/** POST /api/stripecustomer/{id}/verify/: 200 when the customer holds a card with these last four digits and expiry, 400 otherwise. */
export async function verifyCard({
  ctx,
  id,
  input,
}: {
  ctx: Ctx;
  id: number;
  input: { card_last4: string; card_exp_month: number; card_exp_year: number };
}) {
  const customer = await ownCustomer(ctx, id);
  const [card] = await ctx.db
    .select()
    .from(paymentCards)
    .where(
      and(
        eq(paymentCards.customer_id, customer.id),
        eq(paymentCards.last4, input.card_last4),
        eq(paymentCards.exp_month, input.card_exp_month),
        eq(paymentCards.exp_year, input.card_exp_year),
      ),
    );
  if (!card) throw invalid('This card is not on file.', { card_last4: ['This card is not on file.'] });
  return { verified: true, card: cardRecordOf(card) };
}

/**
 * POST /api/stripecustomer/{id}/charge/: the club charges a player's card on file (purpose 'S', a
 * store sale, by default). The customer's player must be a member on the club's register who
 * allowed the club to charge their card (docs/payments.md "Consent to charge a card on file"); the
 * player gets the receipt by e-mail. `Idempotency-Key` (header) makes a retried request charge once.
 */
export async function chargeCustomer({
  ctx,
  id,
  input,
  idempotencyKey,
}: {
  ctx: Ctx;
  id: number;
  input: { club: number; purpose: TransactionKind; amount: number; description?: string; payment_method_id?: string };
  idempotencyKey?: string;
}) {
  await assertAccess(ctx, input.club, { area: 'store' });
  const [customer] = await ctx.db.select().from(paymentCustomers).where(eq(paymentCustomers.id, id));
  // Only a member on the club's register can be charged here: anyone else (a follower too) is
  // answered as a customer that does not exist, so the answer never tells who follows the club.
  // A member without a live consent for the club is refused by chargeTransaction (400).
  if (!customer || !(await findClubStanding(ctx.db, input.club, customer.player_id)).onRegister)
    throw notFound(CUSTOMER_NOT_FOUND);
  if (input.payment_method_id) {
    const [card] = await ctx.db
      .select({ id: paymentCards.id })
      .from(paymentCards)
      .where(
        and(eq(paymentCards.customer_id, customer.id), eq(paymentCards.payment_method_id, input.payment_method_id)),
      );
    if (!card) throw invalid('This card is not on file.', { payment_method_id: ['This card is not on file.'] });
  }
  const club = await getClubRow(ctx.db, input.club);
  const amount = toMinor(input.amount, club.currency);
  if (!amount || amount <= 0)
    throw invalid('The amount must be greater than 0.', { amount: ['Must be a number greater than 0'] });
  const description = input.description || (input.purpose === 'S' ? 'Club Store sale' : 'Payment');
  const result = await ctx.db.transaction((tx) =>
    chargeTransaction(ctx, tx, {
      club: input.club,
      payer: { player: customer.player_id },
      kind: input.purpose,
      description,
      amount,
      method: 'C',
      idempotencyKey: idempotencyKey ? `customer-charge-${idempotencyKey}` : `customer-charge-${randomUUID()}`,
      paymentMethodId: input.payment_method_id,
      access: { area: 'store' },
    }),
  );
  assertPaid(result);
  return { ...result.transaction, client_secret: result.client_secret };
}

import { DateTime } from 'luxon';
import {
  cardConsentWording,
  simulatedPaymentMethodId,
  type PaymentMethod,
  type TransactionKind,
  type TransactionStatus,
} from '@rally/domain';
import type { Tx } from '../../db/client';
import { cardConsents, paymentCards, paymentCustomers, refunds, transactions } from './payments.tables';
import { creditEntries } from './account-credit.tables';
import * as clock from '../../clock';

// The demo's money at Riverside: six weeks of payments (court bookings, store sales, membership
// fees, a clinic), most by card, some cash and cheque, a few declined, a few refunded in whole or
// in part, so the Payments lists, filters and refunds have something to show. The demo player has
// a Visa test card on file, and has allowed Riverside (whose member they are) to charge it when
// they are not there (the Club Store's "card on file"). Deterministic for a given seed day.

type Member = { player_id: number | null; name: string; email: string };

const failures = [
  { code: 'card_declined', message: 'Your card was declined.', type: 'card_error' },
  { code: 'insufficient_funds', message: 'Your card has insufficient funds.', type: 'card_error' },
  { code: 'expired_card', message: 'Your card has expired.', type: 'card_error' },
];

const catalogue: { kind: TransactionKind; item: string; amount: number }[] = [
  { kind: 'B', item: 'Court hire, 1 hour', amount: 2000 },
  { kind: 'B', item: 'Court hire, evening', amount: 2800 },
  { kind: 'S', item: 'Tennis balls (4 can)', amount: 1295 },
  { kind: 'S', item: 'Overgrip 3-pack', amount: 1150 },
  { kind: 'S', item: 'Restring, poly', amount: 4500 },
  { kind: 'M', item: 'Adult membership (annual)', amount: 42000 },
  { kind: 'M', item: 'Junior membership (annual)', amount: 18000 },
  { kind: 'E', item: 'Cardio tennis clinic', amount: 2500 },
];

/** Seeds Riverside's demo payments; `members` are some of its members (the payers), `author` the staff login. */
export async function seedDemoPayments(
  tx: Tx,
  input: {
    club: number;
    clubName: string;
    zone: string;
    currency: string;
    /** The club's connected payment account, which its card payments were paid to; null: none. */
    account: string | null;
    members: Member[];
    author: number;
    demoPlayer: number;
  },
) {
  const { club, zone, currency, members, account } = input;
  const today = clock.nowIn(zone).startOf('day');
  const rows: (typeof transactions.$inferInsert)[] = [];
  for (let i = 0; i < 60; i++) {
    const payer = members[(i * 7) % members.length];
    const item = catalogue[(i * 5) % catalogue.length];
    const method: PaymentMethod = i % 9 === 4 ? 'S' : i % 13 === 6 ? 'Q' : 'C';
    const failure = method === 'C' && i % 11 === 3 ? failures[i % failures.length] : null;
    const status: TransactionStatus = failure ? 'F' : i % 10 === 7 ? 'R' : 'P';
    const quantity = item.kind === 'S' ? 1 + (i % 3) : 1;
    const created = today
      .minus({ days: Math.floor(i * 0.7) })
      .set({ hour: 8 + (i % 11), minute: (i * 17) % 60 })
      .toJSDate();
    rows.push({
      club_id: club,
      kind: item.kind,
      description: item.item,
      status,
      payment_method: method,
      player_id: payer.player_id,
      payer_name: payer.name,
      payer_email: payer.email,
      item_name: item.item,
      quantity,
      amount_minor: item.amount * quantity,
      currency,
      card_brand: method === 'C' ? (i % 4 === 1 ? 'M' : 'V') : null,
      card_last4: method === 'C' ? (i % 4 === 1 ? '4444' : '4242') : null,
      failure_code: failure?.code ?? null,
      failure_reason: failure?.message ?? null,
      failure_detail: failure,
      gateway_ref: method === 'C' ? `pi_sim_demo_${i}` : null,
      idempotency_key: `demo-${i}`,
      gateway_key: `demo-${i}`,
      // Paid to the club's own account only when it has one (issue 27: the demo's payments named
      // acct_simulated_1 while Riverside has no account connected); else to the platform, as a
      // charge of a club without an account is (payments.service chargeAtGateway).
      receiver_account: method === 'C' && !failure ? account : null,
      destination_amount: method === 'C' && !failure && account ? item.amount * quantity : null,
      created_by: input.author,
      created_at: created,
      updated_at: created,
    });
  }
  const saved = await tx.insert(transactions).values(rows).returning({
    id: transactions.id,
    status: transactions.status,
    amount: transactions.amount_minor,
    created: transactions.created_at,
  });
  const refunded = saved.filter((t) => t.status === 'R');
  if (refunded.length) {
    await tx.insert(refunds).values(
      refunded.map((t, n) => ({
        club_id: club,
        transaction_id: t.id,
        status: 'P' as const,
        // Every other refund is partial: half the amount.
        amount_minor: n % 2 ? Math.round(t.amount / 2) : t.amount,
        reason: n % 2 ? 'Half refunded: court closed for the second half hour' : 'Cancelled with notice',
        refund_id: `re_sim_demo_${t.id}`,
        idempotency_key: `demo-refund-${t.id}`,
        created_by: input.author,
        created_at: DateTime.fromJSDate(t.created).plus({ days: 1 }).toJSDate(),
      })),
    );
  }
  // The demo player's Visa test card on file.
  const [customer] = await tx
    .insert(paymentCustomers)
    .values({ player_id: input.demoPlayer, gateway_customer: 'cus_sim_demo_player' })
    .returning();
  await tx.insert(paymentCards).values({
    customer_id: customer.id,
    payment_method_id: simulatedPaymentMethodId({ number: '4242424242424242', exp_month: 12, exp_year: 2034 }),
    brand: 'V',
    last4: '4242',
    exp_month: 12,
    exp_year: 2034,
    country: 'AU',
    is_default: true,
  });
  await tx.insert(cardConsents).values({
    club_id: club,
    player_id: input.demoPlayer,
    wording: cardConsentWording(input.clubName),
    given_at: today.minus({ days: 42 }).toJSDate(),
  });
  // Account credit (issue 30): a few accounts with a balance, so Payments › Account credit and the
  // player's statement have something to show. Staff adjustments only (no payment behind them), dated
  // relative to the seed's day; the demo player's among them.
  const holders = [
    { player: input.demoPlayer, minor: 1000, days: 9, reason: 'Goodwill: the court lights failed during your booking' },
    ...members
      .filter((m) => m.player_id && m.player_id !== input.demoPlayer)
      .slice(0, 3)
      .map((m, n) => ({
        player: m.player_id!,
        minor: 2500 + n * 1250,
        days: 20 - n * 5,
        reason: 'Balance carried over from the old till',
      })),
  ];
  await tx.insert(creditEntries).values(
    holders.map((h) => ({
      club_id: club,
      player_id: h.player,
      amount_minor: h.minor,
      currency,
      kind: 'A' as const,
      reason: h.reason,
      created_by: input.author,
      created_at: today.minus({ days: h.days }).set({ hour: 10 }).toJSDate(),
    })),
  );
  return { transactions: saved.length, refunds: refunded.length };
}

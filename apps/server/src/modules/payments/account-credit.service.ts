import { and, count, desc, eq, max, sql } from 'drizzle-orm';
import {
  accountCreditMessages,
  fromMinor,
  toMinor,
  type CreditAdjustInput,
  type CreditBalances,
  type CreditStatement,
  type CreditTopUpInput,
  type MyCreditTopUpInput,
} from '@rally/domain';
import { assertAccess, type AccessCheck } from '../../access/access';
import { findClubStanding } from '../../access/standing';
import { requireActor, type ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { invalid, notFound } from '../../http/errors';
import { getClubRow } from '../clubs/club-reads.service';
import { namesAndEmailsOf } from '../players/people.service';
import {
  accountLimitOf,
  addCreditEntry,
  lockAccount,
  balanceOf,
  entriesOf,
  entryRecordOf,
  entryRecordsOf,
} from './account-credit-ledger';
import { creditEntries } from './account-credit.tables';
import { assertPaid, chargeTransaction } from './payments.service';
import { recordsOf } from './transaction-records';
import { onPaymentSettled } from './payment-settlement.service';

// Account credit's calls (issue 30; docs/account-credit.md): a player's own statement at each club,
// and for the club's Payments staff every balance with totals, one person's statement, an
// adjustment and a top-up. The ledger and its lock: account-credit-ledger.ts.

type Ctx = ServiceContext;

/** One person's statement at one club. */
async function statementOf(db: Db | Tx, club: number, player: number): Promise<CreditStatement> {
  const row = await getClubRow(db, club);
  const currency = row.currency.toLowerCase();
  const rows = await entriesOf(db, club, player);
  const balance = rows.reduce((sum, r) => sum + r.amount_minor, 0);
  const limit = await accountLimitOf(db, club, currency);
  const person = (await namesAndEmailsOf(db, [player])).get(player);
  return {
    club,
    club_name: row.name,
    player,
    name: person?.full_name ?? '',
    currency: currency.toUpperCase(),
    balance: fromMinor(balance, currency),
    limit: fromMinor(limit, currency),
    available: fromMinor(Math.max(0, balance + limit), currency),
    entries: await entryRecordsOf(db, rows),
  };
}

/** The person must be a player of the club (follows, on the register, coaches, administers) for staff to open or move their account. */
async function assertPersonOfClub(db: Db | Tx, club: number, player: number) {
  const standing = await findClubStanding(db, club, player);
  if (!standing.isPlayer) throw notFound(accountCreditMessages.notAPlayer);
}

/** GET /api/accountcredit/mine/: the caller's statement at each club where they have entries. */
export async function myAccountCredit({ ctx }: { ctx: Ctx }): Promise<CreditStatement[]> {
  const actor = requireActor(ctx);
  const clubs = await ctx.db
    .selectDistinct({ club: creditEntries.club_id })
    .from(creditEntries)
    .where(eq(creditEntries.player_id, actor.playerId));
  const statements = await Promise.all(clubs.map((c) => statementOf(ctx.db, c.club, actor.playerId)));
  return statements.sort((a, b) => a.club_name.localeCompare(b.club_name));
}

/** GET /api/accountcredit/?club: every account of the club with entries, its balance, and the totals. */
export async function clubCreditBalances({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { club: number };
}): Promise<CreditBalances> {
  await assertAccess(ctx, input.club, { area: 'payments' });
  const club = await getClubRow(ctx.db, input.club);
  const currency = club.currency.toLowerCase();
  const rows = await ctx.db
    .select({
      player: creditEntries.player_id,
      balance: sql<string>`sum(${creditEntries.amount_minor})`,
      entries: count(),
      last: max(creditEntries.created_at),
    })
    .from(creditEntries)
    .where(eq(creditEntries.club_id, input.club))
    .groupBy(creditEntries.player_id)
    .orderBy(desc(sql`sum(${creditEntries.amount_minor})`), creditEntries.player_id);
  const people = await namesAndEmailsOf(
    ctx.db,
    rows.map((r) => r.player),
  );
  const balances = rows.map((r) => Number(r.balance));
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  return {
    currency: currency.toUpperCase(),
    limit: fromMinor(await accountLimitOf(ctx.db, input.club, currency), currency),
    totals: {
      accounts: rows.length,
      balance: fromMinor(sum(balances), currency),
      credit: fromMinor(sum(balances.filter((b) => b > 0)), currency),
      owed: fromMinor(-sum(balances.filter((b) => b < 0)), currency),
    },
    results: rows
      .map((r, i) => ({
        player: r.player,
        name: people.get(r.player)?.full_name ?? '',
        email: people.get(r.player)?.email ?? '',
        balance: fromMinor(balances[i], currency),
        entries: r.entries,
        last_entry: r.last ? new Date(r.last).toISOString() : '',
      }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.player - b.player),
  };
}

/** GET /api/accountcredit/player/{player}/?club: one person's statement, for the club's Payments staff. */
export async function personCreditStatement({ ctx, input }: { ctx: Ctx; input: { club: number; player: number } }) {
  await assertAccess(ctx, input.club, { area: 'payments' });
  await assertPersonOfClub(ctx.db, input.club, input.player);
  return statementOf(ctx.db, input.club, input.player);
}

/** GET /api/accountcredit/player/{player}/balance/?club: the balance the till offers beside the card. */
export async function tillCreditBalance({ ctx, input }: { ctx: Ctx; input: { club: number; player: number } }) {
  await assertAccess(ctx, input.club, { area: 'store' });
  await assertPersonOfClub(ctx.db, input.club, input.player);
  return creditSummaryOf(ctx.db, input.club, input.player);
}

/** A person's balance and what they may still spend, as decimal text of the club's currency. */
export async function creditSummaryOf(db: Db | Tx, club: number, player: number) {
  const currency = (await getClubRow(db, club)).currency.toLowerCase();
  const balance = await balanceOf(db, club, player);
  const limit = await accountLimitOf(db, club, currency);
  return { balance: fromMinor(balance, currency), available: fromMinor(Math.max(0, balance + limit), currency) };
}

/** POST /api/accountcredit/adjust/: a staff adjustment with its reason; never below the club's limit. */
export async function adjustAccountCredit({ ctx, input }: { ctx: Ctx; input: CreditAdjustInput }) {
  await assertAccess(ctx, input.club, { area: 'payments' });
  return ctx.db.transaction(async (tx) => {
    await assertPersonOfClub(tx, input.club, input.player);
    const currency = (await getClubRow(tx, input.club)).currency;
    const amount = toMinor(Number(input.amount), currency);
    if (!amount) throw invalid(accountCreditMessages.zero, { amount: [accountCreditMessages.zero] });
    const row = await addCreditEntry(ctx, tx, {
      club: input.club,
      player: input.player,
      amount,
      kind: 'A',
      reason: input.reason.trim(),
    });
    return entryRecordOf(row, await balanceOf(tx, input.club, input.player));
  });
}

/**
 * POST /api/accountcredit/topup/: credit bought. Cash and cheque are recorded as paid at the desk;
 * a card is the person's card on file, charged through the payments area (a staff charge of a card
 * on file: their consent needed, a receipt mailed). The payment is a transaction of kind O like
 * any other; the credit entry is written only once it is paid, in the same transaction. One top-up
 * per idempotency key: asked again, the first one's answer, nothing credited twice.
 */
export async function topUpAccountCredit({ ctx, input }: { ctx: Ctx; input: CreditTopUpInput }) {
  await assertAccess(ctx, input.club, { area: 'payments' });
  return topUp(ctx, {
    club: input.club,
    player: input.player,
    amount: input.amount,
    method: input.payment_method ?? 'S',
    note: input.note ?? '',
    key: `account_credit_topup:${input.idempotency_key}`,
    access: { area: 'payments' },
  });
}

/**
 * POST /api/accountcredit/mine/topup/ (issue 30): the caller buys credit at a club with their own
 * card, on session (no consent needed: they are there), its receipt mailed as every payment's. A
 * card asking for authentication answers `client_secret` and nothing is credited yet; once the
 * browser has authenticated it, the same call with the same key credits it (the payment answered
 * again, the entry written once), and so does the gateway's webhook if the browser never comes back.
 */
export async function topUpMyAccountCredit({ ctx, input }: { ctx: Ctx; input: MyCreditTopUpInput }) {
  const actor = requireActor(ctx);
  const standing = await findClubStanding(ctx.db, input.club, actor.playerId);
  if (!standing.isPlayer) throw notFound('Club not found.');
  return topUp(ctx, {
    club: input.club,
    player: actor.playerId,
    amount: input.amount,
    method: 'C',
    paymentMethodId: input.payment_method_id,
    note: '',
    // The player's own keys never meet the desk's: a key of theirs is theirs alone.
    key: `account_credit_mytopup:${actor.playerId}:${input.idempotency_key}`,
    access: { area: 'payments', owner: actor.playerId },
  });
}

/** A top-up's charge and, once paid, its T entry, in one transaction; the account locked before the charge. */
async function topUp(
  ctx: Ctx,
  input: {
    club: number;
    player: number;
    amount: number;
    method: 'C' | 'Q' | 'S';
    paymentMethodId?: string;
    note: string;
    key: string;
    access: AccessCheck;
  },
) {
  const result = await ctx.db.transaction(async (tx) => {
    await assertPersonOfClub(tx, input.club, input.player);
    const currency = (await getClubRow(tx, input.club)).currency;
    const amount = toMinor(Number(input.amount), currency);
    if (!amount || amount <= 0) throw invalid('The amount must be greater than 0.');
    // The account's lock before the charge, whose receipt takes the club's receipt counter: every
    // command takes the account first and the counter second (a spend by account does), so two
    // commands never wait on each other in opposite orders (a deadlock, answered 500).
    await lockAccount(tx, input.club, input.player);
    const charge = await chargeTransaction(ctx, tx, {
      club: input.club,
      payer: { player: input.player },
      kind: 'O',
      description: 'Account credit top-up',
      item: { name: 'Account credit top-up', ref: `account_credit:${input.player}` },
      amount,
      method: input.method,
      paymentMethodId: input.paymentMethodId,
      idempotencyKey: input.key,
      access: input.access,
    });
    const entry = charge.paid ? await creditTopUp(ctx, tx, charge.transaction, input.note) : null;
    return { charge, entry };
  });
  assertPaid(result.charge);
  return {
    entry: result.entry,
    transaction: { ...result.charge.transaction, client_secret: result.charge.client_secret },
  };
}

const methodWords = { C: 'card', Q: 'cheque', S: 'cash', A: 'account' } as const;

/** The credit entry of a paid top-up: once per payment, however often its request or the gateway's webhook comes. */
async function creditTopUp(
  ctx: Ctx,
  tx: Tx,
  t: {
    id: number;
    club: number;
    player: number | null;
    amount: string;
    currency: string;
    payment_method: keyof typeof methodWords;
    item_ref: string | null;
  },
  note: string,
) {
  if (!t.player) return null;
  const [existing] = await tx
    .select()
    .from(creditEntries)
    .where(and(eq(creditEntries.club_id, t.club), eq(creditEntries.transaction_id, t.id), eq(creditEntries.kind, 'T')));
  const row =
    existing ??
    (await addCreditEntry(ctx, tx, {
      club: t.club,
      player: t.player,
      amount: toMinor(t.amount, t.currency) ?? 0,
      kind: 'T',
      reason: note.trim() || `Top-up by ${methodWords[t.payment_method]}`,
      transaction: t.id,
      itemRef: t.item_ref,
    }));
  return entryRecordOf(row, await balanceOf(tx, t.club, t.player));
}

// A card top-up that waited for the cardholder's authentication is credited when the gateway reports it paid.
onPaymentSettled('account_credit:', async (ctx, tx, t) => {
  if (t.status !== 'P') return;
  const [record] = await recordsOf(tx, [t]);
  await creditTopUp(ctx, tx, record, '');
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { periodPrice, simulatedPaymentMethodId } from '@rally/domain';
import { login } from '../../../test/helpers';
import { clubFeatures } from '../clubs/clubs.tables';
import { marketFeatures } from '../reference/reference.tables';
import { findMemberStandings } from './member-standing.service';
import { clubMembers, membershipCharges, membershipTypes } from './members.tables';
import { membersFixture, type MembersFixture } from './members.test-helpers';
import { CARD_PAYMENT_WAITING } from './membership-fees.service';

// Members paying online (issue 11): a player buys a membership of Harbour with their card on
// file, sees it, cancels renewal; an overdue renewal is paid by card and the member is current
// again. The demo player (player@example.com) has Visa 4242 on file and no Harbour membership.

let f: MembersFixture;
let player: string;
let applicant: string;
let typeId: number;
let playerId: number;
beforeAll(async () => {
  f = await membersFixture();
  player = await login(f.t.app, 'player@example.com');
  applicant = await login(f.t.app, 'applicant@example.com');
  [{ id: typeId }] = await f.t.db
    .select({ id: membershipTypes.id })
    .from(membershipTypes)
    .where(and(eq(membershipTypes.club_id, f.harbour), eq(membershipTypes.name, 'Full member')));
});
afterAll(() => f.close());

const as = (auth: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  f.t.app.inject({ method, url, headers: { authorization: auth }, ...(payload ? { payload } : {}) });
const card = (number: string) => simulatedPaymentMethodId({ number, exp_month: 12, exp_year: 2034 });
/** Harbour's package has no Membership feature in the demo data: switch it on with these params. */
async function setParams(club: number, params: Record<string, unknown>) {
  const [market] = await f.t.db
    .select({ id: marketFeatures.id })
    .from(marketFeatures)
    .where(eq(marketFeatures.name, 'membership'));
  await f.t.db
    .insert(clubFeatures)
    .values({ club_id: club, feature_id: market.id, enabled: true, params })
    .onConflictDoUpdate({ target: [clubFeatures.club_id, clubFeatures.feature_id], set: { enabled: true, params } });
}

describe('buying a membership online', () => {
  it('a club without the Membership feature sells nothing online', async () => {
    const [market] = await f.t.db
      .select({ id: marketFeatures.id })
      .from(marketFeatures)
      .where(eq(marketFeatures.name, 'membership'));
    await f.t.db
      .update(clubFeatures)
      .set({ enabled: false })
      .where(and(eq(clubFeatures.club_id, f.harbour), eq(clubFeatures.feature_id, market.id)));
    const offer = (await as(player, 'GET', `/api/clubmembership/offer/?club=${f.harbour}`)).json();
    expect(offer).toMatchObject({ cycles: [], types: [] });
    const res = await as(player, 'POST', '/api/clubmembership/join/', {
      club: f.harbour,
      membership_type: typeId,
      billing_cycle: 'A',
      agree_terms: true,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().reason).toBe(
      'This club does not sell memberships online: its subscription does not include the Membership feature.',
    );
  });

  it('shows the types, the allowed cycles and the terms; refuses a cycle the club does not offer and a missing agreement', async () => {
    await setParams(f.harbour, { AnnualCycleEnabled: true, MonthlyCycleEnabled: false, DefaultCycle: 'A' });
    const offer = (await as(player, 'GET', `/api/clubmembership/offer/?club=${f.harbour}`)).json();
    expect(offer).toMatchObject({
      club: f.harbour,
      club_name: 'Harbour Tennis Centre',
      cycles: ['A'],
      default_cycle: 'A',
      membership: null,
    });
    expect(offer.types).toContainEqual(
      expect.objectContaining({ id: typeId, name: 'Full member', annual_price: '380.00', monthly_price: '35.00' }),
    );
    expect(offer.terms.length).toBeGreaterThan(0);

    const monthly = await as(player, 'POST', '/api/clubmembership/join/', {
      club: f.harbour,
      membership_type: typeId,
      billing_cycle: 'M',
      agree_terms: true,
    });
    expect(monthly.statusCode).toBe(400);
    expect(monthly.json().reason).toBe('This club does not offer monthly memberships.');
    const noTerms = await as(player, 'POST', '/api/clubmembership/join/', {
      club: f.harbour,
      membership_type: typeId,
      billing_cycle: 'A',
      agree_terms: false,
    });
    expect(noTerms.statusCode).toBe(400);
    expect(JSON.stringify(noTerms.json())).toContain("Agree to the club's membership terms first.");
  });

  it('charges the card on file, links the register row with the e-mail, and makes the player a member', async () => {
    // Harbour already has Pat on its register (added by the desk, not yet linked).
    const [row] = await f.t.db
      .insert(clubMembers)
      .values({ club_id: f.harbour, first_name: 'Pat', last_name: 'Player', email_set: ['player@example.com'] })
      .returning();
    const res = await as(player, 'POST', '/api/clubmembership/join/', {
      club: f.harbour,
      membership_type: typeId,
      billing_cycle: 'A',
      agree_terms: true,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.member).toMatchObject({
      id: row.id,
      is_user: true,
      membership_type: typeId,
      billing_cycle: 'A',
      sub_status: 'C',
      is_expired: false,
    });
    expect(body.charge).toMatchObject({
      member: row.id,
      status: 'P',
      method: 'C',
      // From today to Harbour's rollover, by the club's rule (by month, the default).
      amount: periodPrice(
        '380.00',
        'aud',
        'A',
        { start: body.charge.period_start, end: body.charge.period_end },
        'month',
      ),
      recurring: true,
      transaction: body.transaction,
    });
    const txn = (await as(player, 'GET', `/api/transaction/${body.transaction}/`)).json();
    expect(txn).toMatchObject({ kind: 'M', status: 'P' });

    // Again: already a member.
    const again = await as(player, 'POST', '/api/clubmembership/join/', {
      club: f.harbour,
      membership_type: typeId,
      billing_cycle: 'A',
      agree_terms: true,
    });
    expect(again.statusCode).toBe(409);

    const mine = (await as(player, 'GET', '/api/clubmembership/mine/')).json();
    const harbour = mine.find((m: { club: number }) => m.club === f.harbour);
    expect(harbour).toMatchObject({
      member: row.id,
      membership_type_name: 'Full member',
      sub_status: 'C',
      renews_by_card: true,
      expires: body.member.expires,
    });
    expect(harbour.next_charge).toMatchObject({ amount: '380.00', overdue: false });
    expect(harbour.charges).toHaveLength(1);

    // The fees view shows them paid.
    const fees = (await f.call('other', 'GET', `/api/membershipfees/?club=${f.harbour}`)).json();
    expect(fees.results.find((r: { member: number }) => r.member === row.id)).toMatchObject({
      state: expect.stringMatching(/paid|upcoming|due/),
      last_paid: expect.any(String),
    });
  });

  it('cancelling renewal keeps the paid period and drops the next charge; only the member may', async () => {
    const mine = (await as(player, 'GET', '/api/clubmembership/mine/')).json();
    const harbour = mine.find((m: { club: number }) => m.club === f.harbour);
    expect((await as(applicant, 'POST', `/api/clubmembership/${harbour.member}/cancel_renewal/`)).statusCode).toBe(404);
    const res = await as(player, 'POST', `/api/clubmembership/${harbour.member}/cancel_renewal/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sub_status: 'U', is_expired: false });
    const after = (await as(player, 'GET', '/api/clubmembership/mine/'))
      .json()
      .find((m: { club: number }) => m.club === f.harbour);
    expect(after.next_charge).toBeNull();
    expect((await as(player, 'POST', `/api/clubmembership/${harbour.member}/cancel_renewal/`)).statusCode).toBe(400);
  });

  it('a declined card: 400 with the card reason, a failed charge record, no membership', async () => {
    const { id: customer } = (await as(applicant, 'GET', '/api/stripecustomer/')).json();
    const added = await as(applicant, 'POST', `/api/stripecustomer/${customer}/add_payment_method/`, {
      payment_method_id: card('4000000000000002'),
      make_default: true,
    });
    expect(added.statusCode).toBe(201);
    const res = await as(applicant, 'POST', '/api/clubmembership/join/', {
      club: f.harbour,
      membership_type: typeId,
      billing_cycle: 'A',
      agree_terms: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().reason).toBe('Your card was declined.');
    const [member] = await f.t.db
      .select()
      .from(clubMembers)
      .where(and(eq(clubMembers.club_id, f.harbour), eq(clubMembers.email_set, ['applicant@example.com'])));
    expect(member).toMatchObject({ membership_type_id: null, expires: null });
    const charges = await f.t.db.select().from(membershipCharges).where(eq(membershipCharges.member_id, member.id));
    expect(charges).toEqual([
      expect.objectContaining({ status: 'F', method: 'C', transaction_id: expect.any(Number) }),
    ]);
  });
});

describe('an overdue renewal', () => {
  it('books as a non-member until paid by card, then is current again', async () => {
    playerId = (
      await f.t.db
        .select({ p: clubMembers.player_id })
        .from(clubMembers)
        .where(and(eq(clubMembers.club_id, f.riverside), eq(clubMembers.email_set, ['player@example.com'])))
    )[0].p!;
    const [member] = await f.t.db
      .insert(clubMembers)
      .values({
        club_id: f.riverside,
        player_id: playerId,
        first_name: 'Pat',
        last_name: 'Overdue',
        email_set: ['player@example.com'],
        membership_type_id: null,
      })
      .returning();
    const [rType] = await f.t.db
      .insert(membershipTypes)
      .values({ club_id: f.riverside, name: 'Card renewal adult', annual_price: '300.00', monthly_price: '30.00' })
      .returning();
    const expired = f.daysFromToday(-3);
    await f.t.db
      .update(clubMembers)
      .set({ membership_type_id: rType.id, billing_cycle: 'A', expires: expired, subscription_status: 'O' })
      .where(eq(clubMembers.id, member.id));
    await f.t.db.insert(membershipCharges).values({
      club_id: f.riverside,
      member_id: member.id,
      player_id: playerId,
      membership_type_id: rType.id,
      billing_cycle: 'A',
      amount: '300.00',
      currency: 'aud',
      status: 'O',
      method: 'C',
      recurring: true,
      period_start: f.daysFromToday(-2),
      period_end: f.daysFromToday(360),
      next_charge: f.daysFromToday(2),
    });

    const before = await findMemberStandings(f.t.db, f.riverside, f.today, { memberIds: [member.id], playerIds: [] });
    expect(before.byMember.get(member.id)?.kind).toBe('nonmember');
    const mine = (await as(player, 'GET', '/api/clubmembership/mine/'))
      .json()
      .find((m: { member: number }) => m.member === member.id);
    expect(mine.next_charge).toMatchObject({ amount: '300.00', overdue: true });

    const paid = await as(player, 'POST', `/api/clubmembership/${member.id}/pay/`, {});
    expect(paid.statusCode).toBe(200);
    expect(paid.json().member).toMatchObject({ sub_status: 'C', expires: f.daysFromToday(360) });
    expect(paid.json().charge).toMatchObject({ status: 'P', method: 'C' });
    const after = await findMemberStandings(f.t.db, f.riverside, f.today, { memberIds: [member.id], playerIds: [] });
    expect(after.byMember.get(member.id)?.kind).toBe('member');
    expect((await as(player, 'POST', `/api/clubmembership/${member.id}/pay/`, {})).json().reason).toBe(
      'Nothing is owed on this membership.',
    );
  });
});

describe('a card that asks for authentication', () => {
  it('leaves the membership waiting (P, a non-member) until the cardholder confirms, then pay/ completes it once', async () => {
    await setParams(f.harbour, {
      AnnualCycleEnabled: true,
      MonthlyCycleEnabled: true,
      DefaultCycle: 'A',
      membershipRenewal: 'forced',
    });
    const coach = await login(f.t.app, 'coach2@example.com');
    const { id: customer } = (await as(coach, 'GET', '/api/stripecustomer/')).json();
    expect(
      (
        await as(coach, 'POST', `/api/stripecustomer/${customer}/add_payment_method/`, {
          payment_method_id: card('4000002500003155'),
          make_default: true,
        })
      ).statusCode,
    ).toBe(201);
    const res = await as(coach, 'POST', '/api/clubmembership/join/', {
      club: f.harbour,
      membership_type: typeId,
      billing_cycle: 'A',
      agree_terms: true,
    });
    expect(res.statusCode).toBe(201);
    const joined = res.json();
    expect(joined.client_secret).toEqual(expect.any(String));
    expect(joined.member).toMatchObject({ sub_status: 'P' });
    expect(joined.charge).toMatchObject({ status: 'O', method: 'C' });
    const waiting = await findMemberStandings(f.t.db, f.harbour, f.today, {
      memberIds: [joined.member.id],
      playerIds: [],
    });
    expect(waiting.byMember.get(joined.member.id)?.kind).toBe('nonmember');
    const mine = (await as(coach, 'GET', '/api/clubmembership/mine/'))
      .json()
      .find((m: { club: number }) => m.club === f.harbour);
    expect(mine).toMatchObject({ sub_status: 'P', next_charge: { overdue: false } });
    // The desk cannot record cash for it meanwhile: the charge's payment is the card's, waiting for the bank.
    const desk = await f.call('other', 'POST', `/api/clubmember/${joined.member.id}/record_payment/`, { method: 'S' });
    expect(desk.statusCode).toBe(409);
    expect(desk.json().reason).toBe(CARD_PAYMENT_WAITING);
    // Paying again before the cardholder confirms answers the same waiting payment: nothing new is charged.
    const again = (await as(coach, 'POST', `/api/clubmembership/${joined.member.id}/pay/`, {})).json();
    expect(again).toMatchObject({
      transaction: joined.transaction,
      client_secret: expect.any(String),
      member: { sub_status: 'P' },
    });

    expect(
      (await as(coach, 'POST', `/api/transaction/${joined.transaction}/authenticate/`, { approved: true })).json()
        .status,
    ).toBe('P');
    const paid = await as(coach, 'POST', `/api/clubmembership/${joined.member.id}/pay/`, {});
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      member: { sub_status: 'C' },
      charge: { status: 'P' },
      transaction: joined.transaction,
      client_secret: null,
    });
    const after = await findMemberStandings(f.t.db, f.harbour, f.today, {
      memberIds: [joined.member.id],
      playerIds: [],
    });
    expect(after.byMember.get(joined.member.id)?.kind).toBe('member');
    const charges = await f.t.db
      .select()
      .from(membershipCharges)
      .where(eq(membershipCharges.member_id, joined.member.id));
    expect(charges).toEqual([expect.objectContaining({ status: 'P', transaction_id: joined.transaction })]);
  });
});

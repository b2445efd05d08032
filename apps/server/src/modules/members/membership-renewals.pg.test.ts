import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { login } from '../../../test/helpers';
import { DateTime } from 'luxon';
import { isPostgres } from '../../../test/concurrency';
import { outbox } from '../../integrations/mail/mail.tables';
import { clubFeatures } from '../clubs/clubs.tables';
import { marketFeatures } from '../reference/reference.tables';
import { clubMembers, membershipCharges, membershipTypes } from './members.tables';
import { membersFixture, type MembersFixture } from './members.test-helpers';
import { runMembershipRenewals } from './membership-renewals';
import * as clock from '../../clock';

describe.runIf(isPostgres)('membership renewals, workers at once (PostgreSQL)', () => {
  let f: MembersFixture;
  beforeAll(async () => {
    f = await membersFixture();
    await f.t.db.update(clubMembers).set({ subscription_status: 'U' });
  });
  afterAll(() => f.close());

  it('five runs at once charge and remind each member once', async () => {
    const [type] = await f.t.db
      .insert(membershipTypes)
      .values({ club_id: f.riverside, name: 'Race adult', annual_price: '300.00', monthly_price: '30.00' })
      .returning();
    const members = await f.t.db
      .insert(clubMembers)
      .values(
        Array.from({ length: 5 }, (_, i) => ({
          club_id: f.riverside,
          first_name: 'Race',
          last_name: `Member ${i}`,
          email_set: [`race${i}@example.com`],
          membership_type_id: type.id,
          billing_cycle: 'A' as const,
          subscription_status: 'C' as const,
          expires: '2029-06-30',
        })),
      )
      .returning();
    const now = DateTime.fromISO('2029-07-01T09:00', { zone: 'Australia/Sydney' }).toJSDate();
    await Promise.all(
      Array.from({ length: 5 }, () => runMembershipRenewals({ ...f.t.app.deps, log: f.t.app.log }, now)),
    );
    for (const m of members) {
      expect(await f.t.db.select().from(membershipCharges).where(eq(membershipCharges.member_id, m.id))).toHaveLength(
        1,
      );
      expect(await f.t.db.select().from(outbox).where(eq(outbox.to, m.email_set[0]))).toHaveLength(1);
    }
  });

  it("five runs at once charge a card member's card once", async () => {
    const [pat] = await f.t.db
      .select({ p: clubMembers.player_id })
      .from(clubMembers)
      .where(sql`${clubMembers.email_set} @> '["player@example.com"]'::jsonb and ${clubMembers.player_id} is not null`);
    const [type] = await f.t.db
      .insert(membershipTypes)
      .values({ club_id: f.riverside, name: 'Race card adult', annual_price: '300.00', monthly_price: '30.00' })
      .returning();
    const [member] = await f.t.db
      .insert(clubMembers)
      .values({
        club_id: f.riverside,
        player_id: pat.p,
        first_name: 'Race',
        last_name: 'Card',
        email_set: ['race-card@example.com'],
        membership_type_id: type.id,
        billing_cycle: 'A',
        subscription_status: 'C',
        expires: '2030-06-30',
      })
      .returning();
    await f.t.db.insert(membershipCharges).values({
      club_id: f.riverside,
      member_id: member.id,
      player_id: pat.p,
      membership_type_id: type.id,
      billing_cycle: 'A',
      amount: '300.00',
      currency: 'aud',
      status: 'P',
      method: 'C',
      period_start: '2029-07-01',
      period_end: '2030-06-30',
      paid_at: clock.now(),
    });
    const now = DateTime.fromISO('2030-07-01T09:00', { zone: 'Australia/Sydney' }).toJSDate();
    await Promise.all(
      Array.from({ length: 5 }, () => runMembershipRenewals({ ...f.t.app.deps, log: f.t.app.log }, now)),
    );
    const charges = await f.t.db
      .select()
      .from(membershipCharges)
      .where(and(eq(membershipCharges.member_id, member.id), eq(membershipCharges.period_start, '2030-07-01')));
    expect(charges).toEqual([expect.objectContaining({ status: 'P', method: 'C' })]);
    const auth = await login(f.t.app, 'player@example.com');
    const mine = (
      await f.t.app.inject({ url: '/api/transaction/mine/?page_size=100', headers: { authorization: auth } })
    ).json();
    expect(
      mine.results.filter((t: { item_ref: string | null }) => t.item_ref === `membership_charge:${charges[0].id}`),
    ).toHaveLength(1);
  });

  it('five joins at once make one membership and one payment', async () => {
    // Harbour's demo package has no Membership feature: switch it on.
    const [market] = await f.t.db
      .select({ id: marketFeatures.id })
      .from(marketFeatures)
      .where(eq(marketFeatures.name, 'membership'));
    await f.t.db
      .insert(clubFeatures)
      .values({ club_id: f.harbour, feature_id: market.id, enabled: true, params: {} })
      .onConflictDoUpdate({ target: [clubFeatures.club_id, clubFeatures.feature_id], set: { enabled: true } });
    const [harbourType] = await f.t.db
      .select()
      .from(membershipTypes)
      .where(and(eq(membershipTypes.club_id, f.harbour), eq(membershipTypes.name, 'Full member')));
    const auth = await login(f.t.app, 'player@example.com');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        f.t.app.inject({
          method: 'POST',
          url: '/api/clubmembership/join/',
          headers: { authorization: auth },
          payload: { club: f.harbour, membership_type: harbourType.id, billing_cycle: 'A', agree_terms: true },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const rows = await f.t.db
      .select()
      .from(clubMembers)
      .where(
        and(
          eq(clubMembers.club_id, f.harbour),
          eq(clubMembers.player_id, answers.find((a) => a.statusCode === 201)!.json().member.player),
        ),
      );
    expect(rows).toHaveLength(1);
    expect(
      await f.t.db.select().from(membershipCharges).where(eq(membershipCharges.member_id, rows[0].id)),
    ).toHaveLength(1);
  });
});

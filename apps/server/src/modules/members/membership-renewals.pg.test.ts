import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { isPostgres } from '../../../test/concurrency';
import { outbox } from '../../integrations/mail/mail.tables';
import { clubMembers, membershipCharges, membershipTypes } from './members.tables';
import { membersFixture, type MembersFixture } from './members.test-helpers';
import { runMembershipRenewals } from './membership-renewals';

describe.runIf(isPostgres)('membership renewals, workers at once (PostgreSQL)', () => {
  let f: MembersFixture;
  beforeAll(async () => {
    f = await membersFixture();
    await f.t.db.update(clubMembers).set({ subscription_status: 'U' });
  });
  afterAll(() => f.close());

  it('five runs at once charge and remind each member once', async () => {
    const [type] = await f.t.db.insert(membershipTypes).values({ club_id: f.riverside, name: 'Race adult', annual_price: '300.00', monthly_price: '30.00' }).returning();
    const members = await f.t.db
      .insert(clubMembers)
      .values(Array.from({ length: 5 }, (_, i) => ({ club_id: f.riverside, first_name: 'Race', last_name: `Member ${i}`, email_set: [`race${i}@example.com`], membership_type_id: type.id, billing_cycle: 'A' as const, subscription_status: 'C' as const, expires: '2029-06-30' })))
      .returning();
    const now = DateTime.fromISO('2029-07-01T09:00', { zone: 'Australia/Sydney' }).toJSDate();
    await Promise.all(Array.from({ length: 5 }, () => runMembershipRenewals({ ...f.t.app.deps, log: f.t.app.log }, now)));
    for (const m of members) {
      expect(await f.t.db.select().from(membershipCharges).where(eq(membershipCharges.member_id, m.id))).toHaveLength(1);
      expect(await f.t.db.select().from(outbox).where(eq(outbox.to, m.email_set[0]))).toHaveLength(1);
    }
  });
});

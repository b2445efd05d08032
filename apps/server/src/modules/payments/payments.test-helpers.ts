import { eq } from 'drizzle-orm';
import { clubFeatures, marketFeatures } from '../../db/schema';
import { queueMail, type Mailer } from '../../integrations/mail/mailer';
import type { TestApp } from '../../../test/helpers';

// What the payments tests share: a mailer whose outbox fails once when asked to (a request then
// rolls back after its charge and its receipt were made), and a club's till switched on.

/** The outbox fails once after `failNext()`: the receipt is queued after the charge, in the same database transaction. */
export function failOnceMailer() {
  let fail = false;
  const mailer: Mailer = {
    async queue(tx, mail) {
      if (fail) {
        fail = false;
        throw new Error('the outbox is unavailable');
      }
      return queueMail(tx, mail);
    },
    deliver: async () => 'logged',
  };
  return { mailer, failNext: () => (fail = true) };
}

/** Switches the Point of Sale on for a club (Harbour's package lacks it by default): its AGENT may sell and charge. */
export async function enablePointOfSale(t: TestApp, club: number) {
  const [pos] = await t.db
    .select({ id: marketFeatures.id })
    .from(marketFeatures)
    .where(eq(marketFeatures.name, 'pointofsale'));
  await t.db
    .insert(clubFeatures)
    .values({ club_id: club, feature_id: pos.id, enabled: true, params: {} })
    .onConflictDoUpdate({ target: [clubFeatures.club_id, clubFeatures.feature_id], set: { enabled: true } });
}

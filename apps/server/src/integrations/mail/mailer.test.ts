import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { outbox } from './mail.tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const mail = (to: string) => ({ to, subject: 'Court 3 is open again', text: 'See you on court.' });

describe('mailer without SMTP_URL', () => {
  it('keeps mail in the outbox as queued until flush, then marks it logged', async () => {
    expect(t.config.smtpUrl).toBeUndefined();
    const { mailer } = t.app.deps;
    const id = await t.db.transaction((tx) => mailer.queue(tx, mail('queued@example.org')));
    const [queued] = await t.db.select().from(outbox).where(eq(outbox.id, id));
    expect(queued).toMatchObject({ to: 'queued@example.org', status: 'queued', sent_at: null });

    await mailer.flush(t.db);
    const [logged] = await t.db.select().from(outbox).where(eq(outbox.id, id));
    expect(logged).toMatchObject({ status: 'logged', error: null });
    expect(logged.sent_at).toBeInstanceOf(Date);
  });

  it('sends nothing when the transaction that queued it rolls back', async () => {
    const { mailer } = t.app.deps;
    await expect(
      t.db.transaction(async (tx) => {
        await mailer.queue(tx, mail('rolled-back@example.org'));
        throw new Error('the command failed');
      }),
    ).rejects.toThrow('the command failed');
    await mailer.flush(t.db);
    expect(await t.db.select().from(outbox).where(eq(outbox.to, 'rolled-back@example.org'))).toEqual([]);
  });
});

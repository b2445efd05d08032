import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { outbox } from '../../db/schema';
import { mailJobHandlers } from '../../integrations/mail/mail.jobs';
import { DELIVER_MAIL_JOB, type Mailer, type OutboxMail } from '../../integrations/mail/mailer';
import type { Job, JobContext } from '../../integrations/jobs/worker';
import { storeTestApp } from '../store/store.test-helpers';
import * as clock from '../../clock';

// A receipt's e-mail carries its PDF (issue 30, docs/receipts.md "E-mail"): the outbox row keeps
// the receipt's id, the delivery job draws the PDF from the receipt's snapshot at send time and
// hands it to the mailer as an attachment; the e-mail still carries the link to Payments.

const { s, key, ok, product } = storeTestApp();

/** Runs the delivery job of one outbox message with a mailer that keeps what it was given. */
async function deliver(outboxId: number) {
  const sent: OutboxMail[] = [];
  const mailer: Mailer = {
    queue: async () => 0,
    deliver: async (mail) => {
      sent.push(mail);
      return 'logged';
    },
  };
  const job = { id: 0, name: DELIVER_MAIL_JOB, payload: { outboxId }, attempts: 1, maxAttempts: 8 } as unknown as Job;
  const log = { info: () => {}, warn: () => {}, error: () => {} } as unknown as JobContext['log'];
  await mailJobHandlers(mailer)[DELIVER_MAIL_JOB](job, { db: s.t.db, log, now: clock.now });
  return sent[0];
}

describe('the receipt PDF attached to its e-mail', () => {
  it('keeps the receipt’s reference in the outbox and attaches its PDF when sent, the link still in the text', async () => {
    const found = await ok(200, 'pos', 'GET', `/api/pos/members/?club=${s.club}&search=player%40example.com`);
    const p = await product({ name: 'Attached balls', member_price: 12, nonmember_price: 12 });
    const sale = await ok(201, 'pos', 'POST', '/api/pos/checkout/', {
      club: s.club,
      member: found[0].id,
      products: [{ product_id: p.id, quantity: 1 }],
      payment_method: 'S',
      idempotency_key: key(),
    });
    const number = sale.transaction.receipt_number as string;
    // A payment through the payments area mails the receipt with its reference: a top-up at the desk.
    const topUp = await ok(201, 'agent', 'POST', '/api/accountcredit/topup/', {
      club: s.club,
      player: found[0].player,
      amount: 15,
      payment_method: 'S',
      idempotency_key: key(),
    });
    const topUpNumber = topUp.transaction.receipt_number as string;
    const [row] = await s.t.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `Your receipt from Riverside Tennis Club: ${topUpNumber}`))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(row.attachments).toEqual([
      { kind: 'receipt', ref: expect.any(String), filename: `receipt-${topUpNumber}.pdf` },
    ]);
    expect(row.text).toContain('Download this receipt as a PDF from Payments in Rally');

    const sent = await deliver(row.id);
    expect(sent.files).toHaveLength(1);
    const [file] = sent.files!;
    expect(file).toMatchObject({ filename: `receipt-${topUpNumber}.pdf`, contentType: 'application/pdf' });
    expect(file.content.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await extractText(await getDocumentProxy(new Uint8Array(file.content)), { mergePages: true })).text;
    expect(text).toContain(topUpNumber);
    expect(text).toContain('Riverside Tennis Club');
    expect(text).toContain('15.00');
    expect(number).not.toBe(topUpNumber);
    // The Club Store's own receipt e-mail of the sale attaches its PDF the same way.
    const mails = await s.t.db.select().from(outbox).orderBy(desc(outbox.id)).limit(20);
    const store = mails.find((m) => m.text.includes(`(sale S-${sale.sale.id})`))!;
    expect(store.attachments).toEqual([
      { kind: 'receipt', ref: expect.any(String), filename: `receipt-${number}.pdf` },
    ]);
  });

  it('sends a message without attachments as before', async () => {
    const [plain] = await s.t.db
      .insert(outbox)
      .values({ to: 'x@example.com', subject: 'Plain', text: 'Hello' })
      .returning();
    const sent = await deliver(plain.id);
    expect(sent.files).toBeUndefined();
  });
});

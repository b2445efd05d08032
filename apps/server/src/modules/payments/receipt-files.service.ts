import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { receiptNotFound } from '@rally/domain';
import { assertAccess } from '../../access/access';
import type { ServiceContext } from '../../context';
import { notFound } from '../../http/errors';
import { TRANSACTION_NOT_FOUND } from './payments.service';
import { transactions } from './payments.tables';
import { receiptPdf } from './receipt-pdf';
import { receiptOf } from './receipts.service';
import { receipts } from './receipts.tables';
import { onMailAttachment } from '../../integrations/mail/mailer';

// GET /api/transaction/{id}/receipt/ and /api/transaction/{id}/refunds/{refund}/receipt/ (issue
// 30): the receipt's PDF, drawn from its stored snapshot, for the club's Payments staff and the payer.

/** The PDF of a payment's receipt, or of one of its refunds' (`refund`), with its file name. */
export async function receiptPdfOf({ ctx, id, refund }: { ctx: ServiceContext; id: number; refund?: number }) {
  const [t] = await ctx.db.select().from(transactions).where(eq(transactions.id, id));
  if (!t) throw notFound(TRANSACTION_NOT_FOUND);
  await assertAccess(ctx, t.club_id, { area: 'payments', owner: t.player_id, notFound: TRANSACTION_NOT_FOUND });
  const receipt = await receiptOf(ctx.db, refund ? `refund:${refund}` : `transaction:${t.id}`);
  if (!receipt || receipt.transaction_id !== t.id || receipt.club_id !== t.club_id) throw notFound(receiptNotFound);
  return {
    bytes: await receiptPdf(receipt.snapshot),
    fileName: `${refund ? 'refund-receipt' : 'receipt'}-${receipt.number}.pdf`,
  };
}

export function sendReceipt(reply: FastifyReply, pdf: { bytes: Buffer; fileName: string }) {
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="${pdf.fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .send(pdf.bytes);
}

// A receipt's e-mail carries its PDF (issue 30): built at send time from the stored snapshot.
onMailAttachment('receipt', async (db, ref) => {
  const [receipt] = await db
    .select()
    .from(receipts)
    .where(eq(receipts.id, Number(ref)));
  return receipt ? { content: await receiptPdf(receipt.snapshot), contentType: 'application/pdf' } : null;
});

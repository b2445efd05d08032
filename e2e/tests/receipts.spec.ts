import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PHONE } from './phone-width';
import { authHeader, clubId, expect, logIn, screenshot, test, unique } from './support';

// Receipts (issue 30), on a phone: the club's till charges the demo player's card on file (their
// consent allows it) and refunds part of it; the player downloads the payment's receipt as PDF
// from /payments, and the refund's from the payment's panel; staff see both in Payments.
// Screenshots: receipts-mine-390, receipts-panel-390, receipts-staff-390 (and its panel alone).

test.describe('Receipts', () => {
  test.use({ viewport: PHONE });

  test('a player downloads the receipt of a payment, and of its refund, as PDF', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await logIn(page, 'player@example.com');
    const customer = await (await page.request.get('/api/stripecustomer/', { headers: await authHeader(page) })).json();
    const staff = await browser.newPage({ viewport: PHONE });
    await logIn(staff, 'agent@example.com');
    const riverside = await clubId(staff, 'Riverside');
    const item = `Receipt racquet strings ${unique()}`;
    const charged = await staff.request.post(`/api/stripecustomer/${customer.id}/charge/`, {
      headers: { ...(await authHeader(staff)), 'Idempotency-Key': `e2e-receipt-${unique()}` },
      data: { club: riverside, purpose: 'S', amount: 33, description: item },
    });
    expect(charged.status()).toBe(201);
    const payment = await charged.json();
    expect(payment.receipt_number).toMatch(/^\d{4}-\d{6}$/);
    const refunded = await staff.request.post(`/api/transaction/${payment.id}/refund/`, {
      headers: await authHeader(staff),
      data: { amount: 3, reason: 'Strings left over' },
    });
    expect(refunded.status()).toBe(201);
    const refund = (await refunded.json()).refund;

    // The player's payments: the row shows the receipt's number and downloads it.
    await page.goto('/payments');
    const row = page.getByRole('row', { name: new RegExp(item) });
    await expect(row).toContainText(payment.receipt_number);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: `Receipt ${payment.receipt_number} (PDF)` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`receipt-${payment.receipt_number}.pdf`);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await screenshot(page, 'receipts-mine-390');

    // The payment's panel: its receipt and the refund's.
    await row.getByRole('button', { name: new RegExp(item) }).click();
    const panel = page.getByRole('dialog', { name: /Receipt for payment #\d+/ });
    await expect(panel).toContainText(payment.receipt_number);
    const [refundDownload] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: `Refund receipt ${refund.receipt_number} (PDF)` }).click(),
    ]);
    expect(refundDownload.suggestedFilename()).toBe(`refund-receipt-${refund.receipt_number}.pdf`);
    expect((await readFile((await refundDownload.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
    await screenshot(page, 'receipts-panel-390');

    // Staff see the same numbers in the Payments section's detail.
    await staff.goto(`/clubs/dashboard/transactions?clubId=${riverside}`);
    await staff
      .getByRole('row', { name: new RegExp(item) })
      .first()
      .click();
    const detail = staff.getByRole('dialog', { name: `Payment #${payment.id}` });
    await expect(detail.getByRole('button', { name: `Receipt ${payment.receipt_number} (PDF)` })).toBeVisible();
    await expect(detail.getByRole('button', { name: `Refund receipt ${refund.receipt_number} (PDF)` })).toBeVisible();
    await screenshot(staff, 'receipts-staff-390');
    // The detail panel alone (the page behind it is the whole list).
    await detail.screenshot({
      path: path.resolve(import.meta.dirname, '../screenshots/receipts-staff-detail-390.png'),
    });
    await staff.close();
  });
});

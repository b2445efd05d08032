import { authHeader, clubId, expect, logIn, screenshot, test } from './support';

// Payments: the demo player adds a test card on their Payments page; the Club Store charges it
// (through the API, as the store's checkout does); Riverside's AGENT finds the sale in Payments,
// opens it and refunds part of it; the failed list shows a decline with its reason.
// Screenshots: payments-cards, payments-list, payments-detail, payments-list-390.

test.describe('Payments', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a card on file, a sale charged to it, found in Payments and refunded in part', async ({ page, browser }) => {
    test.setTimeout(150_000);
    await logIn(page, 'player@example.com');
    await page.goto('/payments');
    await expect(page.getByRole('heading', { name: 'Cards on file' })).toBeVisible();
    await page.getByRole('button', { name: 'Add a card' }).click();
    await page.getByLabel('Card number').fill('5555 5555 5555 4444');
    await page.getByLabel('Expiry month').fill('11');
    await page.getByLabel('Expiry year').fill('2033');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByText('Mastercard •••• 4444')).toBeVisible();
    await screenshot(page, 'payments-cards');

    // The store charges the player's default card (the demo Visa 4242) for a sale.
    const customer = await (await page.request.get('/api/stripecustomer/', { headers: await authHeader(page) })).json();
    const staff = await browser.newPage();
    await logIn(staff, 'agent@example.com');
    const riverside = await clubId(staff, 'Riverside');
    const sale = await staff.request.post(`/api/stripecustomer/${customer.id}/charge/`, {
      headers: { ...(await authHeader(staff)), 'Idempotency-Key': `e2e-${Date.now()}` },
      data: { club: riverside, purpose: 'S', amount: 37.9, description: 'Racquet grip and balls' },
    });
    expect(sale.status()).toBe(201);
    const saleId = (await sale.json()).id as number;

    await staff.goto(`/clubs/dashboard/transactions?clubId=${riverside}`);
    await expect(staff.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
    const row = staff.getByRole('row', { name: /Racquet grip and balls/ }).first();
    await expect(row).toContainText('37.90 AUD');
    await screenshot(staff, 'payments-list');

    await row.click();
    const panel = staff.getByRole('dialog', { name: `Payment #${saleId}` });
    await expect(panel.getByText('Store sale')).toBeVisible();
    await panel.getByRole('radio', { name: 'Part of it' }).check();
    await panel.getByLabel(/^Amount/).fill('10');
    await panel.getByLabel('Reason').fill('One can of balls returned');
    await panel.getByRole('button', { name: 'Refund', exact: true }).click();
    await staff
      .getByRole('dialog', { name: 'Refund this payment?' })
      .getByRole('button', { name: 'Refund 10.00 AUD' })
      .click();
    await expect(panel.getByRole('cell', { name: 'One can of balls returned' })).toBeVisible();
    await expect(panel.getByText('27.90 AUD can still be refunded.')).toBeVisible();
    await screenshot(staff, 'payments-detail');
    await panel.getByRole('button', { name: /close/i }).first().click();

    // The refunded list holds it; the failed list shows declines with their reasons.
    const lists = staff.locator('.mantine-SegmentedControl-root');
    await lists.getByText('Refunded', { exact: true }).click();
    await expect(staff.getByRole('row', { name: /Racquet grip and balls/ }).first()).toBeVisible();
    await lists.getByText('Failed', { exact: true }).click();
    await expect(staff.getByRole('row').filter({ hasText: 'Failed' }).first()).toBeVisible();
    await staff.setViewportSize({ width: 390, height: 844 });
    await screenshot(staff, 'payments-list-390');

    // The player sees the sale and its refund on their own page.
    await page.reload();
    await expect(page.getByRole('row', { name: /Racquet grip and balls/ })).toContainText('10.00 AUD');
    // …and its receipt, with the refund.
    await page
      .getByRole('row', { name: /Racquet grip and balls/ })
      .getByRole('button', { name: /Racquet grip and balls/ })
      .click();
    const receipt = page.getByRole('dialog', { name: /Receipt for payment #\d+/ });
    await expect(receipt.getByRole('table', { name: 'Receipt' })).toContainText('Refunded10.00 AUD');
    await expect(receipt.getByRole('heading', { name: 'Refunds' })).toBeVisible();
    await screenshot(page, 'payments-receipt');
    await staff.close();
  });
});

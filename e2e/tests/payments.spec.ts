import { readFile } from 'node:fs/promises';
import { expectCellsOnScreen, PHONE } from './phone-width';
import { authHeader, clubId, expect, logIn, screenshot, test, unique } from './support';

// Payments: the demo player adds a test card on their Payments page; the Club Store charges it
// (through the API, as the store's checkout does); Riverside's AGENT finds the sale in Payments,
// opens it and refunds part of it; the failed list shows a decline with its reason.
// Screenshots: payments-cards, payments-list, payments-detail, payments-list-390, payments-receipt,
// payments-mine-390.

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
      headers: { ...(await authHeader(staff)), 'Idempotency-Key': `e2e-${unique()}` },
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
    // On a phone each payment's date, payer, amount and status stay on the screen (stacked rows).
    await staff.setViewportSize(PHONE);
    await lists.getByText('All', { exact: true }).click();
    await expect(staff.getByRole('row', { name: /Racquet grip and balls/ }).first()).toBeVisible();
    await expectCellsOnScreen(staff.getByRole('table', { name: 'Payments' }), ['Date', 'Payer', 'Amount', 'Status']);
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

    // The player's payments on a phone: each amount and status on the screen.
    await receipt.getByRole('button', { name: /close/i }).first().click();
    await page.setViewportSize(PHONE);
    await expectCellsOnScreen(page.getByRole('table', { name: 'Your payments' }), ['Date', 'Item', 'Amount', 'Status']);
    // …and the default card's badge reads whole beside its Remove button (it was cut to 'Defa…').
    const badge = page.getByTestId('card-on-file').locator('.mantine-Badge-label', { hasText: 'Default' });
    await expect(badge).toBeVisible();
    expect(await badge.evaluate((el) => el.scrollWidth <= el.clientWidth), 'the Default badge is not cut').toBe(true);
    await screenshot(page, 'payments-mine-390');
  });

  test('a partial refund reads as partial in the list, its detail, the totals and the export', async ({ page }) => {
    await logIn(page, 'agent@example.com');
    const riverside = await clubId(page, 'Riverside');
    const headers = await authHeader(page);
    // A sale of 42.00 to the demo player's card, 10.00 of it refunded (through the API, as the till and Payments do).
    const player = await page.request.post('/api/login/', {
      data: { username: 'player@example.com', password: 'tennis-demo' },
    });
    const playerAuth = { authorization: `Token ${(await player.json()).token}` };
    const customer = await (await page.request.get('/api/stripecustomer/', { headers: playerAuth })).json();
    const sale = await page.request.post(`/api/stripecustomer/${customer.id}/charge/`, {
      headers: { ...headers, 'Idempotency-Key': `e2e-partial-${unique()}` },
      data: { club: riverside, purpose: 'S', amount: 42, description: 'Partly returned racquet bag' },
    });
    expect(sale.status()).toBe(201);
    const saleId = (await sale.json()).id as number;
    const refund = await page.request.post(`/api/transaction/${saleId}/refund/`, {
      headers,
      data: { amount: 10, reason: 'Strap missing' },
    });
    expect(refund.status()).toBe(201);

    await page.goto(`/clubs/dashboard/transactions?clubId=${riverside}&list=refunded&player=${customer.player}`);
    const row = page.getByRole('row', { name: /Partly returned racquet bag/ });
    await expect(row).toContainText('Partly refunded, 10.00 AUD of 42.00 AUD');
    await expect(row).not.toContainText(/42\.00 AUDRefunded/);
    // The totals are those of every row the filters match, as the server adds them up.
    const api = await (
      await page.request.get(`/api/transaction/?dest_club=${riverside}&status=R&players=${customer.player}`, {
        headers,
      })
    ).json();
    const totals = page.getByTestId('transaction-totals');
    const aud = (amount: string) =>
      `${Number(amount).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} AUD`;
    await expect(totals).toContainText(
      `Taken ${aud(api.totals[0].paid)}, refunded ${aud(api.totals[0].refunded)}, kept ${aud(api.totals[0].net)}`,
    );
    await screenshot(page, 'payments-partial-refund');

    await row.click();
    const panel = page.getByRole('dialog', { name: `Payment #${saleId}` });
    await expect(panel.getByText('Partly refunded, 10.00 AUD of 42.00 AUD')).toBeVisible();
    await panel.getByRole('button', { name: /close/i }).first().click();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const text = await readFile(await (await download).path(), 'utf8');
    expect(text.split('\n')[0]).toContain('Date (Australia/Sydney)');
    const line = text.split('\n').find((l) => l.includes('Partly returned racquet bag'))!;
    expect(line).toContain('42.00,10.00,AUD,Partly refunded');
  });
});

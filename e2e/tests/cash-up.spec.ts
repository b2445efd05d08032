import { PHONE } from './phone-width';
import { choose, clubId, expect, logIn, riversideDay, screenshot, test, unique } from './support';

// Closing a day at the desk and the accounting export (issue 30, docs/cash-up.md,
// docs/accounting-export.md), on a phone. Riverside's POINT_OF_SALE login adds a till of its own
// in Settings, sells at it in cash, counts 0.50 less than expected, is asked for a note, closes the
// day after confirming, and finds the day in the past cash-ups. Riverside's AGENT opens Payments'
// accounting export for the list's dates: its summary's total taken is the list's "Taken".
// Screenshots: cash-up-390-settings, cash-up-390-report, cash-up-390-closed, accounting-export-390.

test.describe('Cash-up and accounting export', () => {
  test.use({ viewport: PHONE });

  test('a till closed with a difference and a note; the list shows it', async ({ page }) => {
    test.slow();
    await logIn(page, 'pos@example.com');
    const riverside = await clubId(page, 'Riverside');
    const till = `Test till ${unique()}`;

    // Settings: a till of this test's own, with a 100.00 float.
    await page.goto(`/clubs/dashboard/point-of-sale?clubId=${riverside}&tab=settings`);
    const add = page.getByRole('form', { name: 'Add a till' });
    await add.getByLabel('Till name').fill(till);
    await add.getByLabel('Opening float').fill('100');
    await add.getByRole('button', { name: 'Add till' }).click();
    await expect(page.getByRole('table', { name: 'Tills' }).getByText(till)).toBeVisible();
    await screenshot(page, 'cash-up-390-settings');

    // The Store tab says which till it is; a bottle of water sold in cash.
    await page.goto(`/clubs/dashboard/point-of-sale?clubId=${riverside}&tab=store`);
    await choose(page, page.locator('main'), 'Till', till);
    const products = page.getByRole('list', { name: 'Products' });
    await products.getByRole('button', { name: 'Add Water 600 ml to the cart' }).click();
    await page.getByRole('region', { name: 'Cart summary' }).getByRole('button').click();
    await page.getByRole('dialog', { name: 'Cart' }).getByRole('button', { name: 'Checkout 3.50 AUD' }).click();
    const checkout = page.getByRole('dialog', { name: 'Checkout 3.50 AUD' });
    await checkout.getByRole('radio', { name: 'Cash' }).check();
    await checkout.getByRole('button', { name: 'Record cash 3.50 AUD' }).click();
    const complete = page.getByRole('dialog', { name: 'Sale complete' });
    await complete.getByRole('button', { name: 'New sale' }).click();

    // Close the day: this till's Z report, remembered by this browser.
    await page.goto(`/clubs/dashboard/point-of-sale?clubId=${riverside}&tab=close-day`);
    await expect(page.getByRole('heading', { name: new RegExp(`^${till},`) })).toBeVisible();
    const report = page.getByRole('table', { name: 'Z report' });
    await expect(report.getByRole('row', { name: /Cash 1 3.50 AUD/ })).toBeVisible();
    await expect(page.getByTestId('expected-cash')).toHaveText('103.50 AUD');
    const count = page.getByRole('form', { name: 'Count the cash' });
    await count.getByLabel('Counted cash').fill('103');
    await expect(page.getByTestId('cash-difference')).toHaveText('Difference: -0.50 AUD (short)');
    await count.getByRole('button', { name: 'Close the day' }).click();
    await expect(count.getByText('Say why the counted cash differs from the expected cash.')).toBeVisible();
    await count.getByLabel('Note').fill('Fifty cents short: change for the ball machine');
    await screenshot(page, 'cash-up-390-report');
    await count.getByRole('button', { name: 'Close the day' }).click();
    const confirm = page.getByRole('dialog', { name: `Close ${till} for the day?` });
    await expect(confirm).toContainText('Counted 103.00 AUD against 103.50 AUD expected');
    await confirm.getByRole('button', { name: 'Close the day' }).click();
    await expect(page.getByText('This day is closed')).toBeVisible();
    await expect(page.getByText('Counted 103.00 AUD, difference -0.50 AUD.')).toBeVisible();

    // The past cash-ups list it, with the difference and the note.
    const list = page.getByRole('table', { name: 'Past cash-ups' });
    const row = list.getByRole('row', { name: new RegExp(till) });
    await expect(row).toContainText('-0.50 AUD');
    await expect(row).toContainText('Fifty cents short');
    await screenshot(page, 'cash-up-390-closed');

    // Back at the Store tab, the till says it is closed for today.
    await page.goto(`/clubs/dashboard/point-of-sale?clubId=${riverside}&tab=store`);
    await expect(page.getByRole('alert').filter({ hasText: `${till} is closed for today` })).toBeVisible();
  });

  test("the accounting export's summary takes what the Payments list takes for the same dates", async ({ page }) => {
    await logIn(page, 'agent@example.com');
    const riverside = await clubId(page, 'Riverside');
    const [from, to] = [riversideDay(-60), riversideDay(0)];
    await page.goto(`/clubs/dashboard/transactions?clubId=${riverside}&from=${from}&to=${to}`);
    const totals = page.getByTestId('transaction-totals');
    await expect(totals).toContainText('Taken');
    const taken = (await totals.locator('b').first().textContent())!;
    await page.getByRole('button', { name: 'Accounting export' }).click();
    const dialog = page.getByRole('dialog', { name: 'Accounting export' });
    await expect(dialog.getByText(/Xero manual journal/)).toBeVisible();
    const summary = dialog.getByRole('table', { name: 'Summary by account' });
    for (const account of [
      'Court hire',
      'Clinics and events',
      'Club Store',
      'Memberships',
      'Other income',
      'Tax collected',
      'Refunds',
    ])
      await expect(summary.getByRole('row', { name: new RegExp(`^${account}`) })).toBeVisible();
    await expect(dialog.getByTestId('export-income')).toHaveText(taken);
    await expect(dialog.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download CSV' }).click();
    expect((await download).suggestedFilename()).toBe(`rally_xero_manual_journal_${from}_to_${to}.csv`);
    await screenshot(page, 'accounting-export-390');
  });
});

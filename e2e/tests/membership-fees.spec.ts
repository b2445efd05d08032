import { clubId, expect, logIn, screenshot, test } from './support';

// Issue 11: the fees view of the register for MEMBERSHIP_FEES: totals, the overdue members with
// their days overdue, a cash payment recorded, and the member then shown as paid.

test.describe('membership fees', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the fees view shows who is overdue; recording a cash payment makes them paid', async ({ page }) => {
    await logIn(page, 'fees@example.com');
    const riverside = await clubId(page, 'Riverside');
    await page.goto(`/clubs/dashboard/members?clubId=${riverside}&tab=fees`);
    const overdueCard = page.getByRole('region', { name: 'Overdue' });
    await expect(overdueCard).toBeVisible();
    await screenshot(page, 'membership-fees');

    await page.getByLabel('Show').selectOption('overdue');
    const table = page.getByRole('table', { name: 'Membership fees' });
    await expect(table.getByText(/days? overdue/).first()).toBeVisible();
    // The first overdue member whose type has a price for their cycle.
    const recordButton = table.getByRole('button', { name: /^Record a payment by / }).and(page.locator(':enabled')).first();
    const name = (await recordButton.getAttribute('aria-label'))!.replace('Record a payment by ', '');
    await recordButton.click();
    const dialog = page.getByRole('dialog', { name: 'Record a payment' });
    await dialog.getByLabel('Cash').check();
    await dialog.getByLabel('Note').fill('Paid at the desk');
    await screenshot(page, 'membership-fees-record-payment');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(page.getByText(`Payment recorded: ${name} is paid up to`)).toBeVisible();

    await page.getByLabel('Show').selectOption('all');
    const row = table.getByRole('row').filter({ hasText: name }).first();
    await expect(row.getByText(/^(Paid|Renews soon|Due this month)$/)).toBeVisible();
    await screenshot(page, 'membership-fees-paid');
  });
});

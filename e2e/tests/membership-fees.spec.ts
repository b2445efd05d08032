import { expectCellsOnScreen, PHONE } from './phone-width';
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
    const recordButton = table
      .getByRole('button', { name: /^Record payment by / })
      .and(page.locator(':enabled'))
      .first();
    const name = (await recordButton.getAttribute('aria-label'))!.replace('Record payment by ', '');
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

  test('every paid member shows their last payment; Overdue and Lapsed say what they mean; Record payment only where owed', async ({
    page,
  }) => {
    // Issue 27: 184 paid members showed "—" as their last payment, Overdue and Lapsed were not
    // explained, and every row offered "Record payment", paid ones too.
    await logIn(page, 'fees@example.com');
    const riverside = await clubId(page, 'Riverside');
    await page.goto(`/clubs/dashboard/members?clubId=${riverside}&tab=fees`);
    const table = page.getByRole('table', { name: 'Membership fees' });
    await page.getByLabel('Show').selectOption('paid');
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const paidRows = table.getByRole('row').filter({ has: page.getByText('Paid', { exact: true }) });
    expect(await paidRows.count()).toBeGreaterThan(0);
    await expect(paidRows.filter({ hasText: 'None recorded' })).toHaveCount(0);
    await expect(table.getByRole('button', { name: /^Record payment by / })).toHaveCount(0);

    const meaning = page.getByRole('region', { name: 'What the states mean' });
    await page.getByLabel('Show').selectOption('overdue');
    await expect(meaning).toContainText('Overdue: The membership has ended, or its renewal charge is unpaid');
    await expect(
      table
        .getByRole('row')
        .nth(1)
        .getByRole('button', { name: /^Record payment by / }),
    ).toBeVisible();
    await screenshot(page, 'membership-fees-overdue-explained');

    await page.getByLabel('Show').selectOption('lapsed');
    await expect(meaning).toContainText('Lapsed: Renewal was cancelled and the membership has ended: nothing is owed.');
    await expect(table.getByRole('button', { name: /^Record payment by / })).toHaveCount(0);
    await screenshot(page, 'membership-fees-lapsed-explained');

    // On a phone each row stacks: the member, state and amount, and Record payment, on the screen.
    await page.setViewportSize(PHONE);
    await page.getByLabel('Show').selectOption('overdue');
    await expectCellsOnScreen(table, ['Member', 'State', 'Amount', 'Last paid']);
    const record = table
      .getByRole('row')
      .nth(1)
      .getByRole('button', { name: /^Record payment by / });
    await record.scrollIntoViewIfNeeded();
    const box = (await record.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'membership-fees-390');
  });

  test('a player buys a membership online; the fees view shows them paid', async ({ page, browser }) => {
    test.slow();
    // Paula Pro coaches at Riverside but is not on its register; she adds a card first.
    await logIn(page, 'coach2@example.com');
    await page.goto('/payments');
    await page.getByRole('button', { name: 'Add a card' }).click();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry month').fill('11');
    await page.getByLabel('Expiry year').fill('2033');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByText('Visa •••• 4242')).toBeVisible();

    const riverside = await clubId(page, 'Riverside');
    await page.goto(`/clubs/details?clubId=${riverside}`);
    await page.getByRole('link', { name: 'Membership' }).click();
    await expect(page.getByRole('heading', { name: 'Membership of Riverside Tennis Club' })).toBeVisible();
    const form = page.getByRole('region', { name: 'Become a member' });
    await form.getByRole('radio').and(page.locator(':enabled')).first().click();
    await expect(form.getByText(/Pays with Visa ending 4242/)).toBeVisible();
    // Bought mid-season (the tests' clock: 7 January 2030): the first period, to the rollover on 1
    // July, and its price by the club's rule (by month) show before paying, and the button pays that.
    const today = form.getByRole('alert', { name: 'What you pay today' });
    await expect(today).toContainText(
      /for 7 Jan 2030 – 30 June? 2030: memberships renew on 1 July? 2030, so this first period is charged by the month/,
    );
    const quoted = (await today.textContent())!.replace('What you pay today', '').split(' for ')[0].trim();
    await expect(form.getByRole('button', { name: `Pay ${quoted} and join` })).toBeVisible();
    await form.getByRole('button', { name: /^Pay .* and join$/ }).click();
    await expect(form.getByText("Agree to the club's membership terms first.")).toBeVisible();
    await form.getByLabel("I agree to the club's membership terms").check();
    await screenshot(page, 'membership-online-join');
    await form.getByRole('button', { name: /^Pay .* and join$/ }).click();
    await expect(page.getByText(/Welcome! You are a member until/)).toBeVisible();
    const card = page.getByRole('region', { name: 'Your membership' });
    await expect(card.getByText('Current')).toBeVisible();
    await expect(card.getByText(/Next charge: /)).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Receipts' }).getByRole('cell', { name: 'Paid', exact: true }),
    ).toBeVisible();
    await screenshot(page, 'membership-online-member');

    // The club's MEMBERSHIP_FEES sees Paula paid in the fees view.
    const fees = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await logIn(fees, 'fees@example.com');
    await fees.goto(`/clubs/dashboard/members?clubId=${riverside}&tab=fees`);
    const table = fees.getByRole('table', { name: 'Membership fees' });
    await fees.getByLabel('Show').selectOption('paid');
    const row = table.getByRole('row').filter({ hasText: 'Paula Pro' }).first();
    // The view pages the register by name: turn pages until Paula's row shows.
    for (let n = 2; n < 30 && !(await row.isVisible()); n += 1) {
      await fees.getByRole('button', { name: `Page ${n}`, exact: true }).click();
    }
    await expect(row.getByText(/^(Paid|Renews soon|Due this month)$/)).toBeVisible();
    await screenshot(fees, 'membership-online-fees-paid');
    await fees.close();
  });
});

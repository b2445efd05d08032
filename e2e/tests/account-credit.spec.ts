import { PHONE } from './phone-width';
import { authHeader, clubId, expect, logIn, patHeader, screenshot, test, unique } from './support';

// Account credit (issue 30; docs/account-credit.md), on a phone (390 px): Riverside's AGENT refunds
// a payment of Pat's to club credit from the payment's detail; Pat sees the balance on their
// Payments page; the till sells Pat a can of balls paid by account; the balance drops, on Pat's page
// and in Payments › Account credit. Screenshots: credit-refund-390, credit-player-390,
// credit-checkout-390, credit-player-after-390, credit-staff-390.

test.describe('Account credit', () => {
  test.use({ viewport: PHONE });

  test('a club-credit refund spent at the store', async ({ page, browser }) => {
    test.slow();
    await logIn(page, 'agent@example.com');
    const riverside = await clubId(page, 'Riverside');
    const staffAuth = await authHeader(page);
    const pat = await patHeader(page);
    const balanceOf = async () => {
      const mine = await (await page.request.get('/api/accountcredit/mine/', { headers: pat })).json();
      const at = mine.find((s: { club: number }) => s.club === riverside);
      return at ? Number(at.balance) : 0;
    };
    const before = await balanceOf();
    const money = (n: number) => `${n.toFixed(2)} AUD`;

    // A payment of Pat's: the store charges their card on file (as the till does).
    const item = `Racquet restring ${unique()}`;
    const customer = await (await page.request.get('/api/stripecustomer/', { headers: pat })).json();
    const sale = await page.request.post(`/api/stripecustomer/${customer.id}/charge/`, {
      headers: { ...staffAuth, 'Idempotency-Key': `e2e-credit-${unique()}` },
      data: { club: riverside, purpose: 'S', amount: 30, description: item },
    });
    expect(sale.status()).toBe(201);
    const saleId = (await sale.json()).id as number;

    // Staff refund it to club credit from its detail.
    await page.goto(`/clubs/dashboard/transactions?clubId=${riverside}`);
    await page
      .getByRole('row', { name: new RegExp(item) })
      .first()
      .click();
    const panel = page.getByRole('dialog', { name: `Payment #${saleId}` });
    await panel.getByRole('radio', { name: 'As club credit' }).check();
    await panel.getByLabel('Reason').fill('Restring cancelled: kept as credit');
    await panel.getByRole('button', { name: 'Refund', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Refund this payment?' });
    await expect(confirm).toContainText("is added to Pat Player's account credit");
    await confirm.getByRole('button', { name: 'Refund 30.00 AUD' }).click();
    await expect(panel.getByRole('cell', { name: 'Refunded to club credit' })).toBeVisible();
    await screenshot(page, 'credit-refund-390');
    expect(await balanceOf()).toBeCloseTo(before + 30, 2);

    // Pat sees the balance and the entry on their Payments page.
    const player = await browser.newPage({ viewport: PHONE });
    await logIn(player, 'player@example.com');
    await player.goto('/payments');
    const card = player.getByTestId(`credit-${riverside}`);
    await expect(card).toContainText(money(before + 30));
    await expect(card).toContainText('Refund to credit');
    await card.scrollIntoViewIfNeeded();
    await screenshot(player, 'credit-player-390');

    // The till sells Pat a can of balls (member price 11.00) paid by account.
    const till = await browser.newPage({ viewport: PHONE });
    await logIn(till, 'pos@example.com');
    await till.goto(`/clubs/dashboard/point-of-sale?clubId=${riverside}&tab=store`);
    await till
      .getByRole('list', { name: 'Products' })
      .getByRole('button', { name: 'Add Tennis balls (4 can) to the cart' })
      .click();
    await till.getByRole('region', { name: 'Cart summary' }).getByRole('button').click();
    const cart = till.getByRole('dialog', { name: 'Cart' });
    await cart.getByLabel('Member').fill('Pat');
    await till
      .getByRole('option', { name: /Pat Player/ })
      .first()
      .click();
    await expect(cart.getByRole('group', { name: 'Cart totals' })).toContainText('Total11.00 AUD');
    await cart.getByRole('button', { name: 'Checkout 11.00 AUD' }).click();
    const dialog = till.getByRole('dialog', { name: 'Checkout 11.00 AUD' });
    await dialog.getByRole('radio', { name: `Account credit (${money(before + 30)})` }).check();
    await screenshot(till, 'credit-checkout-390');
    await dialog.getByRole('button', { name: 'Pay 11.00 AUD from account' }).click();
    await expect(
      till.getByRole('dialog', { name: 'Sale complete' }).getByText('11.00 AUD paid by account credit'),
    ).toBeVisible();
    await till.close();

    // The balance drops, on Pat's page…
    await player.reload();
    await expect(card).toContainText(money(before + 19));
    await expect(card).toContainText('Spent');
    await screenshot(player, 'credit-player-after-390');
    await player.close();

    // …and in Payments › Account credit, where Pat's statement opens from the balances.
    await page.goto(`/clubs/dashboard/transactions?clubId=${riverside}&view=credit`);
    const row = page.getByRole('row', { name: /Pat Player/ }).first();
    await expect(row).toContainText(money(before + 19));
    await row.click();
    await expect(page.getByTestId('credit-balance')).toHaveText(money(before + 19));
    await screenshot(page, 'credit-staff-390');
  });
});
